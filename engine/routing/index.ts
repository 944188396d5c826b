/** engine/routing: the navigation tree and the preserved redirect. Plugins and screens import the engine only through these index files. */
export { buildNavigation } from './navigationTree';
export { PROTECTED_AREAS, REDIRECT_RULES } from './preservedRedirect';
export { PRESERVED_REDIRECT_KEY } from './redirectStorage';
export { usePostLoginRedirect } from './usePostLoginRedirect';
