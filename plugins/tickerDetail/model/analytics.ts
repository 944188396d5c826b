/**
 * Tables the detail page derives from the calls' answers: the Hurst table (3M and 1Y × current,
 * 5, 15 and 30 sessions ago) from /getHurstSeries, the correlation rows (15, 30, 90 and 180 days
 * against SPY, UUP and TLT) from /reporting/correlationTable, and the trend description with
 * 'high Hurst' (document 2 section 5).
 */
import type { CorrelationTable, HurstSeries } from '../../../contracts';

/** Hurst lookbacks in sessions (document 2 section 9). */
export const HURST_LOOKBACKS = [0, 5, 15, 30] as const;
/** Above this a Hurst exponent counts as high. */
export const HIGH_HURST = 0.6;
/** Correlation windows in days and the benchmarks they are taken against. */
export const CORRELATION_WINDOWS = [15, 30, 90, 180] as const;
export const CORRELATION_BENCHMARKS = ['SPY', 'UUP', 'TLT'] as const;

export interface HurstRow {
  key: '3Mo' | '1Yr';
  /** Values at HURST_LOOKBACKS (current first); null where the series is too short. */
  values: (number | null)[];
}

/** The Hurst table: each row takes the series' points 0, 5, 15 and 30 sessions before its end. */
export function hurstTable(series: HurstSeries): HurstRow[] {
  return (['3Mo', '1Yr'] as const).map((key) => {
    const points = series[key] ?? [];
    return { key, values: HURST_LOOKBACKS.map((back) => points[points.length - 1 - back]?.Hurst ?? null) };
  });
}

export function isHighHurst(value: number | null | undefined): boolean {
  return typeof value === 'number' && value > HIGH_HURST;
}

export interface CorrelationRow {
  window: number;
  values: Record<(typeof CORRELATION_BENCHMARKS)[number], number | null>;
}

/** An answer that does not hold what the page asked for ('Sorry, something went wrong.'). */
export class UnexpectedAnswer extends Error {
  override readonly name = 'UnexpectedAnswer';
}

/**
 * One row of the correlation table: the ticker against each benchmark in the answer for one
 * window. Throws UnexpectedAnswer when the answer does not hold the ticker.
 */
export function correlationRow(window: number, ticker: string, table: CorrelationTable): CorrelationRow {
  const own = table[ticker];
  if (!own) throw new UnexpectedAnswer(`the correlation table has no row for ${ticker}`);
  const values = Object.fromEntries(CORRELATION_BENCHMARKS.map((b) => [b, own[b] ?? null])) as CorrelationRow['values'];
  return { window, values };
}

/** The tickers of one correlation call: the ticker and the benchmarks, without duplicates. */
export function correlationTickers(ticker: string): string[] {
  return [...new Set([ticker, ...CORRELATION_BENCHMARKS])];
}

export interface TrendDescription {
  /** The bare trend state (bullish, neutral, bearish) or null. */
  trend: string | null;
  momentum: string | null;
  highHurst: boolean;
}

const bare = (rating: string | undefined, prefix: string): string | null => {
  if (!rating || rating === 'error') return null;
  const state = rating.startsWith(prefix) ? rating.slice(prefix.length) : rating;
  return state ? state.charAt(0).toLowerCase() + state.slice(1) : null;
};

/** The trend description's parts: trend, momentum and whether the 3-month Hurst is high. */
export function trendDescription(row: { overallTARating?: string; ltTARating?: string; h64?: number | null }): TrendDescription {
  return { trend: bare(row.overallTARating, 'trend'), momentum: bare(row.ltTARating, 'momentum'), highHurst: isHighHurst(row.h64) };
}

/** How far a range bound moved since the session before, in percent; null when either is unknown. */
export function boundChange(line: { value: number | null; previousValue?: number | null } | undefined): number | null {
  const now = line?.value;
  const before = line?.previousValue;
  if (typeof now !== 'number' || typeof before !== 'number' || before === 0) return null;
  return ((now - before) / before) * 100;
}
