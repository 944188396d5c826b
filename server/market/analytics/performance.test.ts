import { describe, expect, it } from 'vitest';
import { lastIndexBefore, monthStart, performance, quarterStart, weekStart, yearStart } from './performance';

describe('period starts', () => {
  it('finds the Monday, month, quarter and year start', () => {
    expect(weekStart('2026-05-14')).toBe('2026-05-11'); // a Thursday
    expect(weekStart('2026-05-11')).toBe('2026-05-11');
    expect(weekStart('2026-05-17')).toBe('2026-05-11'); // a Sunday belongs to the week before
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
    expect(monthStart('2026-05-14')).toBe('2026-05-01');
    expect(quarterStart('2026-05-14')).toBe('2026-04-01');
    expect(quarterStart('2026-12-31')).toBe('2026-10-01');
    expect(yearStart('2026-05-14')).toBe('2026-01-01');
  });

  it('finds the last date before a bound', () => {
    const dates = ['2026-01-02', '2026-01-05', '2026-01-06'];
    expect(lastIndexBefore(dates, '2026-01-05')).toBe(0);
    expect(lastIndexBefore(dates, '2026-01-07')).toBe(2);
    expect(lastIndexBefore(dates, '2026-01-01')).toBe(-1);
  });
});

describe('performance', () => {
  // 2025-12-30 (Tue) … 2026-04-08 (Wed): closes chosen per reference date
  const dates = ['2025-12-30', '2025-12-31', '2026-01-02', '2026-03-31', '2026-04-02', '2026-04-03', '2026-04-06', '2026-04-07', '2026-04-08'];
  const closes = Float64Array.from([90, 100, 101, 110, 112, 120, 118, 119, 132]);

  it('compares the latest close with the last close before each period', () => {
    const p = performance(dates, closes);
    expect(p.previousDay).toBeCloseTo((132 / 119 - 1) * 100, 10);
    expect(p.wtd).toBeCloseTo((132 / 120 - 1) * 100, 10); // last close before Monday 2026-04-06: Friday 04-03
    expect(p.mtd).toBeCloseTo((132 / 110 - 1) * 100, 10); // 03-31
    expect(p.qtd).toBeCloseTo((132 / 110 - 1) * 100, 10);
    expect(p.ytd).toBeCloseTo((132 / 100 - 1) * 100, 10); // 2025-12-31
  });

  it('answers null when the history starts inside the period', () => {
    const p = performance(dates.slice(2), closes.slice(2));
    expect(p.ytd).toBeNull();
    expect(p.mtd).toBeCloseTo(20, 10);
    expect(performance([], new Float64Array(0)).previousDay).toBeNull();
    expect(performance(['2026-01-02'], Float64Array.from([5])).previousDay).toBeNull();
  });
});
