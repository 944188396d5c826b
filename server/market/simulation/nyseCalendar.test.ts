import { describe, expect, it } from 'vitest';
import { dayFromIso, isoFromDay } from './dayNumbers';
import { closeMinute, easterSunday, isEarlyClose, isNyseSession, nextSession, nyseHolidays, previousSession } from './nyseCalendar';

const holidays = (year: number) => nyseHolidays(year).map((h) => isoFromDay(h.day));

describe('NYSE calendar', () => {
  it('computes Easter Sunday', () => {
    expect(isoFromDay(easterSunday(2024))).toBe('2024-03-31');
    expect(isoFromDay(easterSunday(2025))).toBe('2025-04-20');
    expect(isoFromDay(easterSunday(2026))).toBe('2026-04-05');
    expect(isoFromDay(easterSunday(2027))).toBe('2027-03-28');
    expect(isoFromDay(easterSunday(2038))).toBe('2038-04-25');
  });

  it('lists the published holidays of 2024 to 2027', () => {
    expect(holidays(2024)).toEqual(['2024-01-01', '2024-01-15', '2024-02-19', '2024-03-29', '2024-05-27', '2024-06-19', '2024-07-04', '2024-09-02', '2024-11-28', '2024-12-25']);
    expect(holidays(2025)).toEqual(['2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']);
    expect(holidays(2026)).toEqual(['2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25']);
    expect(holidays(2027)).toEqual(['2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24']);
  });

  it('applies the observed-day rules', () => {
    // July 4, 2026 is a Saturday: closed Friday the 3rd. Christmas 2027 is a Saturday: closed Friday the 24th.
    expect(isNyseSession(dayFromIso('2026-07-03'))).toBe(false);
    expect(isNyseSession(dayFromIso('2027-12-24'))).toBe(false);
    // New Year's Day 2022 and 2028 fall on Saturdays: not observed, the Friday before trades.
    expect(isNyseSession(dayFromIso('2021-12-31'))).toBe(true);
    expect(isNyseSession(dayFromIso('2027-12-31'))).toBe(true);
    // New Year's Day 2023 is a Sunday: closed Monday the 2nd.
    expect(isNyseSession(dayFromIso('2023-01-02'))).toBe(false);
    // Juneteenth only from 2022.
    expect(isNyseSession(dayFromIso('2021-06-18'))).toBe(true);
  });

  it('is closed on weekends and open on ordinary weekdays', () => {
    expect(isNyseSession(dayFromIso('2026-11-21'))).toBe(false);
    expect(isNyseSession(dayFromIso('2026-11-22'))).toBe(false);
    expect(isNyseSession(dayFromIso('2026-11-20'))).toBe(true);
    expect(isoFromDay(nextSession(dayFromIso('2026-11-20')))).toBe('2026-11-23');
    expect(isoFromDay(previousSession(dayFromIso('2026-11-27')))).toBe('2026-11-25');
    expect(isoFromDay(previousSession(dayFromIso('2025-01-10')))).toBe('2025-01-08');
  });

  it('closes early at 13:00 on the day after Thanksgiving, July 3 and Christmas Eve', () => {
    for (const iso of ['2024-07-03', '2024-11-29', '2024-12-24', '2025-07-03', '2025-11-28', '2025-12-24', '2026-11-27', '2026-12-24', '2023-07-03']) {
      expect(isEarlyClose(dayFromIso(iso)), iso).toBe(true);
      expect(closeMinute(dayFromIso(iso))).toBe(13 * 60);
    }
    for (const iso of ['2026-07-02', '2027-07-02', '2026-11-20']) {
      expect(isEarlyClose(dayFromIso(iso)), iso).toBe(false);
      expect(closeMinute(dayFromIso(iso))).toBe(16 * 60);
    }
  });

  it('has about 252 sessions a year', () => {
    for (const year of [2024, 2025, 2026, 2027]) {
      let n = 0;
      for (let d = dayFromIso(`${year}-01-01`); d <= dayFromIso(`${year}-12-31`); d++) if (isNyseSession(d)) n++;
      expect(n).toBeGreaterThanOrEqual(249);
      expect(n).toBeLessThanOrEqual(253);
    }
  });
});
