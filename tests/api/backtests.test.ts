/**
 * Issue 23 scope 3: the backtest calls (server/backtests). DEV_ONLY (admins): 401 without a session,
 * 403 for members; 503 until the market and the first model computation; the model portfolios over
 * 400 weeks; /backtest-new against the engine; buy and hold against the closes' ratio; 400 for bad
 * parameters (weeks 0, an unknown ticker, 500 tickers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import type { MarketService } from '../../server/market/marketService';
import { backtestServiceOf } from '../../server/backtests/backtestService';
import { loadCandles } from '../../server/market/snapshot/instrumentSeries';
import { runBacktest } from '../../server/market/backtest';
import {
  BACKTEST_INITIAL_CASH,
  BACKTEST_MAX_TICKERS,
  BACKTEST_TIME_HORIZON_WEEKS,
  BACKTEST_TRANSACTION_COST_BPS,
  MODEL_PORTFOLIOS,
} from '../../product/backtestRules';
import type { BacktestConfigAnswer, BacktestEntry, BuyAndHoldAnswer } from '../../contracts';

describe.each(BACKENDS)('backtests on %s', (backend) => {
  let market: MarketService;
  let t: TestApp;
  let loading: TestApp;
  let admin: Session;
  let elite: Session;
  let loadingAdmin: Session;

  const get = (s: Session | null, url: string) => call(t, s, 'GET', url);
  const closes = (ticker: string) => {
    const at = new Date(market.snapshot()!.at);
    const c = loadCandles(market.source, market.source.getInstrument(ticker)!, at)!;
    return { ticker, dates: c.dates, closes: c.close };
  };

  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [admin, elite, loadingAdmin] = await Promise.all([demo(t, 'demoadmin'), demo(t, 'demoelite'), demo(loading, 'demoadmin')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('is for DEV_ONLY sessions: 401 without a session, 403 for a member, on every call', async () => {
    for (const path of ['/api/getBacktests', '/api/getBacktestConfig', '/api/backtest-new?tickers=SPY', '/api/backtestBuyAndHold?tickers=SPY']) {
      expectError(await get(null, path), 401);
      expectError(await get(elite, path), 403);
    }
    expectError(await call(loading, loadingAdmin, 'GET', '/api/backtest-new?tickers=XLK'), 503, /Market data is loading/, 'MARKET_LOADING');
  });

  it('serves the model portfolios over 400 weeks, computed in the background after the snapshot', async () => {
    const first = await get(admin, '/api/getBacktests');
    if (first.statusCode === 503) expect(first.json()).toMatchObject({ code: 'BACKTESTS_LOADING' });
    await backtestServiceOf(t.app).settled();
    const entries = ok<BacktestEntry[]>(await get(admin, '/api/getBacktests'));
    expect(entries.map((e) => e.portfolio)).toEqual(MODEL_PORTFOLIOS.map((p) => p.id));
    for (const entry of entries) {
      const model = MODEL_PORTFOLIOS.find((p) => p.id === entry.portfolio)!;
      expect(entry.timeHorizon).toBe(BACKTEST_TIME_HORIZON_WEEKS);
      expect(entry.strategy).toBe(model.strategy);
      expect(entry.assets).toEqual([...model.assets]);
      expect(entry.benchmark).toEqual(['SPY']);
      const b = entry.backtest;
      const n = b.date.length;
      expect(n).toBeGreaterThan(250);
      for (const series of [b.benchmarkMoneyDiff, b.simulationMoneyDiff, b.simulationRAMoneyDiff, b.tradesSim, b.tradesSimRA]) expect(series).toHaveLength(n);
      expect(b.date.at(-1)).toBe(market.snapshot()!.asOf);
      expect(b.tradesSim.flat().length).toBeGreaterThan(0);
      // The last money diff is what the allocation is worth over the initial cash.
      const worth = b.simulationAllocationValue.cash + Object.values(b.simulationAllocationValue.allocations).reduce((s, v) => s + v, 0);
      expect(worth - BACKTEST_INITIAL_CASH).toBeCloseTo(b.simulationMoneyDiff.at(-1)!, 0);
      for (const trade of b.tradesSim.flat()) {
        expect(model.assets).toContain(trade.ticker);
        expect(['buy', 'sell']).toContain(trade.type);
        expect(trade.amount).toBeGreaterThan(0);
      }
    }
  }, 120_000);

  it('runs /backtest-new over the weeks asked (12 and SPY by default) exactly as the engine does', async () => {
    const entry = ok<BacktestEntry>(await get(admin, '/api/backtest-new?tickers=xlk,XLF%20XLE'));
    expect(entry).toMatchObject({ portfolio: 'custom', timeHorizon: 12, assets: ['XLK', 'XLF', 'XLE'], benchmark: ['SPY'], strategy: 'rangeReversion' });
    expect(entry.backtest.date.length).toBeGreaterThanOrEqual(55);
    expect(entry.backtest.date.length).toBeLessThanOrEqual(61);
    const result = runBacktest({
      tickers: ['XLK', 'XLF', 'XLE'].map(closes),
      benchmarks: [closes('SPY')],
      strategy: 'rangeReversion',
      period: { weeks: 12 },
      transactionCostBps: BACKTEST_TRANSACTION_COST_BPS,
      initialCash: BACKTEST_INITIAL_CASH,
    });
    expect(entry.backtest.date).toEqual(result.dates);
    entry.backtest.simulationRAMoneyDiff.forEach((v, j) => expect(v).toBeCloseTo(result.simulationRA.equity[j]! - BACKTEST_INITIAL_CASH, 1));
    const trend = ok<BacktestEntry>(await get(admin, '/api/backtest-new?tickers=QQQ,IWM&benchmarkTickers=TLT&weeks=52&strategy=trendFollowing'));
    expect(trend).toMatchObject({ timeHorizon: 52, benchmark: ['TLT'], strategy: 'trendFollowing' });
    expect(trend.weeksCovered).toBeGreaterThanOrEqual(51);
  }, 60_000);

  it('answers buy and hold as the closes’ ratio', async () => {
    const answer = ok<BuyAndHoldAnswer>(await get(admin, '/api/backtestBuyAndHold?tickers=SPY,GLD&weeks=26'));
    expect(answer.weeks).toBe(26);
    for (const row of answer.tickers) {
      const c = closes(row.ticker);
      const first = c.dates.indexOf(row.startDate);
      const last = c.dates.indexOf(row.endDate);
      expect(row.startClose).toBe(c.closes[first]);
      expect(row.endClose).toBe(c.closes[last]);
      expect(row.return).toBeCloseTo(c.closes[last]! / c.closes[first]! - 1, 12);
    }
    const mean = (answer.tickers[0]!.return + answer.tickers[1]!.return) / 2;
    expect(answer.moneyDiff.at(-1)! / answer.initialCash).toBeCloseTo(mean, 6);
    expect(answer.moneyDiff[0]).toBe(0);
  });

  it('describes the configuration', async () => {
    const config = ok<BacktestConfigAnswer>(await get(admin, '/api/getBacktestConfig'));
    expect(config).toMatchObject({ timeHorizonWeeks: 400, defaultWeeks: 12, maxTickers: BACKTEST_MAX_TICKERS, defaultBenchmark: ['SPY'] });
    expect(config.portfolios.map((p) => p.id)).toEqual(MODEL_PORTFOLIOS.map((p) => p.id));
    expect(config.parameters.rangeReversion.buyBelowPosition).toBe(20);
  });

  it('answers 400 with a clear message for bad parameters', async () => {
    const many = Array.from({ length: 500 }, (_, i) => `T${i}`).join(',');
    const cases: [string, RegExp][] = [
      ['/api/backtest-new?tickers=SPY&weeks=0', /weeks must be a whole number from 1 to/],
      ['/api/backtest-new?tickers=SPY&weeks=-3', /weeks must be a whole number/],
      ['/api/backtest-new?tickers=SPY&weeks=1.5', /weeks must be a whole number/],
      ['/api/backtest-new?tickers=SPY&weeks=99999', /weeks must be a whole number/],
      ['/api/backtest-new?tickers=NOPE_NOT_A_TICKER', /Unknown ticker: NOPE_NOT_A_TICKER/],
      ['/api/backtest-new?tickers=SPY&benchmarkTickers=ZZZZZZ', /Unknown ticker: ZZZZZZ/],
      [`/api/backtest-new?tickers=${many}`, /At most 50 tickers per backtest \(got 500\)/],
      ['/api/backtest-new', /tickers is required/],
      ['/api/backtest-new?tickers=SPY&strategy=magic', /strategy/],
      ['/api/backtestBuyAndHold?tickers=SPY&weeks=0', /weeks must be a whole number/],
      ['/api/backtestBuyAndHold?tickers=WHAT_IS_THIS', /Unknown ticker/],
      [`/api/backtestBuyAndHold?tickers=${many}`, /At most 50 tickers/],
    ];
    for (const [url, message] of cases) expectError(await get(admin, url), 400, message);
  });
});
