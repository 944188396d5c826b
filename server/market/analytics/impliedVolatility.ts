/**
 * Implied-volatility metrics. Units: IV and realised volatility are annualised decimals (0.2 = 20 %);
 * the premium is IV − RV in the same units (0.03 = 3 vol points; the premium filter is entered in
 * percent and divided by 100); IV rank and IV percentile are 0…100.
 *
 *   IV rank       = (IV − min) / (max − min) × 100 over the last 252 observations (today included)
 *   IV percentile = share of the other 251 observations with IV strictly below today's, × 100
 *
 * The RV series passed in should be the realised volatility the IV is compared with, e.g. the 21-day
 * rolling realised volatility (rollingRealisedVolatility(returns, 21)), aligned with the IV series.
 */
export const IV_WINDOW = 252;

function windowOf(iv: Float64Array, end: number, window: number): Float64Array | null {
  if (end + 1 < window || end >= iv.length) return null;
  const slice = iv.subarray(end + 1 - window, end + 1);
  return slice.every((v) => Number.isFinite(v)) ? slice : null;
}

/** IV rank at position `end` (default: the latest); null with fewer than `window` values or a flat window. */
export function ivRank(iv: Float64Array, window = IV_WINDOW, end = iv.length - 1): number | null {
  const w = windowOf(iv, end, window);
  if (w === null) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const v of w) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return high > low ? ((w[w.length - 1]! - low) / (high - low)) * 100 : null;
}

/** IV percentile at position `end` (default: the latest); null with fewer than `window` values. */
export function ivPercentile(iv: Float64Array, window = IV_WINDOW, end = iv.length - 1): number | null {
  const w = windowOf(iv, end, window);
  if (w === null || window < 2) return null;
  const current = w[w.length - 1]!;
  let below = 0;
  for (let i = 0; i < w.length - 1; i++) if (w[i]! < current) below++;
  return (below / (w.length - 1)) * 100;
}

export interface IvSeries {
  premium: Float64Array;
  ivRank: Float64Array;
  ivPercentile: Float64Array;
}

export interface IvMetrics {
  currentIV: number | null;
  currentRV: number | null;
  currentPremium: number | null;
  currentIVRank: number | null;
  currentIVPercentile: number | null;
  /** Aligned with the inputs; NaN where a value cannot be computed. */
  series: IvSeries;
}

const orNull = (v: number | undefined): number | null => (v !== undefined && Number.isFinite(v) ? v : null);

/**
 * Current values and their series from aligned IV and RV series (oldest first). The premium series is
 * complete; the rank and percentile series (O(window) each point) only over the last `rankPoints`.
 */
export function ivMetrics(iv: Float64Array, rv: Float64Array, window = IV_WINDOW, rankPoints = 1): IvMetrics {
  const n = Math.min(iv.length, rv.length);
  const premium = new Float64Array(n);
  const rank = new Float64Array(n).fill(NaN);
  const percentile = new Float64Array(n).fill(NaN);
  for (let i = 0; i < n; i++) premium[i] = iv[i]! - rv[i]!;
  for (let i = Math.max(0, n - rankPoints); i < n; i++) {
    rank[i] = ivRank(iv, window, i) ?? NaN;
    percentile[i] = ivPercentile(iv, window, i) ?? NaN;
  }
  return {
    currentIV: orNull(iv[n - 1]),
    currentRV: orNull(rv[n - 1]),
    currentPremium: orNull(premium[n - 1]),
    currentIVRank: orNull(rank[n - 1]),
    currentIVPercentile: orNull(percentile[n - 1]),
    series: { premium, ivRank: rank, ivPercentile: percentile },
  };
}
