/**
 * Subscription periods and refund arithmetic: pure functions over dates and integer cents.
 * Periods are computed from an anchor each time (anchor + n months), so a subscription renews on
 * the same date, or on the last day of a shorter month, and never drifts (document 3 section 9).
 */
import { addDays, addMonths, addYears, differenceInCalendarDays } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { BillingInterval } from '../../product/catalogue';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Calendar days (refund windows, the morning check) are counted in this zone. */
export const BILLING_TIME_ZONE = 'Europe/Berlin';

/** The end of period `index` (1 = the first) of a subscription anchored at `anchor`. */
export function periodEnd(anchor: Date, interval: BillingInterval, index: number): Date {
  const utc = new TZDate(anchor.getTime(), 'UTC');
  return new Date((interval === 'YEAR' ? addYears(utc, index) : addMonths(utc, index)).getTime());
}

export function trialEnd(start: Date, days: number): Date {
  return new Date(addDays(new TZDate(start.getTime(), 'UTC'), days).getTime());
}

/** Whole calendar days in the billing zone from `from` to `to` (same day: 0). */
export function calendarDaysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(new TZDate(to.getTime(), BILLING_TIME_ZONE), new TZDate(from.getTime(), BILLING_TIME_ZONE));
}

/**
 * The unused share of a paid period, refunded on a card cancellation: paid × whole days left ÷
 * days of the period, rounded down to the cent. Days are whole days of 24 hours in UTC.
 */
export function proRataRefund(paidCents: number, periodStart: Date, periodEndAt: Date, now: Date): number {
  if (!Number.isInteger(paidCents) || paidCents <= 0) return 0;
  const periodDays = Math.max(1, Math.round((periodEndAt.getTime() - periodStart.getTime()) / DAY_MS));
  const daysLeft = Math.max(0, Math.floor((periodEndAt.getTime() - now.getTime()) / DAY_MS));
  return Math.floor((paidCents * Math.min(daysLeft, periodDays)) / periodDays);
}

/** The next run of a daily job at `hour`:00 in `timeZone` after `now` (daylight saving included). */
export function nextDailyRun(now: Date, hour: number, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  let next = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, 0, timeZone);
  if (next.getTime() <= now.getTime()) next = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, hour, 0, 0, 0, timeZone);
  return new Date(next.getTime());
}
