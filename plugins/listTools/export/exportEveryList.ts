/**
 * 'Export every list' (the watchlist menu): one file with every list of the user, a first column
 * naming the list, so that one sheet can be filtered and sorted across lists (a ticker held in
 * two lists appears once per list). Each list is read through the asset export of document 2
 * section 7: the DomainAsset list call with `idIn`, `responseType: 'csv'` and the user's
 * separator, not cached; the CSV is read back and written as the chosen file. The columns are
 * the ones the tables show (display settings), and the IV columns only for premium users.
 */
import type { EngineServices } from '../../../engine/ui';
import type { ListModel, Translate } from '../../../engine/core';
import { visibleColumns } from '../../../engine/list';
import { listsOfUser, type UserList } from '../userLists';
import { tableColumns, tableDisplayOf } from '../display/tableDisplay';
import { parseCsv, type CsvSeparator } from './csv';
import { exportSettingsOf, type ExportFormat } from './exportPlan';
import type { ExportHeader } from './exportColumns';
import { browserExportEnv, reportExportFailure, type ExportServices } from './exportTable';
import { writeExport, type ExportEnv, type ExportResult } from './writeExport';

export const ASSET_LIST_MODEL = 'DomainAsset';
/** The most tickers one list call takes (the list call's idIn and pageSize limit). */
export const ASSET_EXPORT_CHUNK = 5000;
export const LIST_COLUMN_KEY = 'list';

export type EveryListServices = ExportServices & Pick<EngineServices, 'data'>;

export interface EveryListOptions {
  format: ExportFormat;
  /** Labels: `listTools:export.listColumn` and `listTools:lists.portfolio`. */
  t: Translate;
  /** Default: every list of the user (listsOfUser). */
  lists?: UserList[];
}

export type EveryListResult = ExportResult | { kind: 'empty' };

/** The CSV of a list's assets, as the server writes it. */
export async function fetchAssetCsv(services: Pick<EngineServices, 'data'>, tickers: readonly string[], separator: CsvSeparator): Promise<string[][]> {
  const rows: string[][] = [];
  for (let i = 0; i < tickers.length; i += ASSET_EXPORT_CHUNK) {
    const idIn = tickers.slice(i, i + ASSET_EXPORT_CHUNK);
    const text = await services.data.request<string>(`/list/${ASSET_LIST_MODEL}`, {
      body: { idIn, pageSize: ASSET_EXPORT_CHUNK, useCache: false, responseType: 'csv', responseTypeSeparator: separator },
      responseType: 'text',
    });
    const parsed = parseCsv(typeof text === 'string' ? text : '', separator);
    rows.push(...(rows.length ? parsed.slice(1) : parsed));
  }
  return rows;
}

/**
 * The keys of the server's CSV headings: the server writes the columns the user may see in model
 * order, so the same model read here names them by position; without the model (or when the
 * counts differ) the heading itself serves as the key.
 */
export function headersOf(headings: readonly string[], model: ListModel | null, modules: readonly string[]): ExportHeader[] {
  const columns = model ? visibleColumns(model, modules) : [];
  const byPosition = columns.length === headings.length;
  return headings.map((label, i) => ({ key: byPosition ? columns[i]!.key : label, label }));
}

export const listLabel = (list: UserList, t: Translate): string => (list.kind === 'portfolio' ? t('listTools:lists.portfolio') : list.name);

/** Builds the combined table and writes it; `env` is the browser's unless a test gives one. */
export async function writeEveryList(services: EveryListServices, options: EveryListOptions, env: ExportEnv): Promise<EveryListResult> {
  const { session } = services;
  const lists = (options.lists ?? listsOfUser(session.user)).filter((l) => l.tickers.length > 0);
  if (!lists.length) return { kind: 'empty' };
  const separator = exportSettingsOf(session.settings).csvSeparator;
  const model = await services.data.getModel('ListModel', ASSET_LIST_MODEL).then((m) => (m.modelClass === 'ListModel' ? m : null), () => null);

  let headers: ExportHeader[] | null = null;
  const items: Record<string, unknown>[] = [];
  for (const list of lists) {
    const [headings = [], ...rows] = await fetchAssetCsv(services, list.tickers, separator);
    headers ??= headersOf(headings, model, session.modules);
    const name = listLabel(list, options.t);
    for (const row of rows) {
      const item: Record<string, unknown> = { [LIST_COLUMN_KEY]: name };
      headers.forEach((h, i) => (item[h.key] = row[i] ?? ''));
      items.push(item);
    }
  }
  const shown = model ? new Set(tableColumns(model, session.modules, tableDisplayOf(session.settings)).map((c) => c.key)) : null;
  const kept = (headers ?? []).filter((h) => !shown || shown.has(h.key) || !model?.columns.some((c) => c.key === h.key));
  return writeExport({
    headers: [{ key: LIST_COLUMN_KEY, label: options.t('listTools:export.listColumn') }, ...kept],
    items,
    exportFormat: options.format,
    listName: options.t('listTools:export.everyListSheet'),
  }, env);
}

/**
 * Exports every list of the user as one file; null when it failed (logged, no message, as every
 * export failure), `{kind: 'empty'}` when the lists hold no ticker.
 *
 * @example await exportEveryList(services, { format: 'Excel', t })
 */
export async function exportEveryList(services: EveryListServices, options: EveryListOptions, env: ExportEnv = browserExportEnv(services)): Promise<EveryListResult | null> {
  try {
    return await writeEveryList(services, options, env);
  } catch (err) {
    await reportExportFailure(services, err);
    return null;
  }
}
