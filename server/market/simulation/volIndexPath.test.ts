import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

const start = dayFromIso('2024-01-01');
const universe = new Universe('v', 0, start);
const store = new PathStore('v', new TimeGrid(start, dayFromIso('2026-12-31')), (t) => universe.get(t), 64);

describe('volatility indices', () => {
  const vix = store.get('^VIX').close;
  const spy = store.get('^GSPC').close;

  it('lives at VIX-like levels and comes back to them', () => {
    const levels = Array.from(vix);
    const avg = levels.reduce((a, b) => a + b, 0) / levels.length;
    expect(avg).toBeGreaterThan(13);
    expect(avg).toBeLessThan(26);
    expect(Math.min(...levels)).toBeGreaterThan(6);
    expect(Math.max(...levels)).toBeLessThan(120);
    // Mean reversion: the change over 20 days runs against the distance from the average.
    let num = 0;
    let den = 0;
    for (let t = 0; t + 20 < levels.length; t++) {
      const gap = Math.log(levels[t]! / avg);
      num += gap * Math.log(levels[t + 20]! / levels[t]!);
      den += gap * gap;
    }
    expect(num / den).toBeLessThan(-0.2);
  });
  it('moves against the market', () => {
    let agree = 0;
    for (let t = 1; t < vix.length; t++) if ((vix[t]! > vix[t - 1]!) !== (spy[t]! > spy[t - 1]!)) agree++;
    expect(agree / (vix.length - 1)).toBeGreaterThan(0.65);
  });
});
