import { describe, expect, it } from 'vitest';
import { averageForecastVariance, ewmaVariance, realisedVolatility, rollingRealisedVolatility, trailingRealisedVolatility } from './realisedVolatility';
import { seededRandom } from './testing/seededRandom';

describe('realisedVolatility', () => {
  it('annualises the sample standard deviation with √252 by default', () => {
    const r = Float64Array.from([0.01, -0.01, 0.01, -0.01]);
    // mean 0, sample variance 4 × 0.0001 / 3
    expect(realisedVolatility(r)).toBeCloseTo(Math.sqrt(0.0004 / 3) * Math.sqrt(252), 14);
    expect(realisedVolatility(r, 365)).toBeCloseTo(Math.sqrt(0.0004 / 3) * Math.sqrt(365), 14);
  });

  it('ignores a constant drift (deviations are taken about the mean)', () => {
    expect(realisedVolatility(Float64Array.from([0.02, 0.02, 0.02]))).toBe(0);
  });

  it('recovers the volatility of simulated normal returns', () => {
    const r = seededRandom(11).normals(20000, 0.0003, 0.0125);
    expect(realisedVolatility(r) / (0.0125 * Math.sqrt(252))).toBeGreaterThan(0.98);
    expect(realisedVolatility(r) / (0.0125 * Math.sqrt(252))).toBeLessThan(1.02);
  });

  it('rolls over a window, NaN before the first full window', () => {
    const r = Float64Array.from([0.01, -0.01, 0.03, -0.03, 0.03]);
    const out = rollingRealisedVolatility(r, 2, 1);
    expect(out[0]).toBeNaN();
    expect(out[1]).toBeCloseTo(Math.sqrt(0.0002), 14);
    expect(out[3]).toBeCloseTo(Math.sqrt(0.0018), 14);
  });
});

describe('trailingRealisedVolatility', () => {
  it('uses the last window + 1 closes only (a hand-computed case)', () => {
    // The last three closes 101, 100, 101: returns −ln 1.01 and +ln 1.01 (= ±0.0099503309),
    // mean 0, sample variance 2 × 0.0099503309² / 1 = 0.00019801980, σ = 0.0140719;
    // × √252 = 15.874508 → 0.2233844. The first close (50) lies outside the window.
    const closes = Float64Array.from([50, 101, 100, 101]);
    expect(trailingRealisedVolatility(closes, 2, 252)).toBeCloseTo(0.2233844, 6);
    // × √365 for crypto: 0.2688431.
    expect(trailingRealisedVolatility(closes, 2, 365)).toBeCloseTo(0.2688431, 6);
  });

  it('is null without window + 1 closes, for a window below 2, and with a non-positive close in the window', () => {
    expect(trailingRealisedVolatility(Float64Array.from([100, 101]), 2)).toBeNull();
    expect(trailingRealisedVolatility(Float64Array.from([100, 101, 102]), 1)).toBeNull();
    expect(trailingRealisedVolatility(Float64Array.from([100, 0, 101]), 2)).toBeNull();
    expect(trailingRealisedVolatility(Float64Array.from([0, 100, 101, 102]), 2)).not.toBeNull();
  });
});

describe('ewmaVariance', () => {
  it('converges to the square of a constant return size', () => {
    const r = new Float64Array(400).map((_, i) => (i % 2 === 0 ? 0.02 : -0.02));
    expect(ewmaVariance(r)).toBeCloseTo(0.0004, 12);
  });

  it('moves geometrically after a change of level: σ² = b² + (a² − b²) λᵏ', () => {
    const a = 0.01;
    const b = 0.03;
    const r = new Float64Array(70).map((_, i) => (i < 50 ? a : b));
    expect(ewmaVariance(r)).toBeCloseTo(b * b + (a * a - b * b) * 0.94 ** 20, 14);
  });

  it('is NaN without data', () => {
    expect(ewmaVariance(new Float64Array(0))).toBeNaN();
  });
});

describe('averageForecastVariance', () => {
  it('is today’s variance for a one-day horizon and tends to the long run for long horizons', () => {
    expect(averageForecastVariance(4e-4, 1e-4, 1)).toBeCloseTo(4e-4, 15);
    expect(averageForecastVariance(4e-4, 1e-4, 10000) / 1e-4).toBeLessThan(1.02);
    expect(averageForecastVariance(4e-4, 1e-4, 10000)).toBeGreaterThan(1e-4);
  });

  it('matches the average of the day-by-day forecasts', () => {
    let sum = 0;
    for (let k = 1; k <= 15; k++) sum += 1e-4 + 0.98 ** (k - 1) * (4e-4 - 1e-4);
    expect(averageForecastVariance(4e-4, 1e-4, 15)).toBeCloseTo(sum / 15, 15);
  });
});
