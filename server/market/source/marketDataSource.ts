/**
 * The one interface every source of market data implements: the simulated market (the embedded
 * default, `server/market/simulation`), imported end-of-day files and provider adapters.
 *
 * Conventions:
 * - Tickers are upper case. Crypto tickers carry the prefix `CRYPTO.` (displayed as BASE/USD),
 *   futures end in `_F`, and a ticker with one colon (`^VVIX:^VIX`) is a pair whose series is the
 *   ratio of its two legs (document 1 section 3).
 * - Dates are `YYYY-MM-DD` (the trading day in New York for the US calendar, the UTC day for
 *   crypto); instants are ISO 8601 strings in UTC.
 * - Prices are in the instrument's currency; crypto is quoted in USD.
 * - The calls are synchronous: a source keeps what it serves in memory (the simulated market
 *   generates on demand and caches; a database- or network-backed source preloads or caches).
 */

import type { InstrumentType, QuoteSource } from '../../../contracts/assets';

export type { InstrumentType, QuoteSource };

/** `nyse`: bars on NYSE sessions (weekends and US exchange holidays closed); `crypto`: a bar every UTC day. */
export type TradingCalendar = 'nyse' | 'crypto';

export interface Instrument {
  ticker: string;
  name: string;
  type: InstrumentType;
  /** One of the 11 GICS sectors for stocks and sector ETFs; an asset-class category otherwise. */
  sector: string | null;
  /** ISO 3166-1 alpha-2 code of the issuer (or of the index / market); null for crypto and FX. */
  country: string | null;
  industry: string | null;
  isEtf: boolean;
  website: string | null;
  /** ISO 4217 code of the quote currency. */
  currency: string;
  exchange: string;
  exchangeShort: string;
  /** Null for crypto, FX, indices, futures, volatility indices, yields and pairs. */
  isin: string | null;
  calendar: TradingCalendar;
  /** Whether option chains (and so implied volatility and gamma) exist for it. */
  hasOptions: boolean;
  /** Futures and exchange-traded products: the ticker it tracks. */
  underlying: string | null;
  /** Pairs: the numerator and denominator tickers. */
  legs: readonly [string, string] | null;
  /** Stocks and ETFs (current share basis); null otherwise. Market cap or AUM = price × shares. */
  sharesOutstanding: number | null;
  /**
   * Market capitalisation (stocks) and assets under management (ETFs) when the source gives them
   * (imported metadata); otherwise they are price × sharesOutstanding (`source/capitalisation.ts`).
   */
  marketCap?: number | null;
  aum?: number | null;
}

export interface DailyCandle {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** `ratio` new shares per old share: 4 for a 4-for-1 split, 0.1 for a 1-for-10 reverse split. */
export interface SplitEvent {
  date: string;
  ratio: number;
}

export interface CandleRange {
  /** First date, inclusive. */
  from?: string;
  /** Last date, inclusive. */
  to?: string;
  /** Only bars completed by this instant (never later than the source's clock); default now. */
  asOf?: Date;
}

export interface CandleSeries {
  ticker: string;
  /** The last completed bar's date that the series could contain (before `to` cuts it). */
  asOf: string;
  /** Split-adjusted to the share basis of `asOf`. */
  candles: DailyCandle[];
  /** As traded; only when a split effective by `asOf` falls after the first returned bar, else null. */
  raw: DailyCandle[] | null;
  /** Splits effective by `asOf`, oldest first. */
  splits: SplitEvent[];
}

/** The same bars as `CandleSeries.candles`, column by column, for the analytics (typed arrays). */
export interface CandleColumns {
  ticker: string;
  asOf: string;
  dates: string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Raw price = adjusted × rawFactor[i] (raw volume = adjusted / rawFactor[i]); null without splits in range. */
  rawFactor: Float64Array | null;
  splits: SplitEvent[];
}


export interface Quote {
  ticker: string;
  price: number;
  /** The instant the price belongs to (ISO). Outside the session: the last close. */
  time: string;
  source: QuoteSource;
  /** The close before the session the price belongs to. */
  previousClose: number | null;
  /** The trading day the price belongs to. */
  sessionDate: string;
  /** Whether the price is live: the US session is open (crypto: always). */
  marketOpen: boolean;
}

export interface OptionContract {
  strike: number;
  expiry: string;
  type: 'call' | 'put';
  openInterest: number;
  /** Annualised, as a decimal (0.2 = 20%). */
  impliedVol: number;
  bid?: number;
  ask?: number;
  volume?: number;
}

export type OptionExpiryKind = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'leaps';

export interface OptionExpiry {
  date: string;
  kind: OptionExpiryKind;
}

export interface OptionChain {
  ticker: string;
  /** The instant the chain was taken (ISO). */
  asOf: string;
  sessionDate: string;
  underlyingPrice: number;
  /** Continuously compounded, annual. */
  riskFreeRate: number;
  dividendYield: number;
  expiries: OptionExpiry[];
  contracts: OptionContract[];
}

/** Annualised 30-day at-the-money implied volatility, one value per bar (the IV series). */
export interface ImpliedVolSeries {
  ticker: string;
  dates: string[];
  iv: Float64Array;
}

export type CftcGroup = 'equities' | 'rates' | 'currencies' | 'commodities';

export interface CftcMarket {
  /** The row code of document 4 (es, rty, ..., gold). */
  code: string;
  name: string;
  group: CftcGroup;
  /** The futures ticker the positioning belongs to. */
  contract: string;
}

/** Non-commercial positioning in contracts, as of the report's Tuesday. */
export interface CftcRecord {
  date: string;
  market: string;
  netPosition: number;
  longPositions: number;
  shortPositions: number;
  openInterest: number;
  /** When the report was published (Friday 15:30 New York). */
  releasedAt: string;
}

export type EventImportance = 1 | 2 | 3;

export interface EconomicEvent {
  id: string;
  date: string;
  /** `HH:mm` in New York. */
  time: string;
  timestamp: string;
  /** ISO 3166-1 alpha-2, or EU for the euro area. */
  country: string;
  event: string;
  /** 1 low, 2 medium, 3 high. */
  importance: EventImportance;
  /** Null until released. */
  actual: number | null;
  forecast: number | null;
  previous: number | null;
  /** '%', 'K' (thousands), 'index' or 'USD bn'. */
  unit: string;
}

export interface MarketDataSource {
  readonly id: string;
  /** Shown wherever its data is shown ("Demo data" for the simulated market). */
  readonly label: string;
  /** The source's clock. */
  now(): Date;
  listInstruments(): readonly Instrument[];
  /** Case-insensitive; pairs of two known legs resolve even when not listed. */
  getInstrument(ticker: string): Instrument | undefined;
  getCandles(ticker: string, range?: CandleRange): CandleSeries | undefined;
  getCandleColumns(ticker: string, range?: CandleRange): CandleColumns | undefined;
  /** Intraday while the instrument trades (US session 9:30–16:00 New York; crypto always), else the last close. */
  getQuote(ticker: string, at: Date): Quote | undefined;
  /** Undefined for instruments without options. */
  getOptionChain(ticker: string, asOf: Date): OptionChain | undefined;
  getImpliedVolSeries(ticker: string, range?: CandleRange): ImpliedVolSeries | undefined;
  listCftcMarkets(): readonly CftcMarket[];
  /** Weekly records released by now, oldest first. */
  getCftc(market: string): readonly CftcRecord[] | undefined;
  /** Events whose date lies in [from, to] (inclusive), by time. */
  getEconomicEvents(from: string, to: string): readonly EconomicEvent[];
  /** The last NYSE session whose close (16:00, or 13:00 on early-close days) is at or before `at`. */
  lastCompletedSession(at: Date): string;
  isUSMarketOpen(at: Date): boolean;
}

/** `A:B` with two non-empty parts is a pair (document 1 section 3); returns the legs or null. */
export function parsePairTicker(ticker: string): [string, string] | null {
  const parts = ticker.split(':');
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  const left = a.trim().toUpperCase();
  const right = b.trim().toUpperCase();
  return left && right ? [left, right] : null;
}

export const isCryptoTicker = (ticker: string): boolean => ticker.toUpperCase().startsWith('CRYPTO.');
export const isFuturesTicker = (ticker: string): boolean => ticker.toUpperCase().endsWith('_F');
