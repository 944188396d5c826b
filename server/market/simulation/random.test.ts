import { describe, expect, it } from 'vitest';
import { hashString, hashUnit, Rng } from './random';

const moments = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const m2 = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
  const m4 = xs.reduce((a, b) => a + (b - mean) ** 4, 0) / xs.length;
  return { mean, variance: m2, kurtosis: m4 / (m2 * m2) };
};

describe('seeded randomness', () => {
  it('repeats a stream for the same seed and differs for another', () => {
    const a = new Rng('seed');
    const b = new Rng('seed');
    const c = new Rng('other');
    const xs = Array.from({ length: 5 }, () => a.uniform());
    expect(Array.from({ length: 5 }, () => b.uniform())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.uniform())).not.toEqual(xs);
  });
  it('hashes strings stably', () => {
    expect(hashString('SPY')).toBe(hashString('SPY'));
    expect(hashString('SPY')).not.toBe(hashString('QQQ'));
    expect(hashString('SPY', 1)).not.toBe(hashString('SPY'));
    const u = hashUnit('a', 1);
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(1);
  });
  it('draws uniforms in (0, 1) with mean 1/2', () => {
    const rng = new Rng(1);
    const xs = Array.from({ length: 50_000 }, () => rng.uniform());
    expect(Math.min(...xs)).toBeGreaterThan(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(moments(xs).mean).toBeCloseTo(0.5, 2);
    expect(new Set(Array.from({ length: 1000 }, () => rng.int(7)))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
  });
  it('draws standard normals', () => {
    const rng = new Rng(2);
    const m = moments(Array.from({ length: 100_000 }, () => rng.normal()));
    expect(m.mean).toBeCloseTo(0, 1);
    expect(m.variance).toBeCloseTo(1, 1);
    expect(m.kurtosis).toBeGreaterThan(2.9);
    expect(m.kurtosis).toBeLessThan(3.1);
  });
  it('draws unit-variance Student-t(5) values with fat tails', () => {
    const rng = new Rng(3);
    const m = moments(Array.from({ length: 200_000 }, () => rng.studentT5()));
    expect(m.mean).toBeCloseTo(0, 1);
    expect(m.variance).toBeGreaterThan(0.93);
    expect(m.variance).toBeLessThan(1.07);
    // Theoretical kurtosis 9; sample kurtosis converges slowly but is well above the normal's 3.
    expect(m.kurtosis).toBeGreaterThan(5);
  });
});
