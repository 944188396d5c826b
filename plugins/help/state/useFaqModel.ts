import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../../engine/ui';
import { ApiCallError, type EntityEnvelope } from '../../../engine/data';
import type { EntityModel, ListModel } from '../../../engine/core';

export type FaqModelState =
  | { kind: 'loading' }
  | { kind: 'failed'; status: number; message: string }
  | { kind: 'ready'; list: ListModel; form: EntityModel; rows: EntityEnvelope[]; rowsLoading: boolean };

/**
 * One FAQ model of the editor (sections or entries): its list model, form model and every record,
 * fresh from the server (no list cache). `reload` reads the records again, keeping the list shown meanwhile.
 */
export function useFaqModel(name: string) {
  const { data } = useEngine();
  const [state, setState] = useState<{ name: string; value: FaqModelState }>({ name, value: { kind: 'loading' } });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const list = (await data.getModel('ListModel', name)) as ListModel;
        const form = (await data.getModel('EntityModel', list.form ?? name)) as EntityModel;
        const answer = await data.getList(name, { pageSize: list.pageSize ?? 2000, useCache: false });
        if (live) setState({ name, value: { kind: 'ready', list, form, rows: answer.rows as EntityEnvelope[], rowsLoading: false } });
      } catch (err) {
        if (live) setState({ name, value: { kind: 'failed', status: err instanceof ApiCallError ? err.status : 0, message: err instanceof Error ? err.message : String(err) } });
      }
    })();
    return () => { live = false; };
  }, [data, name, reloads]);

  const reload = useCallback((): void => {
    setState((s) => (s.value.kind === 'ready' ? { ...s, value: { ...s.value, rowsLoading: true } } : s));
    setReloads((n) => n + 1);
  }, []);

  return { state: state.name === name ? state.value : ({ kind: 'loading' } as FaqModelState), reload };
}
