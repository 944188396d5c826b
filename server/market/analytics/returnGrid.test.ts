import { describe, expect, it } from 'vitest';
import { gridDates, returnGrid, unitRows } from './returnGrid';
import type { DatedSeries } from './types';

const series = (dates: string[], values: number[]): DatedSeries => ({ dates, values: Float64Array.from(values) });
const weekdays = ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-12'];

describe('gridDates', () => {
  it('keeps the dates at least half of the series have, the last `count`', () => {
    const crypto = series(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12'], [1, 1, 1, 1, 1, 1, 1, 1]);
    const a = series(weekdays, [1, 1, 1, 1, 1, 1]);
    const b = series(weekdays, [1, 1, 1, 1, 1, 1]);
    expect(gridDates([crypto, a, b], 10)).toEqual(weekdays);
    expect(gridDates([crypto, a, b], 3)).toEqual(weekdays.slice(3));
  });
});

describe('returnGrid', () => {
  it('computes log returns on the grid, fills a gap with the mean and leaves out short or flat series', () => {
    const a = series(weekdays, [100, 110, 99, 99, 108.9, 100]);
    const gap = series(weekdays.filter((d) => d !== '2026-01-07'), [100, 110, 121, 133.1, 100]);
    const flat = series(weekdays, [5, 5, 5, 5, 5, 5]);
    const short = series(weekdays.slice(3), [1, 2, 3]);
    const grid = returnGrid([a, gap, flat, short], { window: 5, minCoverage: 0.6 });
    expect(grid.dates).toEqual(weekdays);
    expect(grid.length).toBe(5);
    expect(grid.kept).toEqual([0, 1]);
    expect(grid.excluded).toEqual([2, 3]);
    const row0 = Array.from(grid.returns.subarray(0, 5));
    expect(row0[0]).toBeCloseTo(Math.log(1.1), 14);
    expect(row0[1]).toBeCloseTo(Math.log(0.9), 14);
    // Days 1 and 2 of `gap` span its missing close: both missing, filled with the mean of the other three.
    const present = [Math.log(1.1), Math.log(1.1), Math.log(100 / 133.1)];
    const mean = present.reduce((s, v) => s + v, 0) / 3;
    const row1 = Array.from(grid.returns.subarray(5, 10));
    expect(row1[1]).toBeCloseTo(mean, 14);
    expect(row1[2]).toBeCloseTo(mean, 14);
    expect(row1[3]).toBeCloseTo(Math.log(1.1), 14);
  });

  it('keeps only the last `window` returns', () => {
    const a = series(weekdays, [1, 2, 4, 8, 16, 32]);
    const b = series(weekdays, [1, 3, 2, 5, 4, 7]);
    const grid = returnGrid([a, b], { window: 2 });
    expect(grid.dates).toEqual(weekdays.slice(3));
    expect(grid.length).toBe(2);
  });
});

describe('unitRows', () => {
  it('centres each row and scales it to length 1', () => {
    const z = unitRows(Float64Array.from([1, 2, 3, 5, 5, 5]), 3);
    expect(Array.from(z.subarray(0, 3)).map((v) => v * Math.SQRT2)).toEqual([-1, 0, 1].map((v) => expect.closeTo(v, 14)));
    expect(Array.from(z.subarray(3))).toEqual([0, 0, 0]);
  });
});
