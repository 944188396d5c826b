import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCallError } from '../data';

/** Seconds between two asks while the server is still computing what was asked for (it answers 503). */
export const COMPUTING_RETRY_SECONDS = 10;

/** A computed load's outcome: loading, still computing on the server (asked again later), failed with its error, or its value. */
export type ComputedLoad<T> =
  | { status: 'loading' }
  | { status: 'computing' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; value: T };

/** A 503: the server is still computing the answer (after its start or a snapshot); ask again later. */
export function isStillComputing(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 503;
}

/**
 * Loads something the server computes in the background (the model backtests, the track record):
 * while it answers 503 the state is 'computing' and the call is asked again every `retrySeconds`;
 * another failure keeps its error; `retry` asks again at once (reading as loading). The component
 * going away stops the asking and drops a late answer.
 *
 * @example const { state, retry } = useComputedLoad(() => api.trackRecord());
 */
export function useComputedLoad<T>(load: () => Promise<T>, retrySeconds = COMPUTING_RETRY_SECONDS): { state: ComputedLoad<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ComputedLoad<T>>({ status: 'loading' });
  // The latest `load` (rebuilt on every render) without making it a reason to load again.
  const loadRef = useRef(load);
  useEffect(() => { loadRef.current = load; });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadRef.current().then(
      (value) => { if (live) setState({ status: 'ready', value }); },
      (error: unknown) => {
        if (!live) return;
        if (isStillComputing(error)) {
          setState({ status: 'computing' });
          timer = setTimeout(() => setAttempt((a) => a + 1), retrySeconds * 1000);
        } else setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [attempt, retrySeconds]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return { state, retry };
}
