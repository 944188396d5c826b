/**
 * When recurring economic releases happen, as rules on the calendar (the statistical agencies'
 * usual patterns, not their published calendars): "first Friday", "the Wednesday on or after the
 * 10th", "first business day", "last Thursday" and so on. US releases move off NYSE holidays;
 * euro-area and UK ones only off weekends.
 */
import { dayFromYmd, nthWeekdayOfMonth, weekday } from './dayNumbers';
import { isNyseSession, nextSession, previousSession } from './nyseCalendar';

export type Region = 'US' | 'EU';

const isBusinessDay = (day: number, region: Region): boolean => (region === 'US' ? isNyseSession(day) : weekday(day) !== 0 && weekday(day) !== 6);

export function businessOnOrAfter(day: number, region: Region): number {
  if (region === 'US') return isNyseSession(day) ? day : nextSession(day);
  let d = day;
  while (!isBusinessDay(d, region)) d++;
  return d;
}

export function businessOnOrBefore(day: number, region: Region): number {
  if (region === 'US') return isNyseSession(day) ? day : previousSession(day);
  let d = day;
  while (!isBusinessDay(d, region)) d--;
  return d;
}

/** The n-th business day of the month (1-based). */
export function nthBusinessDay(year: number, month: number, n: number, region: Region): number {
  let d = businessOnOrAfter(dayFromYmd(year, month, 1), region);
  for (let i = 1; i < n; i++) d = businessOnOrAfter(d + 1, region);
  return d;
}

export function lastBusinessDay(year: number, month: number, region: Region): number {
  return businessOnOrBefore(dayFromYmd(year, month + 1, 1) - 1, region);
}

/** The first given weekday on or after a day of the month. */
export function weekdayOnOrAfter(year: number, month: number, dom: number, dow: number): number {
  const d = dayFromYmd(year, month, dom);
  return d + ((dow - weekday(d) + 7) % 7);
}

/** A weekday rule moved to the business day before when it falls on a holiday. */
export function weekdayRule(year: number, month: number, dow: number, n: number, region: Region): number {
  return businessOnOrBefore(nthWeekdayOfMonth(year, month, dow, n), region);
}

export type Schedule = (year: number, month: number) => number[];

export const FRIDAY = 5;
export const THURSDAY = 4;
export const WEDNESDAY = 3;
export const TUESDAY = 2;

/** Fixed-month schedules (central-bank meetings, quarterly releases). */
export function inMonths(months: readonly number[], rule: (year: number, month: number) => number): Schedule {
  return (year, month) => (months.includes(month) ? [rule(year, month)] : []);
}

export const monthly = (rule: (year: number, month: number) => number): Schedule => (year, month) => [rule(year, month)];

/** Every given weekday of the month (weekly releases such as jobless claims), moved off holidays. */
export function everyWeekday(dow: number, region: Region): Schedule {
  return (year, month) => {
    const out: number[] = [];
    for (let d = nthWeekdayOfMonth(year, month, dow, 1); d < dayFromYmd(year, month + 1, 1); d += 7) out.push(businessOnOrBefore(d, region));
    return out;
  };
}
