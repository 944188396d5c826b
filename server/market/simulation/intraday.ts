/**
 * Prices inside a bar, for quotes during the session: the log price moves from the open to the
 * close along a Brownian bridge with the bar's volatility, written as its Karhunen–Loève series
 *
 *   B(f) = Σ_{k=1..K} z_k · √2 · sin(kπf) / (kπ),   f ∈ [0, 1] the elapsed share of the bar,
 *
 * so a price at any instant is a pure function of (seed, ticker, bar, instant): the same query
 * gives the same price, and the last quote of the session is the close. A common market bridge
 * mixed into each instrument's own bridge makes intraday moves correlated.
 */
import { hashString, Rng } from './random';

export const BRIDGE_TERMS = 24;

export function bridgeNormals(key: string): Float64Array {
  const rng = new Rng(hashString(key));
  const z = new Float64Array(BRIDGE_TERMS);
  for (let k = 0; k < BRIDGE_TERMS; k++) z[k] = rng.normal();
  return z;
}

/** B(f), with variance close to f(1 − f). */
export function bridgeValue(z: Float64Array, f: number): number {
  let sum = 0;
  for (let k = 1; k <= z.length; k++) {
    const kp = k * Math.PI;
    sum += ((z[k - 1] ?? 0) * Math.SQRT2 * Math.sin(kp * f)) / kp;
  }
  return sum;
}

export interface IntradayBar {
  open: number;
  high: number;
  low: number;
  close: number;
  /** Daily volatility of the bar's moves (log units). */
  sigma: number;
}

/**
 * The price at share f of the bar: from open to close plus the bridge scaled by the volatility,
 * kept within the bar's low and high. `bridge` is the (correlated) bridge value at f.
 */
export function priceInBar(bar: IntradayBar, f: number, bridge: number): number {
  const x = Math.min(1, Math.max(0, f));
  const lo = Math.log(bar.open);
  const log = lo + x * (Math.log(bar.close) - lo) + bar.sigma * bridge;
  return Math.min(bar.high, Math.max(bar.low, Math.exp(log)));
}
