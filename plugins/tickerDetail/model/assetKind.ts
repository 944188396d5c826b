/**
 * What kind of instrument a ticker is, for the parts of the detail page that depend on it:
 * crypto (CRYPTO. prefix, shown as BASE/USD) has no Previous / Next, no Recent Changes tab and no
 * volatility table; a pair (`^VVIX:^VIX`) charts as a line by default.
 */
import { hasPermission } from '../../../product/permissionModules';
import { canActivateTicker } from '../../../product/tickerAccess';
import { PREMIUM_COLUMN_MODULES } from '../../../product/columnAccess';
import { cryptoDisplay, isCryptoTicker as hasCryptoPrefix } from '../../../product/priceDecimals';

export function isCryptoTicker(ticker: string, type?: string | null): boolean {
  return type === 'crypto' || hasCryptoPrefix(ticker);
}

export function isPairTicker(ticker: string): boolean {
  return ticker.includes(':');
}

/** CRYPTO.BTC → BTC/USD, CRYPTO.ETH:CRYPTO.BTC → ETH/BTC; other tickers as they are. */
export function displayTicker(ticker: string): string {
  return cryptoDisplay(ticker.toUpperCase());
}

/** Premium, Elite, Elite+ and Professional see the PREMIUM parts (long-term range, IV, gamma levels). */
export function canSeePremium(modules: readonly string[]): boolean {
  return PREMIUM_COLUMN_MODULES.some((m) => hasPermission(modules, m));
}

/** Whether the user may reveal the ticker (crypto needs the Crypto module). */
export function canReveal(ticker: string, modules: readonly string[]): boolean {
  return canActivateTicker(ticker, modules);
}
