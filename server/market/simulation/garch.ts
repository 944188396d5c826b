/**
 * GARCH(1,1) with a leverage term (GJR) and Student-t innovations:
 *
 *   ε_t ~ t₅ scaled to unit variance,   x_t = √h_t · ε_t,
 *   h_{t+1} = ω + (α + γ·1[ε_t < 0]) · h_t ε_t² + β · h_t,   ω = σ²(1 − α − γ/2 − β),
 *
 * so the long-run daily variance is σ² (h is kept between a floor and a ceiling, by default 0.05 σ² and 25 σ²). Large shocks raise the next days' variance (volatility
 * clustering) and negative ones more so when γ > 0 (the leverage effect behind VIX moving against SPY).
 */
import type { Rng } from './random';

export interface GarchParams {
  /** Long-run daily volatility σ. */
  vol: number;
  alpha: number;
  beta: number;
  /** Extra reaction to negative shocks (0 = symmetric GARCH). */
  gamma?: number;
  /** Ceiling of h as a multiple of σ² (default 25, i.e. volatility at most 5× its long-run level). */
  maxVarianceRatio?: number;
  /** Floor of h as a multiple of σ² (default 0.05). */
  minVarianceRatio?: number;
}

export interface GarchPath {
  /** x_t = √h_t · ε_t. */
  shock: Float64Array;
  /** ε_t, the standardised innovation. */
  z: Float64Array;
  /** h_t, the variance of bar t given the past. */
  variance: Float64Array;
  /** h_{t+1}, known at the close of bar t (what a forward-looking volatility index prices). */
  nextVariance: Float64Array;
}

export function garchOmega(p: GarchParams): number {
  const persistence = p.alpha + (p.gamma ?? 0) / 2 + p.beta;
  if (persistence >= 1) throw new Error('GARCH persistence must be below 1');
  return p.vol * p.vol * (1 - persistence);
}

/** Consumes a fixed number of random draws per bar, so longer paths extend shorter ones. */
export function simulateGarch(rng: Rng, n: number, p: GarchParams): GarchPath {
  const shock = new Float64Array(n);
  const z = new Float64Array(n);
  const variance = new Float64Array(n);
  const nextVariance = new Float64Array(n);
  const omega = garchOmega(p);
  const gamma = p.gamma ?? 0;
  const floor = p.vol * p.vol * (p.minVarianceRatio ?? 0.05);
  const ceiling = p.vol * p.vol * (p.maxVarianceRatio ?? 25);
  let h = p.vol * p.vol * (0.55 + 0.9 * rng.uniform());
  for (let t = 0; t < n; t++) {
    const e = rng.studentT5();
    const x = Math.sqrt(h) * e;
    z[t] = e;
    shock[t] = x;
    variance[t] = h;
    h = omega + (e < 0 ? p.alpha + gamma : p.alpha) * x * x + p.beta * h;
    if (h < floor) h = floor;
    else if (h > ceiling) h = ceiling;
    nextVariance[t] = h;
  }
  return { shock, z, variance, nextVariance };
}
