/**
 * Writing the user's lists, in one place (the detail page's 'Add ticker to', the batch import and
 * the ticker tables' ListsStore all go through here):
 * - the portfolio ('Market overview') and the watchlists: POST /api/watchlist/update with one
 *   store action (server/watchlists) under the owner's lock; the portfolio is wlType DASHBOARD (the
 *   server enforces its 2,000-ticker cap there too), a new watchlist is `add` with its tickers, an
 *   existing one `addTickers`. The server answers every list as stored afterwards;
 * - the crypto list ('Crypto Market'), which is not a watchlist kind: POST /api/userData
 *   `{cryptoList: {add}}`, which answers the user object.
 * Every answer replaces the lists on the session's user object, so every screen sees them at once.
 */
import type { CallKind, DataRequest } from '../../engine/data';
import type { EngineUser, SessionStore } from '../../engine/state';

import type { SessionUser, UserDataPatch, UserLists, WatchlistUpdate } from '../../contracts';

/** Where tickers go. */
export type ListTarget =
  | { kind: 'portfolio' }
  | { kind: 'cryptoList' }
  | { kind: 'newWatchlist'; name: string }
  | { kind: 'watchlist'; name: string; wlType: 'GENERAL' | 'CRYPTO' };

/** The body of the store action that adds `tickers` to `target` (the crypto list is no watchlist: see addTickersToList). */
export function addTickersAction(target: Exclude<ListTarget, { kind: 'cryptoList' }>, tickers: readonly string[]): WatchlistUpdate {
  switch (target.kind) {
    case 'portfolio':
      return { action: 'addTickers', wlType: 'DASHBOARD', tickers };
    case 'newWatchlist':
      return { action: 'add', wlType: 'GENERAL', name: target.name, includedTicker: tickers };
    case 'watchlist':
      return { action: 'addTickers', wlType: target.wlType, name: target.name, tickers };
  }
}

/** The lists as stored, laid over the user object (contracts' SessionUser: its dashboardList and watchlists); the rest stays. */
export function withLists<User extends EngineUser>(user: User, lists: UserLists): User {
  const held: EngineUser = user;
  const dashboard = (held as Partial<SessionUser>).dashboardList ?? {};
  return {
    ...user,
    dashboardList: { ...dashboard, name: lists.dashboard.name, includedTicker: lists.dashboard.includedTicker },
    watchlists: { regular: lists.regular, crypto: lists.crypto },
  };
}

/** Puts the stored lists on the session's user object. */
export function applyLists(session: SessionStore, lists: UserLists): void {
  if (session.user) session.setUser(withLists(session.user, lists));
}

/**
 * Adds `tickers` to `target` and puts the answer on the session's user; answers the stored lists
 * (null for the crypto list, whose answer is the user object). `callKind: 'saveDashboard'` makes a
 * failed save show the catalogue's 'saving failed' alert.
 */
export async function addTickersToList(
  request: DataRequest, session: SessionStore, target: ListTarget, tickers: readonly string[], options: { callKind?: CallKind } = {},
): Promise<UserLists | null> {
  if (target.kind === 'cryptoList') {
    session.setUser(await request<SessionUser>('/userData', { body: { cryptoList: { add: [...tickers] } } satisfies UserDataPatch }));
    return null;
  }
  const lists = await request<UserLists>('/watchlist/update', { body: addTickersAction(target, tickers), ...(options.callKind ? { callKind: options.callKind } : {}) });
  applyLists(session, lists);
  return lists;
}
