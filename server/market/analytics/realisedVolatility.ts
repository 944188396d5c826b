/**
 * Realised volatility of daily log returns and the variance forecasts the ranges use.
 * Convention: close-to-close log returns, sample standard deviation about the mean (n − 1),
 * annualised with √(periods per year): 252 for exchange-traded assets, 365 for crypto.
 */
import { logReturns } from './returns';
import { sampleStd } from './stats';
import { TRADING_DAYS_PER_YEAR } from './types';

/** Annualised realised volatility of `returns` (a decimal: 0.2 is 20 %). NaN below 2 returns. */
export function realisedVolatility(returns: Float64Array, periodsPerYear = TRADING_DAYS_PER_YEAR): number {
  return sampleStd(returns) * Math.sqrt(periodsPerYear);
}

/**
 * Rolling annualised realised volatility over `window` returns, aligned with `returns`:
 * out[i] uses returns[i − window + 1 … i]; NaN before a full window.
 */
export function rollingRealisedVolatility(
  returns: Float64Array,
  window: number,
  periodsPerYear = TRADING_DAYS_PER_YEAR,
): Float64Array {
  const out = new Float64Array(returns.length).fill(NaN);
  for (let i = window - 1; i < returns.length; i++) {
    out[i] = realisedVolatility(returns.subarray(i - window + 1, i + 1), periodsPerYear);
  }
  return out;
}

/**
 * Annualised realised volatility of the last `window` close-to-close log returns (so the last
 * `window` + 1 closes), as the volatility page shows it for 20 and 60 sessions; null with fewer
 * closes or a non-positive close among them (docs/methodology.md, "Realised volatility over N sessions").
 *
 * @example trailingRealisedVolatility(Float64Array.from([100, 101, 100, 101]), 2, 252) // ≈ 0.2234 (22.34 %)
 */
export function trailingRealisedVolatility(closes: Float64Array, window: number, periodsPerYear = TRADING_DAYS_PER_YEAR): number | null {
  if (window < 2 || closes.length < window + 1) return null;
  const returns = logReturns(closes.subarray(closes.length - window - 1));
  if (returns.some((r) => !Number.isFinite(r))) return null;
  const vol = realisedVolatility(returns, periodsPerYear);
  return Number.isFinite(vol) ? vol : null;
}

/** RiskMetrics decay for daily data. */
export const EWMA_LAMBDA = 0.94;

/**
 * Exponentially weighted daily variance (zero mean, RiskMetrics):
 * σ²ₜ = λ σ²ₜ₋₁ + (1 − λ) r²ₜ, started at the mean square of the first min(n, 20) returns.
 * Returns the variance after the last return. NaN values are skipped.
 */
export function ewmaVariance(returns: Float64Array, lambda = EWMA_LAMBDA): number {
  const seedCount = Math.min(returns.length, 20);
  let seed = 0;
  let used = 0;
  for (let i = 0; i < seedCount; i++) {
    const r = returns[i]!;
    if (!Number.isNaN(r)) {
      seed += r * r;
      used++;
    }
  }
  if (used === 0) return NaN;
  let variance = seed / used;
  for (let i = 0; i < returns.length; i++) {
    const r = returns[i]!;
    if (!Number.isNaN(r)) variance = lambda * variance + (1 - lambda) * r * r;
  }
  return variance;
}

/** Daily persistence of a variance shock in the horizon forecast: a half-life of ln ½ / ln 0.98 ≈ 34 days. */
export const VARIANCE_PERSISTENCE = 0.98;

/**
 * Average daily variance over the next `horizon` days when today's variance `current` decays
 * geometrically (rate φ per day) towards the long-run variance `longRun` (as in GARCH(1,1)):
 * σ̄² = σ²_LR + (σ²_now − σ²_LR) · (1 − φʰ) / (h (1 − φ)).
 */
export function averageForecastVariance(
  current: number,
  longRun: number,
  horizon: number,
  persistence = VARIANCE_PERSISTENCE,
): number {
  if (horizon <= 0) return NaN;
  const weight = persistence === 1 ? 1 : (1 - persistence ** horizon) / (horizon * (1 - persistence));
  return longRun + (current - longRun) * weight;
}
