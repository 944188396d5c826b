/**
 * The tickers a user has activated (revealed or added to a list): active for TICKER_RULES.activeDays,
 * the billable ones paid with one EOD request of the monthly allowance each (a -1 row on the
 * `ticker` ledger account, booked in the same transaction under the user's balance lock).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { activeTickers } from '../db/schema';
import type { UserRow } from '../appDeps';
import { isNonBillableTicker, TICKER_RULES } from '../../product/tickerAccess';
import { modulesOf } from '../users/userModules';
import type { SessionCache } from '../auth/sessionCache';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActiveTicker {
  ticker: string;
  activatedAt: Date;
  expiresAt: Date;
  billable: boolean;
}

/** The user's tickers active at `now`, by ticker. */
export async function activeTickersOf(db: Db, userId: string, now: Date): Promise<Map<string, ActiveTicker>> {
  const rows = await db
    .select({ ticker: activeTickers.ticker, activatedAt: activeTickers.activatedAt, expiresAt: activeTickers.expiresAt, billable: activeTickers.billable })
    .from(activeTickers)
    .where(and(eq(activeTickers.userId, userId), gt(activeTickers.expiresAt, now)));
  return new Map(rows.map((r) => [r.ticker, r]));
}

async function activeTickersCached(db: Db, userId: string, now: Date, cache: SessionCache | null | undefined): Promise<ReadonlyMap<string, ActiveTicker>> {
  return cache ? cache.activeTickersOf(userId, now.getTime(), () => activeTickersOf(db, userId, now)) : activeTickersOf(db, userId, now);
}

/** Whether the user sees a ticker in full: a non-billable ticker for them, or one they activated. */
export type RevealCheck = (ticker: string) => boolean;

/**
 * Reads that only look (the asset reads, the v2 calls) pass the session cache and take the active
 * tickers from memory while nothing changed; activations read them in their transaction.
 */
export async function revealCheckFor(db: Db, user: UserRow, now: Date, cache?: SessionCache | null): Promise<RevealCheck> {
  const modules = modulesOf(user);
  const active = await activeTickersCached(db, user.id, now, cache);
  return (ticker) => isNonBillableTicker(ticker, modules) || active.has(ticker.toUpperCase());
}

/** Records activations inside the caller's transaction (which holds the balance lock). */
export async function recordActivations(tx: Db, userId: string, tickers: readonly string[], billable: boolean, now: Date): Promise<void> {
  if (tickers.length === 0) return;
  const expiresAt = new Date(now.getTime() + TICKER_RULES.activeDays * DAY_MS);
  await tx
    .insert(activeTickers)
    .values(tickers.map((ticker) => ({ userId, ticker, activatedAt: now, expiresAt, billable })))
    .onConflictDoUpdate({
      target: [activeTickers.userId, activeTickers.ticker],
      set: { activatedAt: now, expiresAt, billable },
    });
}
