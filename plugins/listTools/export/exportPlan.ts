/**
 * What file an export becomes (document 2 sections 4 and 9): the user picks Excel or PDF; Excel
 * is a CSV file when the settings say so (excelExportFormat CSV) or when the export is forced to
 * CSV (forceCSVFallback), otherwise an .xlsx from POST /api/csv2xls. A table beyond what the
 * conversion accepts (docs/api.md, "File conversion") falls back to CSV too, PDF included, so that
 * a large export still arrives instead of failing without a word.
 */
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { csvSeparatorOf, type CsvSeparator } from './csv';
import type { ExportFileKind } from './fileName';

export type ExportFormat = 'Excel' | 'PDF';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['Excel', 'PDF'];

export interface ExportSettings {
  csvSeparator: CsvSeparator;
  exportFormat: ExportFormat;
  excelExportFormat: 'CSV' | 'XLS';
}

/** The export part of the user's settings, with the product's defaults (';', Excel, XLS). */
export function exportSettingsOf(settings: Record<string, unknown>): ExportSettings {
  return {
    csvSeparator: csvSeparatorOf(settings.csvSeparator),
    exportFormat: settings.exportFormat === 'PDF' ? 'PDF' : (DEFAULT_SETTINGS.exportFormat as ExportFormat),
    excelExportFormat: settings.excelExportFormat === 'CSV' ? 'CSV' : 'XLS',
  };
}

/** The conversion's limits (server/export): rows, headings, PDF cells, body size with room to spare. */
export const CONVERSION_LIMITS = {
  rows: 20_000,
  columns: 200,
  pdfCells: 200_000,
  bodyBytes: 19 * 1024 * 1024,
  cellChars: 10_000,
  headingChars: 200,
} as const;

/** Whether the server could not convert a table of this size into `kind`. */
export function exceedsConversion(kind: 'xlsx' | 'pdf', rows: number, columns: number): boolean {
  if (rows > CONVERSION_LIMITS.rows || columns > CONVERSION_LIMITS.columns || columns === 0) return true;
  return kind === 'pdf' && rows * columns > CONVERSION_LIMITS.pdfCells;
}

/**
 * The file kind for a chosen format.
 *
 * @example exportKindFor('Excel', { ...settings, excelExportFormat: 'CSV' }, false) === 'csv'
 */
export function exportKindFor(format: ExportFormat, settings: ExportSettings, forceCSVFallback = false): ExportFileKind {
  if (format === 'PDF') return forceCSVFallback ? 'csv' : 'pdf';
  return forceCSVFallback || settings.excelExportFormat === 'CSV' ? 'csv' : 'xlsx';
}
