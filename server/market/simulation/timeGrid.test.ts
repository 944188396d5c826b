import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { TimeGrid } from './timeGrid';

const grid = new TimeGrid(dayFromIso('2026-11-18'), dayFromIso('2026-11-30'));

describe('time grid', () => {
  it('lists sessions and calendar days', () => {
    expect(grid.sessionIso).toEqual(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-27', '2026-11-30']);
    expect(grid.calendarIso).toHaveLength(13);
    expect(grid.sessionActivity[6]).toBe(0.55);
    expect(grid.calendarActivity[3]).toBe(0.7);
  });
  it('finds bars on, before and after a day', () => {
    expect(grid.barIndexAtOrBefore('nyse', dayFromIso('2026-11-22'))).toBe(2);
    expect(grid.barIndexAtOrAfter('nyse', dayFromIso('2026-11-22'))).toBe(3);
    expect(grid.barIndexAtOrAfter('nyse', dayFromIso('2026-11-23'))).toBe(3);
    expect(grid.barIndexAtOrBefore('crypto', dayFromIso('2026-11-22'))).toBe(4);
    expect(grid.barIndexAtOrBefore('nyse', dayFromIso('2026-11-01'))).toBe(-1);
  });
  it('sums calendar days onto sessions and spreads sessions onto days', () => {
    const days = Float64Array.from({ length: 13 }, () => 1);
    expect(Array.from(grid.daysToSessions(days))).toEqual([1, 1, 1, 3, 1, 1, 2, 3]);
    const sessions = Float64Array.from({ length: 8 }, (_, i) => i + 1);
    const spread = grid.sessionsToDays(sessions);
    expect(spread.reduce((a, b) => a + b, 0)).toBe(36);
    expect(spread[3]).toBe(0);
  });
});
