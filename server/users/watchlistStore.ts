import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, watchlists } from '../db/schema';
import type { StoredList as WireList, WatchlistType } from '../../contracts';

export type { WatchlistType };
/** What the watchlists table holds: the user's lists, and the alerts list of the alerts issue. */
export type StoredListType = WatchlistType | 'ALERTS';

/** Upper-cased, trimmed, empty entries dropped, duplicates removed (document 1 section 5). */
export function normaliseTickers(tickers: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tickers) {
    const t = raw.trim().toUpperCase();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** Lists sorted by name, case-insensitively (document 2 section 2). */
export function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
}

export async function listWatchlists(db: Db, ownerId: string, ownerName: string): Promise<WireList[]> {
  const rows = await db.select().from(watchlists).where(eq(watchlists.ownerId, ownerId));
  return rows
    .filter((r) => r.wlType === 'GENERAL' || r.wlType === 'CRYPTO')
    .map((r) => ({ name: r.name, includedTicker: r.tickers, owner: ownerName, wlType: r.wlType as WatchlistType }))
    .sort(byName);
}

/** One stored list row of a type (ALERTS included), as kept. */
export interface StoredList {
  id: string;
  name: string;
  wlType: StoredListType;
  tickers: string[];
}

export async function storedLists(db: Db, ownerId: string, wlType: StoredListType): Promise<StoredList[]> {
  const rows = await db.select().from(watchlists).where(and(eq(watchlists.ownerId, ownerId), eq(watchlists.wlType, wlType)));
  return rows.map((r) => ({ id: r.id, name: r.name, wlType: r.wlType as StoredListType, tickers: r.tickers })).sort(byName);
}

/**
 * Locks the owner's user row for the rest of the transaction. Every writer of a user's lists (the
 * watchlist calls, POST /userData, logout) takes this lock first, so two tabs' changes apply one
 * after the other and neither is lost.
 */
export async function lockListOwner(tx: Db, ownerId: string): Promise<typeof users.$inferSelect> {
  const rows = await tx.select().from(users).where(eq(users.id, ownerId)).for('update');
  const user = rows[0];
  if (!user) throw new Error(`user ${ownerId} vanished`);
  return user;
}

export async function insertList(tx: Db, ownerId: string, wlType: StoredListType, name: string, tickers: string[], now: Date): Promise<void> {
  await tx.insert(watchlists).values({ ownerId, name, wlType, tickers, updatedAt: now });
}

export async function updateList(tx: Db, id: string, set: { name?: string; tickers?: string[] }, now: Date): Promise<void> {
  await tx.update(watchlists).set({ ...set, updatedAt: now }).where(eq(watchlists.id, id));
}

export async function deleteList(tx: Db, id: string): Promise<void> {
  await tx.delete(watchlists).where(eq(watchlists.id, id));
}
