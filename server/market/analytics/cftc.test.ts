import { describe, expect, it } from 'vitest';
import { cftcStats } from './cftc';

describe('cftcStats', () => {
  // 104 weeks: 1, 2, …, 104
  const weeks = Float64Array.from({ length: 104 }, (_, i) => i + 1);

  it('computes the latest, change, averages and extremes', () => {
    const s = cftcStats(weeks);
    expect(s.latest).toBe(104);
    expect(s.wowChange).toBe(1);
    expect(s.avg1M).toBeCloseTo((101 + 102 + 103 + 104) / 4, 12);
    expect(s.avg3M).toBeCloseTo(98, 12); // mean of 92 … 104
    expect(s.avg6M).toBeCloseTo(91.5, 12);
    expect(s.avg1Y).toBeCloseTo(78.5, 12);
    expect(s.max2Y).toBe(104);
    expect(s.min2Y).toBe(1);
  });

  it('computes z-scores with the sample standard deviation', () => {
    const s = cftcStats(weeks);
    // 52 consecutive integers: sd = √(52 × 53 / 12); latest − mean = 25.5
    expect(s.zScore1Y).toBeCloseTo(25.5 / Math.sqrt((52 * 53) / 12), 12);
    expect(s.zScore2Y).toBeCloseTo(51.5 / Math.sqrt((104 * 105) / 12), 12);
    const flipped = cftcStats(weeks.map((v) => -v));
    expect(flipped.zScore1Y).toBeCloseTo(-s.zScore1Y!, 12);
  });

  it('answers null for unfilled windows and flat data', () => {
    const short = cftcStats(weeks.subarray(0, 30));
    expect(short.avg6M).not.toBeNull();
    expect(short.avg1Y).toBeNull();
    expect(short.zScore2Y).toBeNull();
    expect(short.max2Y).toBeNull();
    expect(cftcStats(new Float64Array(60).fill(5)).zScore1Y).toBeNull();
    expect(cftcStats(new Float64Array(0))).toMatchObject({ latest: null, wowChange: null, avg1M: null });
  });
});
