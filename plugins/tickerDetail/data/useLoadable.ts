import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one load: loading, its data, or the failure. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export const LOADING: Loadable<never> = { status: 'loading' };

/** The failure's message for 'Something went wrong: {message}'. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `load` whenever `key` changes (and on `reload()`), answering its state; the answer of an
 * outdated key is dropped. A null key loads nothing and stays 'loading'.
 *
 * @example const [state, reload] = useLoadable(`candles|${ticker}`, (signal) => api.candles(ticker, 200, signal));
 */
export function useLoadable<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): [Loadable<T>, () => void] {
  const [round, setRound] = useState(0);
  const [entry, setEntry] = useState<{ key: string; value: Loadable<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const full = key === null ? null : `${round}|${key}`;
  useEffect(() => {
    if (full === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setEntry({ key: full, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setEntry({ key: full, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [full]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [entry && entry.key === full ? entry.value : LOADING, reload];
}
