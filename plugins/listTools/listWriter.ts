/**
 * Adding tickers to a list, in one place: POST /api/watchlist/update (server/watchlists), which
 * applies one store action under the owner's lock and answers every list as stored afterwards.
 * The portfolio is addressed as wlType DASHBOARD (the server enforces its 2,000-ticker cap there
 * too), a new watchlist is the action `add` with its tickers, an existing one `addTickers`.
 * The answer replaces the lists on the session's user object, so every screen sees them at once.
 */
import type { SessionApi } from '../../engine/state/sessionApi';
import type { SessionStore } from '../../engine/state/sessionStore';
import type { ImportTarget } from './import/importRules';

interface StoredList {
  name: string;
  includedTicker: string[];
  owner?: string;
  wlType?: string;
}

/** The answer of the watchlist calls (GET /api/watchlist, POST /api/watchlist/update). */
export interface UserListsAnswer {
  dashboard: StoredList;
  regular: StoredList[];
  crypto: StoredList[];
}

/** The body of the store action that adds `tickers` to `target`. */
export function addTickersAction(target: ImportTarget, tickers: readonly string[]): Record<string, unknown> {
  switch (target.kind) {
    case 'portfolio':
      return { action: 'addTickers', wlType: 'DASHBOARD', tickers };
    case 'newWatchlist':
      return { action: 'add', wlType: 'GENERAL', name: target.name, includedTicker: tickers };
    case 'watchlist':
      return { action: 'addTickers', wlType: target.wlType, name: target.name, tickers };
  }
}

/** Puts the stored lists on the session's user object (dashboardList and watchlists). */
export function applyLists(session: SessionStore, lists: UserListsAnswer): void {
  const user = session.user;
  if (!user) return;
  const current = (user.dashboardList ?? {}) as Record<string, unknown>;
  session.setUser({
    ...user,
    dashboardList: { ...current, name: lists.dashboard.name, includedTicker: lists.dashboard.includedTicker },
    watchlists: { regular: lists.regular, crypto: lists.crypto },
  });
}

export async function addTickersToList(api: SessionApi, session: SessionStore, target: ImportTarget, tickers: readonly string[]): Promise<UserListsAnswer> {
  const lists = await api<UserListsAnswer>('/watchlist/update', { body: addTickersAction(target, tickers) });
  applyLists(session, lists);
  return lists;
}
