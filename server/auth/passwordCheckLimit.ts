import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { passwordCheckCounts } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/database';

/**
 * The budget of password checks: every call that checks a password (POST /login, GET /signIn,
 * POST /checkPW, POST /changePW) counts against one budget of its client address
 * (RATE_LIMIT_LOGIN a minute, across all of them) and one of the account it checks
 * (RATE_LIMIT_LOGIN_ACCOUNT a minute, whichever addresses the checks come from). A check over
 * either budget answers 429 `RATE_LIMITED` before the password is looked at.
 *
 * The counts live in the database (password_check_counts), so that every server process of one
 * database shares them; each is a fixed window that starts with its first check, counted by one
 * atomic upsert, on the app's clock.
 */

/** Whose checks a count is: a client address, an account, or a sign-in name that matches no account. */
export type CheckCounter = { address: string } | { userId: string } | { unknownLogin: string };

function counterKey(counter: CheckCounter): string {
  const plain = 'address' in counter ? `address:${counter.address}`
    : 'userId' in counter ? `user:${counter.userId}`
      : `login:${counter.unknownLogin.trim().toLowerCase()}`;
  return createHash('sha256').update(plain).digest('hex');
}

const lastSweep = new WeakMap<Db, number>();

/** Counts one check; answers the count in the current window and when that window ends. */
async function countCheck(db: Db, counter: CheckCounter, rule: RateLimitRule, now: Date): Promise<{ count: number; resetAt: Date }> {
  const t = passwordCheckCounts;
  const nowIso = now.toISOString();
  const windowEndedIso = new Date(now.getTime() - rule.timeWindowMs).toISOString();
  const ended = sql`${t.windowStart} <= ${windowEndedIso}::timestamptz`;
  const rows = await db.insert(t)
    .values({ key: counterKey(counter), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      // Both expressions read the row as it was: a window that has ended starts afresh at now.
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.count} + 1 END`,
        windowStart: sql`CASE WHEN ${ended} THEN ${nowIso}::timestamptz ELSE ${t.windowStart} END`,
      },
    })
    .returning({ count: t.count, windowStart: t.windowStart });
  const row = rows[0]!;
  await sweep(db, rule, now);
  return { count: row.count, resetAt: new Date(row.windowStart.getTime() + rule.timeWindowMs) };
}

/** Deletes the rows of ended windows, at most once a window per process and database. */
async function sweep(db: Db, rule: RateLimitRule, now: Date): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < rule.timeWindowMs) return;
  lastSweep.set(db, now.getTime());
  await db.delete(passwordCheckCounts).where(lt(passwordCheckCounts.windowStart, new Date(now.getTime() - rule.timeWindowMs)));
}

/** "1 minute", "2 minutes", "45 seconds": when to try again, as @fastify/rate-limit words it for the other limits. */
function inWords(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/**
 * Counts one password check against a budget; over it, sets Retry-After and throws 429
 * RATE_LIMITED (the same answer as the other rate limits).
 */
export async function countPasswordCheck(app: FastifyInstance, reply: FastifyReply, counter: CheckCounter, rule: RateLimitRule): Promise<void> {
  const now = app.deps.now();
  const { count, resetAt } = await countCheck(app.deps.db, counter, rule, now);
  if (count <= rule.max) return;
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, `Too many requests. Please try again in ${inWords(seconds)}.`, 'RATE_LIMITED');
}

/** The address's budget, for a route's onRequest: counted before the body is read or validated. */
export function countAddressCheck(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return (request, reply) => countPasswordCheck(app, reply, { address: request.ip }, app.deps.config.rateLimits.login);
}

/** The account's budget (or, for a name that matches no account, that name's, so that both answer alike). */
export function countAccountCheck(app: FastifyInstance, reply: FastifyReply, account: { userId: string } | { unknownLogin: string }): Promise<void> {
  return countPasswordCheck(app, reply, account, app.deps.config.rateLimits.loginAccount);
}
