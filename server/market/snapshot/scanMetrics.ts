/**
 * The scanner figures of an asset row (`scanMetrics`, docs/methodology.md "Scanner figures"):
 * derived from the row's own fields, from the rating history and from two references the snapshot
 * loads once per worker (SPY's closes and the CFTC reports, snapshotReferences.ts).
 */
import {
  alignPair,
  cftcStats,
  datedReturnCorrelation,
  returnCorrelation,
  type DatedSeries,
  type RatingHistory,
} from '../analytics';
import type { CftcRecord } from '../source/marketDataSource';
import type { AssetRow, ScanMetrics } from './assetRow';
import { num } from './rowValues';

/** Sessions the trend and momentum ratings are computed back for their last change. */
export const RATING_CHANGE_LOOKBACK = 250;
/** Daily log returns of the SPY correlation. */
export const SPY_CORRELATION_RETURNS = 30;
export const SPY_TICKER = 'SPY';

/** Current minus past, null when either is missing. */
export function change(current: number | null, past: number | null): number | null {
  return current === null || past === null ? null : num(current - past);
}

/** (level − close) / close × 100: positive when the level lies above the close; null without a level or a positive close. */
export function levelDistance(level: number | null, close: number | null): number | null {
  if (level === null || close === null || !(close > 0)) return null;
  return num(((level - close) / close) * 100);
}

export type RangeState = ScanMetrics['rangeState'];

/** The EOD flags as one word; null when they are unknown. */
export function rangeStateOf(row: Pick<AssetRow, 'belowEODRange' | 'onEODRange' | 'aboveEODRange'>): RangeState {
  if (row.belowEODRange === true) return 'below';
  if (row.aboveEODRange === true) return 'above';
  return row.onEODRange === true ? 'on' : null;
}

export interface RatingChange {
  /** The session on which the rating took its current value. */
  date: string | null;
  /** Sessions since that one (0 = the latest). */
  sessions: number | null;
}

/**
 * When a rating series (latest first, `states[k]` as of the bar `k` sessions before the last)
 * last changed: the first k with states[k] ≠ states[k + 1] gives `{date: dates[n − 1 − k], sessions: k}`.
 * - the current rating is 'error', or the series meets 'error' (too short a history, a broken
 *   series) before a change: `{null, null}` — unknown, as a change from 'error' raises no signal;
 * - no change within `lookback` sessions (states has lookback + 1 entries, all equal):
 *   `{date: null, sessions: lookback}` — "at least `lookback` sessions", so a scan for ratings older
 *   than N sessions still finds it.
 */
export function lastRatingChange(states: readonly string[], dates: readonly string[], lookback = RATING_CHANGE_LOOKBACK): RatingChange {
  const unknown = { date: null, sessions: null };
  const current = states[0];
  if (current === undefined || current === 'error') return unknown;
  for (let k = 0; k < lookback; k++) {
    const before = states[k + 1];
    if (before === undefined || before === 'error') return unknown;
    if (before !== current) return { date: dates[dates.length - 1 - k] ?? null, sessions: k };
  }
  return { date: null, sessions: lookback };
}

/** First index with dates[i] ≥ date (dates ascending). */
function lowerBound(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index with dates[i] > date. */
function upperBound(dates: readonly string[], date: string): number {
  const i = lowerBound(dates, date);
  return dates[i] === date ? i + 1 : i;
}

/** Whether the `count` dates before index `endA` of `a` are those before `endB` of `b`. */
function sameDates(a: readonly string[], endA: number, b: readonly string[], endB: number, count: number): boolean {
  for (let j = 1; j <= count; j++) if (a[endA - j] !== b[endB - j]) return false;
  return true;
}

function slice(series: DatedSeries, from: number, to = series.dates.length): DatedSeries {
  return { dates: series.dates.slice(from, to), values: series.values.subarray(from, to) };
}

/**
 * Pearson correlation of the last `window` daily log returns of `series` with SPY's, both taken on
 * the dates they have in common (correlation.ts; a crypto's weekend is folded into Monday's return),
 * ending at the series' last bar. The same as aligning the whole histories (datedReturnCorrelation),
 * but cheaper: when the series' last window + 1 dates are SPY's (an instrument on SPY's calendar)
 * they are the common ones; otherwise only the tail is aligned, SPY's last 2 × (window + 1) sessions
 * up to that bar, which holds the window unless the series misses half of them (then the whole
 * histories are). Null with fewer common returns or no variance.
 */
export function spyCorrelation(series: DatedSeries, spy: DatedSeries, window = SPY_CORRELATION_RETURNS): number | null {
  const last = series.dates.at(-1);
  if (last === undefined) return null;
  const spyEnd = upperBound(spy.dates, last);
  const n = series.dates.length;
  const k = window + 1;
  if (n >= k && spyEnd >= k && sameDates(series.dates, n, spy.dates, spyEnd, k)) {
    // The usual case, an instrument on SPY's calendar: its last closes are the common ones.
    return num(returnCorrelation(series.values.subarray(n - k, n), spy.values.subarray(spyEnd - k, spyEnd), window));
  }
  const spyStart = Math.max(0, spyEnd - 2 * (window + 1));
  const first = spy.dates[spyStart];
  if (first === undefined) return null;
  const aligned = alignPair(slice(series, lowerBound(series.dates, first)), slice(spy, spyStart, spyEnd));
  const rho = aligned.dates.length > window ? returnCorrelation(aligned.a, aligned.b, window) : datedReturnCorrelation(series, spy, window);
  return num(rho);
}

export interface CftcZScores {
  cftcZScore1Y: number | null;
  cftcZScore2Y: number | null;
}

/**
 * z-scores of the latest non-commercial net position against the last 52 and 104 weekly reports
 * (cftc.ts), over the reports published at or before `at` (a report belongs to its Tuesday but is
 * known only from its Friday release).
 */
export function cftcZScores(records: readonly CftcRecord[], at: Date): CftcZScores {
  const cutoff = at.getTime();
  const known = records.filter((r) => Date.parse(r.releasedAt) <= cutoff).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const stats = cftcStats(Float64Array.from(known, (r) => r.netPosition));
  return { cftcZScore1Y: num(stats.zScore1Y), cftcZScore2Y: num(stats.zScore2Y) };
}

export interface ScanInputs {
  /** The bars' dates (oldest first) the rating history belongs to. */
  dates: readonly string[];
  /** Trend and momentum ratings, latest first (ratingHistory); null when the ratings are withheld. */
  ratingHistory: RatingHistory | null;
  /** The correlation with SPY; null when withheld or unknown. */
  spyCorrelation30d: number | null;
  cftc: CftcZScores | null;
}

/** Every scanner figure of a row whose other fields are set. */
export function scanMetrics(row: AssetRow, inputs: ScanInputs): ScanMetrics {
  const close = row.latestPrice;
  const gamma = row.gammaMetrics.gamma;
  const trend = inputs.ratingHistory ? lastRatingChange(inputs.ratingHistory.trend, inputs.dates) : { date: null, sessions: null };
  const momentum = inputs.ratingHistory ? lastRatingChange(inputs.ratingHistory.momentum, inputs.dates) : { date: null, sessions: null };
  return {
    h64Change5d: change(row.h64, row.h64History.d5),
    h64Change15d: change(row.h64, row.h64History.d15),
    h64Change30d: change(row.h64, row.h64History.d30),
    h256Change5d: change(row.h256, row.h256History.d5),
    h256Change15d: change(row.h256, row.h256History.d15),
    h256Change30d: change(row.h256, row.h256History.d30),
    putWallDistance: levelDistance(gamma.putWallLevel, close),
    callWallDistance: levelDistance(gamma.callWallLevel, close),
    gammaFlipDistance: levelDistance(gamma.zeroGamma, close),
    spyCorrelation30d: inputs.spyCorrelation30d,
    trendChangeDate: trend.date,
    trendChangeSessions: trend.sessions,
    momentumChangeDate: momentum.date,
    momentumChangeSessions: momentum.sessions,
    rangeState: rangeStateOf(row),
    cftcZScore1Y: inputs.cftc?.cftcZScore1Y ?? null,
    cftcZScore2Y: inputs.cftc?.cftcZScore2Y ?? null,
  };
}
