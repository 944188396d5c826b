/**
 * Issue 23 scope 1: GET /api/gamma/{ticker}?allowDelay and GET /api/gamma-overview. The levels
 * are checked against the df_agg rows and the profile they come from; the real-time report costs
 * 5 tokens through the ledger (765 and nothing charged when short); delayed levels are the
 * snapshot's; the plan and reveal rules; bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { balanceLedger, users } from '../../server/db/schema';
import { balanceOf, book } from '../../server/users/balances';
import type { MarketService, MarketSnapshot } from '../../server/market/marketService';
import { ELITE_NEEDED, GAMMA_RULES, GAMMA_TICKERS } from '../../product/gammaRules';
import type { GammaAnswer, GammaOverviewAnswer, GammaReportData, SessionUser } from '../../contracts';

const report = (answer: GammaAnswer): GammaReportData => {
  expect(answer.gamma).toHaveProperty('quote');
  return answer.gamma as GammaReportData;
};

/** The strike of the row with the largest `value` (the first on ties, rows ascending by strike). */
function argmax<R extends { strike_price: number }>(rows: readonly R[], value: (r: R) => number): number {
  let best = rows[0]!;
  for (const r of rows) if (value(r) > value(best)) best = r;
  return best.strike_price;
}

describe.each(BACKENDS)('gamma calls on %s', (backend) => {
  let market: MarketService;
  let snapshot: MarketSnapshot;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let premium: Session;
  let elite: Session;
  let loadingSession: Session;

  /** A new Elite member with `tokens` tokens. */
  async function eliteWith(tokens: number): Promise<Session & { userId: string }> {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, user.id));
    if (tokens) await book(t.database.db, { userId: user.id, account: 'token', delta: tokens, reason: 'test top-up' });
    return { ...s, userId: user.id };
  }
  const gamma = (s: Session, ticker: string, allowDelay?: boolean) =>
    call(t, s, 'GET', `/api/gamma/${encodeURIComponent(ticker)}${allowDelay === undefined ? '' : `?allowDelay=${allowDelay}`}`);
  const ledgerRows = async (userId: string) => (await t.database.db.select().from(balanceLedger).where(eq(balanceLedger.userId, userId))).length;

  beforeAll(async () => {
    market = await testMarket();
    snapshot = market.snapshot()!;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, premium, elite, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoelite'), demo(loading, 'demoelite')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('needs a session (401), the Elite plan (403 ELITE_NEEDED), good input (400) and the market (503)', async () => {
    expectError(await call(t, null, 'GET', '/api/gamma/SPY'), 401);
    expectError(await call(t, null, 'GET', '/api/gamma-overview'), 401);
    expectError(await gamma(premium, 'SPY'), 403, /Elite plan/, ELITE_NEEDED);
    expectError(await gamma(free, 'SPY', false), 403, undefined, ELITE_NEEDED);
    expectError(await gamma(elite, 'SP Y;'), 400, /not a valid ticker/, 'INVALID_TICKERS');
    expectError(await call(t, elite, 'GET', '/api/gamma/SPY?allowDelay=maybe'), 400);
    expectError(await call(t, elite, 'GET', '/api/gamma/SPY?allowDelay=true&extra=1'), 400);
    expectError(await call(loading, loadingSession, 'GET', '/api/gamma/SPY'), 503, /Market data is loading/, 'MARKET_LOADING');
    expectError(await call(loading, loadingSession, 'GET', '/api/gamma-overview'), 503, undefined, 'MARKET_LOADING');
  });

  it('answers the delayed report of the last close for free: walls from the df_agg rows, the flip where the profile changes sign', async () => {
    const s = await eliteWith(7);
    for (const ticker of GAMMA_TICKERS) {
      const answer = ok<GammaAnswer>(await gamma(s, ticker, true));
      const g = report(answer);
      expect(answer).toMatchObject({ ticker, mode: 'delayed', tokensCharged: 0, tokenBalance: null, asOf: snapshot.at });
      const rows = answer.df_agg;
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.map((r) => r.strike_price)).toEqual([...rows.map((r) => r.strike_price)].sort((a, b) => a - b));
      for (const r of rows) {
        expect(r.GEX_call).toBeGreaterThanOrEqual(0);
        expect(r.GEX_put).toBeLessThanOrEqual(0);
        expect(r.total_gamma).toBeCloseTo(r.GEX_call + r.GEX_put, 3);
      }
      // Dollars per 1 % move: the index funds' walls carry millions at least.
      expect(Math.max(...rows.map((r) => Math.abs(r.total_gamma)))).toBeGreaterThan(1e6);
      expect(g.callWallLevel).toBe(argmax(rows, (r) => r.GEX_call));
      expect(g.putWallLevel).toBe(argmax(rows, (r) => -r.GEX_put));
      expect(g.absoluteGammaLevel).toBe(argmax(rows, (r) => r.GEX_call - r.GEX_put));
      // The profile: 81 levels from 80 % to 120 % of the spot; the flip between the two levels around a change of sign.
      const spot = g.quote.current_price;
      expect(g.levels).toHaveLength(81);
      expect(g.levels[0]).toBeCloseTo(spot * 0.8, 9);
      expect(g.levels[80]).toBeCloseTo(spot * 1.2, 9);
      expect(g.totalGamma).toHaveLength(81);
      expect(g.totalGammaExNext).toHaveLength(81);
      expect(g.totalGammaExFri).toHaveLength(81);
      const crossings: number[] = [];
      for (let i = 0; i + 1 < g.levels.length; i++) {
        const a = g.totalGamma[i]!;
        const b = g.totalGamma[i + 1]!;
        if (Math.sign(a) !== Math.sign(b) && a !== 0 && b !== 0) crossings.push(g.levels[i]! + ((g.levels[i + 1]! - g.levels[i]!) * a) / (a - b));
      }
      if (crossings.length === 0) expect(g.zeroGamma).toBeNull();
      else {
        const nearest = crossings.reduce((x, y) => (Math.abs(y - spot) < Math.abs(x - spot) ? y : x));
        expect(g.zeroGamma).toBeCloseTo(nearest, 6);
        const i = g.levels.findIndex((l) => l > g.zeroGamma!);
        expect(Math.sign(g.totalGamma[i - 1]!)).not.toBe(Math.sign(g.totalGamma[i]!));
      }
      expect(g.nextExpiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(g.nextMonthlyExp).toMatch(/^(\d{4}-\d{2}-\d{2}|NaT)$/);
      // The delayed levels are the snapshot row's (the overview's and the tables').
      const levels = snapshot.rows.row(ticker)!.gammaMetrics.gamma;
      expect({ put: g.putWallLevel, call: g.callWallLevel, flip: g.zeroGamma, abs: g.absoluteGammaLevel })
        .toEqual({ put: levels.putWallLevel, call: levels.callWallLevel, flip: levels.zeroGamma, abs: levels.absGammaLevel });
    }
    // allowDelay is true by default; nothing was charged.
    expect(ok<GammaAnswer>(await gamma(s, 'SPY')).mode).toBe('delayed');
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(7);
  });

  it('charges 5 tokens for a real-time report computed from the current chain', async () => {
    const s = await eliteWith(12);
    const rows = await ledgerRows(s.userId);
    const answer = ok<GammaAnswer>(await gamma(s, 'SPY', false));
    const g = report(answer);
    expect(answer).toMatchObject({ mode: 'realtime', tokensCharged: GAMMA_RULES.realtimeTokenCost, tokenBalance: 7 });
    expect(GAMMA_RULES.realtimeTokenCost).toBe(5);
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(7);
    expect(await ledgerRows(s.userId)).toBe(rows + 1);
    // The live quote of the session.
    expect(g.quote.current_price).toBe(market.source.getQuote('SPY', TEST_MARKET_AT)!.price);
    expect(g.callWallLevel).toBe(argmax(answer.df_agg, (r) => r.GEX_call));
    expect(g.putWallLevel).toBe(argmax(answer.df_agg, (r) => -r.GEX_put));
    const balance = ok<{ tokenBalance: number }>(await call(t, s, 'GET', '/api/userBalance'));
    expect(balance.tokenBalance).toBe(7);
  });

  it('answers 765 and charges nothing when the tokens do not cover a real-time report', async () => {
    const s = await eliteWith(4);
    const rows = await ledgerRows(s.userId);
    const body = expectError(await gamma(s, 'QQQ', false), 402, 'Not enough Tokens to fulfill request', 765);
    expect(body).toMatchObject({ tokenBalance: 4, required: 5 });
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(4);
    expect(await ledgerRows(s.userId)).toBe(rows);
  });

  it('answers an empty gamma object and charges nothing for an unknown ticker or one without options', async () => {
    const s = await eliteWith(10);
    for (const allowDelay of [true, false]) {
      const unknown = ok<GammaAnswer>(await gamma(s, 'nosuchticker', allowDelay));
      expect(unknown).toMatchObject({ gamma: {}, df_agg: [], ticker: 'NOSUCHTICKER', tokensCharged: 0, asOf: null });
      const noOptions = ok<GammaAnswer>(await gamma(s, '^VIX', allowDelay));
      expect(noOptions).toMatchObject({ gamma: {}, df_agg: [], tokensCharged: 0 });
    }
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(10);
  });

  it('serves a ticker the member sees: free, revealed or a gamma ticker (409 TICKER_NOT_REVEALED otherwise)', async () => {
    const s = await eliteWith(10);
    const store = market.store()!;
    const types = store.columnValues('type') as string[];
    const hidden = (store.columnValues('ticker') as string[]).find((x, i) => types[i] === 'stock' && computeHasOptions(x))!;
    expect(hidden).toBeTruthy();
    expectError(await gamma(s, hidden), 409, /not revealed/, 'TICKER_NOT_REVEALED');
    expectError(await gamma(s, hidden, false), 409, undefined, 'TICKER_NOT_REVEALED');
    expect(await balanceOf(t.database.db, s.userId, 'token')).toBe(10);
    // IWM is neither free nor revealed, but a gamma ticker.
    expect(report(ok<GammaAnswer>(await gamma(s, 'IWM'))).callWallLevel).not.toBeNull();
    expect(ok(await call(t, s, 'POST', '/api/activate-assets', { tickers: [hidden] }))).toBeTruthy();
    expect(ok<GammaAnswer>(await gamma(s, hidden)).df_agg.length).toBeGreaterThan(0);
  });

  it('answers the overview of the gamma tickers to every member and the quick list to Elite members', async () => {
    const levelsOf = (ticker: string) => {
      const g = snapshot.rows.row(ticker)!.gammaMetrics.gamma;
      return { gamma: { putWallLevel: g.putWallLevel, callWallLevel: g.callWallLevel, zeroGamma: g.zeroGamma } };
    };
    const forFree = ok<GammaOverviewAnswer>(await call(t, free, 'GET', '/api/gamma-overview'));
    expect(Object.keys(forFree)).toEqual([...GAMMA_TICKERS]);
    for (const ticker of GAMMA_TICKERS) expect(forFree[ticker]).toEqual(levelsOf(ticker));
    expect(forFree.SPY!.gamma.callWallLevel).not.toBeNull();

    const s = await eliteWith(0);
    const store = market.store()!;
    const types = store.columnValues('type') as string[];
    const hidden = (store.columnValues('ticker') as string[]).find((x, i) => types[i] === 'stock' && computeHasOptions(x))!;
    const user = ok<SessionUser>(await call(t, s, 'POST', '/api/userData', { settings: { gammaQuickList: ['GLD', hidden, 'SPY', 'NOSUCHTICKER'] } }));
    expect(user.settings.gammaQuickList).toEqual(['GLD', hidden, 'SPY', 'NOSUCHTICKER']);
    const forElite = ok<GammaOverviewAnswer>(await call(t, s, 'GET', '/api/gamma-overview'));
    // The gamma tickers, then the quick list's known tickers the member sees (GLD is free; the stock is not revealed).
    expect(Object.keys(forElite)).toEqual([...GAMMA_TICKERS, 'GLD']);
    expect(forElite.GLD).toEqual(levelsOf('GLD'));
    // A premium member's stored list (the page is Elite) adds nothing.
    await call(t, premium, 'POST', '/api/userData', { settings: { gammaQuickList: ['GLD'] } });
    expect(Object.keys(ok<GammaOverviewAnswer>(await call(t, premium, 'GET', '/api/gamma-overview')))).toEqual([...GAMMA_TICKERS]);
  });

  it('keeps the quick list to 20 distinct upper-case tickers (400 and nothing saved otherwise)', async () => {
    const s = await eliteWith(0);
    ok(await call(t, s, 'POST', '/api/userData', { settings: { gammaQuickList: ['SPY'] } }));
    const tooMany = Array.from({ length: GAMMA_RULES.quickListMax + 1 }, (_, i) => `T${i}`);
    for (const bad of [tooMany, ['spy'], ['SPY', 'SPY'], ['<b>'], [''], 'SPY', [5]]) {
      expectError(await call(t, s, 'POST', '/api/userData', { settings: { gammaQuickList: bad } }), 400);
    }
    const saved = ok<SessionUser>(await call(t, s, 'GET', '/api/userData'));
    expect(saved.settings.gammaQuickList).toEqual(['SPY']);
    const twenty = tooMany.slice(0, GAMMA_RULES.quickListMax);
    expect(ok<SessionUser>(await call(t, s, 'POST', '/api/userData', { settings: { gammaQuickList: twenty } })).settings.gammaQuickList).toEqual(twenty);
  });

  /** Whether the source lists options for a ticker (a chain at the snapshot instant). */
  function computeHasOptions(ticker: string): boolean {
    return (market.source.getOptionChain(ticker, new Date(snapshot.at))?.contracts.length ?? 0) > 0;
  }
});
