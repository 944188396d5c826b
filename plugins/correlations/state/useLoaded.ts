import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T };

/**
 * Runs `load` when `key` changes and keeps its outcome; an answer that arrives after the key
 * changed (or the component went) is dropped.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    // A new key reads as loading until its answer: the render compares state.key with key.
    load().then(
      (value) => { if (live) setState({ key, loaded: { status: 'ready', value } }); },
      (error: unknown) => { if (live) setState({ key, loaded: { status: 'failed', error } }); },
    );
    return () => { live = false; };
    // `load` is rebuilt on every render; the key says when the question changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
