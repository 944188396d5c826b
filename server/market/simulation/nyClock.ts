/**
 * New York wall-clock time for instants, and the instants of NYSE opens and closes
 * (America/New_York, daylight saving time through @date-fns/tz).
 */
import { tzOffset } from '@date-fns/tz';
import { MS_PER_DAY } from './dayNumbers';
import { closeMinute, isNyseSession, previousSession, REGULAR_OPEN_MINUTE } from './nyseCalendar';

export const NEW_YORK = 'America/New_York';
const MS_PER_HOUR = 3_600_000;
const offsetCache = new Map<number, number>();

/** UTC offset of New York in minutes at the instant (−300 in winter, −240 in summer). */
export function newYorkOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / MS_PER_HOUR);
  let offset = offsetCache.get(hour);
  if (offset === undefined) {
    offset = tzOffset(NEW_YORK, new Date(hour * MS_PER_HOUR));
    if (offsetCache.size > 100_000) offsetCache.clear();
    offsetCache.set(hour, offset);
  }
  return offset;
}

export interface NewYorkTime {
  /** The New York calendar day (day number). */
  day: number;
  /** Minutes after New York midnight, with fractions. */
  minute: number;
}

export function newYorkTime(ms: number): NewYorkTime {
  const local = ms + newYorkOffsetMinutes(ms) * 60_000;
  const day = Math.floor(local / MS_PER_DAY);
  return { day, minute: (local - day * MS_PER_DAY) / 60_000 };
}

/** The UTC instant of a New York wall-clock time (DST changes happen at 2:00, never at market hours). */
export function instantOfNewYork(day: number, minute: number): number {
  const noonUtc = day * MS_PER_DAY + 12 * MS_PER_HOUR;
  return day * MS_PER_DAY + minute * 60_000 - newYorkOffsetMinutes(noonUtc) * 60_000;
}

export const sessionOpenMs = (day: number): number => instantOfNewYork(day, REGULAR_OPEN_MINUTE);
export const sessionCloseMs = (day: number): number => instantOfNewYork(day, closeMinute(day));

/** The last session whose close is at or before the instant. */
export function lastCompletedSessionDay(ms: number): number {
  const { day, minute } = newYorkTime(ms);
  if (isNyseSession(day) && minute >= closeMinute(day)) return day;
  return previousSession(day);
}

/** Whether the instant lies in a regular session [9:30, close). */
export function isNyseOpenAt(ms: number): boolean {
  const { day, minute } = newYorkTime(ms);
  return isNyseSession(day) && minute >= REGULAR_OPEN_MINUTE && minute < closeMinute(day);
}
