import { describe, expect, it } from 'vitest';
import { logReturns, percentChange } from './returns';

describe('logReturns', () => {
  it('is the log of consecutive close ratios', () => {
    const r = logReturns(Float64Array.from([100, 110, 99, 99]));
    expect(r.length).toBe(3);
    expect(r[0]).toBeCloseTo(Math.log(1.1), 15);
    expect(r[1]).toBeCloseTo(Math.log(0.9), 15);
    expect(r[2]).toBe(0);
  });

  it('adds up to the log of the total change', () => {
    const closes = Float64Array.from([50, 52, 47, 61, 58]);
    const total = logReturns(closes).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(Math.log(58 / 50), 14);
  });

  it('marks returns around a bad close as NaN', () => {
    const r = logReturns(Float64Array.from([10, 0, 12, 13]));
    expect(r[0]).toBeNaN();
    expect(r[1]).toBeNaN();
    expect(r[2]).toBeCloseTo(Math.log(13 / 12), 15);
    expect(logReturns(new Float64Array(0)).length).toBe(0);
  });
});

describe('percentChange', () => {
  it('is the change in percent', () => {
    expect(percentChange(200, 210)).toBeCloseTo(5, 12);
    expect(percentChange(0, 1)).toBeNaN();
  });
});
