import { useEffect, useState } from 'react';
import { useDataMethods } from '../../engine/ui';
import { isUpdating, marketStatusMethods } from './marketStatusApi';

/** While the market data is being updated, the status is asked again this often. */
export const MARKET_RECHECK_MS = 30_000;

/**
 * Whether the market data is being updated (the cache status says UPDATING), asked again every
 * 30 s until it is not. `known` (a market call answered 503) counts as updating and asks again at
 * once; a status that cannot be read counts as not updating.
 */
export function useMarketUpdating(known = false): boolean {
  const api = useDataMethods(marketStatusMethods);
  const [updating, setUpdating] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (): void => {
      api.status().then((status) => {
        if (!live) return;
        const busy = isUpdating(status);
        setUpdating(busy);
        if (busy) timer = setTimeout(check, MARKET_RECHECK_MS);
      }, () => undefined);
    };
    check();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, known]);
  return updating || known;
}
