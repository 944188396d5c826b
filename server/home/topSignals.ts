/**
 * The bullish and bearish ranking of the summary and the home (docs/methodology.md, "Bullish and
 * bearish ranking"): a score from the trend and momentum ratings, ties broken by the room left in
 * the short-term range. Pure: rows in, ranked lists out.
 */
import type { MomentumRating, TopSignalItem, TrendRating } from '../../contracts';

/** Trend counts twice as much as momentum: it is the slower, steadier rating. */
export const TREND_POINTS: Readonly<Record<TrendRating, number>> = { trendBullish: 2, trendNeutral: 0, trendBearish: -2 };
/** A neutral momentum "in danger" (weakening) counts half a bearish one. */
export const MOMENTUM_POINTS: Readonly<Record<MomentumRating, number>> = {
  momentumBullish: 1, momentumNeutral: 0, momentumNeutralDanger: -0.5, momentumBearish: -1,
};

export interface RankableRow {
  ticker: string;
  name: string;
  percentChange: number | null;
  /** The row's ratings as stored ('error' or anything else unknown is not ranked). */
  trend: unknown;
  momentum: unknown;
  /** The short-term range's upside/downside ratio: the tie-breaker. */
  upsideDownsideRatio: number | null;
}

export interface RankedLists {
  ranked: number;
  bullish: TopSignalItem[];
  bearish: TopSignalItem[];
}

const isTrend = (v: unknown): v is TrendRating => typeof v === 'string' && v in TREND_POINTS;
const isMomentum = (v: unknown): v is MomentumRating => typeof v === 'string' && v in MOMENTUM_POINTS;

/** The score of two ratings, −3…+3; null when either is missing or an error. */
export function signalScore(trend: unknown, momentum: unknown): number | null {
  return isTrend(trend) && isMomentum(momentum) ? TREND_POINTS[trend] + MOMENTUM_POINTS[momentum] : null;
}

/** Nulls last whatever the direction. */
function byRatio(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

/**
 * The top `n` bullish (score > 0: highest first, then the larger upside/downside ratio) and
 * bearish (score < 0: lowest first, then the smaller ratio) rows; ties after that by ticker.
 *
 * @example rankTopSignals(rows, 5).bullish[0].ticker // the most bullish of `rows`
 */
export function rankTopSignals(rows: readonly RankableRow[], n: number): RankedLists {
  const scored: (TopSignalItem & { ratio: number | null })[] = [];
  for (const row of rows) {
    const score = signalScore(row.trend, row.momentum);
    if (score === null) continue;
    scored.push({
      ticker: row.ticker, name: row.name, percentChange: row.percentChange,
      trend: row.trend as TrendRating, momentum: row.momentum as MomentumRating, score, ratio: row.upsideDownsideRatio,
    });
  }
  const strip = ({ ratio: _ratio, ...item }: TopSignalItem & { ratio: number | null }): TopSignalItem => item;
  const bullish = scored.filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || byRatio(a.ratio, b.ratio, -1) || a.ticker.localeCompare(b.ticker));
  const bearish = scored.filter((r) => r.score < 0)
    .sort((a, b) => a.score - b.score || byRatio(a.ratio, b.ratio, 1) || a.ticker.localeCompare(b.ticker));
  return { ranked: scored.length, bullish: bullish.slice(0, n).map(strip), bearish: bearish.slice(0, n).map(strip) };
}
