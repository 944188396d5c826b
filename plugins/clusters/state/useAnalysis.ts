import { useEffect, useState } from 'react';
import { problemOf, type AnalysisProblem } from '../data/clustersApi';

export type AnalysisState<T> = { status: 'loading' } | { status: 'failed'; problem: AnalysisProblem } | { status: 'ready'; answer: T };

/**
 * One analysis per request key (the universe, window and cut as text): loading, then its answer or
 * its problem. A newer key aborts the call before it.
 */
export function useAnalysis<T>(key: string, run: (signal: AbortSignal) => Promise<T>): AnalysisState<T> {
  const [state, setState] = useState<{ key: string; value: AnalysisState<T> }>({ key, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (answer) => { if (!controller.signal.aborted) setState({ key, value: { status: 'ready', answer } }); },
      (err: unknown) => { if (!controller.signal.aborted) setState({ key, value: { status: 'failed', problem: problemOf(err) } }); },
    );
    return () => controller.abort();
    // `run` is rebuilt every render; the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
