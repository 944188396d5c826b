/**
 * Issue 24 scope 3: the routes' rate limits (@fastify/rate-limit) are counted across instances,
 * in PostgreSQL (two apps on one database, no REDIS_URL) and in Redis (two apps with REDIS_URL,
 * each on its own embedded database, so that only Redis joins them). The route: the funnel's
 * username check, FUNNEL_RULES.availabilityChecksPerMinute per client address. Every run calls from
 * an address of its own, so that counts left in Redis by an earlier run do not matter.
 */
import net from 'node:net';
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { freshDatabase } from './support/testBackends';
import { expectError } from './support/accounts';
import { FUNNEL_RULES } from '../../product/registrationOffer';
import type { Database } from '../../server/db/database';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at the URL, within a second. */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (answer: boolean): void => { socket.destroy(); resolve(answer); };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d: Buffer) => done(d.toString().startsWith('+PONG')));
  });
}

const REDIS_UP = await redisAnswers(REDIS_URL);
if (!REDIS_UP) console.warn(`rateLimitAcrossInstances: no Redis answers at ${REDIS_URL}; the Redis suite is skipped (its name says so).`);

function anAddress(): string {
  return `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Calls the limited route on the apps in turn until one answers 429; answers how many were let through. */
async function checksUntilLimited(apps: TestApp[], remoteAddress: string): Promise<{ allowed: number; remaining: string[] }> {
  const remaining: string[] = [];
  for (let i = 0; i < FUNNEL_RULES.availabilityChecksPerMinute * apps.length + 1; i++) {
    const t = apps[i % apps.length]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/exclusive-funnel/check-username?username=nobody${i}`, remoteAddress });
    if (res.statusCode === 429) {
      // Redis words the rest of its window ("59 seconds"), the other stores the window ("1 minute").
      expectError(res, 429, /^Too many requests\. Please try again in (1 minute|\d{1,2} seconds)\.$/, 'RATE_LIMITED');
      return { allowed: i, remaining };
    }
    expect(res.statusCode, res.body).toBe(200);
    remaining.push(String(res.headers['x-ratelimit-remaining']));
  }
  return { allowed: Infinity, remaining };
}

/** Both apps' `createRateLimit` limiters of one key: 2 a window of 400 ms, counted together. */
async function shortWindowAcross(a: TestApp, b: TestApp): Promise<void> {
  const key = `short-window:${anAddress()}`;
  const options = { max: 2, timeWindow: 400, keyGenerator: () => key };
  const [limitA, limitB] = [a.app.createRateLimit(options), b.app.createRateLimit(options)];
  // The limiter reads only the route's config (for a group id) from the request.
  const request = { routeOptions: { config: {} } } as unknown as FastifyRequest;
  const exceeded = async (limit: typeof limitA): Promise<boolean> => {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded;
  };
  expect(await exceeded(limitA)).toBe(false);
  expect(await exceeded(limitB)).toBe(false);
  expect(await exceeded(limitA)).toBe(true);
  expect(await exceeded(limitB)).toBe(true);
  // The window ends for both: a new one starts with the next hit.
  await new Promise((r) => setTimeout(r, 450));
  expect(await exceeded(limitB)).toBe(false);
  expect(await exceeded(limitA)).toBe(false);
  expect(await exceeded(limitA)).toBe(true);
}

function expectCountedTogether(result: { allowed: number; remaining: string[] }): void {
  // One budget for both: per-instance counts would let twice as many through.
  expect(result.allowed).toBe(FUNNEL_RULES.availabilityChecksPerMinute);
  expect(result.remaining.slice(0, 4)).toEqual([1, 2, 3, 4].map((n) => String(FUNNEL_RULES.availabilityChecksPerMinute - n)));
}

describe.runIf(process.env.DATABASE_URL)('rate limits across two apps on one PostgreSQL database (no REDIS_URL)', () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    a = await createTestApp('postgres', { database });
    b = await createTestApp('postgres', { database });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('counts the funnel\'s username checks of one address on both apps against one budget', async () => {
    expectCountedTogether(await checksUntilLimited([a, b], anAddress()));
    // Another address has its own budget.
    const other = await b.app.inject({ method: 'GET', url: '/api/exclusive-funnel/check-username?username=someone', remoteAddress: anAddress() });
    expect(other.statusCode).toBe(200);
  });

  it('starts a new window for both once the window has ended (the database\'s clock)', async () => {
    await shortWindowAcross(a, b);
  });
});

describe.runIf(REDIS_UP)(`rate limits across two apps with REDIS_URL (runs only when Redis answers at ${REDIS_URL}; ${REDIS_UP ? 'it does' : 'it does not: skipped'})`, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Two embedded databases: nothing but Redis is shared.
    a = await createTestApp('pglite', { env: { REDIS_URL } });
    b = await createTestApp('pglite', { env: { REDIS_URL } });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts the funnel\'s username checks of one address on both apps against one budget', async () => {
    expectCountedTogether(await checksUntilLimited([a, b], anAddress()));
  });

  it('starts a new window for both once the window has ended (Redis\'s expiry)', async () => {
    await shortWindowAcross(a, b);
  });
});

describe('rate limits on the embedded database without REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp('pglite'); }, 180_000);
  afterAll(async () => { await t?.close(); });

  it('are counted in the process: the budget holds for one app', async () => {
    const result = await checksUntilLimited([t], anAddress());
    expectCountedTogether(result);
  });
});
