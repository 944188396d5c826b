/**
 * The calling area of the detail page: /dashboard/detail/{ticker}/{caller} (document 1 section 2,
 * document 2 section 2). The caller decides the Back link and which list Previous / Next walk.
 */
import { compareText } from '../../../engine/core';
import { SELECTED_LIST_PARAM } from '../search/tickerSearch';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { isCryptoTicker } from './assetKind';
import type { StoredList, UserObjectList } from '../../../contracts';

/** Where Back goes for each calling area; an unknown or missing caller shows no Back link. */
export const CALLER_ROUTES: Readonly<Record<string, string>> = {
  overview: '/dashboard/portfolio',
  portfolio: '/dashboard/portfolio',
  watchlists: '/dashboard/watchlists',
  crypto: '/crypto/portfolio',
  scanner: '/dashboard/scanner',
  home: '/home/home',
  topmostheld: '/home/home',
  futures: '/dashboard/futures',
  backtest: '/dashboard/backtest',
  marketOverview: '/data/overview',
  volatility: '/data/volatility',
  gamma: '/dashboard/gamma',
  recentChanges: '/dashboard/recent-changes',
  cryptoRecentChanges: '/crypto/recent-changes',
  clusters: '/data/clusters',
  leadership: '/data/leadership',
};

/** The query parameter that names the selected watchlist (`?list=TECH`), and the sub-view. */
export const LIST_PARAM = SELECTED_LIST_PARAM;
export const VIEW_PARAM = 'view';
export const RECENT_CHANGES_VIEW = 'recent-changes';

export function backPath(caller: string | undefined, listName?: string | null): string | null {
  if (!caller) return null;
  const path = CALLER_ROUTES[caller];
  if (!path) return null;
  return caller === 'watchlists' && listName ? `${path}?${LIST_PARAM}=${encodeURIComponent(listName)}` : path;
}

/**
 * The lists of the user object (contracts' SessionUser) that the detail page reads: the portfolio,
 * the crypto list and the watchlists, each possibly missing; only names and tickers count.
 */
export interface ListsOfUser {
  dashboardList?: Partial<UserObjectList> | null;
  cryptoList?: Partial<UserObjectList> | null;
  watchlists?: { regular?: Pick<StoredList, 'name' | 'includedTicker'>[]; crypto?: Pick<StoredList, 'name' | 'includedTicker'>[] } | null;
}

export interface CallerList {
  /** The list's name as the user knows it ('Market overview' or the watchlist's name). */
  name: string;
  /** Its tickers in the tables' default sort: ticker ascending, in the tables' text order (compareText). */
  tickers: string[];
}


/**
 * The list Previous / Next walk: the dashboard list for overview / portfolio, the selected
 * watchlist for watchlists (named by `?list=`, else the first watchlist by name that holds the
 * ticker). None for other callers and never for crypto.
 */
export function callerList(caller: string | undefined, ticker: string, lists: ListsOfUser, listName?: string | null): CallerList | null {
  if (!caller || isCryptoTicker(ticker) || caller === 'crypto') return null;
  if (caller === 'overview' || caller === 'portfolio') {
    const tickers = lists.dashboardList?.includedTicker ?? [];
    return { name: lists.dashboardList?.name ?? ACCOUNT_RULES.defaultDashboardListName, tickers: [...tickers].sort(compareText) };
  }
  if (caller !== 'watchlists') return null;
  const regular = [...(lists.watchlists?.regular ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  const wanted = listName?.trim().toUpperCase();
  const list = wanted ? regular.find((w) => w.name.toUpperCase() === wanted) : regular.find((w) => w.includedTicker.includes(ticker));
  return list ? { name: list.name, tickers: [...list.includedTicker].sort(compareText) } : null;
}

export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based position in the list, and the list's length. */
  position: number;
  count: number;
}

/** The tickers before and after `ticker` in `tickers` (no wrap-around); null when it is not in the list. */
export function neighbours(tickers: readonly string[], ticker: string): Neighbours | null {
  const at = tickers.indexOf(ticker);
  if (at < 0) return null;
  return { previous: tickers[at - 1] ?? null, next: tickers[at + 1] ?? null, position: at + 1, count: tickers.length };
}
