import { describe, expect, it } from 'vitest';
import { HIGH_HURST, POSITION_STEPS, RATIO_CAP, isHighHurst, positionScale, ratioDisplay } from './display';

// What logic.test.ts does not cover already.
describe('positionScale (document 2 section 5: clamped to 0–100 %, 10 steps)', () => {
  it('keeps 0 and 100 and rounds to the nearest step', () => {
    expect(POSITION_STEPS).toBe(10);
    expect(positionScale(0)).toEqual({ percent: 0, step: 0 });
    expect(positionScale(100)).toEqual({ percent: 100, step: 10 });
    expect(positionScale(4.9)).toEqual({ percent: 4.9, step: 0 });
    expect(positionScale(5)).toEqual({ percent: 5, step: 1 });
    expect(positionScale(94.9).step).toBe(9);
    expect(positionScale(95).step).toBe(10);
  });

  it('stays on the scale for any position', () => {
    for (let p = -50; p <= 150; p += 0.5) {
      const { percent, step } = positionScale(p);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
      expect(Number.isInteger(step) && step >= 0 && step <= POSITION_STEPS).toBe(true);
    }
  });
});

describe('ratioDisplay', () => {
  it("shows 100 itself as a number and only more as '> 100'", () => {
    expect(RATIO_CAP).toBe(100);
    expect(ratioDisplay(100)).toEqual({ kind: 'value', value: 100 });
    expect(ratioDisplay(100.001)).toEqual({ kind: 'above100' });
  });

  it("shows 0 as a number, and '< 0' just below", () => {
    expect(ratioDisplay(0)).toEqual({ kind: 'value', value: 0 });
    expect(ratioDisplay(-0.001)).toEqual({ kind: 'belowZero' });
  });

  it('reads the ratio as it is when the price is known not to be above the EOD range', () => {
    expect(ratioDisplay(2, false)).toEqual({ kind: 'value', value: 2 });
    expect(ratioDisplay(2, null)).toEqual({ kind: 'value', value: 2 });
  });
});

describe('isHighHurst', () => {
  it('counts only numbers above 0.6, for either Hurst value', () => {
    expect(HIGH_HURST).toBe(0.6);
    expect(isHighHurst(0.6001)).toBe(true);
    expect(isHighHurst(0.5, 0.6001)).toBe(true);
    expect(isHighHurst(0.6, 0.6)).toBe(false);
    expect(isHighHurst('0.9')).toBe(false);
    expect(isHighHurst(undefined, undefined)).toBe(false);
    expect(isHighHurst(Number.NaN)).toBe(false);
  });
});
