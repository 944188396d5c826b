import { badRequest } from '../http/apiError';
import type { ExportBody, ExportCell, ExportColumnType } from '../../contracts';

/** The table both conversion calls receive (contracts/export.ts): one heading per column, rows of cells in that order. */
export type ExportTable = Pick<ExportBody, 'headings' | 'data'>;

/** Limits of an export; the JSON schemas of the routes enforce them. */
export const EXPORT_LIMITS = {
  maxRows: 20_000,
  maxColumns: 200,
  maxCellLength: 10_000,
  maxHeadingLength: 200,
  /** A PDF of more cells takes too long to lay out and nobody reads it; Excel takes them (docs/decisions.md). */
  maxPdfCells: 200_000,
  /** Bodies of the two calls; 2,000 tickers × 30 columns of text already pass the global 1 MiB. */
  bodyLimitBytes: 20 * 1024 * 1024,
} as const;

/**
 * A plain decimal number as the server's CSV writes them: `-12`, `0.5`, `1.25e-7`. Leading zeros
 * (`0700`, a Hong Kong ticker), a plus sign, spaces, grouping and whole numbers of more than 15
 * digits (Excel's precision, so ids keep every digit) leave the text alone.
 */
const NUMERIC_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d{1,3})?$/;
const LONG_WHOLE_NUMBER = /^-?\d{16,}$/;

/** The number a cell holds for the spreadsheet and the alignment, or null when it is text or empty. */
export function numericValue(cell: ExportCell, type: ExportColumnType = 'auto'): number | null {
  if (type === 'text' || cell === null) return null;
  if (typeof cell === 'number') return cell;
  if (cell.length > 40 || !NUMERIC_TEXT.test(cell) || LONG_WHOLE_NUMBER.test(cell)) return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}

/**
 * The checks that a JSON schema cannot express: every row has one cell per heading. Throws a 400
 * naming the first row that does not.
 */
export function checkRowLengths(table: ExportTable): void {
  const width = table.headings.length;
  const index = table.data.findIndex((row) => row.length !== width);
  if (index >= 0) {
    const cells = table.data[index]!.length;
    throw badRequest(
      `Invalid request: body.data.${index} has ${cells} ${cells === 1 ? 'cell' : 'cells'}, but there ${width === 1 ? 'is 1 heading' : `are ${width} headings`}; every row needs one cell per heading`,
      'EXPORT_ROW_LENGTH',
    );
  }
}

/** Refuses a table too large to lay out as a PDF. */
export function checkPdfSize(table: ExportTable): void {
  const cells = table.data.length * table.headings.length;
  if (cells > EXPORT_LIMITS.maxPdfCells) {
    throw badRequest(
      `Invalid request: a PDF export holds at most ${EXPORT_LIMITS.maxPdfCells.toLocaleString('en-US')} cells (rows × columns), this one has ${cells.toLocaleString('en-US')}. Export to Excel or choose fewer columns.`,
      'EXPORT_TOO_LARGE',
    );
  }
}

/**
 * A cell as one line of text for reading: whitespace runs (tabs, line breaks) become one space,
 * control characters go, and numbers lose binary noise (`6.8500000000000005` reads `6.85`).
 */
export function cellText(cell: ExportCell, type: ExportColumnType = 'auto'): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return formatNumber(cell);
  const number = cell.length > 13 ? numericValue(cell, type) : null;
  if (number !== null && !Number.isInteger(number)) return formatNumber(number);
  return cell.replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Numbers as written, without binary noise (`0.1 + 0.2` prints `0.3`). */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)));
}

/** Lets other work run between chunks of a long export. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
