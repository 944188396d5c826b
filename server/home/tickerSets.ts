/**
 * The ticker sets the top lists rank (docs/decisions.md, "Home, calendar and summary"):
 * - a user's own tickers: those of their lists (portfolio, crypto list, watchlists) and those they
 *   activated, that they see in full;
 * - all active tickers: every ticker some member has active now, and the free tickers (active for
 *   everyone).
 */
import { and, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../appDeps';
import { activeTickers } from '../db/schema';
import { activeTickersOf, revealCheckFor } from '../assets/activeTickers';
import { listWatchlists } from '../users/watchlistStore';
import { DEFAULT_TICKERS } from '../../product/accountRules';

export async function ownTickers(app: FastifyInstance, user: UserRow): Promise<string[]> {
  const { db, now } = app.deps;
  const at = now();
  const [revealed, active, lists] = await Promise.all([
    revealCheckFor(db, user, at), activeTickersOf(db, user.id, at), listWatchlists(db, user.id, user.username),
  ]);
  const all = new Set<string>([...user.dashboardList, ...user.cryptoList, ...lists.flatMap((l) => l.includedTicker), ...active.keys()].map((t) => t.trim().toUpperCase()));
  return [...all].filter((t) => t !== '' && revealed(t));
}

export async function allActiveTickers(app: FastifyInstance): Promise<string[]> {
  const rows = await app.deps.db
    .selectDistinct({ ticker: sql<string>`upper(${activeTickers.ticker})` })
    .from(activeTickers)
    .where(and(gt(activeTickers.expiresAt, app.deps.now())));
  return [...new Set<string>([...DEFAULT_TICKERS, ...rows.map((r) => r.ticker)])];
}
