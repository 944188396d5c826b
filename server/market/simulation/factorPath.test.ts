import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { FactorBank } from './factors';
import { factorPath } from './factorPath';
import type { FactorModel, SimInstrument } from './modelSpec';
import { factorModel, instrument, sim } from './namedBuilders';
import type { PathContext } from './pathData';
import { TimeGrid } from './timeGrid';

const start = dayFromIso('2024-01-01');
const ctxFor = (end: string): PathContext => {
  const grid = new TimeGrid(start, dayFromIso(end));
  return { seed: 'f', grid, factors: new FactorBank('f', grid), path: () => { throw new Error('no bases'); } };
};
const stock = (ticker: string, loadings: FactorModel['loadings'], idio = 0.015): [SimInstrument, FactorModel] => {
  const model = factorModel(ticker, 50, loadings, idio);
  return [sim(instrument({ ticker, name: ticker, type: 'stock' }), model, { volume: 1e6 }), model];
};

describe('factor-model paths', () => {
  const ctx = ctxFor('2026-12-31');
  const [a, am] = stock('AAA', [['MKT', 1], ['SEC:tech', 1]]);

  it('starts at the start price and is deterministic', () => {
    const p = factorPath(a, am, ctx);
    expect(p.close[0]).toBeCloseTo(50, 10);
    expect(p.close).toHaveLength(ctx.grid.sessionDays.length);
    expect(Array.from(factorPath(a, am, ctxFor('2026-12-31')).close)).toEqual(Array.from(p.close));
  });
  it('gives the same bars when generated to a later horizon', () => {
    const short = factorPath(a, am, ctxFor('2025-06-30'));
    const long = factorPath(a, am, ctx);
    for (const key of ['open', 'high', 'low', 'close', 'volume', 'variance'] as const) {
      expect(Array.from(long[key].subarray(0, short[key].length)), key).toEqual(Array.from(short[key]));
    }
  });
  it('adds the factors’ variance to the idiosyncratic one', () => {
    const p = factorPath(a, am, ctx);
    const avg = p.variance.reduce((s, v) => s + v, 0) / p.variance.length;
    const expected = 0.015 ** 2 + 0.0095 ** 2 + 0.007 ** 2;
    expect(avg / expected).toBeGreaterThan(0.7);
    expect(avg / expected).toBeLessThan(1.4);
  });
  it('correlates instruments that share factors', () => {
    const r = (t: string, l: FactorModel['loadings']) => {
      const [s, m] = stock(t, l, 0.004);
      const c = factorPath(s, m, ctx).close;
      return Array.from(c.subarray(1), (x, i) => Math.log(x / c[i]!));
    };
    const corr = (x: number[], y: number[]) => {
      const mx = x.reduce((s, v) => s + v, 0) / x.length;
      const my = y.reduce((s, v) => s + v, 0) / y.length;
      let c = 0, vx = 0, vy = 0;
      for (let i = 0; i < x.length; i++) { c += (x[i]! - mx) * (y[i]! - my); vx += (x[i]! - mx) ** 2; vy += (y[i]! - my) ** 2; }
      return c / Math.sqrt(vx * vy);
    };
    expect(corr(r('B1', [['SEC:energy', 1]]), r('B2', [['SEC:energy', 1]]))).toBeGreaterThan(0.6);
    expect(Math.abs(corr(r('B3', [['SEC:energy', 1]]), r('B4', [['SEC:util', 1]])))).toBeLessThan(0.15);
  });
});
