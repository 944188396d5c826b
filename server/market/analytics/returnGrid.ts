/**
 * Daily log returns of many instruments on one common date grid, for the correlation matrix, the
 * clusters and the lead-lag tests (docs/methodology.md, "Market clusters"). Pairwise alignment
 * (correlation.ts) costs O(n² T) string comparisons; here every series is placed once on a grid:
 *
 * 1. the grid is every date on which at least half of the series have a close, the last
 *    `window + 1` of them (so a crypto series, which trades on weekends, adds no dates);
 * 2. each series' return on grid day t is ln(close_t / close_{t−1}) when both closes exist, else
 *    missing;
 * 3. a series with fewer than `minCoverage` of its returns present, or without variation, is left
 *    out (`excluded`);
 * 4. a missing return of a kept series is set to that series' mean return over the window, so
 *    that it adds nothing to any covariance (it pulls a correlation slightly toward 0, never away).
 */
import type { DatedSeries } from './types';

export interface ReturnGrid {
  /** The grid's dates; `dates[t + 1]` is the date of return t (dates.length = returns + 1). */
  dates: string[];
  /** Indexes (into the input) of the series kept, in input order. */
  kept: number[];
  /** Indexes of the series left out (too few returns on the grid, or constant). */
  excluded: number[];
  /** One row of `returns` per kept series, row-major: returns[k * length + t]. */
  returns: Float64Array;
  /** Returns per series. */
  length: number;
}

export interface ReturnGridOptions {
  /** Returns per series at most (the window). */
  window: number;
  /** Share of the window's returns a series must have; default 0.9. */
  minCoverage?: number;
}

/** The dates on which at least half of the series have a value, ascending, the last `count`. */
export function gridDates(series: readonly DatedSeries[], count: number): string[] {
  const seen = new Map<string, number>();
  for (const s of series) for (const d of s.dates) seen.set(d, (seen.get(d) ?? 0) + 1);
  const needed = Math.max(1, Math.ceil(series.length / 2));
  const dates = [...seen].filter(([, c]) => c >= needed).map(([d]) => d).sort();
  return dates.slice(Math.max(0, dates.length - count));
}

/** Closes of one series on the grid's dates (NaN where it has no bar). Both date lists ascending. */
function closesOnGrid(s: DatedSeries, dates: readonly string[]): Float64Array {
  const out = new Float64Array(dates.length).fill(NaN);
  let j = 0;
  for (let t = 0; t < dates.length; t++) {
    const d = dates[t]!;
    while (j < s.dates.length && s.dates[j]! < d) j++;
    if (j < s.dates.length && s.dates[j] === d) out[t] = s.values[j]!;
  }
  return out;
}

export function returnGrid(series: readonly DatedSeries[], options: ReturnGridOptions): ReturnGrid {
  const minCoverage = options.minCoverage ?? 0.9;
  const dates = gridDates(series, options.window + 1);
  const length = Math.max(0, dates.length - 1);
  const rows: Float64Array[] = [];
  const kept: number[] = [];
  const excluded: number[] = [];
  series.forEach((s, index) => {
    const closes = closesOnGrid(s, dates);
    const row = new Float64Array(length);
    let present = 0;
    let sum = 0;
    for (let t = 0; t < length; t++) {
      const a = closes[t]!;
      const b = closes[t + 1]!;
      const r = a > 0 && b > 0 ? Math.log(b / a) : NaN;
      row[t] = r;
      if (Number.isFinite(r)) {
        present++;
        sum += r;
      }
    }
    const mean = present > 0 ? sum / present : 0;
    let variation = 0;
    for (let t = 0; t < length; t++) {
      if (!Number.isFinite(row[t]!)) row[t] = mean;
      variation += (row[t]! - mean) ** 2;
    }
    if (length < 2 || present < minCoverage * length || !(variation > 0)) excluded.push(index);
    else {
      kept.push(index);
      rows.push(row);
    }
  });
  const returns = new Float64Array(rows.length * length);
  rows.forEach((row, k) => returns.set(row, k * length));
  return { dates, kept, excluded, returns, length };
}

/**
 * Each row centred and scaled to unit length (Σ z² = 1), so that the Pearson correlation of two
 * rows is their dot product. Rows of `length` values, row-major.
 */
export function unitRows(values: Float64Array, length: number): Float64Array {
  const count = length > 0 ? values.length / length : 0;
  const out = new Float64Array(values.length);
  for (let k = 0; k < count; k++) {
    const start = k * length;
    let mean = 0;
    for (let t = 0; t < length; t++) mean += values[start + t]!;
    mean /= length;
    let ss = 0;
    for (let t = 0; t < length; t++) ss += (values[start + t]! - mean) ** 2;
    const scale = ss > 0 ? 1 / Math.sqrt(ss) : 0;
    for (let t = 0; t < length; t++) out[start + t] = (values[start + t]! - mean) * scale;
  }
  return out;
}
