/**
 * How a choice filter names its choices: trend and momentum with the rating names every table
 * uses (models:signal.*), the sectors, asset classes, range states and caps with the scanner's
 * texts, the countries with the language's name of the region (the code when it has none).
 */
import type { ScannerFilterDef } from '../../../product/scannerFilters';

/** The text key of a choice; null for countries (see countryName). */
export function choiceLabelKey(def: Pick<ScannerFilterDef, 'key' | 'choices'>, value: string): string | null {
  if (def.choices === 'countries') return null;
  if (def.key === 'trend' || def.key === 'momentum') return `models:signal.${value}`;
  if (def.key === 'sector') return `scanner:sector.${value}`;
  return `scanner:choice.${value}`;
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  if (!regionNames.has(language)) {
    try {
      regionNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      regionNames.set(language, null);
    }
  }
  return regionNames.get(language) ?? null;
}

/** 'United States' for 'US' in English, 'Vereinigte Staaten' in German; the code itself when unknown. */
export function countryName(code: string, language: string): string {
  try {
    const name = namesIn(language)?.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : code;
  } catch {
    return code;
  }
}

/** The countries by name in the language (the code decides between equal names). */
export function sortedCountries(codes: readonly string[], language: string): { code: string; name: string }[] {
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language, { sensitivity: 'base' }) || a.code.localeCompare(b.code));
}
