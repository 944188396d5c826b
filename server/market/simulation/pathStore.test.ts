import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { barMapping } from './pathData';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

const start = dayFromIso('2024-01-01');
const universe = new Universe('p', 500, start);

describe('path store', () => {
  const grid = new TimeGrid(start, dayFromIso('2026-06-30'));
  const store = new PathStore('p', grid, (t) => universe.get(t), 8);

  it('generates each kind of instrument on its calendar', () => {
    for (const t of ['SPY', 'ES_F', 'UVXY', '^VIX', '^VVIX:^VIX', 'EURGBP', 'CRYPTO.SOL', universe.list()[450]!.ticker]) {
      const p = store.get(t);
      const n = universe.get(t)!.instrument.calendar === 'crypto' ? grid.calendarDays.length : grid.sessionDays.length;
      expect(p.close, t).toHaveLength(n);
      expect(p.close.every((x) => Number.isFinite(x) && x > 0), t).toBe(true);
    }
    expect(() => store.get('NOPE')).toThrow();
  });
  it('caches paths and regenerates evicted ones identically', () => {
    const first = store.get('QQQ');
    expect(store.get('QQQ')).toBe(first);
    for (const i of universe.list().slice(400, 420)) store.get(i.ticker);
    const again = store.get('QQQ');
    expect(again).not.toBe(first);
    expect(Array.from(again.close)).toEqual(Array.from(first.close));
  });
  it('maps bars between calendars', () => {
    expect(barMapping(grid, 'nyse', 'nyse')).toBeNull();
    expect(barMapping(grid, 'nyse', 'crypto')?.[0]).toBe(grid.sessionDays[0]! - grid.startDay);
    expect(() => barMapping(grid, 'crypto', 'nyse')).toThrow();
  });
});
