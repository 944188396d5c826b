/**
 * Issue 21 scope 2: the asset overview's nine groups (GET /api/overview/groups) and the user's own
 * asset groups (DomainAssetGroup through the generic entity and list calls): owner only, tickers
 * checked against the market, bad input 400 with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, type Session } from './support/accounts';
import { call, createEntity, demo, list, ok, type Envelope, type ListAnswer } from './support/engine';
import { entities } from '../../server/db/schema';
import type { MarketSnapshot } from '../../server/market/marketService';
import { OVERVIEW_GROUPS } from '../../server/market/source/tickerGroups';
import { ASSET_GROUP_MODEL, ASSET_GROUP_RULES } from '../../product/overviewRules';
import { OVERVIEW_GROUP_IDS, type OverviewAnswer } from '../../contracts';

const MODEL = ASSET_GROUP_MODEL;

describe.each(BACKENDS)('asset overview on %s', (backend) => {
  let snapshot: MarketSnapshot;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let premium: Session;
  let loadingSession: Session;

  beforeAll(async () => {
    const market = await testMarket();
    snapshot = market.snapshot()!;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, premium, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(loading, 'demofree')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  const stored = async (): Promise<number> => (await t.database.db.select().from(entities).where(eq(entities.model, MODEL))).length;

  it('needs a session (401) and the market (503 before the first snapshot)', async () => {
    expectError(await call(t, null, 'GET', '/api/overview/groups'), 401);
    expectError(await call(loading, loadingSession, 'GET', '/api/overview/groups'), 503, /Market data is loading/, 'MARKET_LOADING');
  });

  it('answers the nine groups in the document\'s order with each member\'s momentum and trend, free users included', async () => {
    const answer = ok<OverviewAnswer>(await call(t, free, 'GET', '/api/overview/groups'));
    expect(answer.asOfDate).toBe(snapshot.asOf);
    expect(answer.groups.map((g) => g.id)).toEqual([...OVERVIEW_GROUP_IDS]);
    for (const group of answer.groups) {
      const members = OVERVIEW_GROUPS.find((g) => g.id === group.id)!.tickers.filter((tk) => snapshot.rows.indexOf(tk) >= 0);
      expect(group.rows.map((r) => r.ticker)).toEqual(members);
      expect(group.rows.length).toBeGreaterThan(0);
      for (const row of group.rows) {
        const full = snapshot.rows.row(row.ticker)!;
        expect(row.trend).toBe(full.overallTARating ?? null);
        expect(row.momentum).toBe(full.ltTARating ?? null);
        expect(row.name).toBe(full.name);
      }
    }
    // The same for every member (not the reveal rules).
    expect(ok<OverviewAnswer>(await call(t, premium, 'GET', '/api/overview/groups'))).toEqual(answer);
  });

  it('creates, lists, renames and deletes a group of its owner only, the tickers normalised', async () => {
    const saved = await createEntity(t, free, MODEL, { title: '  Tech ', assets: ['aapl', ' MSFT', 'AAPL', 'crypto.btc'] });
    expect(saved.payload).toEqual({ title: 'Tech', assets: ['AAPL', 'MSFT', 'CRYPTO.BTC'] });
    expect(saved.createdBy).toBe('demofree');

    const mine = ok<ListAnswer>(await list(t, free, MODEL, { filterQuery: [{ filterKey: 'createdBy', type: 'eq', val: 'demofree' }], maxCacheAge: 300 }));
    expect(mine.rows.map((r) => r.payload.title)).toEqual(['Tech']);
    expect(mine.maxCacheAge).toBe(300);
    // Another member sees nothing of it, even when asking for it by name.
    const theirs = ok<ListAnswer>(await list(t, premium, MODEL, { filterQuery: [{ filterKey: 'createdBy', type: 'eq', val: 'demofree' }] }));
    expect(theirs.rows).toEqual([]);
    expectError(await call(t, premium, 'GET', `/api/entities/${MODEL}/${saved.id}`), 404);
    expectError(await call(t, premium, 'PUT', `/api/entities/${MODEL}`, { id: saved.id, payload: { title: 'Mine now' }, screen: 'rename' }), 404);
    expectError(await call(t, premium, 'DELETE', `/api/entities/${MODEL}?id=${saved.id}`), 404);

    // Rename keeps the tickers; a change of tickers is checked again.
    const renamed = ok<{ data: Envelope }>(await call(t, free, 'PUT', `/api/entities/${MODEL}`, { id: saved.id, payload: { title: 'Big tech' }, screen: 'rename' })).data;
    expect(renamed.payload).toEqual({ title: 'Big tech', assets: ['AAPL', 'MSFT', 'CRYPTO.BTC'] });
    expect(ok<ListAnswer>(await list(t, free, MODEL)).rows.map((r) => r.payload.title)).toEqual(['Big tech']);
    expectError(await call(t, free, 'PUT', `/api/entities/${MODEL}`, { id: saved.id, payload: { title: 'X', assets: ['NOPE123'] } }), 400, /NOPE123/, 'UNKNOWN_TICKERS');
    expect(ok<{ data: Envelope }>(await call(t, free, 'GET', `/api/entities/${MODEL}/${saved.id}`)).data.payload.assets).toEqual(['AAPL', 'MSFT', 'CRYPTO.BTC']);

    expect(ok(await call(t, free, 'DELETE', `/api/entities/${MODEL}?id=${saved.id}`))).toEqual({ success: true });
    expect(ok<ListAnswer>(await list(t, free, MODEL)).rows).toEqual([]);
    expectError(await call(t, free, 'GET', `/api/entities/${MODEL}/${saved.id}`), 404);
  });

  it('refuses bad groups with a 400 and stores nothing', async () => {
    const before = await stored();
    const post = (payload: unknown) => call(t, free, 'POST', `/api/entities/${MODEL}`, { payload });
    expectError(await post({ title: '', assets: ['SPY'] }), 400, undefined, 'VALIDATION_FAILED');
    expectError(await post({ title: 'No tickers', assets: [] }), 400, undefined, 'VALIDATION_FAILED');
    expectError(await post({ title: 'Unknown', assets: ['SPY', 'ZZZZQ9'] }), 400, 'Unknown tickers: ZZZZQ9', 'UNKNOWN_TICKERS');
    expectError(await post({ title: 'Bad symbol', assets: ['<script>'] }), 400, undefined, 'UNKNOWN_TICKERS');
    expectError(await post({ title: 'x'.repeat(61), assets: ['SPY'] }), 400, undefined, 'VALIDATION_FAILED');
    expectError(await post({ title: 'Many', assets: Array.from({ length: ASSET_GROUP_RULES.maxAssets + 1 }, (_, i) => `T${i}`) }), 400);
    expectError(await post({ title: 'Wrong type', assets: 'SPY' }), 400, undefined, 'VALIDATION_FAILED');
    expectError(await post({ title: 'Extra', assets: ['SPY'], owner: 'demopremium' }), 400);
    expect(await stored()).toBe(before);
  });

  it('keeps at most the product\'s number of groups per member', async () => {
    const db = t.database.db;
    const who = (await call(t, premium, 'POST', `/api/entities/${MODEL}`, { payload: { title: 'First', assets: ['SPY'] } }));
    const first = ok<{ data: Envelope }>(who).data;
    const owner = (await db.select().from(entities).where(eq(entities.id, first.id)))[0]!;
    await db.insert(entities).values(Array.from({ length: ASSET_GROUP_RULES.maxGroups - 1 }, (_, i) => ({
      model: MODEL, createdBy: owner.createdBy, createdByName: owner.createdByName, payload: { title: `G${i}`, assets: ['SPY'] },
      creationDate: new Date(), updatedAt: new Date(),
    })));
    expectError(await call(t, premium, 'POST', `/api/entities/${MODEL}`, { payload: { title: 'One too many', assets: ['QQQ'] } }), 400, /at most/, 'TOO_MANY_GROUPS');
    // Another member is not affected; renaming one's own still works.
    await createEntity(t, free, MODEL, { title: 'Free one', assets: ['GLD'] });
    ok(await call(t, premium, 'PUT', `/api/entities/${MODEL}`, { id: first.id, payload: { title: 'Renamed' }, screen: 'rename' }));
    await db.delete(entities).where(and(eq(entities.model, MODEL)));
  });
});
