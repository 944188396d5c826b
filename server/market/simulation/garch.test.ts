import { describe, expect, it } from 'vitest';
import { garchOmega, simulateGarch } from './garch';
import { Rng } from './random';

const mean = (a: ArrayLike<number>) => Array.from(a).reduce((s, x) => s + x, 0) / a.length;
function autocorrelation(a: number[], lag: number): number {
  const m = mean(a);
  let num = 0;
  let den = 0;
  for (let i = 0; i < a.length; i++) {
    den += (a[i]! - m) ** 2;
    if (i >= lag) num += (a[i]! - m) * (a[i - lag]! - m);
  }
  return num / den;
}

describe('GARCH(1,1) with Student-t innovations', () => {
  const p = { vol: 0.01, alpha: 0.08, beta: 0.9 };
  const path = simulateGarch(new Rng('garch'), 20_000, p);
  const x = Array.from(path.shock);

  it('has the long-run variance σ²', () => {
    expect(garchOmega(p)).toBeCloseTo(0.0001 * 0.02, 10);
    expect(Math.sqrt(mean(x.map((v) => v * v)))).toBeGreaterThan(0.009);
    expect(Math.sqrt(mean(x.map((v) => v * v)))).toBeLessThan(0.011);
  });
  it('has fat tails and clustered volatility', () => {
    const m2 = mean(x.map((v) => v * v));
    expect(mean(x.map((v) => v ** 4)) / (m2 * m2)).toBeGreaterThan(4);
    expect(autocorrelation(x.map((v) => v * v), 1)).toBeGreaterThan(0.05);
    expect(Math.abs(autocorrelation(x, 1))).toBeLessThan(0.05);
  });
  it('raises next-day variance more after falls with a leverage term', () => {
    const g = simulateGarch(new Rng('lev'), 20_000, { vol: 0.01, alpha: 0.02, beta: 0.88, gamma: 0.14 });
    let down = 0;
    let up = 0;
    let nd = 0;
    let nu = 0;
    for (let t = 0; t < g.z.length; t++) {
      const ratio = g.nextVariance[t]! / g.variance[t]!;
      if (g.z[t]! < -1) { down += ratio; nd++; } else if (g.z[t]! > 1) { up += ratio; nu++; }
    }
    expect(down / nd).toBeGreaterThan(up / nu + 0.2);
  });
  it('keeps the variance within its floor and ceiling and is deterministic', () => {
    const g = simulateGarch(new Rng('cap'), 5000, { vol: 0.01, alpha: 0.3, beta: 0.65, maxVarianceRatio: 4, minVarianceRatio: 0.5 });
    expect(Math.max(...g.variance)).toBeLessThanOrEqual(0.0004 + 1e-15);
    expect(Math.min(...g.nextVariance)).toBeGreaterThanOrEqual(0.00005 - 1e-15);
    expect(Array.from(simulateGarch(new Rng('garch'), 100, p).shock)).toEqual(x.slice(0, 100));
  });
  it('refuses explosive parameters', () => {
    expect(() => garchOmega({ vol: 0.01, alpha: 0.2, beta: 0.85 })).toThrow();
  });
});
