/**
 * Trend and momentum scores in units of the random-walk spread, the inputs of the ratings.
 * σ is the daily volatility: the sample standard deviation of the last (up to) 252 log returns.
 *
 *   regression score(N) = b · (N − 1) / (σ √(N − 1)), b = OLS slope of ln(close) over the last N closes
 *   momentum score(N)   = ln(close_t / close_{t−N}) / (σ √N)
 *
 * Both are about N(0, 1) for a random walk (the regression score has sd √(6/5) ≈ 1.1), so fixed
 * thresholds mean the same thing for a quiet bond fund and a volatile crypto.
 */
import { logReturns } from './returns';
import { linearTrend, sampleStd } from './stats';

export const SCORE_VOL_WINDOW = 252;

/** Daily volatility of the last (up to) 252 returns; NaN below 20 returns. */
export function scoreVolatility(closes: Float64Array): number {
  const returns = logReturns(closes.subarray(-(SCORE_VOL_WINDOW + 1)));
  return returns.length < 20 ? NaN : sampleStd(returns);
}

/** Regression score of the last `window` closes; NaN without enough data. */
export function regressionScore(closes: Float64Array, window: number, dailyVol = scoreVolatility(closes)): number {
  if (closes.length < window || window < 3 || !(dailyVol > 0)) return NaN;
  const logs = closes.subarray(-window).map(Math.log);
  const { slope } = linearTrend(logs);
  return (slope * (window - 1)) / (dailyVol * Math.sqrt(window - 1));
}

/** Momentum score over `window` days; NaN without enough data. */
export function momentumScore(closes: Float64Array, window: number, dailyVol = scoreVolatility(closes)): number {
  if (closes.length <= window || !(dailyVol > 0)) return NaN;
  const last = closes[closes.length - 1]!;
  const first = closes[closes.length - 1 - window]!;
  return Math.log(last / first) / (dailyVol * Math.sqrt(window));
}
