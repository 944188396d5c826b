import { describe, expect, it } from 'vitest';
import { CFTC_MARKETS } from '../source/tickerGroups';
import { cftcRecords, cftcReleaseMs } from './cftc';
import { dayFromIso, weekday } from './dayNumbers';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

const start = dayFromIso('2024-01-01');
const grid = new TimeGrid(start, dayFromIso('2026-12-31'));
const universe = new Universe('c', 0, start);
const store = new PathStore('c', grid, (t) => universe.get(t), 64);

describe('CFTC positioning', () => {
  it('is published on Friday at 15:30 New York, or the next session after a holiday', () => {
    expect(new Date(cftcReleaseMs(dayFromIso('2026-11-17'))).toISOString()).toBe('2026-11-20T20:30:00.000Z');
    expect(new Date(cftcReleaseMs(dayFromIso('2026-03-31'))).toISOString()).toBe('2026-04-06T19:30:00.000Z');
  });
  it('has a report every Tuesday for more than two years with consistent positions', () => {
    const gold = CFTC_MARKETS.find((m) => m.code === 'gold')!;
    const records = cftcRecords('c', gold, grid, store.get(gold.contract));
    expect(records.length).toBeGreaterThan(150);
    for (const r of records) {
      expect(weekday(dayFromIso(r.date))).toBe(2);
      expect(r.longPositions - r.shortPositions).toBe(r.netPosition);
      expect(r.longPositions).toBeGreaterThan(0);
      expect(r.shortPositions).toBeGreaterThan(0);
      expect(Math.abs(r.netPosition)).toBeLessThan(r.openInterest);
    }
    expect(cftcRecords('c', gold, grid, store.get(gold.contract))).toEqual(records);
  });
  it('follows the trend: net positioning rises with 13-week momentum', () => {
    let agree = 0;
    let total = 0;
    for (const m of CFTC_MARKETS) {
      const path = store.get(m.contract);
      const records = cftcRecords('c', m, grid, path);
      for (let i = 13; i < records.length; i += 13) {
        const now = records[i]!;
        const before = records[i - 13]!;
        const t = grid.barIndexAtOrBefore(path.calendar, dayFromIso(now.date));
        const t0 = grid.barIndexAtOrBefore(path.calendar, dayFromIso(before.date));
        const priceUp = path.close[t]! > path.close[t0]!;
        const netUp = now.netPosition / now.openInterest > before.netPosition / before.openInterest;
        if (priceUp === netUp) agree++;
        total++;
      }
    }
    expect(agree / total).toBeGreaterThan(0.6);
  });
  it('does not change earlier reports when the grid grows', () => {
    const es = CFTC_MARKETS[0]!;
    const shortGrid = new TimeGrid(start, dayFromIso('2025-06-30'));
    const shortStore = new PathStore('c', shortGrid, (t) => universe.get(t), 64);
    const short = cftcRecords('c', es, shortGrid, shortStore.get(es.contract));
    expect(cftcRecords('c', es, grid, store.get(es.contract)).slice(0, short.length)).toEqual(short);
  });
});
