import { describe, expect, it } from 'vitest';
import { ivMetrics, ivPercentile, ivRank } from './impliedVolatility';

describe('ivRank and ivPercentile', () => {
  // the window 0.10 … 0.30 and today 0.15
  const iv = Float64Array.from([0.3, 0.1, 0.2, 0.25, 0.12, 0.15]);

  it('rank places today between the window low and high', () => {
    expect(ivRank(iv, 6)).toBeCloseTo(((0.15 - 0.1) / (0.3 - 0.1)) * 100, 12);
    expect(ivRank(iv, 3)).toBeCloseTo(((0.15 - 0.12) / (0.25 - 0.12)) * 100, 12);
  });

  it('percentile is the share of the other days strictly below today', () => {
    expect(ivPercentile(iv, 6)).toBeCloseTo((2 / 5) * 100, 12); // 0.10 and 0.12
    expect(ivPercentile(Float64Array.from([0.2, 0.2, 0.2]), 3)).toBe(0);
  });

  it('can differ widely: one spike makes the rank low while the percentile stays high', () => {
    const spiky = Float64Array.from({ length: 252 }, (_, i) => (i === 10 ? 0.8 : 0.15 + i * 0.0001));
    expect(ivRank(spiky)!).toBeLessThan(10);
    expect(ivPercentile(spiky)!).toBeGreaterThan(99);
  });

  it('answers null with too little data or a flat window', () => {
    expect(ivRank(iv)).toBeNull();
    expect(ivPercentile(iv)).toBeNull();
    expect(ivRank(Float64Array.from([0.2, 0.2, 0.2]), 3)).toBeNull();
    expect(ivRank(Float64Array.from([0.2, NaN, 0.3]), 3)).toBeNull();
  });
});

describe('ivMetrics', () => {
  it('gives the premium, rank and percentile now and as series', () => {
    const iv = Float64Array.from([0.2, 0.25, 0.22, 0.3]);
    const rv = Float64Array.from([0.18, 0.2, 0.24, 0.21]);
    const m = ivMetrics(iv, rv, 3, 4);
    expect(m.currentIV).toBe(0.3);
    expect(m.currentRV).toBe(0.21);
    expect(m.currentPremium).toBeCloseTo(0.09, 14);
    expect(m.currentIVRank).toBeCloseTo(100, 12);
    expect(m.currentIVPercentile).toBeCloseTo(100, 12);
    expect(m.series.premium[2]).toBeCloseTo(-0.02, 14);
    expect(m.series.ivRank[1]).toBeNaN();
    expect(m.series.ivRank[2]).toBeCloseTo(40, 10);
  });

  it('computes the rank series only over the last rankPoints (the current value always)', () => {
    const iv = Float64Array.from([0.2, 0.25, 0.22, 0.3]);
    const m = ivMetrics(iv, iv, 3);
    expect(m.series.ivRank[2]).toBeNaN();
    expect(m.currentIVRank).toBeCloseTo(100, 12);
    expect(m.currentPremium).toBe(0);
  });

  it('answers nulls for empty input', () => {
    expect(ivMetrics(new Float64Array(0), new Float64Array(0))).toMatchObject({ currentIV: null, currentPremium: null, currentIVRank: null });
  });
});
