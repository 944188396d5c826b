/**
 * Where a signal row opens: the ticker's detail page with the caller of its screen, so that Back
 * returns there (plugins/tickerDetail's callers: `recentChanges` → /dashboard/recent-changes,
 * `cryptoRecentChanges` → /crypto/recent-changes).
 */
import { detailPath } from '../../tickerDetail';
import type { SignalMarket } from './market';

export const DETAIL_CALLER: Readonly<Record<SignalMarket, string>> = { stocks: 'recentChanges', crypto: 'cryptoRecentChanges' };

/** @example signalDetailPath('SPY', 'stocks') === '/dashboard/detail/SPY/recentChanges' */
export function signalDetailPath(ticker: string, market: SignalMarket): string {
  return detailPath(ticker, DETAIL_CALLER[market]);
}
