/**
 * Daily bars from a path of log closes: the open gaps from the previous close by a share of the
 * day's move plus noise; high and low are drawn from the distribution of the maximum and minimum
 * of a Brownian bridge between open and close with the bar's intraday volatility,
 *
 *   excess = (−|d| + √(d² − 2σ² ln u)) / 2,   d = ln(close / open),  u ~ U(0, 1),
 *
 * so the range widens with volatility and always contains open and close.
 */
import type { Rng } from './random';

export interface Bars {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
}

/** `sigma[t]`: the bar's daily volatility; `gapShare`: share of the move that happens overnight (0: none). */
export function buildBars(rng: Rng, logClose: Float64Array, sigma: Float64Array, gapShare: number): Bars {
  const n = logClose.length;
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  const gapNoise = gapShare > 0 ? 0.25 : 0;
  let previous = logClose[0] ?? 0;
  for (let t = 0; t < n; t++) {
    const c = logClose[t] ?? 0;
    const s = sigma[t] ?? 0;
    const noise = rng.normal();
    const u1 = rng.uniform();
    const u2 = rng.uniform();
    const o = previous + gapShare * (c - previous) + gapNoise * s * noise;
    const d = c - o;
    const si = s * Math.sqrt(1 - gapShare);
    const a = Math.abs(d);
    const up = (-a + Math.sqrt(d * d - 2 * si * si * Math.log(u1))) / 2;
    const down = (-a + Math.sqrt(d * d - 2 * si * si * Math.log(u2))) / 2;
    open[t] = Math.exp(o);
    close[t] = Math.exp(c);
    high[t] = Math.exp(Math.max(o, c) + up);
    low[t] = Math.exp(Math.min(o, c) - down);
    previous = c;
  }
  return { open, high, low, close };
}

/**
 * Volumes: a persistent log-normal level (AR(1), φ = 0.75) times a response to the size of the
 * move relative to the bar's volatility, so that big days trade more. `activity[t]` scales
 * single bars (half days, weekends for crypto).
 */
export function buildVolume(rng: Rng, average: number, logClose: Float64Array, sigma: Float64Array, activity: Float64Array): Float64Array {
  const n = logClose.length;
  const volume = new Float64Array(n);
  if (average <= 0) return volume;
  let level = 0;
  for (let t = 0; t < n; t++) {
    level = 0.75 * level + 0.3 * rng.normal();
    const move = t > 0 ? Math.abs((logClose[t] ?? 0) - (logClose[t - 1] ?? 0)) / Math.max(sigma[t] ?? 1e-9, 1e-9) : 0.8;
    const v = average * Math.exp(level - 0.1 + 0.35 * (Math.min(move, 6) - 0.8)) * (activity[t] ?? 1);
    volume[t] = Math.max(1, Math.round(v));
  }
  return volume;
}
