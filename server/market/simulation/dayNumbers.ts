/**
 * Calendar days as integers: the number of days since 1970-01-01 (a "day number"). All
 * arithmetic on dates in the simulation uses them; `YYYY-MM-DD` strings only at the edges.
 */
export const MS_PER_DAY = 86_400_000;

export function dayFromYmd(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → day number; NaN when malformed. */
export function dayFromIso(iso: string): number {
  const m = ISO_DATE.exec(iso);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = dayFromYmd(y, mo, d);
  return isoFromDay(day) === iso ? day : Number.NaN;
}

const isoCache = new Map<number, string>();

export function isoFromDay(day: number): string {
  let s = isoCache.get(day);
  if (s === undefined) {
    s = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (isoCache.size < 200_000) isoCache.set(day, s);
  }
  return s;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function ymdFromDay(day: number): { year: number; month: number; day: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day number of the n-th (1-based) given weekday of a month; n = -1 for the last one. */
export function nthWeekdayOfMonth(year: number, month: number, dow: number, n: number): number {
  if (n > 0) {
    const first = dayFromYmd(year, month, 1);
    return first + ((dow - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayFromYmd(year, month + 1, 1) - 1;
  return last - ((weekday(last) - dow + 7) % 7);
}

/** The day of the instant in UTC. */
export const utcDayOf = (ms: number): number => Math.floor(ms / MS_PER_DAY);
