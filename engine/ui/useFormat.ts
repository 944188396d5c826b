import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../list/cells/formatters';

export interface Formatters {
  language: string;
  /** Grouped with the language's separators: 1,234.50 in English, 1.234,50 in German. */
  number(value: number, decimals?: number): string;
  /** The value is in percent already: 12.5 → 12.50% (English), 12,50 % (German). */
  percent(value: number, decimals?: number): string;
  /** A whole number, or '–' for the spec's -1 ("unknown"). */
  count(value: number): string;
  /** A calendar date: 06/04/2025 in English, 04.06.2025 in German. */
  date(value: unknown): string;
  dateTime(value: unknown): string;
}

/**
 * Number and date formats in the user's language (Intl), following language switches at once.
 *
 * @example const f = useFormat(); f.number(1234.5) // '1.234,50' in German
 */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de-DE' : 'en-US';
  return useMemo(() => formattersFor(language), [language]);
}

export function formattersFor(language: string): Formatters {
  return {
    language,
    number: (value, decimals = 2) => formatNumber(value, language, decimals),
    percent: (value, decimals = 2) => formatPercent(value, language, decimals),
    count: (value) => (value < 0 || !Number.isFinite(value) ? '–' : formatNumber(value, language, 0)),
    date: (value) => formatDate(value, language, false) ?? '–',
    dateTime: (value) => formatDate(value, language, true) ?? '–',
  };
}
