/**
 * Pearson correlation of daily log returns over a window of `window` returns that ends `offsetDays`
 * returns before the latest (offset 0 = up to today). Each pair is aligned on its common dates first,
 * so a crypto (7 days a week) and a stock (5) correlate over the days both traded.
 */
import { alignPair } from './alignSeries';
import { logReturns } from './returns';
import type { DatedSeries } from './types';

/** ρ = Σ(x − x̄)(y − ȳ) / √(Σ(x − x̄)² Σ(y − ȳ)²); NaN for unequal lengths, < 2 values, NaN inside or zero variance. */
export function pearson(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  if (n !== y.length || n < 2) return NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (!(sxx > 0 && syy > 0)) return NaN;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Correlation of the log returns of two aligned close series (equal length, same dates). */
export function returnCorrelation(closesA: Float64Array, closesB: Float64Array, window: number, offsetDays = 0): number {
  if (closesA.length !== closesB.length) return NaN;
  const ra = logReturns(closesA);
  const rb = logReturns(closesB);
  const end = ra.length - offsetDays;
  if (window < 2 || offsetDays < 0 || end - window < 0) return NaN;
  return pearson(ra.subarray(end - window, end), rb.subarray(end - window, end));
}

/** Correlation of two dated close series over their common dates. */
export function datedReturnCorrelation(a: DatedSeries, b: DatedSeries, window: number, offsetDays = 0): number {
  const aligned = alignPair(a, b);
  return returnCorrelation(aligned.a, aligned.b, window, offsetDays);
}

/**
 * The same value as datedReturnCorrelation, reading only the tail it needs: the last
 * `window + offsetDays + 1` common dates, found walking both series back from their ends, so a pair
 * costs O(window + offset) rather than O(history) (the 50-ticker table: 1,225 pairs).
 */
export function tailReturnCorrelation(a: DatedSeries, b: DatedSeries, window: number, offsetDays = 0): number {
  if (window < 2 || offsetDays < 0) return NaN;
  const need = window + offsetDays + 1;
  const xa = new Float64Array(need);
  const xb = new Float64Array(need);
  let k = need;
  let i = a.dates.length - 1;
  let j = b.dates.length - 1;
  while (k > 0 && i >= 0 && j >= 0) {
    const da = a.dates[i]!;
    const db = b.dates[j]!;
    if (da === db) {
      k--;
      xa[k] = a.values[i--]!;
      xb[k] = b.values[j--]!;
    } else if (da > db) i--;
    else j--;
  }
  if (k > 0) return NaN;
  const ra = logReturns(xa).subarray(0, window);
  const rb = logReturns(xb).subarray(0, window);
  return pearson(ra, rb);
}

export type CorrelationTable = Record<string, Record<string, number | null>>;

/**
 * The nested map ticker → ticker → correlation of /reporting/correlationTable; 1 on the diagonal,
 * null where there are not enough common returns.
 */
export function correlationTable(series: Record<string, DatedSeries>, window: number, offsetDays = 0): CorrelationTable {
  const tickers = Object.keys(series);
  const table: CorrelationTable = {};
  for (const t of tickers) table[t] = {};
  // Series whose last window + offset + 1 dates are the same (one calendar) share their tail: their
  // window's returns are computed once per ticker and a pair is one Pearson (the value
  // tailReturnCorrelation gives: the same numbers, the same operations).
  const need = window + offsetDays + 1;
  const tails = tickers.map((t) => {
    const s = series[t]!;
    if (window < 2 || offsetDays < 0 || s.dates.length < need) return null;
    const n = s.dates.length;
    return { key: s.dates.slice(n - need).join(','), returns: logReturns(s.values.subarray(n - need)).subarray(0, window) };
  });
  for (let i = 0; i < tickers.length; i++) {
    const a = tickers[i]!;
    table[a]![a] = 1;
    for (let j = i + 1; j < tickers.length; j++) {
      const b = tickers[j]!;
      const ta = tails[i];
      const tb = tails[j];
      const rho = ta && tb && ta.key === tb.key ? pearson(ta.returns, tb.returns) : tailReturnCorrelation(series[a]!, series[b]!, window, offsetDays);
      const value = Number.isFinite(rho) ? rho : null;
      table[a]![b] = value;
      table[b]![a] = value;
    }
  }
  return table;
}
