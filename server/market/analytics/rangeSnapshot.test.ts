import { describe, expect, it } from 'vitest';
import { hurstAsOf } from './hurstLookbacks';
import { rangeSnapshot } from './rangeSnapshot';
import { logReturns } from './returns';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';
import { LONG_TERM_RANGE, SHORT_TERM_RANGE, volatilityRange } from './volatilityRange';

describe('rangeSnapshot', () => {
  const closes = randomWalkCloses(seededRandom(404), 400, 0.012);

  it('uses h64 for the short-term and h256 for the long-term range', () => {
    const snap = rangeSnapshot(closes);
    const returns = logReturns(closes);
    expect(snap.h64.current).toBeCloseTo(hurstAsOf(returns, 64)!, 14);
    expect(snap.stRange!.upperVolatilityRange).toBeCloseTo(volatilityRange(closes, SHORT_TERM_RANGE, snap.h64.current)!.upperVolatilityRange, 12);
    expect(snap.ltRange!.upperVolatilityRange).toBeCloseTo(volatilityRange(closes, LONG_TERM_RANGE, snap.h256.current)!.upperVolatilityRange, 12);
    expect(snap.ltRange!.upperVolatilityRange - snap.ltRange!.lowerVolatilityRange).toBeGreaterThan(
      snap.stRange!.upperVolatilityRange - snap.stRange!.lowerVolatilityRange,
    );
  });

  it('flags the latest close against the range of the previous close', () => {
    const snap = rangeSnapshot(closes);
    expect(snap.eodFlags).toEqual({ onEODRange: true, belowEODRange: false, aboveEODRange: false });
    const breakout = closes.slice();
    breakout[400] = snap.previousStRange!.upperVolatilityRange * 1.01;
    expect(rangeSnapshot(breakout).eodFlags).toEqual({ onEODRange: false, belowEODRange: false, aboveEODRange: true });
    const breakdown = closes.slice();
    breakdown[400] = snap.previousStRange!.lowerVolatilityRange * 0.99;
    expect(rangeSnapshot(breakdown).eodFlags!.belowEODRange).toBe(true);
  });

  it('answers nulls for too short a history', () => {
    const snap = rangeSnapshot(closes.subarray(0, 20));
    expect(snap.stRange).toBeNull();
    expect(snap.eodFlags).toBeNull();
    expect(snap.h64.current).toBeNull();
    expect(snap.rangeMetaInfo).toEqual({ hasUpperCap: false, hasLowerCap: false });
  });
});
