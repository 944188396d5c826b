import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine, type EngineServices } from '../../../engine/ui';
import { resolveText, type Translate } from '../../../engine/core';
import { tableColumns, tableDisplayOf } from '../display/tableDisplay';
import type { ExportHeader } from './exportColumns';
import { ASSET_EXPORT_CHUNK, ASSET_LIST_MODEL } from './exportEveryList';

export interface ListTable {
  headers: ExportHeader[];
  items: Record<string, unknown>[];
}

/** A list's assets as a table: the columns the tables show (display settings), the rows of the list call. */
export async function loadListTable(services: Pick<EngineServices, 'data' | 'session'>, tickers: readonly string[], t: Translate): Promise<ListTable> {
  const { data, session } = services;
  const model = await data.getModel('ListModel', ASSET_LIST_MODEL);
  if (model.modelClass !== 'ListModel') throw new Error(`${ASSET_LIST_MODEL} is not a list model`);
  const columns = tableColumns(model, session.modules, tableDisplayOf(session.settings));
  const headers = columns.map((c) => ({ key: c.key, label: resolveText(c.label, session.language, t, c.key) }));
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < tickers.length; i += ASSET_EXPORT_CHUNK) {
    const idIn = tickers.slice(i, i + ASSET_EXPORT_CHUNK);
    items.push(...(await data.getList(ASSET_LIST_MODEL, { idIn: [...idIn], pageSize: ASSET_EXPORT_CHUNK, useCache: false })).rows);
  }
  return { headers, items };
}

/**
 * A list's table, loaded when its tickers change: `loading` while it loads, `getRows` answers
 * the table (waiting for a load still under way), for an ExportButton.
 */
export function useListTable(tickers: readonly string[] | null): { loading: boolean; getRows(): Promise<ListTable> } {
  const services = useEngine();
  const { t } = useTranslation();
  /** The load key (tickers and display) whose table has arrived (or failed). */
  const [settled, setSettled] = useState<string | null>(null);
  const pending = useRef<Promise<ListTable> | null>(null);
  const key = tickers ? tickers.join(',') : null;
  // The columns follow the display settings, the language and the plan: a change loads anew.
  const display = `${JSON.stringify(tableDisplayOf(services.session.settings))}|${services.session.language}|${services.session.modules.join(',')}`;

  useEffect(() => {
    if (key === null) {
      pending.current = null;
      return;
    }
    let live = true;
    const load = loadListTable(services, key ? key.split(',') : [], t);
    pending.current = load;
    load.catch(() => undefined).finally(() => live && setSettled(`${key}#${display}`));
    return () => {
      live = false;
    };
  }, [key, display, services, t]);

  const getRows = useCallback(() => pending.current ?? loadListTable(services, key ? key.split(',') : [], t), [key, services, t]);
  return { loading: key !== null && settled !== `${key}#${display}`, getRows };
}
