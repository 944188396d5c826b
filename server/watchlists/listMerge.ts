/**
 * Whole lists sent by a tab that may be stale (POST /logout after a failed save, the whole-list
 * forms of POST /userData) are merged into what is stored, never written over it (issue 31): the
 * tab's own changes are the difference between the lists it sends and the lists as it last saw
 * them (`base`), and only those changes are applied to the stored lists. So a change another tab
 * saved in the meantime is never undone. Without a base the tab's changes are unknown, and only
 * its additions are applied: nothing stored is removed.
 */
import { normaliseTickers } from '../users/watchlistStore';

/** The stored list with the tab's additions and removals (sent against base) applied, stored order first. */
export function mergeTickers(stored: readonly string[], base: readonly string[] | undefined, sent: readonly string[]): string[] {
  const next = normaliseTickers(sent);
  if (!base) return normaliseTickers([...stored, ...next]);
  const seen = new Set(normaliseTickers(base));
  const kept = new Set(next);
  const removed = new Set([...seen].filter((t) => !kept.has(t)));
  return normaliseTickers([...stored.filter((t) => !removed.has(t.toUpperCase())), ...next.filter((t) => !seen.has(t))]);
}

export interface NamedTickers {
  name: string;
  includedTicker: readonly string[];
}

/** What to do with one stored list of a kind: write these tickers (insert when new) or delete it. */
export type ListWrite = { name: string; tickers: string[] } | { name: string; delete: true };

const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const x = new Set(normaliseTickers(a));
  const y = normaliseTickers(b);
  return x.size === new Set(y).size && y.every((t) => x.has(t));
};

/**
 * The writes that merge a tab's watchlists of one kind into the stored ones:
 * - a list the tab kept: its ticker changes applied to the stored list (recreated when another tab
 *   deleted it meanwhile but this tab changed it, so that its unsaved work survives);
 * - a list the tab created: stored with its tickers (merged into a list of that name created meanwhile);
 * - a list the tab deleted: deleted, unless another tab changed it since (then it is kept);
 * - a list only stored (created by another tab): untouched.
 */
export function mergeWatchlists(
  stored: readonly NamedTickers[],
  base: readonly NamedTickers[] | undefined,
  sent: readonly NamedTickers[],
): ListWrite[] {
  const byName = (lists: readonly NamedTickers[] | undefined) => new Map((lists ?? []).map((l) => [l.name.trim(), l.includedTicker]));
  const storedBy = byName(stored);
  const baseBy = byName(base);
  const sentBy = byName(sent);
  const writes: ListWrite[] = [];
  for (const [name, tickers] of sentBy) {
    if (!name) continue;
    const now = storedBy.get(name);
    const seen = base ? (baseBy.get(name) ?? []) : undefined;
    if (now) {
      const merged = mergeTickers(now, seen, tickers);
      if (!sameOrder(merged, now)) writes.push({ name, tickers: merged });
    } else if (!base || !baseBy.has(name) || !sameSet(seen ?? [], tickers)) {
      writes.push({ name, tickers: normaliseTickers(tickers) });
    }
  }
  if (base) {
    for (const [name, seen] of baseBy) {
      const now = storedBy.get(name);
      if (sentBy.has(name) || !now) continue;
      if (sameSet(now, seen)) writes.push({ name, delete: true });
    }
  }
  return writes;
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}
