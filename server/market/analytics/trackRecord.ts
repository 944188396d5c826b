/**
 * The track record of the models (docs/methodology.md, "Track record"): how the short- and long-term
 * ranges and the trend and momentum ratings did on a history, without look-ahead.
 *
 *   for every evaluation index t = warmUp, warmUp + step, … (t + horizon < n):
 *     the models see closes[0 … t] only;
 *     range: the close at t + horizon is inside [lower, upper], above upper or below lower;
 *     rating: the simple return closes[t + forward] / closes[t] − 1 after the rating given at t.
 *
 * Coverage is tallied by asset class and by calendar quarter of the evaluation date; the rating
 * returns by rating value. An instrument's tally is a plain object, so a caller can evaluate one
 * instrument at a time (and yield in between) and merge the tallies.
 */
import { hurstAsOf, H256_WINDOW, H64_WINDOW } from './hurstLookbacks';
import { ratings } from './ratings';
import {
  LONG_TERM_RANGE, rangeLookback, rangeSeries, SHORT_TERM_RANGE, volatilityRangeAt, type RangeSeries, type RangeSpec,
} from './volatilityRange';

export type TrackRangeId = 'shortTerm' | 'longTerm';
export const TRACK_RANGE_IDS: readonly TrackRangeId[] = ['shortTerm', 'longTerm'];

export interface TrackRecordSettings {
  /** Sessions between two evaluation dates. */
  step: number;
  /** First evaluation index: the models need this much history (h256 needs 256 returns). */
  warmUp: number;
  /** Sessions ahead for the ratings' forward return. */
  forward: number;
}

export const TRACK_RECORD_SETTINGS: TrackRecordSettings = { step: 5, warmUp: 257, forward: 15 };

/** A range as a model gave it at an evaluation date; null when the model gives none. */
export interface TrackRange {
  lower: number;
  upper: number;
}

/** What the models said at an evaluation date, from the closes up to it (the argument ends at t). */
export interface TrackModels {
  horizon: Record<TrackRangeId, number>;
  nominal: Record<TrackRangeId, number>;
  range(id: TrackRangeId, closes: Float64Array): TrackRange | null;
  /** The trend and momentum ratings; 'error' (or null) ratings are not counted. */
  ratings(closes: Float64Array): { trend: string | null; momentum: string | null };
}

const RANGE_SPECS: Record<TrackRangeId, { spec: RangeSpec; hurstWindow: number }> = {
  shortTerm: { spec: SHORT_TERM_RANGE, hurstWindow: H64_WINDOW },
  longTerm: { spec: LONG_TERM_RANGE, hurstWindow: H256_WINDOW },
};

/** The product's models: the snapshot's ranges (scaled with h64 / h256 as of t) and ratings. */
export const PRODUCT_MODELS: TrackModels = {
  horizon: { shortTerm: SHORT_TERM_RANGE.horizon, longTerm: LONG_TERM_RANGE.horizon },
  nominal: { shortTerm: SHORT_TERM_RANGE.coverage, longTerm: LONG_TERM_RANGE.coverage },
  range(id, closes) {
    const { spec, hurstWindow } = RANGE_SPECS[id];
    return productRangeAt(id, rangeSeries(closes, closes.length - Math.max(rangeLookback(spec), hurstWindow) - 1), closes.length - 1);
  },
  ratings(closes) {
    const r = ratings(closes);
    return { trend: r.overallTARating === 'error' ? null : r.overallTARating, momentum: r.ltTARating === 'error' ? null : r.ltTARating };
  },
};

/**
 * The product's range `id` as of close `last` of a prepared series (closes[0 … last] only, the Hurst
 * exponent as of it too): what PRODUCT_MODELS.range gives for closes.subarray(0, last + 1), without
 * recomputing the returns at every date (the backtests ask at every decision day). The series'
 * returns must start at or before last − max(lookback, Hurst window).
 */
export function productRangeAt(id: TrackRangeId, series: RangeSeries, last: number): TrackRange | null {
  const { spec, hurstWindow } = RANGE_SPECS[id];
  const end = last - series.from; // returns before close `last`
  const hurst = hurstAsOf(series.returns.subarray(Math.max(0, end - hurstWindow), Math.max(0, end)), hurstWindow);
  const r = volatilityRangeAt(series, last, spec, hurst);
  return r ? { lower: r.lowerVolatilityRange, upper: r.upperVolatilityRange } : null;
}

export interface CoverageTally {
  total: number;
  inside: number;
  above: number;
  below: number;
}

export interface ReturnTally {
  count: number;
  sum: number;
  up: number;
}

export interface TrackRecordTally {
  /** range id → group key ('class:stock', 'period:2025-Q3', 'all') → tally */
  coverage: Record<TrackRangeId, Record<string, CoverageTally>>;
  trend: Record<string, ReturnTally>;
  momentum: Record<string, ReturnTally>;
}

export function emptyTally(): TrackRecordTally {
  return { coverage: { shortTerm: {}, longTerm: {} }, trend: {}, momentum: {} };
}

/** '2025-08-14' → '2025-Q3'. */
export function quarterOf(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  return `${isoDate.slice(0, 4)}-Q${Math.floor((month - 1) / 3) + 1}`;
}

function countCoverage(into: Record<string, CoverageTally>, key: string, where: 'inside' | 'above' | 'below'): void {
  const c = (into[key] ??= { total: 0, inside: 0, above: 0, below: 0 });
  c.total++;
  c[where]++;
}

function countReturn(into: Record<string, ReturnTally>, rating: string, r: number): void {
  const c = (into[rating] ??= { count: 0, sum: 0, up: 0 });
  c.count++;
  c.sum += r;
  if (r > 0) c.up++;
}

export interface TrackSeries {
  assetClass: string;
  /** ISO dates of the closes, oldest first. */
  dates: readonly string[];
  closes: Float64Array;
}

/** Adds one instrument's evaluations to `into` (a new tally without it). */
export function evaluateSeries(series: TrackSeries, settings = TRACK_RECORD_SETTINGS, models = PRODUCT_MODELS, into = emptyTally()): TrackRecordTally {
  const { closes, dates, assetClass } = series;
  const n = closes.length;
  for (let t = settings.warmUp; t < n - 1; t += settings.step) {
    const seen = closes.subarray(0, t + 1);
    const period = `period:${quarterOf(dates[t]!)}`;
    for (const id of TRACK_RANGE_IDS) {
      const later = t + models.horizon[id];
      if (later >= n) continue;
      const range = models.range(id, seen);
      if (!range) continue;
      const close = closes[later]!;
      const where = close > range.upper ? 'above' : close < range.lower ? 'below' : 'inside';
      const into_ = into.coverage[id];
      countCoverage(into_, 'all', where);
      countCoverage(into_, `class:${assetClass}`, where);
      countCoverage(into_, period, where);
    }
    if (t + settings.forward < n) {
      const r = closes[t + settings.forward]! / closes[t]! - 1;
      if (Number.isFinite(r)) {
        const rated = models.ratings(seen);
        if (rated.trend) countReturn(into.trend, rated.trend, r);
        if (rated.momentum) countReturn(into.momentum, rated.momentum, r);
      }
    }
  }
  return into;
}

/** Adds `from` into `into`. */
export function mergeTally(into: TrackRecordTally, from: TrackRecordTally): TrackRecordTally {
  for (const id of TRACK_RANGE_IDS) {
    for (const [key, c] of Object.entries(from.coverage[id])) {
      const t = (into.coverage[id][key] ??= { total: 0, inside: 0, above: 0, below: 0 });
      t.total += c.total;
      t.inside += c.inside;
      t.above += c.above;
      t.below += c.below;
    }
  }
  for (const which of ['trend', 'momentum'] as const) {
    for (const [rating, c] of Object.entries(from[which])) {
      const t = (into[which][rating] ??= { count: 0, sum: 0, up: 0 });
      t.count += c.count;
      t.sum += c.sum;
      t.up += c.up;
    }
  }
  return into;
}

export interface CoverageSummary {
  key: string;
  total: number;
  inside: number | null;
  above: number | null;
  below: number | null;
}

export interface RangeSummary {
  id: TrackRangeId;
  sessions: number;
  nominal: number;
  overall: CoverageSummary;
  byAssetClass: CoverageSummary[];
  byPeriod: CoverageSummary[];
}

export interface RatingSummary {
  rating: string;
  count: number;
  meanReturn: number | null;
  shareUp: number | null;
}

function shares(key: string, c: CoverageTally | undefined): CoverageSummary {
  if (!c || c.total === 0) return { key, total: 0, inside: null, above: null, below: null };
  return { key, total: c.total, inside: c.inside / c.total, above: c.above / c.total, below: c.below / c.total };
}

function grouped(tallies: Record<string, CoverageTally>, prefix: string): CoverageSummary[] {
  return Object.keys(tallies)
    .filter((k) => k.startsWith(prefix))
    .sort()
    .map((k) => shares(k.slice(prefix.length), tallies[k]));
}

/** The shares and means of a tally; the ratings in `order` (each listed, with count 0 when never given). */
export function summariseTally(
  tally: TrackRecordTally,
  order: { trend: readonly string[]; momentum: readonly string[] },
  models = PRODUCT_MODELS,
): { ranges: RangeSummary[]; trend: RatingSummary[]; momentum: RatingSummary[] } {
  const ranges = TRACK_RANGE_IDS.map((id): RangeSummary => {
    const c = tally.coverage[id];
    return {
      id, sessions: models.horizon[id], nominal: models.nominal[id], overall: shares('all', c['all']),
      byAssetClass: grouped(c, 'class:'), byPeriod: grouped(c, 'period:'),
    };
  });
  const rows = (which: 'trend' | 'momentum'): RatingSummary[] =>
    order[which].map((rating) => {
      const c = tally[which][rating];
      return c && c.count > 0
        ? { rating, count: c.count, meanReturn: c.sum / c.count, shareUp: c.up / c.count }
        : { rating, count: 0, meanReturn: null, shareUp: null };
    });
  return { ranges, trend: rows('trend'), momentum: rows('momentum') };
}

/** The rating values in display order. */
export const TREND_ORDER = ['trendBullish', 'trendNeutral', 'trendBearish'] as const;
export const MOMENTUM_ORDER = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'] as const;
