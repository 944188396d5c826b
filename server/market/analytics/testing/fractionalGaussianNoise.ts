/**
 * Exact fractional Gaussian noise (the increments of fractional Brownian motion) by Hosking's
 * method: each value is drawn from its exact conditional normal distribution given the past, with
 * the coefficients of the Durbin–Levinson recursion. O(n²) time, O(n) memory; exact for any H in (0, 1).
 * Hosking, J. R. M. (1984), "Modeling persistence in hydrological time series using fractional
 * differencing", Water Resources Research 20(12).
 */
import type { SeededRandom } from './seededRandom';

/** Autocovariance of unit-variance fGn at lag k: ½(|k + 1|^2H − 2|k|^2H + |k − 1|^2H). */
export function fgnAutocovariance(k: number, hurst: number): number {
  const h2 = 2 * hurst;
  const a = Math.abs(k);
  return 0.5 * ((a + 1) ** h2 - 2 * a ** h2 + Math.abs(a - 1) ** h2);
}

/** `n` values of unit-variance fractional Gaussian noise with Hurst exponent `hurst`. */
export function fractionalGaussianNoise(rng: SeededRandom, n: number, hurst: number): Float64Array {
  if (!(hurst > 0 && hurst < 1)) throw new RangeError('hurst must lie in (0, 1)');
  const x = new Float64Array(n);
  if (n === 0) return x;
  const gamma = new Float64Array(n);
  for (let k = 0; k < n; k++) gamma[k] = fgnAutocovariance(k, hurst);
  let phi = new Float64Array(n);
  let next = new Float64Array(n);
  let variance = gamma[0]!;
  x[0] = Math.sqrt(variance) * rng.normal();
  for (let t = 1; t < n; t++) {
    let acc = gamma[t]!;
    for (let j = 1; j < t; j++) acc -= phi[j]! * gamma[t - j]!;
    const phiTT = acc / variance;
    for (let j = 1; j < t; j++) next[j] = phi[j]! - phiTT * phi[t - j]!;
    next[t] = phiTT;
    [phi, next] = [next, phi];
    variance *= 1 - phiTT * phiTT;
    let mean = 0;
    for (let j = 1; j <= t; j++) mean += phi[j]! * x[t - j]!;
    x[t] = mean + Math.sqrt(variance) * rng.normal();
  }
  return x;
}
