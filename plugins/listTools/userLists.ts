/**
 * The user's lists as the user object carries them (docs/api.md, "The user object"): the
 * portfolio (dashboardList, 'Market overview'), the crypto list and the regular and crypto
 * watchlists, each `{name, includedTicker}`.
 */
import type { EngineUser } from '../../engine/state';
import { ACCOUNT_RULES } from '../../product/accountRules';
import type { SessionUser, StoredList, UserObjectList, WatchlistType } from '../../contracts';

export type ListKind = 'portfolio' | 'cryptoList' | 'watchlist';

export interface UserList {
  kind: ListKind;
  /** The list's stored name ('Market overview' for the portfolio). */
  name: string;
  tickers: string[];
  /** Watchlists only. */
  wlType?: WatchlistType;
}

/** The session's user object as the server sends it (contracts' SessionUser); read defensively, any list may be missing or malformed. */
const listsOf = (user: EngineUser | null): Partial<Pick<SessionUser, 'dashboardList' | 'cryptoList' | 'watchlists'>> => (user ?? {}) as Partial<SessionUser>;

const tickersOf = (list: Partial<UserObjectList> | undefined): string[] =>
  Array.isArray(list?.includedTicker) ? list.includedTicker.filter((t): t is string => typeof t === 'string') : [];

const byName = (a: UserList, b: UserList): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

function watchlistsOf(lists: StoredList[] | undefined, wlType: WatchlistType): UserList[] {
  if (!Array.isArray(lists)) return [];
  return lists
    .filter((l) => typeof l?.name === 'string' && l.name.trim() !== '')
    .map((l) => ({ kind: 'watchlist' as const, name: String(l.name), tickers: tickersOf(l), wlType }))
    .sort(byName);
}

/** The regular and crypto watchlists, each sorted case-insensitively by name. */
export function watchlistsOfUser(user: EngineUser | null): UserList[] {
  const lists: Partial<SessionUser['watchlists']> = listsOf(user).watchlists ?? {};
  return [...watchlistsOf(lists.regular, 'GENERAL'), ...watchlistsOf(lists.crypto, 'CRYPTO')];
}

export function portfolioOfUser(user: EngineUser | null): UserList {
  return { kind: 'portfolio', name: ACCOUNT_RULES.defaultDashboardListName, tickers: tickersOf(listsOf(user).dashboardList) };
}

/** Every list of the user: the portfolio, the crypto list, then the watchlists. */
export function listsOfUser(user: EngineUser | null): UserList[] {
  const crypto: UserList = { kind: 'cryptoList', name: ACCOUNT_RULES.cryptoListName, tickers: tickersOf(listsOf(user).cryptoList) };
  return [portfolioOfUser(user), crypto, ...watchlistsOfUser(user)];
}

/** A watchlist of that name exists already (names compare case-insensitively; they are stored upper-cased). */
export function hasWatchlistNamed(user: EngineUser | null, name: string, wlType: WatchlistType = 'GENERAL'): boolean {
  const wanted = name.trim().toUpperCase();
  return watchlistsOfUser(user).some((l) => l.wlType === wlType && l.name.trim().toUpperCase() === wanted);
}
