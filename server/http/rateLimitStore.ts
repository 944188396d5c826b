/**
 * Where the routes' own rate limits (@fastify/rate-limit, a route's `config.rateLimit`) are
 * counted, so that several instances count one budget:
 * - REDIS_URL set: in that Redis, by the plugin's own Redis store (ioredis);
 * - else on PostgreSQL (`deps.cluster`): in the table rate_limit_hits, a fixed window per route and
 *   caller counted by one atomic upsert, as the password checks are (server/auth/passwordCheckLimit.ts),
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

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The ended windows are deleted at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/** What the plugin hands `child()`: a route's merged options, with the route itself under `routeInfo`. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store of @fastify/rate-limit on the database: `incr` counts one hit of `key` in its window
 * and answers the count and the milliseconds left of the window, in one statement.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const sweeper = { last: 0 };

  async function sweep(): Promise<void> {
    const now = Date.now();
    if (now - sweeper.last < SWEEP_EVERY_MS) return;
    sweeper.last = now;
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    private keyOf(key: string): string {
      return createHash('sha256').update(`${this.prefix}${key}`).digest('hex');
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, _max: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      // A window that has ended starts afresh; both CASEs read the row as it was.
      queryRows<{ count: number; ttl: string | number }>(db, sql`
        INSERT INTO rate_limit_hits AS h (key, reset_at, count)
        VALUES (${this.keyOf(key)}, now() + ${windowMs} * interval '1 millisecond', 1)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN h.reset_at <= now() THEN 1 ELSE h.count + 1 END,
          reset_at = CASE WHEN h.reset_at <= now() THEN EXCLUDED.reset_at ELSE h.reset_at END
        RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::bigint AS ttl`)
        .then((rows) => {
          const row = rows[0]!;
          callback(null, { current: Number(row.count), ttl: Number(row.ttl) });
          // A failed sweep only leaves ended rows for the next one (a minute later); the hit is counted.
          sweep().catch(() => undefined);
        }, (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
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
      return new DatabaseRateLimitStore(`${this.prefix}${method}${merged.routeInfo?.url ?? ''}-`);
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
