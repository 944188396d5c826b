import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow, type Session } from './support/accounts';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { users } from '../../server/db/schema';
import type { MarketService } from '../../server/market/marketService';
import type { ActivationAnswer } from '../../contracts';

type Activation = ActivationAnswer;

const DAY = 24 * 60 * 60 * 1000;

describe.each(BACKENDS)('POST /api/activate-assets on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  let stocks: string[];
  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    const tickers = market.store()!.columnValues('ticker') as string[];
    const types = market.store()!.columnValues('type') as string[];
    stocks = tickers.filter((_, i) => types[i] === 'stock').slice(0, 40);
  }, 60_000);
  afterAll(async () => { await t.close(); });

  const activate = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/activate-assets', body);
  const activateOk = async (s: Session, body: unknown): Promise<Activation> => {
    const res = await activate(s, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Activation;
  };

  it('spends one EOD request per new billable ticker and none for free, active or unknown ones', async () => {
    const s = await newSession(t);
    const first = await activateOk(s, [stocks[0], 'spy', '^VVIX:^VIX', 'NOSUCHTICKER']);
    expect(first.activatedTickers).toEqual([stocks[0]]);
    expect(first.nonBillableTickers).toEqual(['SPY', '^VVIX:^VIX']);
    expect(first.unknownTickers).toEqual(['NOSUCHTICKER']);
    expect(first).toMatchObject({ tickersInLastMonth: 1, tickersPerMonth: 3, tokenBalance: 0 });
    const again = await activateOk(s, { tickers: [stocks[0], stocks[1]] });
    expect(again.alreadyActiveTickers).toEqual([stocks[0]]);
    expect(again.activatedTickers).toEqual([stocks[1]]);
    expect(again.tickersInLastMonth).toBe(2);
    const data = (await authed(t, s, 'GET', '/api/userData')).json() as { rawUserData: { tickersInLastMonth: number; tickersPerMonth: number } };
    expect(data.rawUserData).toEqual({ tickersInLastMonth: 2, tickersPerMonth: 3 });
  });

  it('answers 429 and changes nothing when the allowance does not cover the request', async () => {
    const s = await newSession(t);
    const body = expectError(await activate(s, stocks.slice(0, 4)), 429, /does not allow adding further tickers/, 'TICKER_LIMIT');
    expect(body).toMatchObject({ tickersInLastMonth: 0, tickersPerMonth: 3, requested: 4 });
    const used = await activateOk(s, stocks.slice(0, 3));
    expect(used.tickersInLastMonth).toBe(3);
    expectError(await activate(s, [stocks[3]]), 429, undefined, 'TICKER_LIMIT');
    // Free tickers still pass when the allowance is used up.
    expect((await activateOk(s, ['QQQ'])).nonBillableTickers).toEqual(['QQQ']);
  });

  it('never lets concurrent requests spend more than the allowance', async () => {
    const s = await newSession(t);
    const results = await Promise.all(stocks.slice(10, 20).map((ticker) => activate(s, [ticker])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
    const data = (await authed(t, s, 'GET', '/api/userData')).json() as { rawUserData: { tickersInLastMonth: number } };
    expect(data.rawUserData.tickersInLastMonth).toBe(3);
  });

  it('rolls the allowance over on the monthly anniversary; activations last 30 days', async () => {
    const s = await newSession(t);
    await activateOk(s, stocks.slice(20, 23));
    const user = await userRow(t, s.username);
    t.clock.now = new Date(user.activationDate.getTime() + 29 * DAY);
    const renewed = await signIn(t, s.account);
    expect((await activateOk(renewed, [stocks[20]])).alreadyActiveTickers).toEqual([stocks[20]]);
    expectError(await activate(renewed, [stocks[23]]), 429, undefined, 'TICKER_LIMIT');
    t.clock.now = new Date(user.activationDate.getTime() + 32 * DAY);
    const later = await signIn(t, s.account);
    const next = await activateOk(later, [stocks[20], stocks[23]]);
    expect(next.activatedTickers).toEqual([stocks[20], stocks[23]]);
    expect(next.tickersInLastMonth).toBe(2);
    t.clock.now = new Date(TEST_MARKET_AT);
  });

  it('uses the plan allowance: Premium has 50', async () => {
    const premium = await signIn(t, { username: 'demopremium', password: 'Demo1234' });
    const result = await activateOk(premium, stocks.slice(0, 5));
    expect(result.tickersPerMonth).toBe(50);
    expect(result.tickersInLastMonth).toBe(5);
  });

  it('needs the Crypto module for crypto tickers', async () => {
    const s = await newSession(t);
    expectError(await activate(s, ['CRYPTO.BTC']), 400, /crypto subscription/, 'CRYPTO_MODULE_REQUIRED');
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({ extraModules: ['Crypto'] }).where(eq(users.id, user.id));
    expect((await activateOk(s, ['CRYPTO.BTC'])).nonBillableTickers).toEqual(['CRYPTO.BTC']);
  });

  it('refuses bad input and anonymous calls', async () => {
    const s = await newSession(t);
    expectError(await activate(s, { tickers: 5 }), 400, 'Tickers must be text.', 'INVALID_TICKERS');
    expectError(await activate(s, []), 400, 'tickers is required.', 'INVALID_TICKERS');
    expectError(await activate(s, ['A;DROP']), 400, /not a valid ticker/, 'INVALID_TICKERS');
    expectError(await activate(s, Array.from({ length: 201 }, (_, i) => `T${i}`)), 400, 'At most 200 tickers per request.', 'TOO_MANY_TICKERS');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/activate-assets', payload: ['AAPL'] });
    expect(anonymous.statusCode).toBe(401);
    const data = (await authed(t, s, 'GET', '/api/userData')).json() as { rawUserData: { tickersInLastMonth: number } };
    expect(data.rawUserData.tickersInLastMonth).toBe(0);
  });
});

describe.each(BACKENDS)('asset calls without market data on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  it('answer 503 MARKET_LOADING', async () => {
    const s = await signIn(t, { username: 'demofree', password: 'Demo1234' });
    expectError(await authed(t, s, 'POST', '/api/activate-assets', ['SPY']), 503, /Market data is loading/, 'MARKET_LOADING');
    expectError(await authed(t, s, 'GET', '/api/realtime-asset?tickers=SPY'), 503, /Market data is loading/, 'MARKET_LOADING');
  });
});
