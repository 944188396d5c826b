/**
 * Where a signal row opens: the ticker's detail page with the caller of its screen, so that Back
 * returns there (plugins/tickerDetail's callers: `recentChanges` → /dashboard/recent-changes). The
 * detail page knows no caller for the crypto recent changes; `crypto` (Back to the crypto market,
 * as the crypto tables do) is the closest it has.
 */
import { detailPath } from '../../tickerDetail';
import type { SignalMarket } from './market';

export const DETAIL_CALLER: Readonly<Record<SignalMarket, string>> = { stocks: 'recentChanges', crypto: 'crypto' };

/** @example signalDetailPath('SPY', 'stocks') === '/dashboard/detail/SPY/recentChanges' */
export function signalDetailPath(ticker: string, market: SignalMarket): string {
  return detailPath(ticker, DETAIL_CALLER[market]);
}
