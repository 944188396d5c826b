/**
 * Where the routes' own rate limits (@fastify/rate-limit, a route's `config.rateLimit`) are
 * counted, so that several instances count one budget:
 * - REDIS_URL set: in that Redis, by the plugin's own Redis store (ioredis);
 * - else on PostgreSQL (`deps.cluster`): in the table rate_limit_hits, a fixed window per route and
 *   caller counted by atomic upserts (the hits that arrive together in one statement; a limiter
 *   with `countAhead` answers hits far below its budget at once and writes them behind:
 *   countAhead.ts), as the password checks are (server/auth/passwordCheckLimit.ts),
 *   but on the database's clock, so that the instances' clocks need not agree;
 * - else (the embedded database, one process): in memory, by the plugin's own store.
 * The password checks keep their own table and budget (passwordCheckLimit.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../appDeps';
import { queryRows, type Db } from '../db/database';
import { boundedMemo } from '../boundedMemo';

import { countingAhead, type HitCounter, type IncrCallback } from './countAhead';

/** The ended windows are deleted at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** What the plugin hands `child()`: a route's merged options, with the route itself under `routeInfo`. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** Answer hits far below the budget from this instance's count and write them behind (countAhead.ts). */
  countAhead?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The hits of one key waiting for the next statement, in the order they came (a count-ahead write brings several). */
interface PendingHits {
  windowMs: number;
  waiting: { hits: number; callback: IncrCallback }[];
}

/**
 * Counts hits in rate_limit_hits with few statements at a time per process ("group commit"): the
 * hits that come in while statements run go together in the next one, each key's counted by its
 * number of hits. Every hit still waits for the database and gets its exact count (the n-th of a
 * key's k hits in a statement that left the count at c gets c - k + n), so the limits stay exact
 * across instances; under load a signed-in call no longer pays a statement per limiter (issue 24).
 */
function hitCounter(db: Db, onCounted: () => void): HitCounter {
  let pending = new Map<string, PendingHits>();
  // One statement in flight: three at once were slower (bench: v2 asset 40 % -> 28 % of the bare
  // route), concurrent statements waiting for each other's row locks of the same keys.
  let running = false;

  async function flush(): Promise<void> {
    try {
      while (pending.size > 0) {
        const batch = pending;
        pending = new Map();
        const total = (p: PendingHits): number => p.waiting.reduce((sum, w) => sum + w.hits, 0);
        const values = [...batch].map(([key, p]) => sql`(${key}, now() + ${p.windowMs} * interval '1 millisecond', ${total(p)}::int)`);
        let rows: { key: string; count: number; ttl: string | number }[];
        try {
          // A window that has ended starts afresh; both CASEs read the row as it was.
          rows = await queryRows(db, sql`
            INSERT INTO rate_limit_hits AS h (key, reset_at, count)
            VALUES ${sql.join(values, sql`, `)}
            ON CONFLICT (key) DO UPDATE SET
              count = CASE WHEN h.reset_at <= now() THEN EXCLUDED.count ELSE h.count + EXCLUDED.count END,
              reset_at = CASE WHEN h.reset_at <= now() THEN EXCLUDED.reset_at ELSE h.reset_at END
            RETURNING key, count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::bigint AS ttl`);
        } catch (err) {
          const error = err instanceof Error ? err : new Error(String(err));
          for (const p of batch.values()) p.waiting.forEach((w) => w.callback(error));
          continue;
        }
        for (const row of rows) {
          const p = batch.get(row.key);
          if (!p) continue;
          // Each caller's count: the count before this statement plus the hits up to and including theirs.
          let current = Number(row.count) - total(p);
          for (const w of p.waiting) {
            current += w.hits;
            w.callback(null, { current, ttl: Number(row.ttl) });
          }
        }
        onCounted();
      }
    } finally {
      running = false;
    }
  }

  return (hashedKey, windowMs, callback, hits = 1) => {
    const p = pending.get(hashedKey);
    if (p) p.waiting.push({ hits, callback });
    else pending.set(hashedKey, { windowMs, waiting: [{ hits, callback }] });
    // The hits of this turn of the event loop join the statement too.
    if (!running) {
      running = true;
      queueMicrotask(() => void flush());
    }
  };
}

/**
 * A store of @fastify/rate-limit on the database: `incr` counts one hit of `key` in its window
 * and answers the count and the milliseconds left of the window (hitCounter: one statement for
 * the hits that arrive together).
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const sweeper = { last: 0 };

  async function sweep(): Promise<void> {
    const now = Date.now();
    if (now - sweeper.last < SWEEP_EVERY_MS) return;
    sweeper.last = now;
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`);
  }
  // A failed sweep only leaves ended rows for the next one (a minute later); the hits are counted.
  const count = hitCounter(db, () => void sweep().catch(() => undefined));
  const countAhead = countingAhead(count);

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The stored key of a caller's key: a SHA-256 of a bounded length, worked out once per key (a twentieth of a v2 call's CPU). */
    private readonly keyOf: (key: string) => string;

    constructor(private readonly prefix = '', private readonly ahead = false) {
      this.keyOf = boundedMemo((key) => createHash('sha256').update(`${prefix}${key}`).digest('hex'), 2_000);
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      if (this.ahead) countAhead(this.keyOf(key), windowMs, max, callback);
      else count(this.keyOf(key), windowMs, callback);
    }

    /** The count without a hit (`createRateLimit(...)(req, { increment: false })`). */
    read(key: string, callback: IncrCallback): void {
      queryRows<{ count: number; ttl: string | number }>(db, sql`
        SELECT count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::bigint AS ttl
        FROM rate_limit_hits WHERE key = ${this.keyOf(key)} AND reset_at > now()`)
        .then((rows) => callback(null, rows[0] ? { current: Number(rows[0].count), ttl: Number(rows[0].ttl) } : { current: 0, ttl: 0 }))
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const merged = options as unknown as ChildOptions;
      // Neither is used by a route of the app; a fixed window cannot honour them, so say so at start.
      if (merged.continueExceeding || merged.exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported.');
      }
      const method = [merged.routeInfo?.method ?? ''].flat().join(',');
      // createRateLimit() limiters have no route: their key generators name them (v2-owner:, v2-token:).
      return new DatabaseRateLimitStore(`${this.prefix}${method}${merged.routeInfo?.url ?? ''}-`, merged.countAhead === true);
    }
  }

  return class extends DatabaseRateLimitStore {
    constructor(_options: RateLimitPluginOptions) {
      super('');
    }
  };
}

/** The plugin's store options for this app, and what closes its connection (Redis) with the app. */
export function rateLimitStoreOf(deps: Pick<AppDeps, 'config' | 'db' | 'cluster'>, onRedisError: (err: Error) => void): { options: Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace'>; close(): Promise<void>; kind: 'redis' | 'database' | 'memory' } {
  if (deps.config.redisUrl) {
    // The plugin's advice: fail fast rather than queue the request while Redis is away.
    const redis = new Redis(deps.config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, connectionName: 'rangescope-rate-limit' });
    // A lost connection is retried by ioredis; the limited calls answer 500 meanwhile (skipOnError off).
    redis.on('error', onRedisError);
    return {
      kind: 'redis',
      options: { redis, nameSpace: 'rangescope-rate-limit-' },
      close: async () => { await redis.quit().catch(() => redis.disconnect()); },
    };
  }
  if (deps.cluster) return { kind: 'database', options: { store: databaseRateLimitStore(deps.db) }, close: async () => undefined };
  return { kind: 'memory', options: {}, close: async () => undefined };
}
