import { describe, expect, it } from 'vitest';
import { fgnAutocovariance, fractionalGaussianNoise } from './fractionalGaussianNoise';
import { seededRandom } from './seededRandom';

/** Autocovariance about the known mean 0 (demeaning would bias it down for long memory). */
function sampleAutocovariance(x: Float64Array, lag: number): number {
  let sum = 0;
  for (let i = lag; i < x.length; i++) sum += x[i]! * x[i - lag]!;
  return sum / (x.length - lag);
}

describe('fractionalGaussianNoise', () => {
  it('has the closed-form autocovariance: 1 at lag 0, 2^(2H−1) − 1 at lag 1, 0 beyond for H = ½', () => {
    expect(fgnAutocovariance(0, 0.7)).toBe(1);
    expect(fgnAutocovariance(1, 0.7)).toBeCloseTo(2 ** 0.4 - 1, 14);
    expect(fgnAutocovariance(5, 0.5)).toBe(0);
    expect(fgnAutocovariance(1, 0.3)).toBeLessThan(0);
  });

  it('reproduces the lag-1 and lag-10 autocovariances of the target H', () => {
    for (const hurst of [0.3, 0.5, 0.75]) {
      let lag1 = 0;
      let lag10 = 0;
      const runs = 6;
      for (let run = 0; run < runs; run++) {
        const x = fractionalGaussianNoise(seededRandom(100 + run), 2000, hurst);
        lag1 += sampleAutocovariance(x, 1) / runs;
        lag10 += sampleAutocovariance(x, 10) / runs;
      }
      expect(Math.abs(lag1 - fgnAutocovariance(1, hurst))).toBeLessThan(0.03);
      expect(Math.abs(lag10 - fgnAutocovariance(10, hurst))).toBeLessThan(0.04);
    }
  });

  it('has unit variance', () => {
    const x = fractionalGaussianNoise(seededRandom(9), 3000, 0.6);
    let ss = 0;
    for (const v of x) ss += v * v;
    expect(Math.abs(ss / x.length - 1)).toBeLessThan(0.12);
  });

  it('rejects an exponent outside (0, 1)', () => {
    expect(() => fractionalGaussianNoise(seededRandom(1), 10, 1)).toThrow(RangeError);
  });
});
