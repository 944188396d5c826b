/**
 * The short-term and long-term volatility ranges. Each range is a prediction interval for the close
 * `horizon` trading days ahead with a stated coverage, anchored on the trend rather than on today's
 * close (so the position on the range tells how far the price is stretched from its trend):
 *
 *   m = ln(close), c = EMA of ln(close) with span = horizon
 *   σ̄² = average forecast daily variance over the horizon (EWMA now, decaying to the 1-year level)
 *   s  = σ̄ · horizon^H̃  (fractional Brownian scaling; H̃ = the shrunk Hurst exponent)
 *   w  solves Φ((c + w − m)/s) − Φ((c − w − m)/s) = coverage, i.e. P(lower ≤ close_{t+h} ≤ upper)
 *      = coverage when ln close_{t+h} ~ N(m, s²)
 *   lower = exp(c − w), upper = exp(c + w), then the caps.
 *
 * Caps: a bound may not lie more than one horizon standard deviation beyond the most extreme close
 * of the cap window: upper ≤ max(closes) · eˢ (UpperCap), lower ≥ min(closes) · e⁻ˢ (LowerCap).
 * See docs/methodology.md for the reasoning and the calibration.
 */
import { normalCdf, normalQuantile } from './normal';
import { rangeMetrics, type RangeMetrics } from './rangeMetrics';
import { averageForecastVariance, ewmaVariance } from './realisedVolatility';
import { logReturns } from './returns';

export type CapState = 'UpperCap' | 'LowerCap' | 'UpperLowerCap' | 'Uncapped';

export interface RangeSpec {
  /** Trading days ahead the range predicts. */
  horizon: number;
  /** Probability that the close `horizon` days ahead lies inside the uncapped range. */
  coverage: number;
  /** Closes (including the latest) whose extremes cap the range. */
  capWindow: number;
  /** Returns needed at least; fewer gives no range. */
  minReturns: number;
  /** Sampling variance of the Hurst estimate fed in (white noise, R/S-AL at that window), for the shrinkage. */
  hurstEstimateVariance: number;
}

/** Three weeks ahead, 80 %, capped by the 3-month extremes; uses h64. */
export const SHORT_TERM_RANGE: RangeSpec = { horizon: 15, coverage: 0.8, capWindow: 63, minReturns: 30, hurstEstimateVariance: 0.104 ** 2 };
/** Three months ahead, 80 %, capped by the 1-year extremes; uses h256. */
export const LONG_TERM_RANGE: RangeSpec = { horizon: 63, coverage: 0.8, capWindow: 252, minReturns: 126, hurstEstimateVariance: 0.064 ** 2 };

/** Horizon standard deviations a bound may lie beyond the extreme close of the cap window. */
export const CAP_MARGIN = 1;
/** Returns of the long-run variance (1 year). */
export const LONG_RUN_WINDOW = 252;
/** Prior spread of true Hurst exponents around ½ for the shrinkage. */
export const HURST_PRIOR_SD = 0.05;
export const HURST_EFFECTIVE_BOUNDS = [0.35, 0.65] as const;

export interface VolatilityRange extends RangeMetrics {
  lowerVolatilityRange: number;
  upperVolatilityRange: number;
  /** The trend anchor exp(c). */
  center: number;
  /** The horizon standard deviation s of the log price. */
  horizonSd: number;
  /** Forecast daily volatility σ̄ (not annualised). */
  dailyVol: number;
  /** The Hurst exponent used in the scaling after shrinkage. */
  effectiveHurst: number;
  hasUpperCap: boolean;
  hasLowerCap: boolean;
  capState: CapState;
}

/** Shrinks an estimated Hurst exponent towards ½: H̃ = ½ + κ (H − ½), κ = τ² / (τ² + v), clamped. */
export function effectiveHurst(hurst: number | null | undefined, estimateVariance: number): number {
  if (hurst === null || hurst === undefined || !Number.isFinite(hurst)) return 0.5;
  const prior = HURST_PRIOR_SD ** 2;
  const shrunk = 0.5 + (prior / (prior + estimateVariance)) * (hurst - 0.5);
  return Math.min(HURST_EFFECTIVE_BOUNDS[1], Math.max(HURST_EFFECTIVE_BOUNDS[0], shrunk));
}

/** Half-width w of the interval [c − w, c + w] holding N(m, s²) with probability `coverage` (d = c − m). */
export function coverageHalfWidth(offset: number, sd: number, coverage: number): number {
  let low = 0;
  let high = Math.abs(offset) + normalQuantile((1 + coverage) / 2) * sd;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    const mass = normalCdf((offset + mid) / sd) - normalCdf((offset - mid) / sd);
    if (mass < coverage) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Exponential moving average of ln(close) with span n (α = 2 / (n + 1)), over the last 6n closes. */
export function logEma(closes: Float64Array, span: number): number {
  const alpha = 2 / (span + 1);
  const start = Math.max(0, closes.length - 6 * span);
  let ema = Math.log(closes[start]!);
  for (let i = start + 1; i < closes.length; i++) ema += alpha * (Math.log(closes[i]!) - ema);
  return ema;
}

/** The range as of the last close; null with too little or invalid data. */
export function volatilityRange(closes: Float64Array, spec: RangeSpec, hurst?: number | null): VolatilityRange | null {
  const recent = closes.subarray(Math.max(0, closes.length - Math.max(LONG_RUN_WINDOW, spec.capWindow, 6 * spec.horizon) - 1));
  const returns = logReturns(recent).subarray(-LONG_RUN_WINDOW);
  if (returns.length < spec.minReturns || returns.some((r) => !Number.isFinite(r))) return null;
  const price = recent[recent.length - 1]!;
  let longRun = 0;
  for (const r of returns) longRun += r * r;
  longRun /= returns.length;
  const variance = averageForecastVariance(ewmaVariance(returns), longRun, spec.horizon);
  const hEff = effectiveHurst(hurst, spec.hurstEstimateVariance);
  const dailyVol = Math.sqrt(variance);
  const sd = dailyVol * spec.horizon ** hEff;
  if (!(sd > 0)) return null;
  const m = Math.log(price);
  const c = logEma(recent, spec.horizon);
  const w = coverageHalfWidth(c - m, sd, spec.coverage);
  let lower = Math.exp(c - w);
  let upper = Math.exp(c + w);
  const capCloses = recent.subarray(-spec.capWindow);
  const upperCap = Math.max(...capCloses) * Math.exp(CAP_MARGIN * sd);
  const lowerCap = Math.min(...capCloses) * Math.exp(-CAP_MARGIN * sd);
  const hasUpperCap = upper > upperCap;
  const hasLowerCap = lower < lowerCap;
  if (hasUpperCap) upper = upperCap;
  if (hasLowerCap) lower = lowerCap;
  const metrics = rangeMetrics(price, lower, upper);
  if (metrics === null) return null;
  return {
    ...metrics,
    lowerVolatilityRange: lower,
    upperVolatilityRange: upper,
    center: Math.exp(c),
    horizonSd: sd,
    dailyVol,
    effectiveHurst: hEff,
    hasUpperCap,
    hasLowerCap,
    capState: capStateOf(hasUpperCap, hasLowerCap),
  };
}

export function capStateOf(hasUpperCap: boolean, hasLowerCap: boolean): CapState {
  if (hasUpperCap && hasLowerCap) return 'UpperLowerCap';
  if (hasUpperCap) return 'UpperCap';
  return hasLowerCap ? 'LowerCap' : 'Uncapped';
}
