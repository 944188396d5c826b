import { describe, expect, it } from 'vitest';
import { averageVolumeBefore, relativeVolume } from './relativeVolume';

describe('relativeVolume', () => {
  // 252 sessions: the older 189 trade 1000, the last 63 before the latest trade 2000; the latest 3000
  const volume = new Float64Array(253);
  for (let i = 0; i < 252; i++) volume[i] = i < 189 ? 1000 : 2000;
  volume[251] = 1500;
  volume[252] = 3000;

  it('compares the latest session with the day prior and the window averages before it', () => {
    const r = relativeVolume(volume);
    expect(r.previousDayVolume).toBe(3000);
    expect(r.vsDayPrior).toBeCloseTo(2, 12);
    expect(r.vs1M).toBeCloseTo(3000 / ((20 * 2000 + 1500) / 21), 12);
    expect(r.vs3M).toBeCloseTo(3000 / ((62 * 2000 + 1500) / 63), 12);
    expect(r.vs6M).toBeCloseTo(3000 / ((63 * 1000 + 62 * 2000 + 1500) / 126), 12);
    expect(r.vs12M).toBeCloseTo(3000 / ((189 * 1000 + 62 * 2000 + 1500) / 252), 12);
  });

  it('answers null without volume or without enough history', () => {
    expect(relativeVolume(Float64Array.from([100, 0]))).toMatchObject({ previousDayVolume: null, vsDayPrior: null });
    expect(relativeVolume(Float64Array.from([0, 100])).vsDayPrior).toBeNull();
    expect(relativeVolume(volume.subarray(200)).vs12M).toBeNull();
    expect(averageVolumeBefore(Float64Array.from([1, 2, 3]), 3)).toBeNaN();
    expect(relativeVolume(new Float64Array(0)).vs1M).toBeNull();
  });
});
