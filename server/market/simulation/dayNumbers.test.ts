import { describe, expect, it } from 'vitest';
import { dayFromIso, dayFromYmd, isoFromDay, nthWeekdayOfMonth, utcDayOf, weekday, ymdFromDay } from './dayNumbers';

describe('day numbers', () => {
  it('converts between dates and day numbers', () => {
    expect(dayFromYmd(1970, 1, 1)).toBe(0);
    expect(isoFromDay(dayFromYmd(2024, 2, 29))).toBe('2024-02-29');
    expect(dayFromIso('2026-11-20')).toBe(dayFromYmd(2026, 11, 20));
    expect(ymdFromDay(dayFromIso('2027-12-31'))).toEqual({ year: 2027, month: 12, day: 31 });
    expect(utcDayOf(Date.UTC(2026, 10, 20, 23, 59))).toBe(dayFromYmd(2026, 11, 20));
  });
  it('rejects malformed and impossible dates', () => {
    expect(dayFromIso('2026-02-30')).toBeNaN();
    expect(dayFromIso('2026-1-5')).toBeNaN();
    expect(dayFromIso('yesterday')).toBeNaN();
  });
  it('knows weekdays and the n-th weekday of a month', () => {
    expect(weekday(dayFromIso('2026-11-20'))).toBe(5);
    expect(weekday(dayFromIso('1970-01-01'))).toBe(4);
    expect(isoFromDay(nthWeekdayOfMonth(2026, 11, 4, 4))).toBe('2026-11-26');
    expect(isoFromDay(nthWeekdayOfMonth(2024, 5, 1, -1))).toBe('2024-05-27');
    expect(isoFromDay(nthWeekdayOfMonth(2025, 12, 3, -1))).toBe('2025-12-31');
  });
});
