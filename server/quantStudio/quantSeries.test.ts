import { describe, expect, it } from 'vitest';
import type { BacktestResult } from '../../contracts';
import { runBacktest } from '../market/backtest';
import { closesFrom, history, weekdays } from '../market/backtest/testSeries';
import { quantSeries } from './quantSeries';
import { engineParameters, engineStrategy } from './runQuant';

const OPTIONS = { costBps: 0, periodsPerYear: 252, riskFreeRate: 0, maxTradesListed: 100 };

describe('Quant-Studio runs through the backtest engine', () => {
  it('buy and hold of one ticker follows its closes from the session after the decision', () => {
    const dates = weekdays(60);
    const closes = closesFrom(60, () => Math.log(1.01));
    const result = runBacktest({
      tickers: [history('T', dates, closes)], benchmarks: [history('T', dates, closes)], strategy: 'buyAndHold', period: {},
      transactionCostBps: 0, initialCash: 1,
    });
    const out = quantSeries(result, result.simulation, OPTIONS);
    expect(out.dates).toEqual(dates);
    expect(out.equity[0]).toBe(1);
    out.equity.slice(1).forEach((e, j) => expect(e).toBeCloseTo(closes[j + 1]! / closes[1]!, 7));
    out.benchmarkEquity.forEach((e, j) => expect(e).toBeCloseTo(closes[j]! / closes[0]!, 7));
    expect(out.trades).toEqual([{ date: dates[1], ticker: 'T', side: 'buy', weightBefore: 0, weightAfter: 1, price: closes[1], tradeReturn: null }]);
    expect(out.tradeCount).toBe(1);
    expect(out.exposure[0]).toBe(0);
    expect(out.exposure.at(-1)).toBe(1);
    expect(out.statistics.maxDrawdown).toBe(0);
  });

  it('weighs the trades against the capital before them and closes round trips with their return after costs', () => {
    // One day's trades on a hand-made engine result: two buys, a later partial sale, then the closing sale.
    const dates = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
    const rate = 0.001;
    const result: BacktestResult = {
      strategy: 'rangeReversion', dates, initialCash: 100, decisionDates: [dates[0]!], benchmark: [100, 101, 102, 103],
      simulationRA: null as unknown as BacktestResult['simulationRA'], // not read
      simulation: {
        equity: [100, 100 - 100 * rate, 110, 120], cash: [100, 0, 20, 120 - 0],
        trades: [
          [],
          [{ ticker: 'A', type: 'buy', amount: 50, price: 10 }, { ticker: 'B', type: 'buy', amount: 50, price: 5 }],
          [{ ticker: 'A', type: 'sell', amount: 20, price: 20 }],
          [{ ticker: 'A', type: 'sell', amount: 80, price: 20 }, { ticker: 'B', type: 'sell', amount: 60, price: 6 }],
        ],
        costs: 0, finalAllocation: { cash: 120, allocations: {} },
      },
    };
    const out = quantSeries(result, result.simulation, { ...OPTIONS, costBps: 10 });
    expect(out.trades.map((t) => [t.date, t.ticker, t.side, t.weightBefore, t.weightAfter])).toEqual([
      [dates[1], 'A', 'buy', 0, 0.5],
      [dates[1], 'B', 'buy', 0, 0.5],
      [dates[2], 'A', 'sell', Number((100 / (110 + 20 * rate)).toFixed(8)), Number((80 / (110 + 20 * rate)).toFixed(8))],
      [dates[3], 'A', 'sell', Number((80 / (120 + 140 * rate)).toFixed(8)), 0],
      [dates[3], 'B', 'sell', Number((60 / (120 + 140 * rate)).toFixed(8)), 0],
    ]);
    expect(out.trades[2]!.tradeReturn).toBeNull();
    // A: bought for 50 (+ costs), sold for 20 and 80 (− costs).
    expect(out.trades[3]!.tradeReturn).toBeCloseTo((100 * (1 - rate)) / (50 * (1 + rate)) - 1, 8);
    expect(out.trades[4]!.tradeReturn).toBeCloseTo((60 * (1 - rate)) / (50 * (1 + rate)) - 1, 8);
    expect(out.statistics.hitRate).toBe(1);
    expect(out.statistics.trades).toBe(5);
    expect(out.benchmarkEquity).toEqual([1, 1.01, 1.02, 1.03]);
  });

  it('maps the strategy, sizing and parameters to the engine\'s', () => {
    expect(engineStrategy({ strategy: 'rangeReversion', sizing: 'volatility' })).toBe('rangeReversionRiskAdjusted');
    expect(engineStrategy({ strategy: 'buyAndHold', sizing: 'equal' })).toBe('buyAndHold');
    expect(engineParameters({ strategy: 'rangeReversion', parameters: { buyBelowPosition: 10, sellAbovePosition: 90, longTermRange: 1 } }).rangeReversion)
      .toEqual({ buyBelowPosition: 10, sellAbovePosition: 90, range: 'longTerm' });
    expect(engineParameters({ strategy: 'trendFollowing', parameters: { allowNeutralMomentum: 0 } }).trendFollowing).toEqual({ allowNeutralMomentum: false });
    expect(engineParameters({ strategy: 'buyAndHold', parameters: {} })).toEqual({ sizing: { targetVolatility: 0.15, volatilityWindow: 63, rebalanceBand: 0.25 } });
  });
});
