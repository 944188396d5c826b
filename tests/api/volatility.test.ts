/**
 * Issue 21 scope 3: GET /api/volatility, the six fixed groups of six with realised volatility over
 * 20 and 60 sessions and the implied-volatility figures; BASIC_OR_PREMIUM only (PREMIUM_NEEDED
 * otherwise), the IV figures for PREMIUM only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { users } from '../../server/db/schema';
import type { MarketService, MarketSnapshot } from '../../server/market/marketService';
import { logReturns, realisedVolatility } from '../../server/market/analytics';
import { VOLATILITY_GROUP_IDS, VOLATILITY_PAGE_GROUPS } from '../../product/volatilityRules';
import type { VolatilityAnswer } from '../../contracts';

describe.each(BACKENDS)('volatility page on %s', (backend) => {
  let market: MarketService;
  let snapshot: MarketSnapshot;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let basic: Session;
  let premium: Session;
  let loadingSession: Session;

  beforeAll(async () => {
    market = await testMarket();
    snapshot = market.snapshot()!;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    // demoelite becomes a basic member: BASIC_OR_PREMIUM without PREMIUM.
    const elite = await userRow(t, 'demoelite');
    await t.database.db.update(users).set({ plan: 'basic' }).where(eq(users.id, elite.id));
    [free, basic, premium, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demoelite'), demo(t, 'demopremium'), demo(loading, 'demopremium')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('needs a session (401), basic or premium (403 PREMIUM_NEEDED) and the market (503)', async () => {
    expectError(await call(t, null, 'GET', '/api/volatility'), 401);
    expectError(await call(t, free, 'GET', '/api/volatility'), 403, undefined, 'PREMIUM_NEEDED');
    expectError(await call(loading, loadingSession, 'GET', '/api/volatility'), 503, /Market data is loading/, 'MARKET_LOADING');
  });

  it('answers the six groups of six with realised volatility over 20 and 60 sessions and the snapshot\'s IV figures', async () => {
    const answer = ok<VolatilityAnswer>(await call(t, premium, 'GET', '/api/volatility'));
    expect(answer.asOfDate).toBe(snapshot.asOf);
    expect(answer.ivIncluded).toBe(true);
    expect(answer.groups.map((g) => g.id)).toEqual([...VOLATILITY_GROUP_IDS]);
    for (const group of answer.groups) {
      expect(group.rows.map((r) => r.ticker)).toEqual([...VOLATILITY_PAGE_GROUPS[group.id]]);
      for (const row of group.rows) {
        const full = snapshot.rows.row(row.ticker)!;
        expect(row.iv).toBe(full.volData.currentIV);
        expect(row.ivPremium).toBe(full.volData.currentPremium);
        expect(row.ivRank).toBe(full.volData.currentIVRank);
        expect(row.ivPercentile).toBe(full.volData.currentIVPercentile);
        // Recomputed from the source's closes as of the snapshot.
        const closes = market.source.getCandleColumns(row.ticker, { asOf: new Date(snapshot.at) })!.close;
        const perYear = row.ticker.startsWith('CRYPTO.') ? 365 : 252;
        const rv = (n: number) => realisedVolatility(logReturns(closes.subarray(closes.length - n - 1)), perYear);
        expect(row.rv20).toBeCloseTo(rv(20), 12);
        expect(row.rv60).toBeCloseTo(rv(60), 12);
        expect(row.rv20!).toBeGreaterThan(0.005);
        expect(row.rv20!).toBeLessThan(3);
      }
    }
    // The optioned funds carry IV; the spot currencies and coins do not.
    const byTicker = new Map(answer.groups.flatMap((g) => g.rows).map((r) => [r.ticker, r]));
    expect(byTicker.get('SPY')!.iv).toBeGreaterThan(0);
    expect(byTicker.get('SPY')!.ivPremium).toBeCloseTo(byTicker.get('SPY')!.iv! - snapshot.rows.row('SPY')!.volData.currentRV!, 12);
    expect(byTicker.get('EURUSD')!.iv).toBeNull();
    expect(byTicker.get('CRYPTO.BTC')!.iv).toBeNull();
    expect(byTicker.get('CRYPTO.BTC')!.rv60).toBeGreaterThan(0);
  });

  it('gives a basic member the realised volatilities without the IV figures', async () => {
    const answer = ok<VolatilityAnswer>(await call(t, basic, 'GET', '/api/volatility'));
    expect(answer.ivIncluded).toBe(false);
    const rows = answer.groups.flatMap((g) => g.rows);
    expect(rows.length).toBe(36);
    for (const row of rows) expect([row.iv, row.ivPremium, row.ivRank, row.ivPercentile]).toEqual([null, null, null, null]);
    const full = ok<VolatilityAnswer>(await call(t, premium, 'GET', '/api/volatility'));
    expect(rows.map((r) => r.rv20)).toEqual(full.groups.flatMap((g) => g.rows).map((r) => r.rv20));
  });

  it('ignores stray query parameters and refuses other methods', async () => {
    ok(await call(t, premium, 'GET', '/api/volatility?x=1'));
    expect((await call(t, premium, 'POST', '/api/volatility', {})).statusCode).toBe(404);
  });
});
