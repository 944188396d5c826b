import { describe, expect, it } from 'vitest';
import { dayFromIso, isoFromDay } from './dayNumbers';
import { businessOnOrAfter, everyWeekday, FRIDAY, lastBusinessDay, nthBusinessDay, THURSDAY, weekdayOnOrAfter, weekdayRule } from './economicSchedule';

describe('economic release rules', () => {
  it('moves US releases off NYSE holidays and EU releases off weekends', () => {
    expect(isoFromDay(businessOnOrAfter(dayFromIso('2026-01-19'), 'US'))).toBe('2026-01-20');
    expect(isoFromDay(businessOnOrAfter(dayFromIso('2026-01-19'), 'EU'))).toBe('2026-01-19');
    expect(isoFromDay(nthBusinessDay(2026, 1, 1, 'US'))).toBe('2026-01-02');
    expect(isoFromDay(nthBusinessDay(2026, 3, 3, 'US'))).toBe('2026-03-04');
    expect(isoFromDay(lastBusinessDay(2026, 10, 'EU'))).toBe('2026-10-30');
  });
  it('finds weekday rules', () => {
    expect(isoFromDay(weekdayRule(2026, 11, FRIDAY, 1, 'US'))).toBe('2026-11-06');
    expect(isoFromDay(weekdayRule(2025, 7, FRIDAY, 1, 'US'))).toBe('2025-07-03'); // July 4 is a holiday
    expect(isoFromDay(weekdayOnOrAfter(2026, 11, 10, 3))).toBe('2026-11-11');
    expect(everyWeekday(THURSDAY, 'US')(2026, 11).map(isoFromDay)).toEqual(['2026-11-05', '2026-11-12', '2026-11-19', '2026-11-25']);
  });
});
