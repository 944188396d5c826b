/**
 * The work of one export, free of React and of the network (both come in through `env`): the
 * columns the user may export, the file kind, the CSV built here or the .xlsx/.pdf converted by
 * the server, and the download under 'export' plus a timestamp.
 */
import { buildCsv, csvSeparatorOf, type CsvSeparator } from './csv';
import { exportHeaders, type ExportHeader } from './exportColumns';
import { exceedsConversion, exportKindFor, exportSettingsOf, CONVERSION_LIMITS, type ExportFormat } from './exportPlan';
import { conversionBody, rowsOf } from './exportTableData';
import { exportBaseName, sheetNameFor, type ExportFileKind } from './fileName';
import type { ExportBody } from '../../../contracts';

/** The spec's "export data": headers, items, separator, exportFormat, forceCSVFallback. */
export interface ExportRequest {
  headers: ExportHeader[];
  items: Record<string, unknown>[];
  exportFormat: ExportFormat;
  /** Default: the user's csvSeparator. */
  separator?: CsvSeparator;
  forceCSVFallback?: boolean;
  /** Names the sheet of an .xlsx (default MyFractalReport). */
  listName?: string;
}

export interface ExportEnv {
  modules: readonly string[];
  settings: Record<string, unknown>;
  now(): Date;
  /** POST /csv2xls or /csv2pdf; answers the file. */
  convert(kind: 'xlsx' | 'pdf', body: ExportBody): Promise<Blob>;
  /** Hands the file to the browser as a download. */
  save(file: Blob, fileName: string): void;
}

export interface ExportResult {
  kind: ExportFileKind;
  fileName: string;
  rows: number;
  columns: number;
  /** Why a CSV came instead of the chosen format, if it did. */
  fallback?: 'settings' | 'forced' | 'size';
}

/** UTF-8 with a byte order mark, so that spreadsheet programs read umlauts and € right. */
export function csvBlob(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

export async function writeExport(request: ExportRequest, env: ExportEnv): Promise<ExportResult> {
  const settings = exportSettingsOf(env.settings);
  const headers = exportHeaders(request.headers, env.modules);
  const rows = rowsOf(headers, request.items);
  const base = exportBaseName(env.now());
  let kind = exportKindFor(request.exportFormat, settings, request.forceCSVFallback === true);
  let fallback: ExportResult['fallback'];
  if (kind === 'csv') fallback = request.forceCSVFallback ? 'forced' : request.exportFormat === 'Excel' ? 'settings' : undefined;

  let body: ReturnType<typeof conversionBody> | null = null;
  if (kind !== 'csv') {
    body = conversionBody(headers, rows, base, sheetNameFor(request.listName));
    if (exceedsConversion(kind, rows.length, headers.length) || JSON.stringify(body).length > CONVERSION_LIMITS.bodyBytes) {
      kind = 'csv';
      fallback = 'size';
      body = null;
    }
  }
  const fileName = `${base}.${kind}`;
  if (kind === 'csv' || !body) {
    const separator = request.separator ?? csvSeparatorOf(settings.csvSeparator);
    env.save(csvBlob(buildCsv(headers.map((h) => h.label), rows, separator)), fileName);
  } else {
    env.save(await env.convert(kind, body), fileName);
  }
  return { kind, fileName, rows: rows.length, columns: headers.length, ...(fallback ? { fallback } : {}) };
}
