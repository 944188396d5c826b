/**
 * What the export of the recent changes holds: the columns the user sees, in the list's order,
 * and per row the texts the list shows (tickers as BASE/USD, class, signal and change names in
 * the user's language, the lists joined), so that the file reads like the screen.
 */
import { resolveText, type ListColumn, type Translate } from '../../../engine/core';
import { cryptoDisplay } from '../../../product/priceDecimals';

export interface ExportTable {
  headers: { key: string; label: string }[];
  items: Record<string, unknown>[];
}

/** A cell's text: lists joined, enum and signal values by their names, the rest as they are. */
export function exportValue(column: ListColumn, value: unknown, language: string, t: Translate): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.join(', ');
  if (column.key === 'ticker') return cryptoDisplay(String(value));
  const option = column.filter?.options?.find((o) => o.value === value);
  if (option) return resolveText(option.label, language, t);
  if (column.type === 'signal') return t(`models:signal.${String(value)}`, { defaultValue: String(value) });
  return value;
}

/**
 * @example exportTable(columns, shownRows, 'en', t) // {headers: [{key: 'date', label: 'Date'}, …], items: [{date: '2026-11-20', ticker: 'SPY', …}]}
 */
export function exportTable(columns: readonly ListColumn[], rows: readonly Record<string, unknown>[], language: string, t: Translate): ExportTable {
  return {
    headers: columns.map((c) => ({ key: c.key, label: resolveText(c.label, language, t) })),
    items: rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, exportValue(c, row[c.key], language, t)]))),
  };
}
