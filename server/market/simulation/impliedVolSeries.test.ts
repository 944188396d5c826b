import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { impliedVolSeries, longRunVariance, surfaceAt } from './impliedVolSeries';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';
import { atmImpliedVol } from './volSurface';

const start = dayFromIso('2024-01-01');
const universe = new Universe('iv', 0, start);
const store = new PathStore('iv', new TimeGrid(start, dayFromIso('2026-06-30')), (t) => universe.get(t), 64);

describe('implied-volatility series', () => {
  const spy = universe.get('SPY')!;
  const path = store.get('SPY');
  const data = impliedVolSeries('iv', 'SPY', path, spy.options!);

  it('has one 30-day IV per bar, consistent with the surface', () => {
    expect(data.iv30).toHaveLength(path.close.length);
    const t = 200;
    const surface = surfaceAt(path, t, data.varianceLR, data.sentiment[t]!, spy.options!);
    expect(data.iv30[t]).toBeCloseTo(atmImpliedVol(surface, 30 / 365), 12);
    expect(data.varianceLR).toBe(longRunVariance(path));
  });
  it('stays near realised volatility times the premium and rises with it', () => {
    const iv = Array.from(data.iv30);
    const avg = iv.reduce((a, b) => a + b, 0) / iv.length;
    const realised = Math.sqrt(252 * data.varianceLR);
    expect(avg / realised).toBeGreaterThan(0.9);
    expect(avg / realised).toBeLessThan(1.5);
    let agree = 0;
    for (let t = 1; t < iv.length; t++) if ((iv[t]! > iv[t - 1]!) === (path.nextVariance[t]! > path.nextVariance[t - 1]!)) agree++;
    expect(agree / (iv.length - 1)).toBeGreaterThan(0.7);
  });
  it('is deterministic', () => {
    expect(Array.from(impliedVolSeries('iv', 'SPY', path, spy.options!).iv30)).toEqual(Array.from(data.iv30));
  });
});
