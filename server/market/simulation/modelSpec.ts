/**
 * How each simulated instrument's prices come about. Five kinds:
 *
 * - `factor`: log return = drift + Σ βₖ·Fₖ (common factors) + idiosyncratic GARCH-t shock, through
 *   the instrument's memory regimes (stocks, most ETFs, indices, FX, crypto, commodity futures);
 * - `follow`: level = scale · base^exponent · e^basis (futures on an index, ETFs on a future,
 *   the VIX term structure), the basis an Ornstein–Uhlenbeck process, plus a carry drift;
 * - `daily`: simple return = multiple · base's simple return + drift (leveraged, inverse and
 *   volatility exchange-traded products, reset every day);
 * - `volIndex`: a volatility index priced from a factor's next-day GARCH variance,
 *   level = scale · √(252·h_{t+1}) · e^u, with u mean-reverting and loading on the factor's shock;
 * - `combo`: the product of legs raised to exponents (pairs A:B = A¹·B⁻¹, FX crosses).
 */
import type { Instrument } from '../source/marketDataSource';
import type { RegimeParams } from './memoryRegimes';
import type { GarchParams } from './garch';

export type Loading = readonly [factor: string, beta: number];

export interface FactorModel {
  kind: 'factor';
  start: number;
  /** Per bar, besides the factors' drifts. */
  drift: number;
  loadings: readonly Loading[];
  idio: GarchParams;
  regime: RegimeParams;
}

export interface FollowModel {
  kind: 'follow';
  base: string;
  exponent: number;
  /** Either the first close, or the scale in level = scale · base^exponent. */
  start?: number;
  scale?: number;
  drift: number;
  /** Stationary standard deviation of the log basis. */
  basisVol: number;
  /** Share of the basis that decays per bar. */
  basisReversion: number;
}

export interface DailyModel {
  kind: 'daily';
  base: string;
  multiple: number;
  start: number;
  /** Simple return per bar (fees, roll costs). */
  drift: number;
  noiseVol: number;
}

export interface VolIndexModel {
  kind: 'volIndex';
  factor: string;
  scale: number;
  reversion: number;
  /** Loading of log level on the factor's standardised shock (negative: up when the factor falls). */
  shockLoading: number;
  noiseVol: number;
}

export interface ComboModel {
  kind: 'combo';
  legs: readonly (readonly [ticker: string, exponent: number])[];
}

export type PriceModel = FactorModel | FollowModel | DailyModel | VolIndexModel | ComboModel;

export interface OptionProfile {
  expiries: 'daily' | 'weekly' | 'monthly';
  dividendYield: number;
  /** Implied over expected volatility (the variance risk premium), about 1.0–1.25. */
  ivPremium: number;
  /** Change of implied volatility per unit of standardised log-moneyness (negative: put skew). */
  skew: number;
  /** Total open interest across the chain, in contracts. */
  openInterest: number;
  /** A fixed strike step for near expiries (index ETFs trade 1-point strikes). */
  fineStep?: number;
}

export interface SplitSpec {
  /** Day number of the first bar on the new basis. */
  day: number;
  ratio: number;
}

export interface SimInstrument {
  instrument: Instrument;
  model: PriceModel;
  /** Average daily volume in the final share basis (0: no volume, as for indices and FX). */
  volume: number;
  /** Share of the close-to-close move that happens overnight (0 for instruments that trade around the clock). */
  gapShare: number;
  options: OptionProfile | null;
  splits: readonly SplitSpec[];
}
