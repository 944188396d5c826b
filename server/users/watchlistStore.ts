import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { watchlists } from '../db/schema';

export type WatchlistType = 'GENERAL' | 'CRYPTO';

export interface WatchlistView {
  name: string;
  includedTicker: string[];
  owner: string;
  wlType: WatchlistType;
}

/** Upper-cased, trimmed, empty entries dropped, duplicates removed (document 1 section 5). */
export function normaliseTickers(tickers: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tickers) {
    const t = raw.trim().toUpperCase();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

export async function listWatchlists(db: Db, ownerId: string, ownerName: string): Promise<WatchlistView[]> {
  const rows = await db.select().from(watchlists).where(eq(watchlists.ownerId, ownerId));
  return rows
    .map((r) => ({ name: r.name, includedTicker: r.tickers, owner: ownerName, wlType: r.wlType as WatchlistType }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/**
 * Stores the full set of one type's watchlists as sent at logout: lists named in the payload are
 * written, lists of that type not named are removed.
 */
export async function replaceWatchlists(
  db: Db,
  ownerId: string,
  wlType: WatchlistType,
  lists: readonly { name: string; includedTicker: readonly string[] }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const names = lists.map((l) => l.name.trim()).filter(Boolean);
    const where = names.length
      ? and(eq(watchlists.ownerId, ownerId), eq(watchlists.wlType, wlType), notInArray(watchlists.name, names))
      : and(eq(watchlists.ownerId, ownerId), eq(watchlists.wlType, wlType));
    await tx.delete(watchlists).where(where);
    for (const list of lists) {
      const name = list.name.trim();
      if (!name) continue;
      const tickers = normaliseTickers(list.includedTicker);
      await tx
        .insert(watchlists)
        .values({ ownerId, name, wlType, tickers })
        .onConflictDoUpdate({ target: [watchlists.ownerId, watchlists.wlType, watchlists.name], set: { tickers, updatedAt: new Date() } });
    }
  });
}
