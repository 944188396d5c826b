/**
 * The user's lists as the user object carries them (docs/api.md, "The user object"): the
 * portfolio (dashboardList, 'Market overview'), the crypto list and the regular and crypto
 * watchlists, each `{name, includedTicker}`.
 */
import type { SessionUser } from '../../engine/state';
import { ACCOUNT_RULES } from '../../product/accountRules';

export type ListKind = 'portfolio' | 'cryptoList' | 'watchlist';
export type WatchlistType = 'GENERAL' | 'CRYPTO';

export interface UserList {
  kind: ListKind;
  /** The list's stored name ('Market overview' for the portfolio). */
  name: string;
  tickers: string[];
  /** Watchlists only. */
  wlType?: WatchlistType;
}

interface RawList {
  name?: unknown;
  includedTicker?: unknown;
  wlType?: unknown;
}

const tickersOf = (list: RawList | undefined): string[] =>
  Array.isArray(list?.includedTicker) ? list.includedTicker.filter((t): t is string => typeof t === 'string') : [];

const byName = (a: UserList, b: UserList): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

function watchlistsOf(raw: unknown, wlType: WatchlistType): UserList[] {
  if (!Array.isArray(raw)) return [];
  return (raw as RawList[])
    .filter((l) => typeof l?.name === 'string' && l.name.trim() !== '')
    .map((l) => ({ kind: 'watchlist' as const, name: String(l.name), tickers: tickersOf(l), wlType }))
    .sort(byName);
}

/** The regular and crypto watchlists, each sorted case-insensitively by name. */
export function watchlistsOfUser(user: SessionUser | null): UserList[] {
  const lists = (user?.watchlists ?? {}) as { regular?: unknown; crypto?: unknown };
  return [...watchlistsOf(lists.regular, 'GENERAL'), ...watchlistsOf(lists.crypto, 'CRYPTO')];
}

export function portfolioOfUser(user: SessionUser | null): UserList {
  const raw = user?.dashboardList as RawList | undefined;
  return { kind: 'portfolio', name: ACCOUNT_RULES.defaultDashboardListName, tickers: tickersOf(raw) };
}

/** Every list of the user: the portfolio, the crypto list, then the watchlists. */
export function listsOfUser(user: SessionUser | null): UserList[] {
  const crypto: UserList = { kind: 'cryptoList', name: ACCOUNT_RULES.cryptoListName, tickers: tickersOf(user?.cryptoList as RawList | undefined) };
  return [portfolioOfUser(user), crypto, ...watchlistsOfUser(user)];
}

/** A watchlist of that name exists already (names compare case-insensitively; they are stored upper-cased). */
export function hasWatchlistNamed(user: SessionUser | null, name: string, wlType: WatchlistType = 'GENERAL'): boolean {
  const wanted = name.trim().toUpperCase();
  return watchlistsOfUser(user).some((l) => l.wlType === wlType && l.name.trim().toUpperCase() === wanted);
}
