import { useCallback, useRef, useState } from 'react';
import { ApiCallError } from '../../../engine/data';
import type { GammaAnswer, GammaMode } from '../../../contracts';
import type { GammaApi } from '../data/gammaApi';

/** One ticker's report: not asked yet, on its way, there, or failed with the server's reason. */
export type GammaReportState =
  | { status: 'idle' }
  | { status: 'loading'; ticker: string; mode: GammaMode }
  | { status: 'ready'; ticker: string; answer: GammaAnswer }
  | { status: 'failed'; ticker: string; reason: string | null };

export function reasonOf(err: unknown): string | null {
  if (err instanceof ApiCallError || err instanceof Error) return err.message || null;
  return null;
}

/**
 * Loads a report when asked (never by itself: a real-time report costs tokens); only the last
 * load's answer counts. `onAnswer` gets every answer (the page updates the token balance).
 */
export function useGammaReport(api: GammaApi, onAnswer: (answer: GammaAnswer) => void) {
  const [state, setState] = useState<GammaReportState>({ status: 'idle' });
  const last = useRef(0);
  const load = useCallback(async (ticker: string, mode: GammaMode): Promise<void> => {
    const id = ++last.current;
    setState({ status: 'loading', ticker, mode });
    try {
      const answer = await api.report(ticker, mode);
      if (id !== last.current) return;
      onAnswer(answer);
      setState({ status: 'ready', ticker, answer });
    } catch (err) {
      if (id === last.current) setState({ status: 'failed', ticker, reason: reasonOf(err) });
    }
  }, [api, onAnswer]);
  return { state, load };
}
