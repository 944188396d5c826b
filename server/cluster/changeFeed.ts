/**
 * What changed, on any instance: the database's triggers NOTIFY "table:key" on the channel
 * rs_change (migration 0021), and every instance listens. The key: a user's or session's id, a
 * model version's model name, an entity's model name, an active ticker's, a ledger booking's and a
 * subscription's user id, a stored market snapshot's session (migration 0022), a list's owner, an
 * order's, invoice's or API token's user (migration 0025). The server itself
 * sends "list_cache:all" when an admin clears the list caches, so that every instance drops its own.
 * Whoever keeps such rows in memory subscribes here and drops what changed; after a lost
 * connection came back, `onReset` subscribers drop everything, since changes may have been missed.
 */
import type { Database } from '../db/database';

export const CHANGE_CHANNEL = 'rs_change';

export type ChangedTable = 'users' | 'sessions' | 'model_versions' | 'entities' | 'active_tickers' | 'market_snapshots' | 'balance_ledger' | 'billing_subscriptions'
  | 'watchlists' | 'billing_orders' | 'billing_invoices' | 'api_tokens'
  /** Not a table: an admin cleared the list caches (POST /api/admin/clearListCaches); the key is "all". */
  | 'list_cache';

export interface ChangeFeed {
  /** Calls `fn` with the key of every changed row of `table`; answers an unsubscribe. */
  on(table: ChangedTable, fn: (id: string) => void): () => void;
  /** Calls `fn` when changes may have been missed; answers an unsubscribe. */
  onReset(fn: () => void): () => void;
  close(): Promise<void>;
}

export async function openChangeFeed(database: Pick<Database, 'listen'>): Promise<ChangeFeed> {
  const handlers = new Map<string, Set<(id: string) => void>>();
  const resets = new Set<() => void>();
  const subscribe = <T>(set: Set<T>, fn: T): (() => void) => {
    set.add(fn);
    return () => set.delete(fn);
  };
  const stop = await database.listen(CHANGE_CHANNEL, (payload) => {
    const colon = payload.indexOf(':');
    if (colon <= 0) return;
    const fns = handlers.get(payload.slice(0, colon));
    if (!fns) return;
    const id = payload.slice(colon + 1);
    for (const fn of fns) fn(id);
  }, () => {
    for (const fn of resets) fn();
  });
  return {
    on(table, fn) {
      let set = handlers.get(table);
      if (!set) handlers.set(table, (set = new Set()));
      return subscribe(set, fn);
    },
    onReset: (fn) => subscribe(resets, fn),
    close: stop,
  };
}
