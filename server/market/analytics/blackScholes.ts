/**
 * Black–Scholes–Merton for a European option on an asset with continuous dividend yield q:
 *   d1 = (ln(S/K) + (r − q + σ²/2) T) / (σ √T),  d2 = d1 − σ √T
 *   call = S e^(−qT) Φ(d1) − K e^(−rT) Φ(d2),  put = K e^(−rT) Φ(−d2) − S e^(−qT) Φ(−d1)
 *   Δ_call = e^(−qT) Φ(d1),  Γ = e^(−qT) φ(d1) / (S σ √T)  (the same for calls and puts)
 * Inputs: spot S, strike K, years to expiry T, annual volatility σ (decimal), rates r and q
 * (continuously compounded decimals).
 */
import { normalCdf, normalPdf } from './normal';

export interface OptionInputs {
  spot: number;
  strike: number;
  /** Years to expiry. */
  time: number;
  volatility: number;
  rate?: number;
  dividendYield?: number;
}

function valid({ spot, strike, time, volatility }: OptionInputs): boolean {
  return spot > 0 && strike > 0 && time > 0 && volatility > 0;
}

export function d1(o: OptionInputs): number {
  if (!valid(o)) return NaN;
  const { spot, strike, time, volatility, rate = 0, dividendYield = 0 } = o;
  return (Math.log(spot / strike) + (rate - dividendYield + (volatility * volatility) / 2) * time) / (volatility * Math.sqrt(time));
}

export function d2(o: OptionInputs): number {
  return d1(o) - o.volatility * Math.sqrt(o.time);
}

/** Γ = ∂²V/∂S², per unit of the underlying; NaN for invalid inputs. */
export function gamma(o: OptionInputs): number {
  const x = d1(o);
  const q = o.dividendYield ?? 0;
  return (Math.exp(-q * o.time) * normalPdf(x)) / (o.spot * o.volatility * Math.sqrt(o.time));
}

export function callPrice(o: OptionInputs): number {
  const { spot, strike, time, rate = 0, dividendYield = 0 } = o;
  return spot * Math.exp(-dividendYield * time) * normalCdf(d1(o)) - strike * Math.exp(-rate * time) * normalCdf(d2(o));
}

export function putPrice(o: OptionInputs): number {
  const { spot, strike, time, rate = 0, dividendYield = 0 } = o;
  return strike * Math.exp(-rate * time) * normalCdf(-d2(o)) - spot * Math.exp(-dividendYield * time) * normalCdf(-d1(o));
}

export function callDelta(o: OptionInputs): number {
  return Math.exp(-(o.dividendYield ?? 0) * o.time) * normalCdf(d1(o));
}
