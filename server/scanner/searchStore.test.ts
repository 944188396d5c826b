import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { scannerSearches, users } from '../db/schema';
import { findReusable, lastSearch, recordSearch, SEARCHES_KEPT, touchSearch } from './searchStore';

describe('the stored scanner searches', () => {
  let database: Database;
  let userId: string;
  const at = new Date('2026-11-20T20:00:00Z');

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    const [user] = await database.db.insert(users).values({
      username: 'scan', usernameLower: 'scan', email: 'scan@example.com', passwordHash: 'x', firstname: 'S', lastname: 'S',
      countryCode: 'DE', agreeTermsOfUse: true, referralCode: 'scanref', product: 'test',
    }).returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => { await database?.close(); });

  const entry = (min: string) => [{ filterKey: 'upside', type: 'above' as const, min }];

  it('keeps the matched tickers exactly, in order, whatever they hold', async () => {
    const tickers = ['SPY', '^VVIX:^VIX', 'CRYPTO.BTC', 'NULL', 'A,B', 'QU"OTE', 'BACK\\SLASH', 'with space', '{}'];
    await recordSearch(database.db, { userId, queryKey: 'odd', filterQuery: entry('1'), tickers, asOf: '2026-11-19', at });
    const stored = await findReusable(database.db, userId, 'odd', new Date(at.getTime() - 1000));
    expect(stored?.tickers).toEqual(tickers);
    expect(stored?.total).toBe(tickers.length);
    expect(stored?.asOf).toBe('2026-11-19');
    await recordSearch(database.db, { userId, queryKey: 'none', filterQuery: entry('2'), tickers: [], asOf: null, at });
    expect((await lastSearch(database.db, userId))?.tickers).toEqual([]);
  });

  it('finds a reusable search only of the same key and younger than the bound', async () => {
    await recordSearch(database.db, { userId, queryKey: 'k1', filterQuery: entry('3'), tickers: ['SPY'], asOf: null, at });
    expect(await findReusable(database.db, userId, 'k1', new Date(at.getTime() - 1))).not.toBeNull();
    expect(await findReusable(database.db, userId, 'k1', at)).toBeNull();
    expect(await findReusable(database.db, userId, 'k2', new Date(0))).toBeNull();
  });

  it('answers the most recently used search, also within one clock tick, and keeps the last ones only', async () => {
    const first = await recordSearch(database.db, { userId, queryKey: 'a', filterQuery: entry('4'), tickers: ['A'], asOf: null, at });
    await recordSearch(database.db, { userId, queryKey: 'b', filterQuery: entry('5'), tickers: ['B'], asOf: null, at });
    expect((await lastSearch(database.db, userId))?.filterQuery).toEqual(entry('5'));
    await touchSearch(database.db, first.id, at);
    expect((await lastSearch(database.db, userId))?.id).toBe(first.id);
    for (let i = 0; i < SEARCHES_KEPT; i++) {
      await recordSearch(database.db, { userId, queryKey: `n${i}`, filterQuery: entry(String(10 + i)), tickers: ['C'], asOf: null, at });
    }
    const rows = await database.db.select().from(scannerSearches);
    expect(rows).toHaveLength(SEARCHES_KEPT);
    expect(rows.map((r) => r.queryKey)).not.toContain('a');
  });
});
