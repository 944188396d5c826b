/**
 * CSV in the user's separator (document 2, "Export data"): RFC 4180 quoting, CRLF line ends, and
 * the formula guard the server's CSV writer uses (text a spreadsheet would run as a formula gets a
 * leading apostrophe). `parseCsv` reads what `buildCsv` and the server's list export write.
 */
import { DEFAULT_SETTINGS } from '../../../product/accountRules';

/** The separators the settings allow (the server's settings schema). */
export const CSV_SEPARATORS = [';', ',', '\t', '|'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** The user's separator, ';' when unset or unknown (document 2 section 9). */
export function csvSeparatorOf(value: unknown): CsvSeparator {
  return (CSV_SEPARATORS as readonly unknown[]).includes(value) ? (value as CsvSeparator) : (DEFAULT_SETTINGS.csvSeparator as CsvSeparator);
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** The text of one value: numbers as JavaScript writes them, dates as ISO, objects as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One cell, guarded and quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: unknown, separator: string): string {
  let text = cellText(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole file: the heading row, then one line per row, each line ended by CRLF.
 *
 * @example buildCsv(['Ticker', 'Name'], [['SPY', 'S&P; 500']], ';') === 'Ticker;Name\r\nSPY;"S&P; 500"\r\n'
 */
export function buildCsv(headings: readonly string[], rows: readonly (readonly unknown[])[], separator: string): string {
  return [headings, ...rows].map((row) => row.map((v) => csvCell(v, separator)).join(separator)).join('\r\n') + '\r\n';
}

/**
 * Reads CSV text into rows of cells: quoted cells may hold separators, quotes ("") and line
 * breaks; a byte order mark and a final line break are ignored; CRLF, LF and CR end lines.
 */
export function parseCsv(text: string, separator: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (source.startsWith(separator, i)) {
      row.push(cell);
      cell = '';
      i += separator.length;
      continue;
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      i += ch === '\r' && source[i + 1] === '\n' ? 2 : 1;
      continue;
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
