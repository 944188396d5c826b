import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import { useDataMethods } from '../../../engine/ui';
import type { AssetGroupPayload } from '../../../contracts';
import { overviewMethods } from '../data/overviewApi';
import type { AssetGroup } from '../logic/assetGroups';

export type GroupsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: AssetGroup[] };

export interface AssetGroupsControl {
  state: GroupsState;
  /** The server's refusal of the last change (an unknown ticker names it); null when it went through. */
  problem: string | null;
  busy: boolean;
  create(payload: AssetGroupPayload): Promise<boolean>;
  rename(id: string, title: string): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

/** A refusal's own message (400: the server says which ticker or rule); other failures the generic text. */
const problemOf = (err: unknown, fallback: string): string => (err instanceof ApiCallError && err.status === 400 ? err.message : fallback);

/** The user's asset groups: loaded once, read again from the server after every change. */
export function useAssetGroups(username: string, failedText: string): AssetGroupsControl {
  const api = useDataMethods(overviewMethods);
  const [state, setState] = useState<GroupsState>({ status: 'loading' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Bumped after every change: the list is read again from the server. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api.myGroups(username).then(
      (groups) => { if (live) setState({ status: 'ready', groups }); },
      () => { if (live) setState({ status: 'failed' }); },
    );
    return () => { live = false; };
  }, [api, username, version]);

  const change = useCallback(async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setVersion((v) => v + 1);
      return true;
    } catch (err) {
      setProblem(problemOf(err, failedText));
      return false;
    } finally {
      setBusy(false);
    }
  }, [failedText]);

  return {
    state, problem, busy,
    create: (payload) => change(() => api.createGroup(payload)),
    rename: (id, title) => change(() => api.renameGroup(id, title)),
    remove: (id) => change(() => api.deleteGroup(id)),
  };
}
