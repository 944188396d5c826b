import { describe, expect, it } from 'vitest';
import { comboPath, dailyPath, followPath } from './derivedPaths';
import { dayFromIso } from './dayNumbers';
import type { ComboModel, DailyModel, FollowModel } from './modelSpec';
import { daily, follow, instrument, sim } from './namedBuilders';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

const start = dayFromIso('2024-01-01');
const universe = new Universe('d', 0, start);
const store = new PathStore('d', new TimeGrid(start, dayFromIso('2026-06-30')), (t) => universe.get(t), 64);
const ctx = { seed: 'd', grid: store.grid, factors: store.factors, path: (t: string) => store.get(t) };
const make = (ticker: string) => instrument({ ticker, name: ticker, type: 'etf' });

describe('derived paths', () => {
  it('follows a base exactly without basis noise', () => {
    const model = follow('^GSPC', 100, { basisVol: 0 }) as FollowModel;
    const p = followPath(sim(make('X1'), model), model, ctx);
    const base = store.get('^GSPC');
    for (let t = 0; t < p.close.length; t += 37) expect(p.close[t]! / base.close[t]!).toBeCloseTo(100 / base.close[0]!, 10);
    for (let t = 0; t < p.close.length; t++) {
      expect(p.high[t]!).toBeGreaterThanOrEqual(Math.max(p.open[t]!, p.close[t]!) - 1e-9);
      expect(p.low[t]!).toBeLessThanOrEqual(Math.min(p.open[t]!, p.close[t]!) + 1e-9);
    }
  });
  it('inverts with a negative exponent and keeps a bounded basis', () => {
    const model = follow('USDJPY', null, { exponent: -1, scale: 1, basisVol: 0.001 }) as FollowModel;
    const p = followPath(sim(make('X2'), model), model, ctx);
    const base = store.get('USDJPY');
    let worst = 0;
    for (let t = 0; t < p.close.length; t++) worst = Math.max(worst, Math.abs(Math.log(p.close[t]! * base.close[t]!)));
    expect(worst).toBeLessThan(0.006);
  });
  it('multiplies daily returns for leveraged and inverse products', () => {
    const model = daily('QQQ', -2, 50, 0, 0) as DailyModel;
    const p = dailyPath(sim(make('X3'), model), model, ctx);
    const base = store.get('QQQ');
    for (let t = 1; t < 200; t++) {
      expect(p.close[t]! / p.close[t - 1]! - 1).toBeCloseTo(-2 * (base.close[t]! / base.close[t - 1]! - 1), 9);
    }
  });
  it('samples a crypto base on US sessions', () => {
    const p = store.get('BTC_F');
    const btc = store.get('CRYPTO.BTC');
    const idx = store.grid.sessionCalendarIndex();
    for (let t = 1; t < p.close.length; t += 50) expect(Math.abs(Math.log(p.close[t]! / btc.close[idx[t]!]!) - Math.log(p.close[0]! / btc.close[idx[0]!]!))).toBeLessThan(0.05);
  });
  it('makes pairs as the ratio of their legs', () => {
    const model: ComboModel = { kind: 'combo', legs: [['^VVIX', 1], ['^VIX', -1]] };
    const p = comboPath(sim(make('X4'), model), model, ctx);
    const a = store.get('^VVIX');
    const b = store.get('^VIX');
    for (let t = 0; t < p.close.length; t += 41) {
      expect(p.close[t]).toBeCloseTo(a.close[t]! / b.close[t]!, 9);
      expect(p.open[t]).toBeCloseTo(a.open[t]! / b.open[t]!, 9);
      expect(p.high[t]!).toBeGreaterThanOrEqual(Math.max(p.open[t]!, p.close[t]!));
    }
    expect(p.volume.every((v) => v === 0)).toBe(true);
  });
});
