import { useEffect, useState } from 'react';
import { publicRequest } from '../../../engine/data/publicRequest';

/** The answer of GET /api/public/freeTickers (server/assets/publicDemoRoutes.ts). */
export interface FreeTickers {
  sourceLabel: string;
  asOf: string;
  rows: {
    ticker: string;
    name: string;
    latestPrice: number | null;
    daily_percentChange: number | null;
    lowerVolatilityRange: number | null;
    upperVolatilityRange: number | null;
    positionOnRange: number | null;
    overallTARating: string;
    ltTARating: string;
    h64: number | null;
  }[];
  chart: { ticker: string; dates: string[]; closes: number[] } | null;
}

export type FreeTickersState = { status: 'loading' } | { status: 'ready'; data: FreeTickers } | { status: 'unavailable' };

/** Loads the free tickers once; 'unavailable' while the market data is still computing or on failure. */
export function useFreeTickers(): FreeTickersState {
  const [state, setState] = useState<FreeTickersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    publicRequest<FreeTickers>('/public/freeTickers', { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
