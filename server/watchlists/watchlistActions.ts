/**
 * The store actions of the watchlist screens (document 2 section 4, "Watchlist menu actions"),
 * each applied in one transaction with the owner's user row locked (lockListOwner): two tabs
 * that change lists at the same time are applied one after the other, each on the other's result.
 *
 * - init: a portfolio that was never set up gets the default tickers (once per account);
 * - add: a new watchlist (name, optional tickers);
 * - rename: oldName → newName;
 * - remove: deletes a watchlist;
 * - addTickers / removeTicker / clear: change the tickers of a watchlist or of the portfolio.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { ApiError, badRequest } from '../http/apiError';
import {
  deleteList, insertList, lockListOwner, storedLists, updateList, type StoredList, type WatchlistType,
} from '../users/watchlistStore';
import { DEFAULT_TICKERS } from '../../product/accountRules';
import {
  MAX_WATCHLISTS_PER_KIND, WATCHLIST_MESSAGES, assertCapacity, assertUniqueName, listTickers, notFoundList, watchlistName,
} from './watchlistRules';
import { readUserLists, type UserLists } from './userLists';
import type { ListKind, WatchlistAction, WatchlistUpdate } from '../../contracts';

/** The actions, the list kinds and the body of one update are the wire's (contracts/lists.ts). */
export { LIST_KINDS, WATCHLIST_ACTIONS } from '../../contracts';
export type { ListKind, WatchlistAction, WatchlistUpdate };

/** The ui_flags entry that remembers that the portfolio was set up (see `init`). */
export const DASHBOARD_INITIALISED_FLAG = 'dashboard_list_initialised';

interface Owner { id: string; username: string }

export async function applyWatchlistUpdate(db: Db, owner: Owner, update: WatchlistUpdate, now: Date): Promise<UserLists> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const user = await lockListOwner(tx, owner.id);
    const kind = update.wlType ?? 'GENERAL';
    if (update.action === 'init') await init(tx, user, now);
    else if (kind === 'DASHBOARD') await changeDashboard(tx, user, update, now);
    else await changeWatchlist(tx, owner.id, kind, update, now);
    return readUserLists(tx, owner.id, owner.username);
  });
}

type LockedUser = Awaited<ReturnType<typeof lockListOwner>>;

async function init(tx: Db, user: LockedUser, now: Date): Promise<void> {
  if (user.uiFlags[DASHBOARD_INITIALISED_FLAG] === true) return;
  const dashboardList = user.dashboardList.length ? user.dashboardList : [...DEFAULT_TICKERS];
  await tx.update(users).set({ dashboardList, uiFlags: { ...user.uiFlags, [DASHBOARD_INITIALISED_FLAG]: true }, updatedAt: now }).where(eq(users.id, user.id));
}

function tickersOf(update: WatchlistUpdate): string[] {
  return [...(update.tickers ?? []), ...(update.includedTicker ?? []), ...(update.ticker !== undefined ? [update.ticker] : [])];
}

/** The tickers after the action (addTickers, removeTicker, clear), or null for an action that does not apply. */
function nextTickers(kind: ListKind, current: readonly string[], update: WatchlistUpdate): string[] | null {
  const given = listTickers(tickersOf(update), kind);
  switch (update.action) {
    case 'addTickers': {
      const next = [...current, ...given.filter((t) => !current.includes(t))];
      assertCapacity(kind, current.length, next.length);
      return next;
    }
    case 'removeTicker': {
      const remove = new Set(given);
      return current.filter((t) => !remove.has(t));
    }
    case 'clear':
      return [];
    default:
      return null;
  }
}

async function changeDashboard(tx: Db, user: LockedUser, update: WatchlistUpdate, now: Date): Promise<void> {
  const next = nextTickers('DASHBOARD', user.dashboardList, update);
  if (!next) throw badRequest(WATCHLIST_MESSAGES.portfolioFixed, 'DASHBOARD_FIXED');
  await tx.update(users).set({ dashboardList: next, updatedAt: now }).where(eq(users.id, user.id));
}

async function changeWatchlist(tx: Db, ownerId: string, kind: WatchlistType, update: WatchlistUpdate, now: Date): Promise<void> {
  const lists = await storedLists(tx, ownerId, kind);
  const find = (raw: string | undefined): StoredList => {
    const name = watchlistName(raw);
    const list = lists.find((l) => l.name.toUpperCase() === name) ?? lists.find((l) => l.name.localeCompare(name, undefined, { sensitivity: 'base' }) === 0);
    if (!list) throw notFoundList(name);
    return list;
  };
  switch (update.action) {
    case 'add': {
      const name = watchlistName(update.name);
      assertUniqueName(name, lists);
      if (lists.length >= MAX_WATCHLISTS_PER_KIND) throw badRequest(WATCHLIST_MESSAGES.tooManyLists, 'TOO_MANY_WATCHLISTS');
      const tickers = listTickers(tickersOf(update), kind);
      assertCapacity(kind, 0, tickers.length);
      await insertList(tx, ownerId, kind, name, tickers, now);
      return;
    }
    case 'rename': {
      const list = find(update.oldName ?? update.name);
      const name = watchlistName(update.newName);
      assertUniqueName(name, lists.filter((l) => l.id !== list.id));
      await updateList(tx, list.id, { name }, now);
      return;
    }
    case 'remove':
      await deleteList(tx, find(update.name).id);
      return;
    default: {
      const list = find(update.name);
      const next = nextTickers(kind, list.tickers, update);
      if (!next) throw new ApiError(400, `Unknown action ${update.action}`, 'INVALID_ACTION');
      await updateList(tx, list.id, { tickers: next }, now);
    }
  }
}

