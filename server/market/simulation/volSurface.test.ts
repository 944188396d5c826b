import { describe, expect, it } from 'vitest';
import { atmImpliedVol, impliedVol, type SurfaceParams } from './volSurface';

const base: SurfaceParams = { variance0: 0.0001, varianceLR: 0.0001, persistence: 0.97, premium: 1.1, sentiment: 1, skew: -0.1 };

describe('implied-volatility surface', () => {
  it('is the premium times the annualised volatility when today equals the long run', () => {
    for (const years of [0.01, 0.25, 2]) expect(atmImpliedVol(base, years)).toBeCloseTo(1.1 * Math.sqrt(252 * 0.0001), 10);
  });
  it('relaxes from today’s volatility to the long run with maturity', () => {
    const stressed = { ...base, variance0: 0.0009 };
    const short = atmImpliedVol(stressed, 7 / 365);
    const month = atmImpliedVol(stressed, 30 / 365);
    const long = atmImpliedVol(stressed, 2);
    expect(short).toBeGreaterThan(month);
    expect(month).toBeGreaterThan(long);
    expect(short).toBeCloseTo(1.1 * Math.sqrt(252 * 0.0009), 1);
    expect(long).toBeLessThan(1.1 * Math.sqrt(252 * 0.0002));
    expect(atmImpliedVol({ ...base, variance0: 0.00002 }, 7 / 365)).toBeLessThan(atmImpliedVol({ ...base, variance0: 0.00002 }, 1));
  });
  it('has a put skew and a smile', () => {
    const atm = impliedVol(base, 100, 100, 0.25);
    expect(atm).toBeCloseTo(atmImpliedVol(base, 0.25), 12);
    expect(impliedVol(base, 90, 100, 0.25)).toBeGreaterThan(atm);
    expect(impliedVol(base, 110, 100, 0.25)).toBeLessThan(impliedVol(base, 90, 100, 0.25));
    expect(impliedVol(base, 200, 100, 0.25)).toBeGreaterThan(impliedVol(base, 110, 100, 0.25));
    expect(impliedVol(base, 10, 100, 0.25)).toBeLessThanOrEqual(3 * atm + 1e-12);
  });
});
