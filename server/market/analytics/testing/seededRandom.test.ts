import { describe, expect, it } from 'vitest';
import { mulberry32, randomWalkCloses, seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
  });

  it('draws uniforms in [0, 1) with mean 1/2', () => {
    const u = mulberry32(1);
    let sum = 0;
    for (let i = 0; i < 20000; i++) {
      const x = u();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      sum += x;
    }
    expect(sum / 20000).toBeCloseTo(0.5, 2);
  });

  it('draws normals with mean 0, sd 1 and Gaussian tails', () => {
    const x = seededRandom(3).normals(40000);
    let mean = 0;
    for (const v of x) mean += v;
    mean /= x.length;
    let variance = 0;
    let beyond196 = 0;
    for (const v of x) {
      variance += (v - mean) ** 2;
      if (Math.abs(v) > 1.96) beyond196++;
    }
    variance /= x.length - 1;
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(Math.abs(variance - 1)).toBeLessThan(0.03);
    expect(Math.abs(beyond196 / x.length - 0.05)).toBeLessThan(0.005);
  });

  it('builds a random walk of n + 1 positive closes', () => {
    const closes = randomWalkCloses(seededRandom(5), 100, 0.02, 50);
    expect(closes.length).toBe(101);
    expect(closes[0]).toBe(50);
    expect(Math.min(...closes)).toBeGreaterThan(0);
  });
});
