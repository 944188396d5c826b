import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

const LOADING: Load<never> = { status: 'loading' };

/**
 * Runs `load` whenever `key` changes and on `reload()`; the answer of an outdated run is dropped.
 *
 * @example const [subs, reloadSubs] = useLoad('subs', () => api.activeSubscriptions());
 */
export function useLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void] {
  const [round, setRound] = useState(0);
  const [entry, setEntry] = useState<{ key: string; value: Load<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const full = `${round}|${key}`;
  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (data) => {
        if (live) setEntry({ key: full, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (live) setEntry({ key: full, value: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [full]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [entry && entry.key === full ? entry.value : LOADING, reload];
}
