/**
 * GET /signals?ticker&limit: the signals of one ticker in the published signal window (the
 * ListUISignal rows), newest first, with `containedInLists`: the names of the user's lists that
 * hold the ticker. A signal is a change of the ticker's ratings, which an unrevealed ticker keeps
 * on the server: such a ticker answers 409 TICKER_NOT_REVEALED, as its range box and Hurst chart
 * do (the detail page asks only for revealed tickers), and the ListUISignal list leaves its
 * signals out (assetDatasets.ts). An unknown ticker has no signals.
 */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../appDeps';
import { requireAuth } from '../auth/sessionAuth';
import type { Db } from '../db/database';
import * as s from '../http/schemas';
import type { SignalRow, SignalView } from '../../contracts';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { listWatchlists } from '../users/watchlistStore';
import { digits, intParam, revealCheckOf, tickerNotRevealed, tickerParam, tickerText } from './assetDataRoutes';
import { requireMarket } from './marketAccess';

export const SIGNAL_LIMIT = { fallback: 50, min: 1, max: 500 } as const;

/** The field of a signal row that names the user's lists holding its ticker. */
export const CONTAINED_IN_LISTS = 'containedInLists';

export type { SignalView };

/**
 * ticker → the names of the user's lists that hold it: the portfolio ('Market overview'), the
 * crypto list ('Crypto Market') and the watchlists, in that order (watchlists by name).
 */
export async function listMembershipOf(db: Db, user: UserRow): Promise<(ticker: string) => string[]> {
  const lists: { name: string; tickers: ReadonlySet<string> }[] = [
    { name: ACCOUNT_RULES.defaultDashboardListName, tickers: new Set(user.dashboardList.map((t) => t.toUpperCase())) },
    { name: ACCOUNT_RULES.cryptoListName, tickers: new Set(user.cryptoList.map((t) => t.toUpperCase())) },
    ...(await listWatchlists(db, user.id, user.username)).map((w) => ({ name: w.name, tickers: new Set(w.includedTicker.map((t) => t.toUpperCase())) })),
  ];
  return (ticker) => {
    const t = ticker.toUpperCase();
    return lists.filter((l) => l.tickers.has(t)).map((l) => l.name);
  };
}

/** The rows with `containedInLists` (also the ListUISignal list's rows, hence readable by field name). */
export async function withListMembership(db: Db, user: UserRow, rows: readonly SignalRow[]): Promise<(SignalView & Record<string, unknown>)[]> {
  if (rows.length === 0) return [];
  const membership = await listMembershipOf(db, user);
  return rows.map((row) => ({ ...row, containedInLists: membership(row.ticker) }));
}

export async function signalRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { ticker: string; limit?: string } }>('/signals', {
    config: { auth: true }, schema: { querystring: s.object({ ticker: tickerText, limit: digits }, ['ticker']) },
  }, async (req): Promise<SignalView[]> => {
    const ticker = tickerParam(req.query.ticker);
    const limit = intParam(req.query.limit, 'limit', { ...SIGNAL_LIMIT, clamp: true });
    const { snapshot } = requireMarket(app);
    if (snapshot.rows.indexOf(ticker) >= 0 && !(await revealCheckOf(app, req))(ticker)) throw tickerNotRevealed(ticker);
    const { rows } = snapshot.signals.query({
      filterQuery: [{ filterKey: 'ticker', type: 'eq', val: ticker }],
      sort: { key: 'date', direction: 'desc' }, page: 1, pageSize: limit,
    });
    return withListMembership(app.deps.db, requireAuth(req).user, rows);
  });
}
