import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import de from 'i18n-iso-countries/langs/de.json';

countries.registerLocale(en);
countries.registerLocale(de);

export interface CountryOption {
  code: string;
  name: string;
}

/** Countries whose everyday name is the first alias rather than the official one. */
const SHORT_NAME = new Set(['US']);

function nameOf(code: string, language: 'en' | 'de'): string {
  if (SHORT_NAME.has(code)) {
    const alias = countries.getName(code, language, { select: 'alias' });
    if (alias) return alias;
  }
  return countries.getName(code, language) ?? code;
}

const cache = new Map<string, CountryOption[]>();

/** Every ISO 3166 country with its name in the given language, sorted by that name. */
export function countryOptions(language: 'en' | 'de'): CountryOption[] {
  let list = cache.get(language);
  if (!list) {
    const collator = new Intl.Collator(language);
    list = Object.keys(countries.getAlpha2Codes())
      .map((code) => ({ code, name: nameOf(code, language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, list);
  }
  return list;
}

/** The English name sent with the registration (the default is US / United States). */
export function englishCountryName(code: string): string {
  return nameOf(code, 'en');
}
