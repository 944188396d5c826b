import { useEffect, useRef, useState } from 'react';

/** A keyed load's outcome: loading, its value, or the error it failed with. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T };

/**
 * Runs `load` whenever `key` changes (the key names everything the load depends on) and keeps its
 * outcome. A newer key, or the component going away, aborts the call before it and drops its
 * answer; a new key reads as loading until its own answer arrives.
 *
 * @example const state = useKeyedLoad(`${ticker}|${days}`, (signal) => api.table(ticker, days, signal));
 */
export function useKeyedLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  // The latest `load` (rebuilt on every render) without making it a reason to load again.
  const loadRef = useRef(load);
  useEffect(() => { loadRef.current = load; });
  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (value) => { if (!controller.signal.aborted) setState({ key, loaded: { status: 'ready', value } }); },
      (error: unknown) => { if (!controller.signal.aborted) setState({ key, loaded: { status: 'failed', error } }); },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
