/**
 * The trend and momentum ratings (ratings.ts) as of each of the last sessions: entry k is what
 * `ratings(closes.subarray(0, n − k))` gives, for k = 0 … depth − 1 (0 = the latest close).
 *
 * Calling ratings() once per session costs a 252-return standard deviation and a 63-close
 * regression each time; here one pass of prefix sums over the log closes gives every session's
 * score in constant time:
 *   σ² = (Σr² − (Σr)² / q) / (q − 1) over the q ≤ 252 returns of the window (Σr = ln cₑ − ln cₐ),
 *   Σ(x − x̄) y over 63 log closes from the sums of y and of (global index · y).
 * The log closes are centred on the latest one so the sums stay small. The scores then differ from
 * ratings()'s by rounding only (about 1e-12); a score within 1e-7 of a threshold, a window without
 * variance and a series with a non-positive or non-finite close are decided by ratings() itself, so
 * the ratings are the same as ratings()'s, not merely close (ratingHistory.test.ts checks it).
 */
import {
  MOMENTUM_DANGER_THRESHOLD,
  MOMENTUM_WINDOW,
  momentumRatingOf,
  RATING_THRESHOLD,
  ratings,
  TREND_WINDOW,
  trendRatingOf,
  type MomentumRating,
  type TrendRating,
} from './ratings';
import { SCORE_VOL_WINDOW } from './trendScores';

export interface RatingHistory {
  /** trend[k]: overallTARating as of the close k sessions before the latest. */
  trend: (TrendRating | 'error')[];
  /** momentum[k]: ltTARating as of the close k sessions before the latest. */
  momentum: (MomentumRating | 'error')[];
}

/** A score this close to a threshold is recomputed by ratings() (rounding could put it on the other side). */
const NEAR_THRESHOLD = 1e-7;
/** Fewer returns than this give no score volatility (scoreVolatility). */
const MIN_VOL_RETURNS = 20;

// Plain local copies: the loop below runs 250 times per instrument, and an imported binding can be
// a getter (the dev loader's module wrapper), which showed as a third of its time.
const TREND_N = TREND_WINDOW;
const MOMENTUM_N = MOMENTUM_WINDOW;
const VOL_WINDOW = SCORE_VOL_WINDOW;
const BULL = RATING_THRESHOLD;
const DANGER = MOMENTUM_DANGER_THRESHOLD;
const trendOf = trendRatingOf;
const momentumOf = momentumRatingOf;

/** Whether |score − ±1| (and for momentum |score − (−½)|) is within NEAR_THRESHOLD; false for NaN. */
function nearThreshold(score: number, momentum: boolean): boolean {
  const d = Math.abs(Math.abs(score) - BULL);
  return d < NEAR_THRESHOLD || (momentum && Math.abs(score - DANGER) < NEAR_THRESHOLD);
}

function exactHistory(closes: Float64Array, depth: number): RatingHistory {
  const trend: RatingHistory['trend'] = [];
  const momentum: RatingHistory['momentum'] = [];
  for (let back = 0; back < depth; back++) {
    const r = ratings(closes.subarray(0, closes.length - back));
    trend.push(r.overallTARating);
    momentum.push(r.ltTARating);
  }
  return { trend, momentum };
}

/** The ratings of the last `depth` sessions (fewer when the history is shorter), latest first. */
export function ratingHistory(closes: Float64Array, depth: number): RatingHistory {
  const n = closes.length;
  const sessions = Math.max(0, Math.min(Math.floor(depth), n));
  // Oldest close any of the windows reaches: the volatility window of the oldest session.
  const s0 = Math.max(0, n - sessions - VOL_WINDOW);
  for (let i = s0; i < n; i++) if (!(closes[i]! > 0 && closes[i]! < Infinity)) return exactHistory(closes, sessions);
  const m = n - s0;
  const base = Math.log(closes[n - 1]!);
  const y = new Float64Array(m);
  for (let j = 0; j < m; j++) y[j] = Math.log(closes[s0 + j]!) - base;
  // sumY[j] = Σ_{k<j} y[k]; sumKY[j] = Σ_{k<j} k·y[k]; sumR2[j] = Σ of the squared returns ending before j.
  const sumY = new Float64Array(m + 1);
  const sumKY = new Float64Array(m + 1);
  const sumR2 = new Float64Array(m + 1);
  for (let j = 0; j < m; j++) {
    sumY[j + 1] = sumY[j]! + y[j]!;
    sumKY[j + 1] = sumKY[j]! + j * y[j]!;
    const r = j > 0 ? y[j]! - y[j - 1]! : 0;
    sumR2[j + 1] = sumR2[j]! + r * r;
  }
  const N = TREND_N;
  const xMean = (N - 1) / 2;
  const sxx = (N * (N * N - 1)) / 12;
  const trendScale = (N - 1) / Math.sqrt(N - 1);
  const momentumScale = Math.sqrt(MOMENTUM_N);
  const trend: RatingHistory['trend'] = [];
  const momentum: RatingHistory['momentum'] = [];
  for (let back = 0; back < sessions; back++) {
    const end = n - 1 - back;
    const e = end - s0;
    const a = Math.max(0, end - VOL_WINDOW) - s0;
    const q = e - a;
    if (q < MIN_VOL_RETURNS) {
      trend.push('error');
      momentum.push('error');
      continue;
    }
    const sumR = y[e]! - y[a]!;
    const squares = sumR2[e + 1]! - sumR2[a + 1]!;
    const variance = (squares - (sumR * sumR) / q) / (q - 1);
    let trendScore = NaN;
    let momentumScore = NaN;
    let exact = !(variance > 1e-10 * (squares / q));
    if (!exact) {
      const vol = Math.sqrt(variance);
      if (end + 1 >= N) {
        const b = e - N + 1;
        const sy = sumY[e + 1]! - sumY[b]!;
        const sky = sumKY[e + 1]! - sumKY[b]! - b * sy;
        const slope = (sky - xMean * sy) / sxx;
        trendScore = (slope * trendScale) / vol;
      }
      if (end + 1 > MOMENTUM_N) momentumScore = (y[e]! - y[e - MOMENTUM_N]!) / (vol * momentumScale);
      exact = nearThreshold(trendScore, false) || nearThreshold(momentumScore, true);
    }
    if (exact) {
      const r = ratings(closes.subarray(0, end + 1));
      trend.push(r.overallTARating);
      momentum.push(r.ltTARating);
    } else {
      trend.push(trendOf(trendScore));
      momentum.push(momentumOf(momentumScore));
    }
  }
  return { trend, momentum };
}
