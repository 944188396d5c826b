/**
 * The NYSE trading calendar, from the exchange's rules (NYSE Rule 7.2 and its holiday notices):
 *
 * - New Year's Day (Jan 1; Sunday → Monday; Saturday → not observed, the Friday before is a trading day);
 * - Martin Luther King Jr. Day (3rd Monday of January); Washington's Birthday (3rd Monday of February);
 * - Good Friday (the Friday before Easter Sunday, Gregorian computus);
 * - Memorial Day (last Monday of May); Juneteenth (June 19, from 2022);
 * - Independence Day (July 4); Labor Day (1st Monday of September);
 * - Thanksgiving (4th Thursday of November); Christmas (December 25);
 * - fixed-date holidays falling on Saturday are observed on the Friday before, on Sunday on the Monday after;
 * - special closures announced by the exchange (national days of mourning), listed below.
 *
 * Early closes (13:00 New York): July 3 when it is a weekday and not itself the observed holiday
 * (that is, July 4 falls on Tuesday to Friday), the day after Thanksgiving, and December 24 when it is
 * a weekday and not the observed Christmas.
 */
import { dayFromYmd, nthWeekdayOfMonth, weekday, ymdFromDay } from './dayNumbers';

/** Closures that no rule produces. */
const SPECIAL_CLOSURES: readonly string[] = [
  '2018-12-05', // President George H. W. Bush, national day of mourning
  '2025-01-09', // President Jimmy Carter, national day of mourning
];

export const REGULAR_OPEN_MINUTE = 9 * 60 + 30;
export const REGULAR_CLOSE_MINUTE = 16 * 60;
export const EARLY_CLOSE_MINUTE = 13 * 60;

/** Easter Sunday (anonymous Gregorian algorithm) as a day number. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromYmd(year, month, day);
}

/** A fixed-date holiday moved off the weekend (Saturday → Friday, Sunday → Monday). */
function observed(day: number): number {
  const w = weekday(day);
  return w === 6 ? day - 1 : w === 0 ? day + 1 : day;
}

export interface NyseHoliday {
  day: number;
  name: string;
}

const holidayCache = new Map<number, NyseHoliday[]>();

/** The full-day closures of a year (weekends aside), in date order. */
export function nyseHolidays(year: number): NyseHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const list: NyseHoliday[] = [];
  const newYear = dayFromYmd(year, 1, 1);
  if (weekday(newYear) !== 6) list.push({ day: observed(newYear), name: "New Year's Day" });
  list.push({ day: nthWeekdayOfMonth(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' });
  list.push({ day: nthWeekdayOfMonth(year, 2, 1, 3), name: "Washington's Birthday" });
  list.push({ day: easterSunday(year) - 2, name: 'Good Friday' });
  list.push({ day: nthWeekdayOfMonth(year, 5, 1, -1), name: 'Memorial Day' });
  if (year >= 2022) list.push({ day: observed(dayFromYmd(year, 6, 19)), name: 'Juneteenth National Independence Day' });
  list.push({ day: observed(dayFromYmd(year, 7, 4)), name: 'Independence Day' });
  list.push({ day: nthWeekdayOfMonth(year, 9, 1, 1), name: 'Labor Day' });
  list.push({ day: nthWeekdayOfMonth(year, 11, 4, 4), name: 'Thanksgiving Day' });
  list.push({ day: observed(dayFromYmd(year, 12, 25)), name: 'Christmas Day' });
  for (const iso of SPECIAL_CLOSURES) {
    if (Number(iso.slice(0, 4)) === year) {
      list.push({ day: dayFromYmd(year, Number(iso.slice(5, 7)), Number(iso.slice(8, 10))), name: 'Special closure' });
    }
  }
  list.sort((x, y) => x.day - y.day);
  holidayCache.set(year, list);
  return list;
}

const closedDays = new Map<number, Set<number>>();

function closedSet(year: number): Set<number> {
  let set = closedDays.get(year);
  if (!set) {
    set = new Set(nyseHolidays(year).map((h) => h.day));
    closedDays.set(year, set);
  }
  return set;
}

export function isNyseHoliday(day: number): boolean {
  return closedSet(ymdFromDay(day).year).has(day);
}

/** Whether the exchange trades on the day. */
export function isNyseSession(day: number): boolean {
  const w = weekday(day);
  if (w === 0 || w === 6) return false;
  return !isNyseHoliday(day);
}

export function isEarlyClose(day: number): boolean {
  if (!isNyseSession(day)) return false;
  const { year, month, day: dom } = ymdFromDay(day);
  if (month === 7 && dom === 3) return true;
  if (month === 12 && dom === 24) return true;
  return month === 11 && day === nthWeekdayOfMonth(year, 11, 4, 4) + 1;
}

/** The session's close in minutes after midnight New York (16:00, or 13:00 on early-close days). */
export function closeMinute(day: number): number {
  return isEarlyClose(day) ? EARLY_CLOSE_MINUTE : REGULAR_CLOSE_MINUTE;
}

export function nextSession(day: number): number {
  let d = day + 1;
  while (!isNyseSession(d)) d++;
  return d;
}

export function previousSession(day: number): number {
  let d = day - 1;
  while (!isNyseSession(d)) d--;
  return d;
}
