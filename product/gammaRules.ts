/**
 * The gamma page's rules (issue 23; document 4 sections 2.2, 7.2 and 9): who may open it, what a
 * real-time report costs, the quick list, the overview's cache and the charts' conventions. Read by
 * the server (which enforces them) and the client (which shows them).
 */
import type { PermissionModule } from './permissionModules';
import { TICKER_RULES } from './tickerAccess';

/** Document 4 section 9: the gamma tickers (the overview's fixed rows, "Gamma at open" on the home). */
export const GAMMA_TICKERS: readonly string[] = ['SPY', 'QQQ', 'IWM', 'TLT'];

/** The page and the single-ticker call are Elite; holders of the preview module see the teaser. */
export const GAMMA_MODULE: PermissionModule = 'ELITE';
export const GAMMA_PREVIEW_MODULE: PermissionModule = 'ELITE_PREVIEW';

/** The answer code of a gamma call without the Elite module. */
export const ELITE_NEEDED = 'ELITE_NEEDED';

export const GAMMA_RULES = {
  /** Tokens one real-time report costs (allowDelay=false). */
  realtimeTokenCost: TICKER_RULES.gammaRealtimeTokenCost,
  /** Delayed levels are those of the last close: at most this old. */
  delayedMaxAgeHours: 24,
  /** Tickers of the user's quick list (kept in the user's settings as `gammaQuickList`). */
  quickListMax: 20,
  /** The client keeps the overview this long under one id. */
  overviewCacheSeconds: 3000,
  overviewCacheId: 'gamma-overview',
  /** Delayed reports the server keeps per snapshot version (the most asked tickers). */
  serverCachedReports: 200,
} as const;

/** Document 4 section 9: how the gamma charts are drawn. */
export const GAMMA_CHART = {
  /** Strikes shown: within these shares of the spot. */
  strikeFrom: 0.9,
  strikeTo: 1.1,
  /** Width: the smaller of this share of the window and maxWidth (px); height: heightRatio of the width. */
  windowShare: 0.95,
  maxWidth: 1400,
  heightRatio: 0.416666,
  /** Exposures (dollars per 1 % move) whose largest magnitude exceeds this are shown in billions. */
  billionsAbove: 1000,
  billion: 1e9,
  /** The profile keeps this many levels beyond the outermost key level on each side. */
  profilePadding: 3,
} as const;

/** The quick list as the settings hold it: upper case, distinct, at most quickListMax. */
export function normaliseQuickList(tickers: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tickers) {
    const ticker = raw.trim().toUpperCase();
    if (ticker && !out.includes(ticker)) out.push(ticker);
  }
  return out.slice(0, GAMMA_RULES.quickListMax);
}
