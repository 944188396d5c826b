import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow, type Session } from './support/accounts';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { balanceOf, book } from '../../server/users/balances';
import type { MarketService } from '../../server/market/marketService';
import { rangeMetrics } from '../../server/market/analytics';
import type { RealtimeAnswer } from '../../contracts';


describe.each(BACKENDS)('GET /api/realtime-asset on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
  }, 60_000);
  afterAll(async () => { await t.close(); });

  const realtime = (s: Session, tickers: string) => authed(t, s, 'GET', `/api/realtime-asset?tickers=${encodeURIComponent(tickers)}`);
  const withTokens = async (tokens: number): Promise<Awaited<ReturnType<typeof newSession>> & { userId: string }> => {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    if (tokens) await book(t.database.db, { userId: user.id, account: 'token', delta: tokens, reason: 'test top-up' });
    return { ...s, userId: user.id };
  };

  it('charges one token per ticker that delivers a real-time range', async () => {
    const s = await withTokens(5);
    const res = await realtime(s, 'SPY,QQQ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as RealtimeAnswer;
    expect(body.tokensCharged).toBe(2);
    expect(body.tokenBalance).toBe(3);
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(3);
    const spy = body.rtTickers.find((r) => r.ticker === 'SPY')!;
    const eod = market.store()!.row('SPY')!;
    expect(spy.latestSource).toBe('realtime');
    expect(spy.latestRTRangeDate).toBe(market.source.getQuote('SPY', TEST_MARKET_AT)!.time);
    expect(spy.latestPrice).toBe(market.source.getQuote('SPY', TEST_MARKET_AT)!.price);
    const lower = spy.lowerVolatilityRange as number;
    const upper = spy.upperVolatilityRange as number;
    expect(lower).toBeLessThan(upper);
    // The ranges move with the live price but stay close to the EOD ones.
    expect(Math.abs(lower / (eod.lowerVolatilityRange as number) - 1)).toBeLessThan(0.05);
    expect(spy.upside).toBeCloseTo(rangeMetrics(spy.latestPrice as number, lower, upper)!.upside, 9);
  });

  it('answers 765 and charges nothing when the tokens do not cover the request', async () => {
    const s = await withTokens(1);
    const body = expectError(await realtime(s, 'SPY,QQQ'), 402, 'Not enough Tokens to fulfill request', 765);
    expect(body).toMatchObject({ tokenBalance: 1, required: 2 });
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(1);
  });

  it('answers 766 and charges nothing when no range can be loaded', async () => {
    const s = await withTokens(5);
    const hidden = (market.store()!.columnValues('ticker') as string[]).find((x, i) => (market.store()!.columnValues('type') as string[])[i] === 'stock')!;
    const body = expectError(await realtime(s, `${hidden},NOSUCHTICKER`), 424, /could not be loaded/, 766);
    expect(body.errorTickers).toEqual([{ ticker: hidden, reason: 'notRevealed' }, { ticker: 'NOSUCHTICKER', reason: 'unknownTicker' }]);
    t.clock.now = new Date('2026-11-21T17:00:00Z');
    const closed = await signIn(t, s.account);
    const weekend = expectError(await realtime(closed, 'SPY'), 424, undefined, 766);
    expect(weekend.errorTickers).toEqual([{ ticker: 'SPY', reason: 'marketClosed' }]);
    t.clock.now = new Date(TEST_MARKET_AT);
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(5);
  });

  it('charges only the delivering tickers of a mixed request', async () => {
    const s = await withTokens(3);
    const body = (await realtime(s, 'SPY,NOSUCHTICKER')).json() as RealtimeAnswer;
    expect(body.rtTickers.map((r) => r.ticker)).toEqual(['SPY']);
    expect(body.errorTickers).toEqual([{ ticker: 'NOSUCHTICKER', reason: 'unknownTicker' }]);
    expect(body.tokenBalance).toBe(2);
  });

  it('spends exactly the balance under 50 concurrent requests', async () => {
    const s = await withTokens(10);
    const results = await Promise.all(Array.from({ length: 50 }, () => realtime(s, 'SPY')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 402)).toHaveLength(40);
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(0);
  });

  it('refuses bad input', async () => {
    const s = await withTokens(1);
    expectError(await authed(t, s, 'GET', '/api/realtime-asset'), 400, 'tickers is required.', 'INVALID_TICKERS');
    expectError(await realtime(s, 'SP Y;'), 400, /not a valid ticker/, 'INVALID_TICKERS');
    expectError(await realtime(s, Array.from({ length: 201 }, (_, i) => `T${i}`).join(',')), 400, undefined, 'TOO_MANY_TICKERS');
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(1);
  });
});

describe.each(BACKENDS)('heartbeat staleData on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
  }, 60_000);
  afterAll(async () => { await t.close(); });

  it('names the tickers whose fingerprint differs from the published one', async () => {
    const s = await signIn(t, { username: 'demofree', password: 'Demo1234' });
    const spy = market.fingerprints().get('SPY')!;
    const res = await authed(t, s, 'POST', '/api/heartbeat', { fingerprintMap: { SPY: spy, qqq: 'outdated', NOSUCHTICKER: 'x' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { staleData: string[] }).staleData).toEqual(['qqq']);
  });
});
