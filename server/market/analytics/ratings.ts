/**
 * The trend rating (overallTARating), the momentum rating (ltTARating) and the short-term rating
 * (stTARating), from the scores of trendScores.ts:
 *
 *   trend      63-day regression score z:  z ≥ 1 trendBullish, z ≤ −1 trendBearish, else trendNeutral
 *   momentum   21-day momentum score z:    z ≥ 1 momentumBullish, z ≤ −1 momentumBearish,
 *                                          −1 < z ≤ −½ momentumNeutralDanger, else momentumNeutral
 *   short term 10-day regression score z:  z ≥ 1 bullish, z ≤ −1 bearish, else neutral
 *
 * Without enough data (or with a broken series) the rating is 'error'.
 */
import { momentumScore, regressionScore, scoreVolatility } from './trendScores';

export type TrendRating = 'trendBullish' | 'trendNeutral' | 'trendBearish';
export type MomentumRating = 'momentumBullish' | 'momentumNeutral' | 'momentumNeutralDanger' | 'momentumBearish';
export type ShortTermRating = 'bullish' | 'neutral' | 'bearish';

export const TREND_WINDOW = 63;
export const MOMENTUM_WINDOW = 21;
export const SHORT_TERM_WINDOW = 10;
/** |z| at or beyond which a rating turns bullish or bearish. */
export const RATING_THRESHOLD = 1;
/** Momentum between −1 and this is neutralDanger. */
export const MOMENTUM_DANGER_THRESHOLD = -0.5;

function validSeries(closes: Float64Array): boolean {
  for (let i = Math.max(0, closes.length - 253); i < closes.length; i++) if (!(closes[i]! > 0)) return false;
  return true;
}

export function trendRatingOf(score: number): TrendRating | 'error' {
  if (Number.isNaN(score)) return 'error';
  if (score >= RATING_THRESHOLD) return 'trendBullish';
  return score <= -RATING_THRESHOLD ? 'trendBearish' : 'trendNeutral';
}

export function momentumRatingOf(score: number): MomentumRating | 'error' {
  if (Number.isNaN(score)) return 'error';
  if (score >= RATING_THRESHOLD) return 'momentumBullish';
  if (score <= -RATING_THRESHOLD) return 'momentumBearish';
  return score <= MOMENTUM_DANGER_THRESHOLD ? 'momentumNeutralDanger' : 'momentumNeutral';
}

export function shortTermRatingOf(score: number): ShortTermRating | 'error' {
  if (Number.isNaN(score)) return 'error';
  if (score >= RATING_THRESHOLD) return 'bullish';
  return score <= -RATING_THRESHOLD ? 'bearish' : 'neutral';
}

export interface Ratings {
  overallTARating: TrendRating | 'error';
  ltTARating: MomentumRating | 'error';
  stTARating: ShortTermRating | 'error';
  trendScore: number;
  momentumScore: number;
  shortTermScore: number;
}

/** All three ratings as of the last close (oldest first). */
export function ratings(closes: Float64Array): Ratings {
  const vol = validSeries(closes) ? scoreVolatility(closes) : NaN;
  const trend = regressionScore(closes, TREND_WINDOW, vol);
  const momentum = momentumScore(closes, MOMENTUM_WINDOW, vol);
  const shortTerm = regressionScore(closes, SHORT_TERM_WINDOW, vol);
  return {
    overallTARating: trendRatingOf(trend),
    ltTARating: momentumRatingOf(momentum),
    stTARating: shortTermRatingOf(shortTerm),
    trendScore: trend,
    momentumScore: momentum,
    shortTermScore: shortTerm,
  };
}
