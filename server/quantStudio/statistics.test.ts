import { describe, expect, it } from 'vitest';
import {
  averageExposure, cagr, computeStatistics, drawdownSeries, hitRate, maxDrawdown, periodReturns, sampleStdev, sharpe, sortino, totalReturn,
  turnover, volatility,
} from './statistics';

describe('Quant-Studio statistics', () => {
  it('reads returns and total return off the curve', () => {
    expect(periodReturns([100, 110, 99])).toEqual([0.10000000000000009, -0.09999999999999998]);
    expect(totalReturn([100, 110, 99])).toBeCloseTo(-0.01, 12);
    expect(totalReturn([1])).toBe(0);
  });

  it('compounds CAGR over the periods of a year', () => {
    // 252 sessions doubling: 100 % a year; 504 sessions doubling: √2 − 1 a year.
    const year = Array.from({ length: 253 }, (_, i) => 2 ** (i / 252));
    expect(cagr(year, 252)).toBeCloseTo(1, 10);
    const twoYears = Array.from({ length: 505 }, (_, i) => 2 ** (i / 504));
    expect(cagr(twoYears, 252)).toBeCloseTo(Math.SQRT2 - 1, 10);
    expect(cagr([1], 252)).toBeNull();
    expect(cagr([1, 0], 252)).toBe(-1);
  });

  it('annualises the sample standard deviation', () => {
    // Returns +1 %, −1 % alternating: mean 0, sample sd = 0.01 × √(n/(n−1)).
    const returns = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 0.01 : -0.01));
    expect(sampleStdev(returns)).toBeCloseTo(0.01 * Math.sqrt(10 / 9), 12);
    expect(volatility(returns, 252)).toBeCloseTo(0.01 * Math.sqrt(10 / 9) * Math.sqrt(252), 12);
    expect(volatility([0.01], 252)).toBeNull();
  });

  it('computes Sharpe and Sortino against the risk-free rate', () => {
    const returns = [0.02, -0.01, 0.02, -0.01];
    // mean 0.005, sample sd = √(4 × 0.015² / 3) = 0.015 × 2/√3
    const sd = 0.015 * 2 / Math.sqrt(3);
    expect(sharpe(returns, 252)).toBeCloseTo((0.005 / sd) * Math.sqrt(252), 10);
    expect(sharpe(returns, 252, 0.0252)).toBeCloseTo(((0.005 - 0.0001) / sd) * Math.sqrt(252), 10);
    // downside deviation √((0.01² + 0.01²) / 4) = 0.01/√2
    expect(sortino(returns, 252)).toBeCloseTo((0.005 / (0.01 / Math.SQRT2)) * Math.sqrt(252), 10);
    expect(sharpe([0.01, 0.01, 0.01], 252)).toBeNull();
    expect(sortino([0.01, 0.02, 0.03], 252)).toBeNull();
  });

  it('measures drawdowns from the running peak', () => {
    expect(drawdownSeries([100, 120, 90, 130, 65])).toEqual([0, 0, 0.25, 0, 0.5]);
    expect(maxDrawdown([100, 120, 90, 130, 65])).toBe(0.5);
    expect(maxDrawdown([1, 2, 3])).toBe(0);
  });

  it('counts winning trades, turnover and exposure', () => {
    expect(hitRate([0.1, -0.05, 0.02, 0])).toBe(0.5);
    expect(hitRate([])).toBeNull();
    // Buying 100 % and selling it again in one year of 252 periods: one-way turnover 1 per year.
    expect(turnover([1, 0, 1], 252, 252)).toBe(1);
    expect(turnover([1, 1], 504, 252)).toBe(0.5);
    expect(averageExposure([1, 0.5, 0, 0.5])).toBe(0.5);
  });

  it('puts them together for a curve', () => {
    const stats = computeStatistics({
      equity: [100, 120, 90, 130], exposure: [1, 1, 1, 1], tradedWeight: [1], tradeReturns: [0.3], trades: 1, periodsPerYear: 3,
    });
    expect(stats.totalReturn).toBeCloseTo(0.3, 12);
    expect(stats.cagr).toBeCloseTo(0.3, 12);
    expect(stats.maxDrawdown).toBe(0.25);
    expect(stats.hitRate).toBe(1);
    expect(stats.turnover).toBeCloseTo(0.5, 12);
    expect(stats.exposure).toBe(1);
    expect(stats.trades).toBe(1);
  });
});
