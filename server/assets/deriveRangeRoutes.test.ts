import { describe, expect, it } from 'vitest';
import { deriveRanges } from './deriveRangeRoutes';

describe('deriveRanges', () => {
  it('computes upside, downside, ratio and position by hand', () => {
    const [inside, below, above] = deriveRanges([
      { ticker: ' spy ', price: 100, low: 90, high: 120 },
      { ticker: 'QQQ', price: '80', low: '90', high: '120' },
      { ticker: 'GLD', price: 150, low: 90, high: 120 },
    ]);
    expect(inside!.ticker).toBe('SPY');
    expect(inside!.upside).toBeCloseTo(20, 12);
    expect(inside!.downside).toBeCloseTo(10, 12);
    expect(inside!.upsideDownsideRatio).toBeCloseTo(2, 12);
    expect(inside!.positionOnRange).toBeCloseTo(100 / 3, 12);
    // At or below the low: downside ≤ 0 and the ratio at its bound.
    expect(below).toMatchObject({ ticker: 'QQQ', price: 80, upside: 50, downside: -12.5, upsideDownsideRatio: 1000 });
    expect(below!.positionOnRange).toBeCloseTo(-100 / 3, 12);
    // Above the high: negative upside, negative ratio.
    expect(above!.upside).toBeCloseTo(-20, 12);
    expect(above!.downside).toBeCloseTo(40, 12);
    expect(above!.upsideDownsideRatio).toBeCloseTo(-0.5, 12);
    expect(above!.positionOnRange).toBeCloseTo(200, 12);
  });

  it('refuses numbers that are not positive and finite, and a low not below the high, naming the group', () => {
    expect(() => deriveRanges([{ ticker: 'A', price: 1, low: 1, high: 2 }, { ticker: 'B', price: 'abc', low: 1, high: 2 }])).toThrow('rangeGroups[1] (B): price must be a positive number.');
    expect(() => deriveRanges([{ ticker: 'A', price: 1, low: -1, high: 2 }])).toThrow('rangeGroups[0] (A): low must be a positive number.');
    expect(() => deriveRanges([{ ticker: 'A', price: 1, low: 1, high: ' ' }])).toThrow('high must be a positive number.');
    expect(() => deriveRanges([{ ticker: 'A', price: 1, low: 1, high: 'Infinity' }])).toThrow('high must be a positive number.');
    expect(() => deriveRanges([{ ticker: '', price: 1, low: 2, high: 2 }])).toThrow('rangeGroups[0]: low must be below high.');
    expect(deriveRanges([])).toEqual([]);
  });
});
