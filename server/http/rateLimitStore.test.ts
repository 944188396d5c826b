import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import { openDatabase, queryRows, type Database } from '../db/database';
import { databaseRateLimitStore } from './rateLimitStore';
import { WRITE_BEHIND_MS } from './countAhead';

let database: Database;
let store: FastifyRateLimitStore;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  const Store = databaseRateLimitStore(database.db);
  store = new Store({} as RateLimitPluginOptions);
}, 180_000);
afterAll(async () => database.close());

function hit(key: string, windowMs = 60_000, on: FastifyRateLimitStore = store, max = 1000): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => on.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs, max));
}

/** The counting statements among a spy's calls (a new store also sweeps ended windows once). */
function countingStatements(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([query]) => JSON.stringify(query).includes('INSERT INTO rate_limit_hits')).length;
}

async function storedCount(): Promise<number[]> {
  return (await queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limit_hits ORDER BY count`)).map((r) => Number(r.count));
}

describe('the database rate-limit store', () => {
  it('gives hits that arrive together their exact counts, one by one, in fewer statements than hits', async () => {
    const execute = vi.spyOn(database.db, 'execute');
    const counts = await Promise.all([...Array.from({ length: 20 }, () => hit('a')), ...Array.from({ length: 5 }, () => hit('b'))]);
    expect(counts.slice(0, 20).map((c) => c.current)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(counts.slice(20).map((c) => c.current)).toEqual([1, 2, 3, 4, 5]);
    expect(counts.every((c) => c.ttl > 50_000 && c.ttl <= 60_000)).toBe(true);
    expect(countingStatements(execute)).toBeLessThan(5);
    execute.mockRestore();
    // Later hits go on counting from there.
    expect((await hit('a')).current).toBe(21);
  });

  it('starts a new window once the window has ended', async () => {
    expect((await hit('short', 200)).current).toBe(1);
    expect((await hit('short', 200)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    const [first, second] = await Promise.all([hit('short', 200), hit('short', 200)]);
    expect([first!.current, second!.current]).toEqual([1, 2]);
  });

  it('answers every waiting hit with the error when the statement fails, and counts again afterwards', async () => {
    const execute = vi.spyOn(database.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
    const results = await Promise.allSettled([hit('c'), hit('c'), hit('d')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    execute.mockRestore();
    expect((await hit('c')).current).toBe(1);
    // The failed statement counted nothing: d has no row.
    const rows = await queryRows<{ count: number }>(database.db, sql`SELECT count FROM rate_limit_hits`);
    expect(rows.length).toBe(4);
  });

  it('counts ahead for a limiter that asks for it: far below the budget a hit is answered at once and written behind, near it every hit waits for its exact count', async () => {
    await database.db.execute(sql`DELETE FROM rate_limit_hits`);
    const Store = databaseRateLimitStore(database.db);
    const quota = new Store({} as RateLimitPluginOptions).child({ countAhead: true } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
    const execute = vi.spyOn(database.db, 'execute');
    // The first hit of the window waits for the database.
    expect((await hit('q', 60_000, quota, 10)).current).toBe(1);
    expect(countingStatements(execute)).toBe(1);
    // Up to half the budget (5 of 10): answered from this instance's count, before any statement ran.
    const answered: number[] = [];
    for (let i = 0; i < 4; i++) quota.incr('q', (err, result) => answered.push(result!.current), 60_000, 10);
    expect(answered).toEqual([2, 3, 4, 5]);
    // From there on each hit waits for its exact count, the written-behind hits included.
    expect((await hit('q', 60_000, quota, 10)).current).toBe(6);
    execute.mockRestore();
    await new Promise((r) => setTimeout(r, 50));
    expect(await storedCount()).toEqual([6]);
    // A limiter without it always waits.
    const plain = new Store({} as RateLimitPluginOptions).child({} as Parameters<FastifyRateLimitStore['child']>[0]);
    const waiting = vi.spyOn(database.db, 'execute');
    await hit('p', 60_000, plain, 10);
    await hit('p', 60_000, plain, 10);
    expect(countingStatements(waiting)).toBe(2);
    waiting.mockRestore();
  });

  it('writes the hits answered ahead behind, one count per key, within WRITE_BEHIND_MS', async () => {
    await database.db.execute(sql`DELETE FROM rate_limit_hits`);
    const Store = databaseRateLimitStore(database.db);
    const quota = new Store({} as RateLimitPluginOptions).child({ countAhead: true } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
    expect((await hit('w', 60_000, quota, 100)).current).toBe(1);
    const execute = vi.spyOn(database.db, 'execute');
    const answered = await Promise.all(Array.from({ length: 7 }, () => hit('w', 60_000, quota, 100)));
    expect(answered.map((a) => a.current)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(countingStatements(execute)).toBe(0);
    await new Promise((r) => setTimeout(r, WRITE_BEHIND_MS + 100));
    expect(countingStatements(execute)).toBe(1);
    execute.mockRestore();
    expect(await storedCount()).toEqual([8]);
  });
});
