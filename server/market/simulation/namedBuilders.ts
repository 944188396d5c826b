/** Small builders that keep the tables of named instruments short. */
import type { Instrument } from '../source/marketDataSource';
import type { RegimeParams } from './memoryRegimes';
import { dayFromIso } from './dayNumbers';
import type { GarchParams } from './garch';
import { generateIsin } from './isin';
import type { DailyModel, FactorModel, FollowModel, Loading, OptionProfile, PriceModel, SimInstrument, SplitSpec } from './modelSpec';
import { hashString, hashUnit } from './random';

export interface Listing {
  exchange: string;
  exchangeShort: string;
}

export const NYSE: Listing = { exchange: 'NYSE', exchangeShort: 'NYSE' };
export const ARCA: Listing = { exchange: 'NYSE Arca', exchangeShort: 'ARCA' };
export const NASDAQ_GS: Listing = { exchange: 'Nasdaq Global Select Market', exchangeShort: 'NASDAQ' };
export const NASDAQ_GM: Listing = { exchange: 'Nasdaq Global Market', exchangeShort: 'NASDAQ' };
export const CBOE_BZX: Listing = { exchange: 'Cboe BZX Exchange', exchangeShort: 'BATS' };
export const CBOE_INDEX: Listing = { exchange: 'Cboe Indices', exchangeShort: 'CBOE' };
export const INDEX: Listing = { exchange: 'Index', exchangeShort: 'INDEX' };
export const FOREX: Listing = { exchange: 'Forex', exchangeShort: 'FX' };
export const CRYPTO_VENUE: Listing = { exchange: 'Crypto composite', exchangeShort: 'CRYPTO' };
export const GOVT: Listing = { exchange: 'Government bonds', exchangeShort: 'GOVT' };

/**
 * Per-instrument memory regimes: d from 0.05 to 0.25 when persistent and from −0.15 to −0.4 when
 * anti-persistent (volatility clustering already lifts rescaled-range estimates, so the
 * mean-reverting side needs the stronger push to spread estimates evenly around 0.5), switching
 * every 120 to 400 bars on average.
 */
export function regimeFor(key: string): RegimeParams {
  return {
    dUp: 0.05 + 0.2 * hashUnit(key, 'dUp'),
    dDown: -(0.15 + 0.25 * hashUnit(key, 'dDown')),
    switchProbability: 1 / (120 + 280 * hashUnit(key, 'switch')),
    startUp: 0.5,
  };
}

/** Idiosyncratic GARCH(1,1): α in [0.04, 0.10], persistence α + β in [0.94, 0.985]. */
export function idioFor(key: string, vol: number): GarchParams {
  const alpha = 0.04 + 0.06 * hashUnit(key, 'alpha');
  const persistence = 0.94 + 0.045 * hashUnit(key, 'persistence');
  return { vol, alpha, beta: persistence - alpha };
}

export function factorModel(key: string, start: number, loadings: readonly Loading[], idioVol: number, drift = 0): FactorModel {
  return { kind: 'factor', start, drift, loadings, idio: idioFor(key, idioVol), regime: regimeFor(key) };
}

export interface FollowOptions {
  exponent?: number;
  basisVol?: number;
  basisReversion?: number;
  drift?: number;
  scale?: number;
}

export function follow(base: string, start: number | null, o: FollowOptions = {}): FollowModel {
  return {
    kind: 'follow',
    base,
    exponent: o.exponent ?? 1,
    ...(start === null ? { scale: o.scale ?? 1 } : { start }),
    drift: o.drift ?? 0,
    basisVol: o.basisVol ?? 0.0006,
    basisReversion: o.basisReversion ?? 0.3,
  };
}

export function daily(base: string, multiple: number, start: number, drift = 0, noiseVol = 0.0004): DailyModel {
  return { kind: 'daily', base, multiple, start, drift, noiseVol };
}

export type InstrumentFields = Pick<Instrument, 'ticker' | 'name' | 'type'> & Partial<Instrument>;

/** An instrument with the defaults of a US-listed security; `isin: 'auto'` generates a valid one. */
export function instrument(f: InstrumentFields & { autoIsin?: boolean }): Instrument {
  const country = f.country === undefined ? 'US' : f.country;
  const { autoIsin, ...rest } = f;
  return {
    sector: null,
    industry: null,
    isEtf: f.type === 'etf',
    website: null,
    currency: 'USD',
    exchange: NYSE.exchange,
    exchangeShort: NYSE.exchangeShort,
    calendar: 'nyse',
    hasOptions: false,
    underlying: null,
    legs: null,
    sharesOutstanding: null,
    ...rest,
    country,
    isin: autoIsin && country ? generateIsin(country, hashString(`isin|${f.ticker}`), hashString(`isin2|${f.ticker}`)) : (f.isin ?? null),
  };
}

export interface SimOptions {
  volume?: number;
  gapShare?: number;
  options?: OptionProfile | null;
  splits?: readonly (readonly [iso: string, ratio: number])[];
}

export function sim(inst: Instrument, model: PriceModel, o: SimOptions = {}): SimInstrument {
  const underlying = model.kind === 'follow' || model.kind === 'daily' ? model.base : inst.underlying;
  const splits: SplitSpec[] = (o.splits ?? []).map(([iso, ratio]) => ({ day: dayFromIso(iso), ratio }));
  return {
    instrument: { ...inst, underlying: underlying === inst.ticker ? null : underlying, hasOptions: Boolean(o.options) },
    model,
    volume: o.volume ?? 0,
    gapShare: o.gapShare ?? (inst.calendar === 'crypto' ? 0 : 0.25),
    options: o.options ?? null,
    splits,
  };
}

/** Option profiles by liquidity. */
export function optionProfile(expiries: OptionProfile['expiries'], openInterest: number, o: Partial<OptionProfile> = {}): OptionProfile {
  return { expiries, openInterest, dividendYield: 0, ivPremium: 1.12, skew: -0.08, ...o };
}
