/**
 * The short-term and long-term volatility ranges. Each range is a prediction interval for the close
 * `horizon` trading days ahead with a stated coverage, anchored on the trend rather than on today's
 * close (so the position on the range tells how far the price is stretched from its trend):
 *
 *   m = ln(close); μ = the drift, the mean daily log return of the last N ≤ 504 returns (2 years)
 *   σ̄² = average forecast daily variance over the horizon (EWMA now, decaying to the 1-year level)
 *   s² = σ̄² · horizon^(2H̃) + horizon² · σ²_LR / N  (fractional Brownian scaling with H̃ = the shrunk
 *        Hurst exponent, plus the sampling variance of the drift carried over the horizon)
 *   ln close_{t+h} ~ N(m + μh, s²)
 *   c = EMA of ln(close) with span = horizon, moved along the drift by its lag (h − 1)/2 and the
 *       horizon h: the trend line's value at t + h
 *   w  solves Φ((c + w − μ')/s) − Φ((c − w − μ')/s) = coverage with μ' = m + μh, i.e.
 *      P(lower ≤ close_{t+h} ≤ upper) = coverage
 *   lower = exp(c − w), upper = exp(c + w), then the caps.
 * (Methodology 1.1: before, the range assumed no drift and an EMA anchor without its lag; on real
 * closes its misses were two to five times more often above than below, docs/methodology.md.)
 *
 * Caps: a bound may not lie further beyond the most extreme close of the cap window, carried along
 * the drift to the horizon, than the half-width z = Φ⁻¹((1 + p)/2) of a range centred there:
 * upper ≤ max(closes) · e^(μh + z s) (UpperCap), lower ≥ min(closes) · e^(μh − z s) (LowerCap).
 * See docs/methodology.md for the reasoning and the calibration.
 */
import { normalCdf, normalPdf, normalQuantile } from './normal';
import { rangeMetrics, type RangeMetrics } from './rangeMetrics';
import { averageForecastVariance, ewmaVariance, realisedVolatility } from './realisedVolatility';
import { TRADING_DAYS_PER_YEAR } from './types';
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

/**
 * Horizon standard deviations a bound may lie beyond the extreme close of the cap window (carried
 * along the drift): the half-width Φ⁻¹((1 + p) / 2) of an uncapped range centred there, so a bound
 * is cut only where the range reaches further than a range around the window's extreme would.
 */
export function capMargin(spec: RangeSpec): number {
  return normalQuantile((1 + spec.coverage) / 2);
}
/** Returns of the long-run variance (1 year). */
export const LONG_RUN_WINDOW = 252;
/**
 * Returns whose mean is the drift (2 years): long enough that the drift's sampling error (carried
 * into the width) stays below a third of the 63-day spread, short enough to follow a change of regime.
 */
export const DRIFT_WINDOW = 2 * LONG_RUN_WINDOW;
/** Prior spread of true Hurst exponents around ½ for the shrinkage. */
export const HURST_PRIOR_SD = 0.05;
export const HURST_EFFECTIVE_BOUNDS = [0.35, 0.65] as const;

export interface VolatilityRange extends RangeMetrics {
  lowerVolatilityRange: number;
  upperVolatilityRange: number;
  /** The trend anchor exp(c): the drift-corrected EMA carried to the horizon. */
  center: number;
  /** The horizon standard deviation s of the log price. */
  horizonSd: number;
  /** Forecast daily volatility σ̄ (not annualised). */
  dailyVol: number;
  /** The drift μ: mean daily log return of the returns used (not annualised). */
  dailyDrift: number;
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

/**
 * Half-width w of the interval [c − w, c + w] holding N(m, s²) with probability `coverage` (d = c − m):
 * bisection, stopped once an iteration leaves the bracket as it was (the iteration depends only on
 * the bracket, so every later one would too: the answer is the same as after all 80). Steps whose
 * midpoint lies outside the settled bracket (below) are decided without computing the mass: the
 * answer is the same as computing every one.
 */
export function coverageHalfWidth(offset: number, sd: number, coverage: number): number {
  let low = 0;
  let high = Math.abs(offset) + normalQuantile((1 + coverage) / 2) * sd;
  const settled = settledBracket(offset, sd, coverage, high);
  const below = settled[0];
  const above = settled[1];
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    const short = mid <= below ? true : mid >= above ? false : normalCdf((offset + mid) / sd) - normalCdf((offset - mid) / sd) < coverage;
    if (short) {
      if (low === mid) break;
      low = mid;
    } else {
      if (high === mid) break;
      high = mid;
    }
  }
  return (low + high) / 2;
}

/** Above the error of a computed mass (two normalCdf values, each within 1e-14) with room to spare. */
const MASS_MARGIN = 1e-13;
const UNSETTLED: readonly [number, number] = [NaN, NaN];

/**
 * [below, above] around the half-width, found by Newton's method and checked with the computed mass:
 * mass(below) < coverage − MASS_MARGIN and mass(above) > coverage + MASS_MARGIN. The true mass rises
 * with w and each computed one is within half the margin of it, so every midpoint at or below `below`
 * computes a mass under the coverage, and every one at or above `above` one at or over it. NaNs (no
 * step decided in advance) when the check fails.
 */
function settledBracket(offset: number, sd: number, coverage: number, high: number): readonly [number, number] {
  let w = high;
  for (let k = 0; k < 8; k++) {
    const a = (offset + w) / sd;
    const b = (offset - w) / sd;
    const slope = (normalPdf(a) + normalPdf(b)) / sd;
    if (!(slope > 0)) return UNSETTLED;
    const next = Math.min(high, Math.max(0, w - (normalCdf(a) - normalCdf(b) - coverage) / slope));
    const moved = Math.abs(next - w);
    w = next;
    if (moved <= 1e-13 * high) break;
  }
  const delta = 1e-11 * high;
  const below = w - delta;
  const above = w + delta;
  const mass = (x: number): number => normalCdf((offset + x) / sd) - normalCdf((offset - x) / sd);
  if (!(mass(below) < coverage - MASS_MARGIN && mass(above) > coverage + MASS_MARGIN)) return UNSETTLED;
  return [below, above];
}

/** Sessions an EMA of span n lags a steady trend: (1 − α) / α = (n − 1) / 2. */
export function emaLag(span: number): number {
  return (span - 1) / 2;
}

/**
 * Exponential moving average of ln(close) with span n (α = 2 / (n + 1)), over the last 6n closes before
 * `end`; `logs` (logs[i − logsFrom] = ln closes[i], prepared once) saves taking the logarithms again.
 */
export function logEma(closes: Float64Array, span: number, end = closes.length, logs?: Float64Array, logsFrom = 0): number {
  const alpha = 2 / (span + 1);
  const start = Math.max(0, end - 6 * span);
  if (logs && start >= logsFrom) {
    let ema = logs[start - logsFrom]!;
    for (let i = start + 1 - logsFrom; i < end - logsFrom; i++) ema += alpha * (logs[i]! - ema);
    return ema;
  }
  let ema = Math.log(closes[start]!);
  for (let i = start + 1; i < end; i++) ema += alpha * (Math.log(closes[i]!) - ema);
  return ema;
}

/** Closes a range reads before its last one (returns, EMA, cap window), the drift's aside. */
export function rangeLookback(spec: RangeSpec): number {
  return Math.max(LONG_RUN_WINDOW, spec.capWindow, 6 * spec.horizon);
}

/**
 * A ticker's closes prepared once for ranges as of many of its sessions (a backtest's decision days,
 * docs/methodology.md "Backtests"): the log returns and a running count of the invalid ones, so that
 * `volatilityRangeAt` reads windows of them in place. Covers the returns from close `from` on.
 */
export interface RangeSeries {
  closes: Float64Array;
  /** Index of the first close the returns start at. */
  from: number;
  /** returns[k] = ln(closes[from + k + 1] / closes[from + k]) (logReturns: NaN around a non-positive close). */
  returns: Float64Array;
  /** invalid[k]: how many of returns[0 … k − 1] are not finite. */
  invalid: Int32Array;
  /** logCloses[k] = ln closes[from + k], when prepared (for many dates: each logarithm once, not at every date). */
  logCloses?: Float64Array;
}

export function rangeSeries(closes: Float64Array, from = 0, withLogCloses = false): RangeSeries {
  const start = Math.min(Math.max(0, from), closes.length);
  const returns = logReturns(closes.subarray(start));
  const invalid = new Int32Array(returns.length + 1);
  for (let k = 0; k < returns.length; k++) invalid[k + 1] = invalid[k]! + (Number.isFinite(returns[k]!) ? 0 : 1);
  if (!withLogCloses) return { closes, from: start, returns, invalid };
  const logCloses = new Float64Array(closes.length - start);
  for (let k = 0; k < logCloses.length; k++) logCloses[k] = Math.log(closes[start + k]!);
  return { closes, from: start, returns, invalid, logCloses };
}

/**
 * trailingRealisedVolatility(closes.subarray(0, last + 1), window) read from a prepared series (the
 * same returns, the same realisedVolatility): the annualised volatility of the `window` log returns
 * up to close `last`; null with fewer or an invalid one among them.
 */
export function trailingVolatilityAt(series: RangeSeries, last: number, window: number, periodsPerYear = TRADING_DAYS_PER_YEAR): number | null {
  if (window < 2 || last < window) return null;
  const start = last - window - series.from;
  const end = last - series.from;
  if (start < 0 || series.invalid[end]! - series.invalid[start]! > 0) return null;
  const vol = realisedVolatility(series.returns.subarray(start, end), periodsPerYear);
  return Number.isFinite(vol) ? vol : null;
}

/** The range as of the last close; null with too little or invalid data. */
export function volatilityRange(closes: Float64Array, spec: RangeSpec, hurst?: number | null): VolatilityRange | null {
  return volatilityRangeAt(rangeSeries(closes, closes.length - rangeLookback(spec) - 1), closes.length - 1, spec, hurst);
}

/**
 * The range as of close `last` of the series (closes[0 … last] only), exactly what
 * `volatilityRange(closes.subarray(0, last + 1), …)` gives; the series' returns must start at or
 * before `last − LONG_RUN_WINDOW`. Plain indexed loops, nothing allocated but the answer.
 */
export function volatilityRangeAt(series: RangeSeries, last: number, spec: RangeSpec, hurst?: number | null): VolatilityRange | null {
  const { closes, from, returns: all, invalid } = series;
  const n = last + 1;
  // The returns of the last LONG_RUN_WINDOW + 1 closes (fewer at the start of the history).
  const returnsStart = Math.max(0, n - LONG_RUN_WINDOW - 1, from) - from;
  const returnsEnd = Math.max(returnsStart, n - 1 - from);
  const count = returnsEnd - returnsStart;
  if (count < spec.minReturns || invalid[returnsEnd]! - invalid[returnsStart]! > 0) return null;
  // the mean of the last N log returns telescopes to ln(c_last / c_first) / N
  const driftReturns = Math.min(DRIFT_WINDOW, n - 1);
  const driftStart = closes[n - 1 - driftReturns]!;
  if (!(driftStart > 0)) return null;
  const price = closes[last]!;
  let longRun = 0;
  for (let k = returnsStart; k < returnsEnd; k++) longRun += all[k]! * all[k]!;
  longRun /= count;
  const variance = averageForecastVariance(ewmaVariance(all.subarray(returnsStart, returnsEnd)), longRun, spec.horizon);
  const hEff = effectiveHurst(hurst, spec.hurstEstimateVariance);
  const dailyVol = Math.sqrt(variance);
  const drift = Math.log(price / driftStart) / driftReturns;
  const sd = Math.sqrt((dailyVol * spec.horizon ** hEff) ** 2 + (spec.horizon ** 2 * longRun) / driftReturns);
  if (!(sd > 0)) return null;
  const m = Math.log(price);
  const forecast = m + drift * spec.horizon;
  // The EMA reads the last 6 × horizon closes, all within the lookback.
  const c = logEma(closes, spec.horizon, n, series.logCloses, from) + drift * (emaLag(spec.horizon) + spec.horizon);
  const w = coverageHalfWidth(c - forecast, sd, spec.coverage);
  let lower = Math.exp(c - w);
  let upper = Math.exp(c + w);
  // The extremes of the cap window, as Math.max / Math.min would give them (NaN wins).
  let high = -Infinity;
  let low = Infinity;
  const recentStart = Math.max(0, n - rangeLookback(spec) - 1);
  for (let i = spec.capWindow > 0 ? Math.max(recentStart, n - spec.capWindow) : recentStart; i < n; i++) {
    const v = closes[i]!;
    if (v > high || v !== v) high = v;
    if (v < low || v !== v) low = v;
    if (high !== high) break;
  }
  const carried = drift * spec.horizon;
  const margin = capMargin(spec) * sd;
  const upperCap = high * Math.exp(carried + margin);
  const lowerCap = low * Math.exp(carried - margin);
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
    dailyDrift: drift,
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
