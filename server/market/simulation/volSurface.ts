/**
 * The implied-volatility surface of an instrument, built from its own volatility so that implied
 * and realised volatility agree:
 *
 * - term structure: the GARCH forecast of the average variance over T years,
 *   σ²(T) = σ²_LR + (σ²_0 − σ²_LR) · (1 − e^{−κT}) / (κT),  κ = −252 · ln(persistence),
 *   from today's conditional variance σ²_0 towards the long-run σ²_LR;
 * - level: √(252 · σ²(T)) times the instrument's variance-risk premium (implied above realised)
 *   and a slowly varying sentiment factor e^u;
 * - smile: IV(K) = IV_ATM · (1 + skew · x + curvature · x²), x = ln(K/F) / (IV_ATM √T),
 *   clamped to [0.35, 3] × IV_ATM (a put skew for equities, flatter for bonds and gold).
 */

export interface SurfaceParams {
  /** Conditional daily variance for the next day. */
  variance0: number;
  /** Long-run daily variance. */
  varianceLR: number;
  persistence: number;
  premium: number;
  /** Multiplier e^u from the IV noise process. */
  sentiment: number;
  skew: number;
}

export const DEFAULT_PERSISTENCE = 0.97;

/** Annualised at-the-money implied volatility for T years. */
export function atmImpliedVol(p: SurfaceParams, years: number): number {
  const kappa = -252 * Math.log(p.persistence);
  const kt = kappa * Math.max(years, 1 / 3650);
  const weight = (1 - Math.exp(-kt)) / kt;
  const variance = p.varianceLR + (p.variance0 - p.varianceLR) * weight;
  return p.premium * p.sentiment * Math.sqrt(252 * Math.max(variance, 1e-10));
}

export function impliedVol(p: SurfaceParams, strike: number, forward: number, years: number): number {
  const atm = atmImpliedVol(p, years);
  const x = Math.log(strike / forward) / (atm * Math.sqrt(Math.max(years, 1 / 3650)));
  const curvature = 0.015 + 0.2 * Math.abs(p.skew);
  const factor = Math.min(3, Math.max(0.35, 1 + p.skew * x + curvature * x * x));
  return atm * factor;
}
