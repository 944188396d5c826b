/**
 * Counting ahead for the database rate-limit store (server/http/rateLimitStore.ts), for limiters
 * that ask for it (`countAhead: true`: the public API's per-minute quotas, issue 24): while a
 * key's count, as this instance knows it, stays below half its budget, a hit is answered at once
 * from that count plus this instance's hits not yet written, and written behind (within
 * WRITE_BEHIND_MS, all of a key's hits in one count); from half the budget on, and for a key this instance has not
 * counted in the current window, every hit waits for its exact count. So a call under its quota
 * does not wait for the database, and the limit itself is still enforced on counts that every
 * instance shares: another instance may miss only the hits of the last WRITE_BEHIND_MS, and only
 * while the count is far from the limit. An unwritten hit at a stop is lost (it counted for its caller only).
 */
export type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** Counts `hits` (default 1) of a key in its window and answers the count after them. */
export type HitCounter = (hashedKey: string, windowMs: number, callback: IncrCallback, hits?: number) => void;

interface KnownCount {
  /** The count the database answered last, with the hits written since that have come back. */
  count: number;
  /** Hits answered ahead and not yet written back (`unsent` of them not yet sent). */
  ahead: number;
  unsent: number;
  windowMs: number;
  /** When the window ends, on this instance's clock (from the database's answer). */
  endsAt: number;
}

/** Keys kept before the ended windows are dropped. */
const SWEEP_AT = 10_000;
/** How long hits answered ahead wait to be written, together, one statement per key. */
export const WRITE_BEHIND_MS = 100;

export function countingAhead(count: HitCounter, now: () => number = Date.now): (hashedKey: string, windowMs: number, max: number, callback: IncrCallback) => void {
  const known = new Map<string, KnownCount>();
  let timer: NodeJS.Timeout | null = null;

  const writeBehind = (): void => {
    timer = null;
    for (const [hashedKey, entry] of known) {
      if (entry.unsent === 0) continue;
      const sent = entry.unsent;
      entry.unsent = 0;
      count(hashedKey, entry.windowMs, (err, result) => {
        entry.ahead = Math.max(0, entry.ahead - sent);
        // A failed write loses these hits' count; their callers already had their answers.
        if (!err && result) learn(hashedKey, result.current, result.ttl, entry.windowMs);
      }, sent);
    }
  };

  const learn = (hashedKey: string, current: number, ttl: number, windowMs: number): KnownCount => {
    let entry = known.get(hashedKey);
    const endsAt = now() + ttl;
    // A new window (the database started one) or the first count of the key here.
    if (!entry || endsAt > entry.endsAt + 1000 || current < entry.count) {
      if (known.size >= SWEEP_AT) for (const [key, e] of known) if (e.endsAt <= now()) known.delete(key);
      entry = { count: current, ahead: 0, unsent: 0, windowMs, endsAt };
      known.set(hashedKey, entry);
    } else {
      entry.count = Math.max(entry.count, current);
      entry.endsAt = Math.min(entry.endsAt, endsAt);
    }
    return entry;
  };

  return (hashedKey, windowMs, max, callback) => {
    const entry = known.get(hashedKey);
    const at = now();
    if (entry && at < entry.endsAt && entry.count + entry.ahead + 1 <= max / 2) {
      entry.ahead++;
      entry.unsent++;
      callback(null, { current: entry.count + entry.ahead, ttl: entry.endsAt - at });
      if (!timer) {
        timer = setTimeout(writeBehind, WRITE_BEHIND_MS);
        timer.unref();
      }
      return;
    }
    // This instance's hits not yet written go with it, so that its count is exact.
    const unsent = entry?.unsent ?? 0;
    if (entry) entry.unsent = 0;
    count(hashedKey, windowMs, (err, result) => {
      if (entry) entry.ahead = Math.max(0, entry.ahead - unsent);
      if (!err && result) learn(hashedKey, result.current, result.ttl, windowMs);
      callback(err, result);
    }, 1 + unsent);
  };
}
