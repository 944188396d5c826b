import { describe, expect, it } from 'vitest';
import { cftcStats } from './cftc';
import { cftcHistory } from './cftcHistory';

describe('cftcHistory', () => {
  it('gives each of the last weeks its own z-scores, the last equal to cftcStats of the whole series', () => {
    const values = Float64Array.from({ length: 120 }, (_, i) => Math.round(1000 * Math.sin(i / 7) + 10 * i));
    const rows = cftcHistory(values, 104);
    expect(rows).toHaveLength(104);
    expect(rows[0]!.index).toBe(16);
    expect(rows.at(-1)!.net).toBe(values[119]);
    expect(rows.at(-1)!.zScore1Y).toBe(cftcStats(values).zScore1Y);
    expect(rows.at(-1)!.zScore2Y).toBe(cftcStats(values).zScore2Y);
    // Week 16 has 17 reports: no 1-year window yet.
    expect(rows[0]!.zScore1Y).toBeNull();
    // Week 51 (the 52nd report) is the first with a 1-year z-score; week 103 the first with a 2-year one.
    expect(rows.find((r) => r.index === 50)!.zScore1Y).toBeNull();
    expect(rows.find((r) => r.index === 51)!.zScore1Y).not.toBeNull();
    expect(rows.find((r) => r.index === 102)!.zScore2Y).toBeNull();
    expect(rows.find((r) => r.index === 103)!.zScore2Y).toBeCloseTo(cftcStats(values.subarray(0, 104)).zScore2Y!, 12);
  });

  it('answers fewer rows for a short series, and none for an empty one', () => {
    expect(cftcHistory(Float64Array.of(1, 2, 3), 104).map((r) => r.net)).toEqual([1, 2, 3]);
    expect(cftcHistory(new Float64Array(0), 104)).toEqual([]);
  });
});
