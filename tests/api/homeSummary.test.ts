import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations } from '../../server/assets/activeTickers';
import { users, watchlists } from '../../server/db/schema';
import type { MarketSnapshot } from '../../server/market/marketService';
import { rankTopSignals, signalScore } from '../../server/home/topSignals';
import { snapshotFieldsOf } from '../../server/home/snapshotFields';
import { DEFAULT_MAIN_MARKETS, GAMMA_TICKERS, HOME_RULES, HOME_STRIP } from '../../product/homeRules';
import { DEFAULT_TICKERS } from '../../product/accountRules';
import type {
  GammaOverviewAnswer, HomeStripAnswer, MainMarketsAnswer, MostHeldAnswer, MostWatchedAnswer, TopSignalsAnswer,
} from '../../contracts';

/** Issue 21: the home's calls (/api/home/*) and the summary's (/api/summary/*). */

const ACTIVATED = ['AAPL', 'NVDA', 'AMZN', 'MSFT', 'JPM'];

describe.each(BACKENDS)('home and summary calls on %s', (backend) => {
  let snapshot: MarketSnapshot;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let premium: Session;
  let elite: Session;
  let loadingSession: Session;

  const get = <T>(s: Session | null, url: string): Promise<T> => call(t, s, 'GET', url).then((res) => ok<T>(res));

  beforeAll(async () => {
    const market = await testMarket();
    snapshot = market.snapshot()!;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, premium, elite, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoelite'), demo(loading, 'demofree')]);
    const id = async (name: string): Promise<string> => (await userRow(t, name)).id;
    const [freeId, premiumId, eliteId, cmsId, adminId] = await Promise.all(['demofree', 'demopremium', 'demoelite', 'democms', 'demoadmin'].map(id));
    await recordActivations(t.database.db, eliteId!, ACTIVATED, true, t.clock.now);
    // The lists, by hand: HOMEA is in 3 portfolios (one in lower case), HOMEB and HOMEC in 1;
    // HOMEW is in the watchlists of 3 members (twice for demofree, once a crypto watchlist), and
    // in an alerts list, which is no watchlist.
    const db = t.database.db;
    await db.update(users).set({ dashboardList: ['HOMEA', 'HOMEB'] }).where(eq(users.id, freeId!));
    await db.update(users).set({ dashboardList: ['HOMEA', 'SPY'] }).where(eq(users.id, premiumId!));
    await db.update(users).set({ dashboardList: ['homea', 'HOMEC', 'AAPL', 'NVDA'], cryptoList: ['HOMEX'] }).where(eq(users.id, eliteId!));
    await db.update(users).set({ dashboardList: [] }).where(eq(users.id, cmsId!));
    await db.update(users).set({ dashboardList: [] }).where(eq(users.id, adminId!));
    await db.delete(watchlists);
    await db.insert(watchlists).values([
      { ownerId: freeId!, name: 'One', wlType: 'GENERAL', tickers: ['HOMEW', 'HOMEB'] },
      { ownerId: freeId!, name: 'Two', wlType: 'GENERAL', tickers: ['HOMEW'] },
      { ownerId: premiumId!, name: 'Mine', wlType: 'GENERAL', tickers: ['HOMEW'] },
      { ownerId: eliteId!, name: 'Coins', wlType: 'CRYPTO', tickers: ['HOMEW', 'HOMEX'] },
      { ownerId: cmsId!, name: 'Server-Side Alerts', wlType: 'ALERTS', tickers: ['HOMEW', 'HOMEZ'] },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('needs a session for every call (401), and the market (503 before the first snapshot)', async () => {
    for (const url of ['/api/home/strip', '/api/home/main-markets', '/api/gamma-overview', '/api/home/most-watched', '/api/summary/top?scope=all', '/api/summary/most-held?kind=portfolio']) {
      expectError(await call(t, null, 'GET', url), 401);
    }
    for (const url of ['/api/home/strip', '/api/home/main-markets', '/api/gamma-overview', '/api/summary/top?scope=all']) {
      expectError(await call(loading, loadingSession, 'GET', url), 503, /Market data is loading/, 'MARKET_LOADING');
    }
  });

  it('answers the home strip in the product\'s order with each percent change', async () => {
    const answer = await get<HomeStripAnswer>(free, '/api/home/strip');
    expect(answer.asOfDate).toBe(snapshot.asOf);
    expect(answer.items.map((i) => i.ticker)).toEqual([...HOME_STRIP]);
    for (const item of answer.items) {
      const row = snapshot.rows.row(item.ticker)!;
      expect(item).toEqual({ ticker: row.ticker, name: row.name, latestPrice: row.latestPrice, percentChange: row.daily_percentChange });
    }
  });

  it('answers the main markets with range position, trend and momentum, for a free user too', async () => {
    const answer = await get<MainMarketsAnswer>(free, '/api/home/main-markets');
    expect(answer.rows.map((r) => r.ticker)).toEqual([...DEFAULT_MAIN_MARKETS]);
    const uup = snapshot.rows.row('UUP')!;
    expect(answer.rows.find((r) => r.ticker === 'UUP')).toMatchObject({ positionOnRange: uup.positionOnRange, trend: uup.overallTARating, momentum: uup.ltTARating });
  });

  it('answers "Gamma at open" (the gamma overview) with the levels of SPY, QQQ, IWM and TLT, for a free user too', async () => {
    const answer = await get<GammaOverviewAnswer>(free, '/api/gamma-overview');
    expect(Object.keys(answer)).toEqual([...GAMMA_TICKERS]);
    const spy = snapshot.rows.row('SPY')!.gammaMetrics.gamma;
    expect(answer.SPY!.gamma).toEqual({ zeroGamma: spy.zeroGamma, putWallLevel: spy.putWallLevel, callWallLevel: spy.callWallLevel });
  });

  it('counts holders over every member\'s lists, once per member (the hand-made case)', async () => {
    const portfolio = await get<MostHeldAnswer>(free, '/api/summary/most-held?kind=portfolio&limit=100');
    const count = (a: { rows: { ticker: string; holders: number }[] }, ticker: string): number | undefined => a.rows.find((r) => r.ticker === ticker)?.holders;
    expect(portfolio.limit).toBe(100);
    expect([count(portfolio, 'HOMEA'), count(portfolio, 'HOMEB'), count(portfolio, 'HOMEC'), count(portfolio, 'HOMEW')]).toEqual([3, 1, 1, undefined]);
    const watch = await get<MostHeldAnswer>(free, '/api/summary/most-held?kind=watchlist');
    expect(watch.limit).toBe(HOME_RULES.mostHeldDefault);
    expect(watch.rows).toEqual([{ ticker: 'HOMEW', holders: 3 }, { ticker: 'HOMEX', holders: 1 }, { ticker: 'HOMEB', holders: 1 }].sort((a, b) => b.holders - a.holders || a.ticker.localeCompare(b.ticker)));
    const cloud = await get<MostWatchedAnswer>(free, '/api/home/most-watched');
    expect(cloud.rows.slice(0, 2)).toEqual([{ ticker: 'HOMEA', holders: 3 }, { ticker: 'HOMEW', holders: 3 }]);
    expect(count(cloud, 'HOMEX')).toBe(1);
    expect(count(cloud, 'HOMEZ')).toBeUndefined();
    expect(cloud.rows.length).toBeLessThanOrEqual(HOME_RULES.mostWatchedCloud);
    expect((await get<MostHeldAnswer>(free, '/api/summary/most-held?kind=portfolio&limit=2')).rows).toEqual([{ ticker: 'HOMEA', holders: 3 }, { ticker: 'AAPL', holders: 1 }]);
  });

  it('ranks the top 10 bullish and bearish of all active tickers, free', async () => {
    const answer = await get<TopSignalsAnswer>(free, '/api/summary/top?scope=all');
    const expected = rankTopSignals(snapshotFieldsOf(snapshot.rows, new Set([...DEFAULT_TICKERS, ...ACTIVATED])), HOME_RULES.topAll);
    expect(answer).toEqual({ scope: 'all', asOfDate: snapshot.asOf, ...expected });
    expect(answer.ranked).toBeGreaterThan(5);
    for (const item of answer.bullish) expect(item.score).toBe(signalScore(snapshot.rows.row(item.ticker)!.overallTARating, snapshot.rows.row(item.ticker)!.ltTARating));
    expect(answer.bullish.every((i) => i.score > 0) && answer.bearish.every((i) => i.score < 0)).toBe(true);
  });

  it('ranks the top 5 of the user\'s own tickers for premium plans; a free user gets PREMIUM_NEEDED', async () => {
    expectError(await call(t, free, 'GET', '/api/summary/top?scope=mine'), 403, /Premium/, 'PREMIUM_NEEDED');
    const mine = await get<TopSignalsAnswer>(elite, '/api/summary/top?scope=mine');
    // Elite's own: the portfolio (AAPL, NVDA; HOMEA and HOMEC are not in the market), the crypto list, the watchlist and the activated tickers.
    const expected = rankTopSignals(snapshotFieldsOf(snapshot.rows, new Set(['AAPL', 'NVDA', 'HOMEX', 'HOMEW', ...ACTIVATED])), HOME_RULES.topMine);
    expect(mine).toEqual({ scope: 'mine', asOfDate: snapshot.asOf, ...expected });
    expect(mine.ranked).toBe(ACTIVATED.length);
    // Premium sees only what it sees in full: SPY (free) of its portfolio; HOMEA is no market ticker.
    const premiumMine = await get<TopSignalsAnswer>(premium, '/api/summary/top?scope=mine');
    expect(premiumMine.ranked).toBe(1);
  });

  it('answers bad input with a 400 and the standard body', async () => {
    for (const url of [
      '/api/summary/top', '/api/summary/top?scope=everything', '/api/summary/most-held', '/api/summary/most-held?kind=alerts',
      '/api/summary/most-held?kind=portfolio&limit=0', '/api/summary/most-held?kind=portfolio&limit=101', '/api/summary/most-held?kind=portfolio&limit=abc',
      '/api/summary/top?scope=all&extra=1',
    ]) expectError(await call(t, elite, 'GET', url), 400);
  });
});
