import i18next, { type TFunction } from 'i18next';
import { resources, NAMESPACES } from '../locales/resources';
import { LANGUAGES, type Language } from '../product/accountRules';

const instance = i18next.createInstance();
await instance.init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A translator fixed to one language, for texts the server writes (mails). */
export function translatorFor(language: string): TFunction {
  return instance.getFixedT(toLanguage(language));
}

export function toLanguage(value: string | undefined | null): Language {
  return value === 'de' ? 'de' : 'en';
}

/** Picks en or de from an Accept-Language header (first supported tag wins). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'de' || tag === 'en') return tag;
  }
  return 'en';
}
