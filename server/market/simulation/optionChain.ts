/**
 * Option chains: for each listed expiry, strikes on the exchange's grid around the spot (wider for
 * longer expiries), implied volatility from the instrument's surface, Black–Scholes bid and ask,
 * and open interest that
 * - is split across expiries (monthlies and quarterlies hold the most, dailies the least),
 * - sits mostly below the spot for puts and above it for calls (x = ln(K/S) / (σ√T)),
 * - piles up on round strikes (multiples of 100, 50, 25, 10, 5 in units of the price's magnitude),
 * - varies by contract (a stable log-normal factor) and a little from day to day.
 */
import type { OptionChain, OptionContract } from '../source/marketDataSource';
import { blackScholesPrice } from './blackScholes';
import { isoFromDay } from './dayNumbers';
import type { OptionProfile } from './modelSpec';
import { sessionCloseMs } from './nyClock';
import { listExpiries, toOptionExpiry, type ExpiryDay } from './optionExpiries';
import { hashString, Rng } from './random';
import { atmImpliedVol, impliedVol, type SurfaceParams } from './volSurface';

const YEAR_MS = 365 * 86_400_000;
const MIN_YEARS = 15 / (365 * 24 * 60);
const MAX_STRIKES = 160;

const EXPIRY_WEIGHT: Record<ExpiryDay['kind'], number> = { daily: 0.04, weekly: 0.08, monthly: 0.2, quarterly: 0.28, leaps: 0.12 };

/** The exchange's strike step for a price (index ETFs list 1-point strikes near the money). */
export function strikeStep(spot: number, years: number, fineStep?: number): number {
  if (fineStep !== undefined && years < 0.25) return fineStep;
  if (spot < 5) return 0.5;
  if (spot < 25) return 1;
  if (spot < 100) return 2.5;
  if (spot < 250) return 5;
  if (spot < 1000) return 10;
  return 10 ** Math.floor(Math.log10(spot)) / 40;
}

/** How much more open interest a strike draws for being round. */
export function roundness(strike: number, spot: number): number {
  const unit = 10 ** Math.floor(Math.log10(spot));
  const multipleOf = (m: number) => Math.abs(strike / m - Math.round(strike / m)) < 1e-9;
  if (multipleOf(unit)) return 3;
  if (multipleOf(unit / 2)) return 2.2;
  if (multipleOf(unit / 4)) return 1.6;
  if (multipleOf(unit / 10)) return 1.35;
  if (multipleOf(unit / 20)) return 1.15;
  return 1;
}

export interface ChainInput {
  seed: string;
  ticker: string;
  profile: OptionProfile;
  spot: number;
  /** The session the chain belongs to; expiries before it are gone. */
  sessionDay: number;
  asOfMs: number;
  surface: SurfaceParams;
  riskFreeRate: number;
}

export function buildOptionChain(input: ChainInput): OptionChain {
  const { profile, spot, surface, riskFreeRate: r } = input;
  const q = profile.dividendYield;
  const expiries = listExpiries(profile.expiries, input.sessionDay).filter((e) => sessionCloseMs(e.day) > input.asOfMs);
  const totalWeight = expiries.reduce((s, e) => s + EXPIRY_WEIGHT[e.kind], 0) || 1;
  const contracts: OptionContract[] = [];
  for (const e of expiries) {
    const years = Math.max((sessionCloseMs(e.day) - input.asOfMs) / YEAR_MS, MIN_YEARS);
    const forward = spot * Math.exp((r - q) * years);
    const atm = atmImpliedVol(surface, years);
    const halfWidth = Math.min(0.6, Math.max(0.08, 3.5 * atm * Math.sqrt(years)));
    let step = strikeStep(spot, years, profile.fineStep);
    while ((2 * spot * halfWidth) / step > MAX_STRIKES) step *= 2;
    const lowStrike = Math.ceil((spot * (1 - halfWidth)) / step) * step;
    const highStrike = Math.floor((spot * (1 + halfWidth)) / step) * step;
    const expiryIso = isoFromDay(e.day);
    const stable = new Rng(hashString(`${input.seed}|${input.ticker}|oi|${expiryIso}`));
    const today = new Rng(hashString(`${input.seed}|${input.ticker}|oi|${expiryIso}|${input.sessionDay}`));
    const spread = atm * Math.sqrt(Math.max(years, 7 / 365));
    const weights: { strike: number; put: number; call: number }[] = [];
    let sum = 0;
    for (let k = lowStrike; k <= highStrike + step / 2; k += step) {
      const strike = Math.round(k * 1e6) / 1e6;
      if (strike <= 0) continue;
      const x = Math.log(strike / spot) / spread;
      const round = roundness(strike, spot);
      const put = Math.exp(-0.5 * ((x + 0.7) / 1.0) ** 2) * round * Math.exp(0.45 * stable.normal() + 0.1 * today.normal());
      const call = Math.exp(-0.5 * ((x - 0.5) / 0.9) ** 2) * round * Math.exp(0.45 * stable.normal() + 0.1 * today.normal());
      weights.push({ strike, put, call });
      sum += put + call;
    }
    const expiryOi = (profile.openInterest * EXPIRY_WEIGHT[e.kind]) / totalWeight;
    for (const w of weights) {
      const iv = impliedVol(surface, w.strike, forward, years);
      for (const type of ['put', 'call'] as const) {
        const openInterest = Math.round((expiryOi * (type === 'put' ? w.put : w.call)) / (sum || 1));
        const mid = blackScholesPrice(type, spot, w.strike, years, r, q, iv);
        const half = Math.max(0.005, mid * 0.02 + 0.005);
        contracts.push({
          strike: w.strike, expiry: expiryIso, type, openInterest, impliedVol: Math.round(iv * 1e4) / 1e4,
          bid: Math.max(0, Math.round((mid - half) * 100) / 100), ask: Math.round((mid + half) * 100) / 100 || 0.01,
          volume: Math.round(openInterest * 0.12 * Math.exp(-years * 4)),
        });
      }
    }
  }
  return {
    ticker: input.ticker, asOf: new Date(input.asOfMs).toISOString(), sessionDate: isoFromDay(input.sessionDay),
    underlyingPrice: spot, riskFreeRate: r, dividendYield: q, expiries: expiries.map(toOptionExpiry), contracts,
  };
}
