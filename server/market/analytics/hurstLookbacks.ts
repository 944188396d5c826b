/**
 * The Hurst exponents the product shows: h64 (3 months of returns) and h256 (1 year), now and as
 * of 5, 15 and 30 trading days ago, and the rolling series behind the Hurst chart.
 */
import { hurstExponent } from './hurst';

export const H64_WINDOW = 64;
export const H256_WINDOW = 256;
/** Trading days back for the Hurst table columns Current, 5D, 15D and 30D ago. */
export const HURST_LOOKBACK_DAYS = [0, 5, 15, 30] as const;

export interface HurstLookback {
  current: number | null;
  d5: number | null;
  d15: number | null;
  d30: number | null;
}

/** The Hurst exponent of the `window` returns that end `daysAgo` returns before the last; null without enough data. */
export function hurstAsOf(returns: Float64Array, window: number, daysAgo = 0): number | null {
  const end = returns.length - daysAgo;
  if (daysAgo < 0 || end - window < 0) return null;
  const h = hurstExponent(returns.subarray(end - window, end));
  return Number.isFinite(h) ? h : null;
}

/** Current, 5, 15 and 30 days ago. */
export function hurstLookback(returns: Float64Array, window: number): HurstLookback {
  return {
    current: hurstAsOf(returns, window, 0),
    d5: hurstAsOf(returns, window, 5),
    d15: hurstAsOf(returns, window, 15),
    d30: hurstAsOf(returns, window, 30),
  };
}

/** h64 and h256 with their lookbacks, from daily log returns (oldest first). */
export function hurstLookbacks(returns: Float64Array): { h64: HurstLookback; h256: HurstLookback } {
  return { h64: hurstLookback(returns, H64_WINDOW), h256: hurstLookback(returns, H256_WINDOW) };
}

/**
 * Rolling Hurst exponent aligned with `returns`: out[i] uses returns[i − window + 1 … i]; NaN before
 * the first full window (and where the window is flat). Only the last `maxPoints` values are computed.
 */
export function hurstSeries(returns: Float64Array, window: number, maxPoints = returns.length): Float64Array {
  const out = new Float64Array(returns.length).fill(NaN);
  const first = Math.max(window - 1, returns.length - maxPoints);
  for (let i = first; i < returns.length; i++) out[i] = hurstExponent(returns.subarray(i - window + 1, i + 1));
  return out;
}
