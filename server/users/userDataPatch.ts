import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../appDeps';
import { normaliseTickers } from './watchlistStore';
import { mergeTickers } from '../watchlists/listMerge';
import { assertCapacity, listTickers } from '../watchlists/watchlistRules';
import type { ListChange, UserDataPatch } from '../../contracts';

export function applyListChange(current: readonly string[], change: ListChange, keepSorted = false): string[] {
  let next: string[];
  if (Array.isArray(change)) next = normaliseTickers(change);
  else if ('includedTicker' in change) next = change.base ? mergeTickers(current, change.base, change.includedTicker) : normaliseTickers(change.includedTicker);
  else {
    const remove = new Set(normaliseTickers(change.remove ?? []));
    next = normaliseTickers([...current.filter((t) => !remove.has(t.toUpperCase())), ...(change.add ?? [])]);
  }
  return keepSorted ? [...next].sort() : next;
}

/**
 * The same rules as /watchlist/update: valid symbols, and at most TICKER_RULES.portfolioMax tickers
 * (a list already over it may shrink). A refusal is a 400 and the transaction changes nothing.
 */
function checkedList(kind: 'DASHBOARD' | 'CRYPTO', current: readonly string[], next: string[]): string[] {
  listTickers(next, 'DASHBOARD');
  assertCapacity(kind, current.length, next.length);
  return next;
}

/**
 * Applies a partial update inside one transaction with the row locked, so that two tabs writing
 * different parts (or adding to the same list) never overwrite each other. Settings are merged
 * key by key.
 */
export async function patchUserData(db: Db, userId: string, patch: UserDataPatch, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const locked = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const user = locked[0];
    if (!user) throw new Error(`user ${userId} vanished`);
    const set: Partial<typeof users.$inferInsert> = { updatedAt: now, dataVersion: sql`${users.dataVersion} + 1` as unknown as number };
    if (patch.settings) set.settings = { ...user.settings, ...patch.settings };
    if (patch.dashboardList) set.dashboardList = checkedList('DASHBOARD', user.dashboardList, applyListChange(user.dashboardList, patch.dashboardList));
    // The crypto list is kept sorted and unique (document 1 section 3).
    if (patch.cryptoList) set.cryptoList = checkedList('CRYPTO', user.cryptoList, applyListChange(user.cryptoList, patch.cryptoList, true));
    if (patch.customCorrelations) set.customCorrelations = patch.customCorrelations;
    if (patch.baseCurrency) set.baseCurrency = patch.baseCurrency.toUpperCase();
    if (patch.portfolioSize !== undefined) set.portfolioSize = patch.portfolioSize;
    if (patch.chartingAppUsername !== undefined) set.chartingAppUsername = patch.chartingAppUsername.replace(/\W/g, '');
    if (patch.addressDetails) set.addressDetails = { ...user.addressDetails, ...patch.addressDetails };
    const updated = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    return updated[0]!;
  });
}
