/**
 * Persistent and anti-persistent regimes: returns are passed through a fractional-differencing
 * filter (ARFIMA(0, d, 0) truncated at 64 lags) whose d switches between a positive value
 * (persistent: trends, Hurst exponent above 0.5) and a negative one (anti-persistent: mean
 * reversion, Hurst below 0.5), a two-state Markov chain with stretches of 1 / switchProbability bars:
 *
 *   y_t = Σ_{k=0..64} ψ_k(d_t) · x_{t−k},   ψ_0 = 1,  ψ_k = ψ_{k−1} · (k − 1 + d) / k,
 *
 * scaled so that Σ ψ_k² = 1 (the variance of x is kept). A Hurst exponent H corresponds to
 * d = H − 0.5; measured over 64 to 256 returns, d = ±0.2 moves rescaled-range estimates by about
 * ±0.13. The filter is causal, so a longer series starts with the same values.
 */
import type { Rng } from './random';

export interface RegimeParams {
  /** d in the persistent regime (0 < d < 0.5). */
  dUp: number;
  /** d in the anti-persistent regime (−0.5 < d < 0). */
  dDown: number;
  /** Chance per bar of switching regime. */
  switchProbability: number;
  /** Chance of starting in the persistent regime. */
  startUp: number;
}

export const MEMORY_LAGS = 64;

const weightCache = new Map<number, Float64Array>();

/** Normalised fractional-differencing weights ψ_0..ψ_64 for d (rounded to 0.001). */
export function fractionalWeights(d: number): Float64Array {
  const key = Math.round(d * 1000);
  let w = weightCache.get(key);
  if (!w) {
    const dd = key / 1000;
    w = new Float64Array(MEMORY_LAGS + 1);
    w[0] = 1;
    for (let k = 1; k <= MEMORY_LAGS; k++) w[k] = ((w[k - 1] ?? 0) * (k - 1 + dd)) / k;
    let sum = 0;
    for (let k = 0; k <= MEMORY_LAGS; k++) sum += (w[k] ?? 0) ** 2;
    const norm = Math.sqrt(sum);
    for (let k = 0; k <= MEMORY_LAGS; k++) w[k] = (w[k] ?? 0) / norm;
    weightCache.set(key, w);
  }
  return w;
}

/** The filtered series (a new array). Consumes one uniform per bar plus one. */
export function applyMemoryRegimes(rng: Rng, x: Float64Array, p: RegimeParams): Float64Array {
  const up = fractionalWeights(p.dUp);
  const down = fractionalWeights(p.dDown);
  const n = x.length;
  const y = new Float64Array(n);
  let persistent = rng.uniform() < p.startUp;
  for (let t = 0; t < n; t++) {
    if (rng.uniform() < p.switchProbability) persistent = !persistent;
    const w = persistent ? up : down;
    let sum = 0;
    if (t >= MEMORY_LAGS) {
      // The hot loop: 65 multiply-adds per bar (indices are in range by construction).
      for (let k = 0; k <= MEMORY_LAGS; k++) sum += w[k]! * x[t - k]!;
      y[t] = sum;
    } else {
      // The first bars have fewer lags: rescale so that their variance is not smaller.
      let sumSquares = 0;
      for (let k = 0; k <= t; k++) {
        sum += w[k]! * x[t - k]!;
        sumSquares += w[k]! * w[k]!;
      }
      y[t] = sum / Math.sqrt(sumSquares);
    }
  }
  return y;
}
