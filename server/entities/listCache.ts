import type { ListResult } from './datasetRegistry';

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

  /** Drops one user's own answers: what they may see has changed. */
  invalidateUser(userId: string): void {
    for (const [k, e] of this.entries) if (e.userId === userId) this.entries.delete(k);
  }

  /** Drops the answers of a source model, or of a list model (keys start with the list's name). */
  invalidate(model: string): void {
    for (const [k, e] of this.entries) if (e.model === model || k.startsWith(`${model}|`)) this.entries.delete(k);
  }
}
