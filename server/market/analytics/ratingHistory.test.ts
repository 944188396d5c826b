import { describe, expect, it } from 'vitest';
import { ratingHistory } from './ratingHistory';
import { ratings } from './ratings';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';
import { syntheticCloses } from './testing/syntheticMarket';

function expected(closes: Float64Array, depth: number) {
  const trend: string[] = [];
  const momentum: string[] = [];
  for (let back = 0; back < Math.min(depth, closes.length); back++) {
    const r = ratings(closes.subarray(0, closes.length - back));
    trend.push(r.overallTARating);
    momentum.push(r.ltTARating);
  }
  return { trend, momentum };
}

describe('ratingHistory', () => {
  it('gives exactly the ratings of ratings() on the history cut at each session', () => {
    const rng = seededRandom(31);
    let changes = 0;
    for (let k = 0; k < 40; k++) {
      const n = [30, 80, 300, 520][k % 4]!;
      const closes = syntheticCloses(rng, n, { dailyVol: 0.004 + 0.004 * (k % 7), drift: 0.002, regimeSwitch: 1 / 30, start: 10 ** (k % 5) });
      const history = ratingHistory(closes, 251);
      expect(history).toEqual(expected(closes, 251));
      for (let i = 1; i < history.trend.length; i++) if (history.trend[i] !== history.trend[i - 1]) changes++;
    }
    expect(changes).toBeGreaterThan(100);
  });

  it('rates the last `depth` sessions only, latest first', () => {
    const closes = randomWalkCloses(seededRandom(2), 400, 0.01, 50, 0.003);
    const history = ratingHistory(closes, 5);
    expect(history.trend).toHaveLength(5);
    expect(history.trend[0]).toBe(ratings(closes).overallTARating);
    expect(history.momentum[4]).toBe(ratings(closes.subarray(0, closes.length - 4)).ltTARating);
    expect(ratingHistory(closes, 0)).toEqual({ trend: [], momentum: [] });
  });

  it('says error where the history is too short: trend before 63 closes, momentum before 22, both before 21', () => {
    const closes = randomWalkCloses(seededRandom(3), 69, 0.01, 100, 0.002);
    const history = ratingHistory(closes, 70);
    expect(history.trend.slice(0, 8).every((r) => r !== 'error')).toBe(true);
    expect(history.trend.slice(8)).toEqual(Array(62).fill('error'));
    expect(history.momentum.slice(0, 49).every((r) => r !== 'error')).toBe(true);
    expect(history.momentum.slice(49)).toEqual(Array(21).fill('error'));
  });

  it('falls back to ratings() for a broken series and a window without movement', () => {
    const closes = randomWalkCloses(seededRandom(4), 320, 0.01);
    closes[200] = 0;
    expect(ratingHistory(closes, 200)).toEqual(expected(closes, 200));
    const flat = new Float64Array(100).fill(42);
    expect(ratingHistory(flat, 10)).toEqual({ trend: Array(10).fill('error'), momentum: Array(10).fill('error') });
  });
});
