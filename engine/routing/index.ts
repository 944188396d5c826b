/** engine/routing: the navigation tree and the preserved redirect. Plugins and screens import the engine only through these index files. */
export { buildNavigation } from './navigationTree';
export { REDIRECT_RULES, appPaths, installAppPaths, type AppPaths } from './preservedRedirect';
export { PRESERVED_REDIRECT_KEY } from './redirectStorage';
export { usePostLoginRedirect } from './usePostLoginRedirect';
