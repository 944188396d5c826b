/**
 * The dates of a backtest: the period's sessions, the weekly decision days, and where a ticker's own
 * history stands on a calendar date (its last close on or before it).
 */
import type { BacktestDecisionRhythm, BacktestPeriod, BacktestPriceHistory } from '../../../contracts';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (NaN when it is not one). */
export function dayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return NaN;
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Monday-based week number (1970-01-05, a Monday, starts week 1). */
export function weekOf(date: string): number {
  return Math.floor((dayNumber(date) + 3) / 7);
}

/** The sorted distinct dates of the calendar source: the first benchmark, else all tickers together. */
export function calendarDates(tickers: readonly BacktestPriceHistory[], benchmarks: readonly BacktestPriceHistory[]): string[] {
  if (benchmarks.length > 0) return [...benchmarks[0]!.dates];
  const all = new Set<string>();
  for (const t of tickers) for (const d of t.dates) all.add(d);
  return [...all].sort();
}

/**
 * The period's dates out of `calendar`: [start, end] inclusive; `weeks` counts back 7 × weeks days
 * from `end` (the last calendar date when not given), the start day excluded.
 */
export function periodDates(calendar: readonly string[], period: BacktestPeriod): string[] {
  if (calendar.length === 0) return [];
  const end = period.end ?? calendar[calendar.length - 1]!;
  let start = period.start ?? calendar[0]!;
  if (period.start === undefined && period.weeks !== undefined) start = dateOfDay(dayNumber(end) - 7 * period.weeks + 1);
  return calendar.filter((d) => d >= start && d <= end);
}

/**
 * Indices of the decision days: the first date, then the first date of every new calendar week (or
 * every date, or the first of every calendar month).
 */
export function decisionIndices(dates: readonly string[], rhythm: BacktestDecisionRhythm = 'weekly'): number[] {
  const out: number[] = [];
  let period: number | string = NaN;
  dates.forEach((d, i) => {
    const p = rhythm === 'daily' ? i : rhythm === 'monthly' ? d.slice(0, 7) : weekOf(d);
    if (p !== period) out.push(i);
    period = p;
  });
  return out;
}

/**
 * For every calendar date, the index of the ticker's last date on or before it (−1 before its first).
 * Both lists are sorted ascending, so one merge pass does it.
 */
export function alignIndices(calendar: readonly string[], own: readonly string[]): Int32Array {
  const out = new Int32Array(calendar.length);
  let k = -1;
  for (let i = 0; i < calendar.length; i++) {
    while (k + 1 < own.length && own[k + 1]! <= calendar[i]!) k++;
    out[i] = k;
  }
  return out;
}
