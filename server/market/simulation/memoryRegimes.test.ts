import { describe, expect, it } from 'vitest';
import { applyMemoryRegimes, fractionalWeights, MEMORY_LAGS } from './memoryRegimes';
import { Rng } from './random';

const mean = (a: ArrayLike<number>) => Array.from(a).reduce((s, x) => s + x, 0) / a.length;

/** Ratio of the variance of 16-bar sums to 16 times the variance of single bars (1 for white noise). */
function varianceRatio(x: Float64Array, k = 16): number {
  const v1 = mean(Array.from(x, (v) => v * v));
  const sums: number[] = [];
  for (let i = 0; i + k <= x.length; i += k) sums.push(x.subarray(i, i + k).reduce((a, b) => a + b, 0));
  return mean(sums.map((s) => s * s)) / (k * v1);
}

const noise = (seed: string, n: number) => {
  const rng = new Rng(seed);
  return Float64Array.from({ length: n }, () => rng.normal());
};

describe('memory regimes (fractional differencing)', () => {
  it('has the ARFIMA weights, normalised to unit energy', () => {
    const w0 = fractionalWeights(0);
    expect(w0[0]).toBeCloseTo(1, 12);
    expect(w0[1]).toBe(0);
    const w = fractionalWeights(0.2);
    expect(w).toHaveLength(MEMORY_LAGS + 1);
    expect(w[1]! / w[0]!).toBeCloseTo(0.2, 12);
    expect(w[2]! / w[0]!).toBeCloseTo((0.2 * 1.2) / 2, 12);
    expect(Array.from(w).reduce((s, x) => s + x * x, 0)).toBeCloseTo(1, 12);
  });
  it('makes persistent and anti-persistent series that keep their variance', () => {
    const x = noise('memory', 40_000);
    const up = applyMemoryRegimes(new Rng(1), x, { dUp: 0.25, dDown: 0.25, switchProbability: 0, startUp: 1 });
    const down = applyMemoryRegimes(new Rng(1), x, { dUp: -0.25, dDown: -0.25, switchProbability: 0, startUp: 1 });
    expect(varianceRatio(up)).toBeGreaterThan(2);
    expect(varianceRatio(down)).toBeLessThan(0.5);
    expect(varianceRatio(x)).toBeGreaterThan(0.85);
    expect(varianceRatio(x)).toBeLessThan(1.15);
    expect(mean(Array.from(up, (v) => v * v))).toBeCloseTo(1, 1);
    expect(mean(Array.from(down, (v) => v * v))).toBeCloseTo(1, 1);
  });
  it('switches regimes and is causal (a longer series starts with the same values)', () => {
    const params = { dUp: 0.2, dDown: -0.2, switchProbability: 1 / 100, startUp: 0.5 };
    const long = applyMemoryRegimes(new Rng('r'), noise('n', 3000), params);
    const short = applyMemoryRegimes(new Rng('r'), noise('n', 3000).subarray(0, 1000), params);
    expect(Array.from(short)).toEqual(Array.from(long.subarray(0, 1000)));
  });
});
