import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { deleteList, insertList, lockListOwner, storedLists, updateList, type WatchlistType } from '../users/watchlistStore';
import { mergeTickers, mergeWatchlists, type NamedTickers } from './listMerge';
import type { LogoutLists } from '../../contracts';

/**
 * Stores the lists POST /logout carries, merged into the stored ones in one transaction with the
 * owner locked (listMerge.ts): a stale tab's lists never undo what another tab saved.
 */
export async function storeLogoutLists(db: Db, userId: string, body: LogoutLists, now: Date): Promise<void> {
  const general = (body.watchlists ?? []).filter((w) => (w.wlType ?? 'GENERAL') === 'GENERAL');
  const cryptoInRegular = (body.watchlists ?? []).filter((w) => w.wlType === 'CRYPTO');
  const crypto = body.cryptoWatchlists ?? (cryptoInRegular.length ? cryptoInRegular : undefined);
  if (!body.dashboardList && !body.watchlists && !crypto) return;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const owner = await lockListOwner(tx, userId);
    if (body.dashboardList) {
      const sent = Array.isArray(body.dashboardList) ? body.dashboardList : body.dashboardList.includedTicker;
      const merged = mergeTickers(owner.dashboardList, body.base?.dashboardList, sent);
      await tx.update(users).set({ dashboardList: merged, updatedAt: now }).where(eq(users.id, userId));
    }
    if (body.watchlists) await mergeKind(tx, userId, 'GENERAL', general, body.base?.watchlists, now);
    if (crypto) await mergeKind(tx, userId, 'CRYPTO', crypto, body.base?.cryptoWatchlists, now);
  });
}

async function mergeKind(tx: Db, ownerId: string, wlType: WatchlistType, sent: readonly NamedTickers[], base: readonly NamedTickers[] | undefined, now: Date): Promise<void> {
  const stored = await storedLists(tx, ownerId, wlType);
  const idOf = new Map(stored.map((l) => [l.name, l.id]));
  const writes = mergeWatchlists(stored.map((l) => ({ name: l.name, includedTicker: l.tickers })), base, sent);
  for (const write of writes) {
    const id = idOf.get(write.name);
    if ('delete' in write) {
      if (id) await deleteList(tx, id);
    } else if (id) await updateList(tx, id, { tickers: write.tickers }, now);
    else await insertList(tx, ownerId, wlType, write.name, write.tickers, now);
  }
}
