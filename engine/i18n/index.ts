/** engine/i18n: the i18next set-up of browser and tests. Plugins and screens import the engine only through these index files. */
export { preloadScreenTexts, setupBrowserI18n } from './setupBrowserI18n';
export { setupI18n } from './setupI18n';
