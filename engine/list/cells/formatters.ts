/** Number and date formatting for cells; Intl formatters are cached per language and option set. */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

export const DEFAULT_DECIMALS = 2;

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/** A finite number from a number or a numeric string, else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** @example formatNumber(1234.5, 'de', 2) === '1.234,50' */
export function formatNumber(value: number, language: string, decimals = DEFAULT_DECIMALS): string {
  const format = cached(`n|${language}|${decimals}`, () => new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  return format.format(value);
}

/** The value is in percent already: 5 means 5 %. @example formatPercent(5, 'en', 2) === '5.00%' */
export function formatPercent(value: number, language: string, decimals = DEFAULT_DECIMALS): string {
  const format = cached(`p|${language}|${decimals}`, () => new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
  return format.format(value / 100);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date (`2025-06-04`, shown as that calendar day whatever the time zone) or a date and time
 * (ISO text or epoch milliseconds, shown in local time). Null when the value is no date.
 */
export function formatDate(value: unknown, language: string, withTime: boolean): string | null {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const utc = dateOnly || !withTime;
  const format = cached(`d|${language}|${withTime}|${utc}`, () => new Intl.DateTimeFormat(language, {
    year: 'numeric', month: '2-digit', day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(utc ? { timeZone: 'UTC' } : {}),
  }));
  return format.format(date);
}
