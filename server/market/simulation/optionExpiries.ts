/**
 * Listed expiries seen from a trading day: dailies (next five sessions, for the most liquid
 * products), weeklies (Fridays of the next six weeks), monthlies (the third Friday of the next
 * six months), quarterlies (March, June, September, December within a year) and LEAPS (the
 * January monthly of the next two years). An expiry on an exchange holiday moves to the
 * session before it (Good Friday expiries trade out on Thursday).
 */
import type { OptionExpiry, OptionExpiryKind } from '../source/marketDataSource';
import { isoFromDay, nthWeekdayOfMonth, weekday, ymdFromDay } from './dayNumbers';
import type { OptionProfile } from './modelSpec';
import { isNyseSession, nextSession, previousSession } from './nyseCalendar';

const toSession = (day: number): number => (isNyseSession(day) ? day : previousSession(day));

export function monthlyExpiry(year: number, month: number): number {
  return toSession(nthWeekdayOfMonth(year, month, 5, 3));
}

export interface ExpiryDay {
  day: number;
  kind: OptionExpiryKind;
}

/** Expiries on or after `fromDay` (a session whose options still trade). */
export function listExpiries(expiries: OptionProfile['expiries'], fromDay: number): ExpiryDay[] {
  const found = new Map<number, OptionExpiryKind>();
  const add = (day: number, kind: OptionExpiryKind) => {
    if (day >= fromDay && !found.has(day)) found.set(day, kind);
  };
  const { year, month } = ymdFromDay(fromDay);
  for (let i = 0; i < 27; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const day = monthlyExpiry(y, m);
    if (i <= 6) add(day, m % 3 === 0 ? 'quarterly' : 'monthly');
    else if (i <= 12 && m % 3 === 0) add(day, 'quarterly');
    else if (m === 1 && y <= year + 2) add(day, 'leaps');
  }
  if (expiries !== 'monthly') {
    let friday = fromDay + ((5 - weekday(fromDay) + 7) % 7);
    for (let w = 0; w < 6; w++, friday += 7) add(toSession(friday), 'weekly');
  }
  if (expiries === 'daily') {
    let day = isNyseSession(fromDay) ? fromDay : nextSession(fromDay);
    for (let i = 0; i < 5; i++, day = nextSession(day)) add(day, 'daily');
  }
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([day, kind]) => ({ day, kind }));
}

export const toOptionExpiry = (e: ExpiryDay): OptionExpiry => ({ date: isoFromDay(e.day), kind: e.kind });
