/**
 * A small synthetic daily market for tests of the ranges and ratings: GARCH(1,1) volatility
 * clustering, Student-t(5) innovations (fat tails) and drift regimes that switch now and then.
 */
import type { SeededRandom } from './seededRandom';

export interface SyntheticOptions {
  /** Long-run daily volatility. */
  dailyVol?: number;
  /** ARCH and GARCH weights (α + β < 1). */
  alpha?: number;
  beta?: number;
  /** Size of the regime drift per day (drawn as −drift, 0 or +drift). */
  drift?: number;
  /** Probability per day that the drift regime changes. */
  regimeSwitch?: number;
  start?: number;
}

function studentT5(rng: SeededRandom): number {
  let chi = 0;
  for (let i = 0; i < 5; i++) chi += rng.normal() ** 2;
  // t(5) has variance 5/3; scale to unit variance
  return rng.normal() / Math.sqrt(chi / 5) / Math.sqrt(5 / 3);
}

/** `n + 1` closes. */
export function syntheticCloses(rng: SeededRandom, n: number, options: SyntheticOptions = {}): Float64Array {
  const { dailyVol = 0.012, alpha = 0.08, beta = 0.9, drift = 0.0008, regimeSwitch = 1 / 60, start = 100 } = options;
  const omega = dailyVol ** 2 * (1 - alpha - beta);
  const closes = new Float64Array(n + 1);
  closes[0] = start;
  let variance = dailyVol ** 2;
  let regime = 0;
  let logPrice = Math.log(start);
  let previous = 0;
  for (let i = 1; i <= n; i++) {
    if (rng.uniform() < regimeSwitch) regime = Math.floor(rng.uniform() * 3) - 1;
    variance = omega + alpha * previous * previous + beta * variance;
    previous = Math.sqrt(variance) * studentT5(rng);
    logPrice += regime * drift + previous;
    closes[i] = Math.exp(logPrice);
  }
  return closes;
}
