import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { eagerResources } from '../../locales/eagerResources';
import { loadNamespace } from '../../locales/lazyResources';
import { EAGER_NAMESPACES, LAZY_NAMESPACES } from '../../locales/namespaces';

/** An i18next backend that reads the lazy namespaces from their chunks. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then((texts) => callback(null, texts), (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null));
  },
};

/**
 * The browser's i18next instance: the eager namespaces bundled, the screens' namespaces loaded
 * when a screen first asks for them (react-i18next suspends it meanwhile) — so the first page
 * carries only the texts it shows.
 */
export function setupBrowserI18n(language: string = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(chunkBackend).use(initReactI18next).init({
    resources: eagerResources,
    partialBundledLanguages: true,
    ns: [...EAGER_NAMESPACES],
    defaultNS: 'common',
    lng: language === 'de' ? 'de' : 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Loads the screens' namespaces in the background (after sign-in), so that screens open without a wait. */
export function preloadScreenTexts(instance: i18n): void {
  void instance.loadNamespaces([...LAZY_NAMESPACES]);
}
