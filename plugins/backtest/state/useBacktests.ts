import { useMemo } from 'react';
import { useComputedLoad, useDataMethods } from '../../../engine/ui';
import { BACKTEST_TIME_HORIZON_WEEKS } from '../../../product/backtestRules';
import type { BacktestEntry } from '../../../contracts';
import { backtestMethods } from '../data/backtestApi';

export type BacktestsState =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; entries: BacktestEntry[] };

/** Document 4 section 7.3: the client keeps only the entries with timeHorizon 400. */
export function modelEntries(entries: readonly BacktestEntry[]): BacktestEntry[] {
  return entries.filter((e) => e.timeHorizon === BACKTEST_TIME_HORIZON_WEEKS);
}

/** The reason shown after "Error: ". */
export function failureReason(err: unknown): string {
  return err instanceof Error && err.message ? err.message : String(err);
}

/** Loads the model portfolios; while the server computes (503) it stays loading and asks again (engine/ui useComputedLoad). */
export function useBacktests(): { state: BacktestsState; retry: () => void } {
  const api = useDataMethods(backtestMethods);
  const { state: loaded, retry } = useComputedLoad(() => api.backtests());
  const state = useMemo((): BacktestsState => {
    if (loaded.status === 'ready') return { status: 'ready', entries: modelEntries(loaded.value) };
    if (loaded.status === 'failed') return { status: 'failed', reason: failureReason(loaded.error) };
    return { status: 'loading' };
  }, [loaded]);
  return { state, retry };
}
