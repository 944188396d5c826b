/** Small conversions from analytics results (NaN for missing) to row values (null for missing). */

/** A finite number, or null; −0 becomes 0 so that rows survive JSON unchanged. */
export function num(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/** The values of a typed array as row values. */
export function nums(values: ArrayLike<number>): (number | null)[] {
  return Array.from(values, (v) => num(v));
}

/** 'YYYY-MM-DD' of the UTC day `days` after the one holding `at`. */
export function utcDate(at: Date, days = 0): string {
  const day = Math.floor(at.getTime() / 86_400_000) + days;
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
