/**
 * The rows of an export as the conversion takes them (docs/api.md, "File conversion"): one
 * heading per header, one cell per heading, each a string, a number or null.
 */
import { readField } from '../../../engine/core';
import { cellText } from './csv';
import { CONVERSION_LIMITS } from './exportPlan';
import type { ExportHeader } from './exportColumns';
import type { ExportBody, ExportCell } from '../../../contracts';

/** An item's value: its own key first (flat rows), else the dotted path (`stRange.upside`). */
export function valueOf(item: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(item, key) ? item[key] : readField(item, key);
}

/** A cell for the conversion: finite numbers stay numbers, empty values null, the rest text (cut to the limit). */
export function conversionCell(value: unknown): ExportCell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = cellText(value);
  return text === '' ? null : text.slice(0, CONVERSION_LIMITS.cellChars);
}

/** The raw values per row, in header order. */
export function rowsOf(headers: readonly ExportHeader[], items: readonly Record<string, unknown>[]): unknown[][] {
  return items.map((item) => headers.map((h) => valueOf(item, h.key)));
}

/** Keys whose values stay text in the sheet (tickers such as 0700 or 1E5 must not turn into numbers). */
const TEXT_KEYS = new Set(['ticker', 'name', 'list']);

/** The body of POST /csv2xls and /csv2pdf (contracts' ExportBody). */
export function conversionBody(headers: readonly ExportHeader[], rows: readonly (readonly unknown[])[], fileName: string, sheetName: string): ExportBody {
  return {
    headings: headers.map((h, i) => (h.label.trim() || h.key || `#${i + 1}`).slice(0, CONVERSION_LIMITS.headingChars)),
    data: rows.map((row) => row.map(conversionCell)),
    specs: { sheetName, columns: headers.map((h) => (TEXT_KEYS.has(h.key) ? { type: 'text' } : null)) },
    fileName,
  };
}
