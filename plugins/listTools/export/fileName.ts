/**
 * File names of exports (document 2 section 9): 'export' plus a timestamp, with the extension of
 * the file; the report (sheet) name MyFractalReport unless the export names its list.
 */
export type ExportFileKind = 'csv' | 'xlsx' | 'pdf';

/** The spec's report name: the sheet of an Excel export of a table without a list name. */
export const REPORT_NAME = 'MyFractalReport';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * `export-YYYYMMDD-HHmmss` in the user's local time (the browser knows the time zone; the
 * server's own default name is in UTC because it does not).
 *
 * @example exportBaseName(new Date(2025, 5, 4, 9, 5, 7)) === 'export-20250604-090507'
 */
export function exportBaseName(now: Date): string {
  const date = `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`;
  return `export-${date}-${time}`;
}

/** @example exportFileName('xlsx', new Date(2025, 5, 4, 9, 5, 7)) === 'export-20250604-090507.xlsx' */
export function exportFileName(kind: ExportFileKind, now: Date): string {
  return `${exportBaseName(now)}.${kind}`;
}

/**
 * A sheet name the conversion accepts (1–31 characters, none of * ? : \ / [ ], no apostrophe at
 * either end, not 'History'): the list's name cleaned, else the report name.
 */
export function sheetNameFor(listName?: string): string {
  const cleaned = (listName ?? '').replace(/[*?:\\/[\]]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 31).replace(/^'+|'+$/g, '').trim();
  if (!cleaned || cleaned.toLowerCase() === 'history') return REPORT_NAME;
  return cleaned;
}
