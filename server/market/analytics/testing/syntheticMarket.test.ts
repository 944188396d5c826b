import { describe, expect, it } from 'vitest';
import { logReturns } from '../returns';
import { seededRandom } from './seededRandom';
import { syntheticCloses } from './syntheticMarket';

describe('syntheticCloses', () => {
  const returns = logReturns(syntheticCloses(seededRandom(3), 20000, { drift: 0 }));
  const n = returns.length;
  const mean = returns.reduce((a, b) => a + b, 0) / n;
  const m2 = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / n;

  it('has the long-run daily volatility asked for', () => {
    expect(Math.abs(Math.sqrt(m2) / 0.012 - 1)).toBeLessThan(0.08);
  });

  it('has fat tails (kurtosis well above 3)', () => {
    const m4 = returns.reduce((a, b) => a + (b - mean) ** 4, 0) / n;
    expect(m4 / (m2 * m2)).toBeGreaterThan(4);
  });

  it('clusters volatility (squared returns are autocorrelated) while returns are not', () => {
    const corr = (x: Float64Array): number => {
      const mx = x.reduce((a, b) => a + b, 0) / x.length;
      let num = 0;
      let den = 0;
      for (let i = 0; i < x.length; i++) {
        den += (x[i]! - mx) ** 2;
        if (i > 0) num += (x[i]! - mx) * (x[i - 1]! - mx);
      }
      return num / den;
    };
    expect(corr(returns.map((r) => r * r))).toBeGreaterThan(0.1);
    expect(Math.abs(corr(returns))).toBeLessThan(0.03);
  });
});
