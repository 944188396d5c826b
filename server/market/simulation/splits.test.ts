import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { adjustedScale, effectiveSplits, rawFactors, roundPrice } from './splits';

const d = dayFromIso;
const splits = [{ day: d('2024-06-10'), ratio: 10 }, { day: d('2025-03-03'), ratio: 2 }];

describe('splits', () => {
  it('adjusts to the share basis of the as-of day', () => {
    expect(adjustedScale(splits, d('2024-01-05'))).toBe(20);
    expect(adjustedScale(splits, d('2024-06-10'))).toBe(2);
    expect(adjustedScale(splits, d('2026-01-01'))).toBe(1);
    expect(effectiveSplits(splits, d('2024-12-31'))).toEqual([{ date: '2024-06-10', ratio: 10 }]);
  });
  it('gives raw = adjusted × the splits between the bar and the as-of day', () => {
    const bars = Int32Array.from([d('2024-06-07'), d('2024-06-10'), d('2025-02-28'), d('2025-03-03')]);
    expect(Array.from(rawFactors(splits, bars, d('2026-01-01')) ?? [])).toEqual([20, 2, 2, 1]);
    expect(Array.from(rawFactors(splits, bars, d('2024-12-31')) ?? [])).toEqual([10, 1, 1, 1]);
    expect(rawFactors(splits, bars.subarray(3), d('2026-01-01'))).toBeNull();
    expect(rawFactors([], bars, d('2026-01-01'))).toBeNull();
  });
  it('rounds prices like a data feed', () => {
    expect(roundPrice(123.456789)).toBe(123.4568);
    expect(roundPrice(0.000012345678)).toBe(0.0000123457);
    expect(roundPrice(0)).toBe(0);
  });
});
