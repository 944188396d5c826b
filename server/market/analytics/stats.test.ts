import { describe, expect, it } from 'vitest';
import { linearTrend, max, mean, min, sampleStd, sampleVariance, trailingWindow } from './stats';

const f = (...v: number[]): Float64Array => Float64Array.from(v);

describe('stats', () => {
  it('takes trailing windows with an offset', () => {
    const x = f(1, 2, 3, 4, 5, 6);
    expect([...trailingWindow(x, 3)!]).toEqual([4, 5, 6]);
    expect([...trailingWindow(x, 3, 2)!]).toEqual([2, 3, 4]);
    expect(trailingWindow(x, 6, 1)).toBeNull();
    expect(trailingWindow(x, 0)).toBeNull();
  });

  it('computes mean, sample variance and extremes', () => {
    const x = f(2, 4, 4, 4, 5, 5, 7, 9);
    expect(mean(x)).toBe(5);
    expect(sampleVariance(x)).toBeCloseTo(32 / 7, 14);
    expect(sampleStd(x)).toBeCloseTo(Math.sqrt(32 / 7), 14);
    expect(min(x)).toBe(2);
    expect(max(x)).toBe(9);
    expect(sampleVariance(f(1))).toBeNaN();
    expect(max(f(1, NaN, 3))).toBeNaN();
  });

  it('fits a straight line exactly', () => {
    const fit = linearTrend(f(3, 5, 7, 9, 11));
    expect(fit.slope).toBeCloseTo(2, 14);
    expect(fit.intercept).toBeCloseTo(3, 14);
    expect(linearTrend(f(1, 3, 2)).slope).toBeCloseTo(0.5, 14);
  });
});
