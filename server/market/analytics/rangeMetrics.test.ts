import { describe, expect, it } from 'vitest';
import { eodRangeFlags, rangeMetrics, UPSIDE_DOWNSIDE_RATIO_MAX } from './rangeMetrics';

describe('rangeMetrics', () => {
  it('measures a price inside the range', () => {
    const m = rangeMetrics(100, 90, 120)!;
    expect(m.upside).toBeCloseTo(20, 12);
    expect(m.downside).toBeCloseTo(10, 12);
    expect(m.upsideDownsideRatio).toBeCloseTo(2, 12);
    expect(m.positionOnRange).toBeCloseTo(100 / 3, 12);
  });

  it('does not clamp the position and turns the ratio negative above the range', () => {
    const m = rangeMetrics(130, 90, 120)!;
    expect(m.positionOnRange).toBeCloseTo(133.333333, 5);
    expect(m.upside).toBeLessThan(0);
    expect(m.upsideDownsideRatio).toBeLessThan(0);
  });

  it('gives the maximal ratio at or below the lower bound', () => {
    expect(rangeMetrics(90, 90, 120)!.upsideDownsideRatio).toBe(UPSIDE_DOWNSIDE_RATIO_MAX);
    const below = rangeMetrics(80, 90, 120)!;
    expect(below.upsideDownsideRatio).toBe(UPSIDE_DOWNSIDE_RATIO_MAX);
    expect(below.positionOnRange).toBeCloseTo(-33.333333, 5);
    expect(rangeMetrics(90.0001, 90, 120)!.upsideDownsideRatio).toBe(UPSIDE_DOWNSIDE_RATIO_MAX);
  });

  it('rejects an empty or inverted range and a non-positive price', () => {
    expect(rangeMetrics(100, 120, 90)).toBeNull();
    expect(rangeMetrics(100, 100, 100)).toBeNull();
    expect(rangeMetrics(0, 90, 120)).toBeNull();
    expect(rangeMetrics(NaN, 90, 120)).toBeNull();
  });
});

describe('eodRangeFlags', () => {
  it('sets exactly one flag, bounds inclusive', () => {
    expect(eodRangeFlags(100, 90, 110)).toEqual({ onEODRange: true, belowEODRange: false, aboveEODRange: false });
    expect(eodRangeFlags(90, 90, 110).onEODRange).toBe(true);
    expect(eodRangeFlags(89.99, 90, 110)).toEqual({ onEODRange: false, belowEODRange: true, aboveEODRange: false });
    expect(eodRangeFlags(110.01, 90, 110)).toEqual({ onEODRange: false, belowEODRange: false, aboveEODRange: true });
  });
});
