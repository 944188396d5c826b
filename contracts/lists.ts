/**
 * The user's lists: GET /api/watchlist, POST /api/watchlist/update (one store action per call) and
 * POST /api/activate-assets.
 */

/** The kinds of watchlist a user keeps. */
export type WatchlistType = 'GENERAL' | 'CRYPTO';

/** One list as stored, as every list answer carries it. */
export interface StoredList {
  name: string;
  includedTicker: string[];
  /** The owner's username. */
  owner: string;
  /** The portfolio and the alerts list answer 'GENERAL'. */
  wlType: WatchlistType;
}

/**
 * GET /api/watchlist and every POST /api/watchlist/update: every list as stored — the portfolio
 * ('Market overview'), the regular and crypto watchlists (each sorted by name) and the alerts list.
 */
export interface UserLists {
  dashboard: StoredList;
  regular: StoredList[];
  crypto: StoredList[];
  alerts: StoredList;
}

export const WATCHLIST_ACTIONS = ['init', 'add', 'rename', 'remove', 'addTickers', 'removeTicker', 'clear'] as const;
export type WatchlistAction = (typeof WATCHLIST_ACTIONS)[number];

/** GENERAL and CRYPTO address watchlists; DASHBOARD the portfolio ('Market overview'). */
export const LIST_KINDS = ['GENERAL', 'CRYPTO', 'DASHBOARD'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The body of POST /api/watchlist/update: one store action. */
export interface WatchlistUpdate {
  action: WatchlistAction;
  /** Defaults to GENERAL. */
  wlType?: ListKind;
  name?: string;
  oldName?: string;
  newName?: string;
  /** Accepted for the spec's create payload; lists always belong to the session's user. */
  owner?: string;
  includedTicker?: readonly string[];
  tickers?: readonly string[];
  ticker?: string;
}

/** POST /api/activate-assets `{tickers}` (or a bare array): what happened to each ticker, and the balances after. */
export interface ActivationAnswer {
  /** Billable tickers activated now (one EOD request each). */
  activatedTickers: string[];
  /** Free for this user: recorded, not charged. */
  nonBillableTickers: string[];
  alreadyActiveTickers: string[];
  /** The market does not know them: not activated, not charged. */
  unknownTickers: string[];
  tickersInLastMonth: number;
  tickersPerMonth: number;
  tokenBalance: number;
}

/** The lists as a tab last saw them stored: the base its own changes are measured against. */
export interface ListsAsSeen {
  dashboardList?: string[];
  watchlists?: { name: string; includedTicker: string[] }[];
  cryptoWatchlists?: { name: string; includedTicker: string[] }[];
}

/**
 * What POST /api/logout may carry: lists the server may lack (a save failed), stored before the
 * session ends. They are merged, never written over what is stored: with `base` (the lists as the
 * tab last saw them) the tab's own additions, removals, new and deleted lists are applied to the
 * stored lists; without it only additions are (docs/decisions.md, "Whole-list writes").
 */
export interface LogoutLists {
  dashboardList?: string[] | { name?: string; includedTicker: string[] };
  watchlists?: { name: string; includedTicker: string[]; wlType?: WatchlistType }[];
  cryptoWatchlists?: { name: string; includedTicker: string[] }[];
  base?: ListsAsSeen;
}
