/**
 * The two recent-changes screens split the signals by market: /crypto/recent-changes shows the
 * crypto tickers (CRYPTO.BTC, pairs of crypto legs), /dashboard/recent-changes every other one.
 */
import { isCryptoTicker } from '../../../product/priceDecimals';

export type SignalMarket = 'stocks' | 'crypto';

export function marketOf(ticker: string): SignalMarket {
  return isCryptoTicker(ticker) ? 'crypto' : 'stocks';
}

/** Whether a signal row belongs to the screen of `market`. */
export function inMarket(row: { ticker?: unknown }, market: SignalMarket): boolean {
  return marketOf(String(row.ticker ?? '')) === market;
}
