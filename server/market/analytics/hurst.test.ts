import { describe, expect, it } from 'vitest';
import { expectedRescaledRange, hurstExponent, meanLogRescaledRange } from './hurst';
import { fractionalGaussianNoise } from './testing/fractionalGaussianNoise';
import { seededRandom } from './testing/seededRandom';

function average(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

describe('expectedRescaledRange (Anis–Lloyd)', () => {
  it('matches closed-form small cases', () => {
    // n = 2: Γ(½)/(√π Γ(1)) · √1 = 1; n = 3: Γ(1)/(√π Γ(3/2)) · (√2 + √½) = (2/π) · 3/√2
    expect(expectedRescaledRange(2)).toBeCloseTo(1, 14);
    expect(expectedRescaledRange(3)).toBeCloseTo((2 / Math.PI) * (3 / Math.SQRT2), 14);
  });

  it('approaches the Brownian-bridge limit √(nπ/2) · (1 − O(n^−½))', () => {
    const n = 20000;
    expect(expectedRescaledRange(n) / Math.sqrt((n * Math.PI) / 2)).toBeGreaterThan(0.99);
    expect(expectedRescaledRange(n) / Math.sqrt((n * Math.PI) / 2)).toBeLessThan(1);
  });

  it('agrees with simulated R/S of normal noise within 1 %', () => {
    const rng = seededRandom(21);
    for (const n of [8, 32]) {
      let sum = 0;
      const runs = 4000;
      for (let r = 0; r < runs; r++) sum += Math.exp(meanLogRescaledRange(rng.normals(n), n));
      // E[R/S] from simulation (the mean of single-block R/S)
      expect(Math.abs(sum / runs / expectedRescaledRange(n) - 1)).toBeLessThan(0.01);
    }
  });
});

describe('hurstExponent', () => {
  it('stays within 0.5 ± 0.06 for each of 10 white-noise series of 4096 returns, mean within ± 0.02', () => {
    const rng = seededRandom(1);
    const estimates = Array.from({ length: 10 }, () => hurstExponent(rng.normals(4096)));
    for (const h of estimates) expect(Math.abs(h - 0.5)).toBeLessThan(0.06);
    expect(Math.abs(average(estimates) - 0.5)).toBeLessThan(0.02);
  });

  it('is unbiased for white noise at the product windows (64 and 256 returns, 300 series each)', () => {
    const rng = seededRandom(2);
    for (const n of [64, 256]) {
      const estimates = Array.from({ length: 300 }, () => hurstExponent(rng.normals(n)));
      expect(Math.abs(average(estimates) - 0.5)).toBeLessThan(0.02);
    }
  });

  it('lands near the exponent of fractional Gaussian noise (4096 values)', () => {
    // R/S-AL is attenuated towards ½ in finite samples (Weron 2002): the tolerance states it.
    for (const hurst of [0.3, 0.7]) {
      const estimates = [0, 1, 2, 3].map((seed) => hurstExponent(fractionalGaussianNoise(seededRandom(40 + seed), 4096, hurst)));
      expect(Math.abs(average(estimates) - hurst)).toBeLessThan(0.06);
    }
    const h85 = hurstExponent(fractionalGaussianNoise(seededRandom(50), 4096, 0.85));
    expect(h85).toBeGreaterThan(0.7);
  });

  it('orders series by their true exponent at the 256-return window', () => {
    const mean = (hurst: number): number =>
      average([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => hurstExponent(fractionalGaussianNoise(seededRandom(60 + seed), 256, hurst))));
    const low = mean(0.3);
    const mid = mean(0.5);
    const high = mean(0.7);
    expect(low).toBeLessThan(mid - 0.07);
    expect(high).toBeGreaterThan(mid + 0.07);
  });

  it('separates a random walk’s returns from a trending and a mean-reverting series', () => {
    const rng = seededRandom(7);
    const n = 1024;
    const walk = rng.normals(n, 0, 0.01);
    // trending: the drift switches sign in regimes of 64 days, noise on top
    const trending = new Float64Array(n);
    for (let i = 0; i < n; i++) trending[i] = (Math.floor(i / 64) % 2 === 0 ? 0.006 : -0.006) + 0.01 * rng.normal();
    // mean-reverting: AR(1) with φ = −0.4
    const reverting = new Float64Array(n);
    for (let i = 0; i < n; i++) reverting[i] = (i > 0 ? -0.4 * reverting[i - 1]! : 0) + 0.01 * rng.normal();
    const hWalk = hurstExponent(walk);
    expect(Math.abs(hWalk - 0.5)).toBeLessThan(0.06);
    expect(hurstExponent(trending)).toBeGreaterThan(0.6);
    expect(hurstExponent(reverting)).toBeLessThan(0.45);
  });

  it('is NaN for too little, flat or missing data, and ignores scale and shift', () => {
    expect(hurstExponent(seededRandom(3).normals(15))).toBeNaN();
    expect(hurstExponent(new Float64Array(64))).toBeNaN();
    const x = seededRandom(4).normals(64);
    const withNaN = x.slice();
    withNaN[10] = NaN;
    expect(hurstExponent(withNaN)).toBeNaN();
    expect(hurstExponent(x.map((v) => 3 * v + 0.01))).toBeCloseTo(hurstExponent(x), 12);
  });
});
