/**
 * 'Add ticker to' on the detail page (document 2 section 5, "Add to list from detail page"): the
 * user's lists, the ones already holding the ticker (or full) disabled, and the call that adds it.
 *
 * The persistence lives in this one module:
 * - the portfolio ('Market overview') and the watchlists: POST /api/watchlist/update with the
 *   store action `addTickers` (wlType DASHBOARD, GENERAL or CRYPTO; server/watchlists), which
 *   answers every list as stored afterwards; they replace the lists on the session's user;
 * - the crypto list ('Crypto Market'), which is not a watchlist kind: POST /api/userData
 *   `{cryptoList: {add}}`, which answers the user object.
 */
import type { SessionApi } from '../../engine/state/sessionApi';
import type { SessionStore, SessionUser } from '../../engine/state/sessionStore';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';

export type ListTarget =
  | { kind: 'portfolio' }
  | { kind: 'cryptoList' }
  | { kind: 'watchlist'; name: string; wlType: 'GENERAL' | 'CRYPTO' };

export interface ListOption {
  id: string;
  target: ListTarget;
  /** The list's name; the portfolio's is translated by the caller. */
  name: string;
  /** Already holds the ticker: disabled. */
  contains: boolean;
  /** Holds its maximum (2000 tickers): disabled. */
  full: boolean;
}

interface StoredList {
  name: string;
  includedTicker: string[];
}

interface ListsOfUser {
  dashboardList?: { includedTicker?: string[] } | null;
  cryptoList?: { includedTicker?: string[] } | null;
  watchlists?: { regular?: StoredList[]; crypto?: StoredList[] } | null;
}

/** The answer of POST /api/watchlist/update: every list as stored. */
export interface StoredLists {
  dashboard: StoredList;
  regular: StoredList[];
  crypto: StoredList[];
}

const holds = (tickers: readonly string[] | undefined, ticker: string): boolean => (tickers ?? []).some((t) => t.toUpperCase() === ticker);
const isFull = (tickers: readonly string[] | undefined): boolean => (tickers?.length ?? 0) >= TICKER_RULES.portfolioMax;
const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The lists a ticker can be added to: the portfolio and the regular watchlists (crypto: the crypto list and crypto watchlists). */
export function listOptions(user: ListsOfUser | null | undefined, ticker: string, crypto: boolean): ListOption[] {
  const t = ticker.trim().toUpperCase();
  if (!user || !t) return [];
  const own = crypto ? user.cryptoList?.includedTicker : user.dashboardList?.includedTicker;
  const first: ListOption = crypto
    ? { id: 'cryptoList', target: { kind: 'cryptoList' }, name: ACCOUNT_RULES.cryptoListName, contains: holds(own, t), full: false }
    : { id: 'portfolio', target: { kind: 'portfolio' }, name: ACCOUNT_RULES.defaultDashboardListName, contains: holds(own, t), full: isFull(own) };
  const watchlists = [...((crypto ? user.watchlists?.crypto : user.watchlists?.regular) ?? [])].sort(byName);
  return [first, ...watchlists.map((w): ListOption => ({
    id: `watchlist:${w.name}`, target: { kind: 'watchlist', name: w.name, wlType: crypto ? 'CRYPTO' : 'GENERAL' }, name: w.name,
    contains: holds(w.includedTicker, t), full: isFull(w.includedTicker),
  }))];
}

/** The lists as stored, laid over the user object (its dashboardList and watchlists). */
export function withLists(user: SessionUser, lists: StoredLists): SessionUser {
  const dashboard = (user.dashboardList ?? {}) as Record<string, unknown>;
  return {
    ...user,
    dashboardList: { ...dashboard, name: lists.dashboard.name, includedTicker: lists.dashboard.includedTicker },
    watchlists: { regular: lists.regular, crypto: lists.crypto },
  };
}

/** Adds the ticker to the list and puts the answer on the session's user. Nothing happens without a ticker. */
export async function addToList(api: SessionApi, session: SessionStore, target: ListTarget, ticker: string): Promise<void> {
  const t = ticker.trim().toUpperCase();
  if (!t) return;
  if (target.kind === 'cryptoList') {
    session.setUser(await api<SessionUser>('/userData', { body: { cryptoList: { add: [t] } } }));
    return;
  }
  const body = target.kind === 'portfolio'
    ? { action: 'addTickers', wlType: 'DASHBOARD', tickers: [t] }
    : { action: 'addTickers', wlType: target.wlType, name: target.name, tickers: [t] };
  const lists = await api<StoredLists>('/watchlist/update', { body, ...(target.kind === 'portfolio' ? { callKind: 'saveDashboard' as const } : {}) });
  if (session.user) session.setUser(withLists(session.user, lists));
}
