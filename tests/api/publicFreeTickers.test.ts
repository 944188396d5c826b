import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError } from './support/accounts';
import { testMarket } from './support/testMarket';
import { DEFAULT_TICKERS } from '../../product/accountRules';
import type { MarketService } from '../../server/market/marketService';

describe.each(BACKENDS)('GET /api/public/freeTickers on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { market });
  }, 60_000);
  afterAll(async () => { await t.close(); });

  it('answers the seven free tickers from the published snapshot, without an account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/freeTickers' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json() as { sourceLabel: string; asOf: string; rows: Record<string, unknown>[]; chart: { ticker: string; closes: number[]; dates: string[] } };
    expect(body.sourceLabel).toBe('Demo data');
    expect(body.asOf).toBe(market.snapshot()!.asOf);
    expect(body.rows.map((r) => r.ticker)).toEqual([...DEFAULT_TICKERS]);
    const spy = market.store()!.row('SPY')!;
    expect(body.rows[0]).toMatchObject({ latestPrice: spy.latestPrice, lowerVolatilityRange: spy.lowerVolatilityRange, overallTARating: spy.overallTARating, h64: spy.h64 });
    // Only the listed fields: nothing else of the row leaves the server here.
    expect(Object.keys(body.rows[0]!).sort()).toEqual(['daily_percentChange', 'h64', 'latestPrice', 'lowerVolatilityRange', 'ltTARating', 'name', 'overallTARating', 'positionOnRange', 'ticker', 'upperVolatilityRange']);
    expect(body.chart.ticker).toBe('SPY');
    expect(body.chart.closes).toHaveLength(120);
    expect(body.chart.dates.at(-1)).toBe(spy.latestPriceDate);
    expect(body.chart.closes.at(-1)).toBeCloseTo(spy.latestPrice as number, 6);
  });
});

describe.each(BACKENDS)('GET /api/public/freeTickers before the first snapshot on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('answers 503 MARKET_LOADING', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/public/freeTickers' }), 503, /Market data is loading/, 'MARKET_LOADING');
  });
});
