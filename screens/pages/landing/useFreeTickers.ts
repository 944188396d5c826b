import { useEffect, useState } from 'react';
import { publicRequest } from '../../../engine/data';

import type { FreeTickersAnswer } from '../../../contracts';

export type FreeTickersState = { status: 'loading' } | { status: 'ready'; data: FreeTickersAnswer } | { status: 'unavailable' };

/** Loads the free tickers once; 'unavailable' while the market data is still computing or on failure. */
export function useFreeTickers(): FreeTickersState {
  const [state, setState] = useState<FreeTickersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    publicRequest<FreeTickersAnswer>('/public/freeTickers', { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, []);
  return state;
}
