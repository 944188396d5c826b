import type { ListResult } from './datasetRegistry';
import type { ChangeFeed } from '../cluster/changeFeed';

interface Entry {
  model: string;
  /** The user whose own answer this is; null for an answer shared between users. */
  userId: string | null;
  expires: number;
  value: ListResult;
}

/** Server-side cache of list answers (serverSideCacheAge), dropped for a model on every write to it. */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string, now: number): ListResult | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, model: string, value: ListResult, ageSeconds: number, now: number, userId: string | null = null): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { model, userId, value, expires: now + ageSeconds * 1000 });
  }

  /**
   * Follows the changes of every instance: entity writes drop their model's answers, a saved
   * model version its list's, activations their user's; an admin's clear on any instance and a
   * reconnected feed drop everything.
   */
  follow(feed: ChangeFeed): () => void {
    const stops = [
      feed.on('entities', (model) => this.invalidate(model)),
      feed.on('model_versions', (name) => this.invalidate(name)),
      feed.on('active_tickers', (userId) => this.invalidateUser(userId)),
      feed.on('list_cache', () => void this.clear()),
      feed.onReset(() => void this.clear()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Drops one user's own answers: what they may see has changed. */
  invalidateUser(userId: string): void {
    for (const [k, e] of this.entries) if (e.userId === userId) this.entries.delete(k);
  }

  /** The answers held and how many per model (the cache admin screen's status). */
  stats(): { entries: number; capacity: number; rows: number; byModel: Record<string, number> } {
    const byModel: Record<string, number> = {};
    let rows = 0;
    for (const e of this.entries.values()) {
      byModel[e.model] = (byModel[e.model] ?? 0) + 1;
      rows += e.value.rows.length;
    }
    return { entries: this.entries.size, capacity: this.maxEntries, rows, byModel };
  }

  /** Drops every answer (POST /api/admin/clearListCaches); answers how many were dropped. */
  clear(): number {
    const dropped = this.entries.size;
    this.entries.clear();
    return dropped;
  }

  /** Drops the answers of a source model, or of a list model (keys start with the list's name). */
  invalidate(model: string): void {
    for (const [k, e] of this.entries) if (e.model === model || k.startsWith(`${model}|`)) this.entries.delete(k);
  }
}
