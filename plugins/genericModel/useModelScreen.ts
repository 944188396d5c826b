import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../engine/ui';
import { ApiCallError } from '../../engine/data';
import type { EntityModel, ListModel } from '../../engine/core';

export type ScreenState =
  | { kind: 'loading' }
  | { kind: 'denied' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'ready'; list: ListModel; form: EntityModel | null };

/** Loads a list model, its form model and its rows for the generic screen. */
export function useModelScreen(name: string) {
  const { data } = useEngine();
  // The state remembers which model it belongs to; a new name reads as loading until it arrives.
  const [loaded, setLoaded] = useState<{ name: string; state: ScreenState } | null>(null);
  const state: ScreenState = loaded && loaded.name === name ? loaded.state : { kind: 'loading' };
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  const [rowsLoading, setRowsLoading] = useState(true);

  const loadRows = useCallback(async (list: ListModel) => {
    setRowsLoading(true);
    try {
      const answer = await data.getList(list.name, { pageSize: list.pageSize ?? 2000, useCache: false });
      setRows(answer.rows);
    } finally {
      setRowsLoading(false);
    }
  }, [data]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const list = (await data.getModel('ListModel', name)) as ListModel;
        const form = list.form ? ((await data.getModel('EntityModel', list.form)) as EntityModel) : null;
        if (cancelled) return;
        setLoaded({ name, state: { kind: 'ready', list, form } });
        await loadRows(list);
      } catch (err) {
        if (cancelled) return;
        const status = err instanceof ApiCallError ? err.status : 0;
        setLoaded({ name, state: { kind: status === 403 ? 'denied' : status === 404 ? 'missing' : 'failed' } });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data, name, loadRows]);

  return { state, rows, rowsLoading, reload: () => (state.kind === 'ready' ? loadRows(state.list) : Promise.resolve()) };
}
