import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, NAMESPACES } from '../../locales/resources';

/**
 * Creates the browser's i18next instance with every namespace bundled (the texts are small).
 *
 * @example const i18n = setupI18n('de'); i18n.t('common:appName')
 */
export function setupI18n(language: string = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    lng: language === 'de' ? 'de' : 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
