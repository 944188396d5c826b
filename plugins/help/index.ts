/** What other parts of the client use of the help plugin: the FAQ view (the public /qanda), the FAQ call (the home's teaser), the paths. */
export { FaqView } from './components/FaqView';
export { helpMethods, publicFaq, type FaqLoader } from './data/helpApi';
export { HELP_PATHS } from './helpPaths';
