import { describe, expect, it } from 'vitest';
import { ratings } from '../analytics/ratings';
import { trailingRealisedVolatility } from '../analytics/realisedVolatility';
import { PRODUCT_MODELS } from '../analytics/trackRecord';
import { seededRandom } from '../analytics/testing/seededRandom';
import { syntheticCloses } from '../analytics/testing/syntheticMarket';
import type { BacktestRequest, BacktestResult, BacktestStrategyId } from '../../../contracts';
import { buyAndHoldEquity, DEFAULT_BACKTEST_PARAMETERS, runBacktest } from '.';
import { closesFrom, history, weekdays } from './testSeries';

const COST = 10;
const RATE = COST / 10_000;
const CASH = 1_000_000;

const run = (request: Partial<BacktestRequest> & Pick<BacktestRequest, 'tickers' | 'strategy'>): BacktestResult =>
  runBacktest({ benchmarks: [], period: {}, transactionCostBps: COST, initialCash: CASH, ...request });

const tradeDays = (series: BacktestResult['simulation'], dates: string[]) =>
  series.trades.flatMap((day, j) => day.map((t) => ({ date: dates[j]!, ...t })));

describe('trend following on a constructed series', () => {
  // A steady uptrend for 200 sessions, then a steady downtrend; ±1 % alternating noise.
  const n = 400;
  const dates = weekdays(n);
  const closes = closesFrom(n, (i) => (i < 200 ? 0.003 : -0.003) + 0.01 * (i % 2 ? 1 : -1));
  const result = run({ tickers: [history('B', dates, closes)], strategy: 'trendFollowing' });

  it('buys the session after the first decision day with bullish trend and momentum, sells after they end', () => {
    const decisions = result.decisionDates.map((d) => dates.indexOf(d));
    const bullish = (i: number) => {
      const r = ratings(closes.subarray(0, i + 1));
      return r.overallTARating === 'trendBullish' && r.ltTARating === 'momentumBullish';
    };
    const firstIn = decisions.find(bullish)!;
    const firstOut = decisions.find((i) => i > firstIn && !bullish(i))!;
    const trades = tradeDays(result.simulation, result.dates);
    expect(trades.map((t) => [t.date, t.type])).toEqual([[dates[firstIn + 1], 'buy'], [dates[firstOut + 1], 'sell']]);
    // All the cash goes in (one ticker: one slot), the costs out of it; sold at the close after the exit decision.
    const shares = CASH / (1 + RATE) / closes[firstIn + 1]!;
    expect(trades[0]!.amount).toBeCloseTo(CASH / (1 + RATE), 6);
    expect(result.simulation.equity.at(-1)).toBeCloseTo(shares * closes[firstOut + 1]! * (1 - RATE), 6);
    expect(result.simulation.costs).toBeCloseTo(CASH / (1 + RATE) * RATE + shares * closes[firstOut + 1]! * RATE, 6);
  });

  it('the risk-adjusted variant sizes by target volatility / realised volatility', () => {
    // ±3 % noise: realised volatility about 48 %, so the position is about 0.2 / 0.48 of the equity.
    const noisy = closesFrom(n, (i) => (i < 250 ? 0.012 : -0.012) + 0.03 * (i % 2 ? 1 : -1));
    const r = run({ tickers: [history('V', dates, noisy)], strategy: 'trendFollowingRiskAdjusted' });
    expect(r.simulation).toBe(r.simulationRA);
    const buy = tradeDays(r.simulationRA, r.dates).find((t) => t.type === 'buy')!;
    const decision = dates.indexOf(buy.date) - 1;
    const vol = trailingRealisedVolatility(noisy.subarray(0, decision + 1), DEFAULT_BACKTEST_PARAMETERS.sizing.volatilityWindow)!;
    expect(vol).toBeGreaterThan(0.4);
    expect(buy.amount).toBeCloseTo(CASH * (0.2 / vol), 4);
    expect(r.simulationRA.cash[dates.indexOf(buy.date)]).toBeCloseTo(CASH - buy.amount * (1 + RATE), 4);
  });
});

describe('range reversion on a constructed series', () => {
  // ±1 % alternating noise, a 30 % drop on a Monday (a decision day) that pushes the close to the
  // bottom of its range in a neutral trend; two weeks later the trend has turned bearish.
  const n = 360;
  const dates = weekdays(n);
  const closes = closesFrom(n, (i) => (i === 300 ? Math.log(0.7) : i > 310 && i <= 325 ? 0.025 : 0.01 * (i % 2 ? 1 : -1)));
  const result = run({ tickers: [history('A', dates, closes)], strategy: 'rangeReversion', period: { start: dates[260] } });

  it('buys after the drop and sells when the trend turns bearish, with the known equity', () => {
    const range = PRODUCT_MODELS.range('shortTerm', closes.subarray(0, 301))!;
    expect((closes[300]! - range.lower) / (range.upper - range.lower)).toBeLessThanOrEqual(0.2);
    expect(ratings(closes.subarray(0, 301)).overallTARating).toBe('trendNeutral');
    expect(ratings(closes.subarray(0, 311)).overallTARating).toBe('trendBearish');
    const trades = tradeDays(result.simulation, result.dates);
    expect(trades.map((t) => [t.date, t.type])).toEqual([[dates[301], 'buy'], [dates[311], 'sell']]);
    const shares = CASH / (1 + RATE) / closes[301]!;
    expect(result.simulation.equity.at(-1)).toBeCloseTo(shares * closes[311]! * (1 - RATE), 6);
    expect(result.simulation.finalAllocation.allocations).toEqual({});
  });

  it('makes the decisions an independent replay of the rule makes', () => {
    const rng = seededRandom(7);
    const n2 = 900;
    const d2 = weekdays(n2);
    const tickers = ['P', 'Q', 'R'].map((t) => history(t, d2, syntheticCloses(rng, n2 - 1, { dailyVol: 0.015 })));
    const r = run({ tickers, strategy: 'rangeReversion', period: { start: d2[300] } });
    const { buyBelowPosition, sellAbovePosition } = DEFAULT_BACKTEST_PARAMETERS.rangeReversion;
    const expected: string[] = [];
    const held = new Map<string, boolean>();
    r.decisionDates.forEach((date) => {
      const i = d2.indexOf(date);
      if (i + 1 >= n2) return;
      for (const t of tickers) {
        const c = (t.closes as Float64Array).subarray(0, i + 1);
        const trend = ratings(c).overallTARating;
        const range = PRODUCT_MODELS.range('shortTerm', c);
        const position = range ? ((c[i]! - range.lower) / (range.upper - range.lower)) * 100 : NaN;
        const was = held.get(t.ticker) ?? false;
        const now = trend === 'trendBearish' ? false : was ? !(position >= sellAbovePosition) : trend !== 'error' && position <= buyBelowPosition;
        if (now !== was) expected.push(`${d2[i + 1]} ${t.ticker} ${now ? 'buy' : 'sell'}`);
        held.set(t.ticker, now);
      }
    });
    const actual = tradeDays(r.simulation, r.dates).map((t) => `${t.date} ${t.ticker} ${t.type}`);
    // Rebalancing trades of held positions are not entries or exits: keep the first buy after each exit.
    const entriesAndExits = actual.filter((line, k) => {
      const [, ticker, type] = line.split(' ');
      const before = actual.slice(0, k).filter((l) => l.split(' ')[1] === ticker).at(-1);
      return type === 'sell' || !before || before.endsWith('sell');
    });
    expect(expected.length).toBeGreaterThan(4);
    expect(entriesAndExits).toEqual(expected);
  });
});

describe('no look-ahead', () => {
  const rng = seededRandom(11);
  const n = 1100;
  const dates = weekdays(n);
  const tickers = ['A', 'B', 'C', 'D', 'E'].map((t) => history(t, dates, syntheticCloses(rng, n - 1, { dailyVol: 0.013 })));
  const bench = history('SPY', dates, syntheticCloses(rng, n - 1));
  const cut = 800;
  const shocked = (h: ReturnType<typeof history>, k: number) =>
    history(h.ticker, h.dates, Float64Array.from(h.closes as Float64Array, (c, i) => (i > cut ? c * (0.5 + ((i * 7 + k * 13) % 11) / 10) : c)));

  it.each<BacktestStrategyId>(['rangeReversion', 'trendFollowing', 'rangeReversionRiskAdjusted', 'trendFollowingRiskAdjusted'])(
    '%s: changing every price after a date changes no decision before it',
    (strategy) => {
      const request = { strategy, period: { start: dates[300] }, benchmarks: [bench] };
      const before = run({ ...request, tickers });
      const after = run({ ...request, tickers: tickers.map(shocked), benchmarks: [shocked(bench, 99)] });
      const upTo = before.dates.indexOf(dates[cut]!);
      expect(before.dates).toEqual(after.dates);
      for (const key of ['simulation', 'simulationRA'] as const) {
        expect(after[key].equity.slice(0, upTo + 1)).toEqual(before[key].equity.slice(0, upTo + 1));
        expect(after[key].cash.slice(0, upTo + 1)).toEqual(before[key].cash.slice(0, upTo + 1));
        expect(after[key].trades.slice(0, upTo + 1)).toEqual(before[key].trades.slice(0, upTo + 1));
        // A decision taken on or before the date is traded the session after: same tickers and sides.
        const side = (r: BacktestResult) => r[key].trades[upTo + 1]!.map((t) => `${t.ticker} ${t.type}`);
        expect(side(after)).toEqual(side(before));
      }
      expect(after.benchmark.slice(0, upTo + 1)).toEqual(before.benchmark.slice(0, upTo + 1));
      // The change did reach the run after the date.
      expect(after.simulationRA.equity.at(-1)).not.toBe(before.simulationRA.equity.at(-1));
    },
  );
});

describe('buy and hold', () => {
  it('follows the closes ratio without costs and pays the costs once with them', () => {
    const prices = [Float64Array.from([50, 55, 60, 45]), Float64Array.from([10, 10, 12, 16])];
    const equity = buyAndHoldEquity(prices, 4, CASH, 0);
    equity.forEach((v, j) => expect(v / CASH).toBeCloseTo((prices[0]![j]! / 50 + prices[1]![j]! / 10) / 2, 12));
    const single = buyAndHoldEquity([prices[0]!], 4, CASH, COST);
    expect(single[3]! / CASH).toBeCloseTo((45 / 50) / (1 + RATE), 12);
  });

  it('is the benchmark of a run, bought at the first date', () => {
    const dates = weekdays(300);
    const spy = closesFrom(300, (i) => 0.001 + 0.01 * Math.sin(i));
    const r = run({ tickers: [], benchmarks: [history('SPY', dates, spy)], strategy: 'trendFollowing', period: { weeks: 20 }, transactionCostBps: 0 });
    const first = dates.indexOf(r.dates[0]!);
    expect(r.dates).toHaveLength(100);
    expect(r.benchmark.at(-1)! / CASH).toBeCloseTo(spy[299]! / spy[first]!, 12);
    expect(r.simulation.equity.every((v) => v === CASH)).toBe(true);
  });
});

describe('runBacktest input', () => {
  const dates = weekdays(10);
  const closes = closesFrom(10, () => 0.01);
  it.each([
    [{ strategy: 'nope' as BacktestStrategyId }],
    [{ initialCash: 0 }],
    [{ transactionCostBps: -1 }],
    [{ period: { weeks: 0 } }],
    [{ period: { start: '1.1.2020' } }],
    [{ tickers: [history('A', dates, closes), history('A', dates, closes)] }],
    [{ tickers: [history('A', dates, closes.subarray(1))] }],
  ])('throws RangeError for %j', (bad) => {
    expect(() => run({ tickers: [history('A', dates, closes)], strategy: 'rangeReversion', ...bad })).toThrow(RangeError);
  });
});

describe('buy and hold and the decision rhythm', () => {
  const n = 120;
  const dates = weekdays(n);
  const a = closesFrom(n, (i) => 0.002 + 0.01 * (i % 2 ? 1 : -1));
  const late = closesFrom(n - 40, (i) => 0.001 * (i % 3));

  it('holds every ticker from the decision after its first close, in equal slots', () => {
    const result = run({ tickers: [history('A', dates, a), history('L', dates.slice(40), late)], strategy: 'buyAndHold', transactionCostBps: 0 });
    const trades = tradeDays(result.simulation, result.dates);
    expect(trades[0]).toMatchObject({ date: dates[1], ticker: 'A', type: 'buy' });
    expect(trades[0]!.amount).toBeCloseTo(CASH / 2, 6);
    // L has its first close on dates[40]: bought the session after the first decision day on or after it.
    const firstDecision = result.decisionDates.find((d) => d >= dates[40]!)!;
    expect(trades.find((t) => t.ticker === 'L')).toMatchObject({ date: dates[dates.indexOf(firstDecision) + 1], type: 'buy' });
    expect(trades.every((t) => t.type === 'buy' || t.ticker === 'A')).toBe(true);
  });

  it('decides daily, weekly or monthly as asked', () => {
    const decisions = (decisions: BacktestRequest['decisions']) => run({ tickers: [history('A', dates, a)], strategy: 'buyAndHold', decisions }).decisionDates.length;
    expect(decisions('daily')).toBe(n);
    expect(decisions(undefined)).toBe(decisions('weekly'));
    expect(decisions('weekly')).toBe(24);
    expect(decisions('monthly')).toBe(6);
    expect(() => run({ tickers: [history('A', dates, a)], strategy: 'buyAndHold', decisions: 'hourly' as BacktestRequest['decisions'] })).toThrow(RangeError);
  });
});

