/**
 * Performance of the latest close against the last close before each period: previous day (the
 * close before the latest), week to date (the last close before this Monday), month, quarter and
 * year to date. In percent; null when the history does not reach back before the period.
 */
import { percentChange } from './returns';

export interface Performance {
  previousDay: number | null;
  wtd: number | null;
  mtd: number | null;
  qtd: number | null;
  ytd: number | null;
}

/** 'YYYY-MM-DD' of the Monday of the ISO week holding `date`. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function quarterStart(date: string): string {
  const month = Number(date.slice(5, 7));
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return `${date.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

export function yearStart(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

/** Index of the last date strictly before `bound` (dates ascending), or −1. */
export function lastIndexBefore(dates: readonly string[], bound: string): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (dates[mid]! < bound) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

function changeSince(dates: readonly string[], closes: Float64Array, bound: string): number | null {
  const index = lastIndexBefore(dates, bound);
  if (index < 0) return null;
  const value = percentChange(closes[index]!, closes[closes.length - 1]!);
  return Number.isFinite(value) ? value : null;
}

/** Performance as of the last of `dates` (ascending 'YYYY-MM-DD', one per close). */
export function performance(dates: readonly string[], closes: Float64Array): Performance {
  const n = closes.length;
  if (n === 0 || dates.length !== n) return { previousDay: null, wtd: null, mtd: null, qtd: null, ytd: null };
  const last = dates[n - 1]!;
  const previous = n >= 2 ? percentChange(closes[n - 2]!, closes[n - 1]!) : NaN;
  return {
    previousDay: Number.isFinite(previous) ? previous : null,
    wtd: changeSince(dates, closes, weekStart(last)),
    mtd: changeSince(dates, closes, monthStart(last)),
    qtd: changeSince(dates, closes, quarterStart(last)),
    ytd: changeSince(dates, closes, yearStart(last)),
  };
}
