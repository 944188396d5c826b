/**
 * The correlation tables' rules (document 4 sections 2.4, 3, 5 and 9), read by the server (which
 * enforces them on /reporting/correlationTable and on the custom correlations of /userData) and by
 * the client (which shows and checks them): time-frame and offset bounds, the default tables, the
 * custom correlation's id rule and canonical ticker string, the ticker input rules.
 */
import { DEFAULT_TICKERS } from './accountRules';
import { isTickerSymbol } from './tickerSymbols';

export const CORRELATION_RULES = {
  /** Days of returns of a table: document 4 section 9, 3 to 250, default 30. */
  timeFrame: { min: 3, max: 250, fallback: 30 },
  /** Days the window ends before the latest close (the default tables use 15 and 30). */
  offsetDays: { min: 0, max: 500, fallback: 0 },
  /** Tickers of one table (one call). */
  maxTickers: 50,
  /** At least two tickers make a table. */
  minTickers: 2,
  /** Custom correlations a user keeps. */
  maxSaved: 50,
  /** Longest name of a custom correlation. */
  nameMaxLength: 60,
  /** The 'New Time Horizon' input accepts only empty or 0 to this. */
  horizonInputMax: 250,
  /** Server cache of one table (document 2 section 9: 6 hours), client cache 500 minutes. */
  serverCacheMs: 6 * 60 * 60 * 1000,
  clientCacheMs: 500 * 60 * 1000,
} as const;

/** The crypto prefix (document 1 section 3): the generator does not support crypto tickers. */
export const CRYPTO_PREFIX = 'CRYPTO.';

export function isCryptoSymbol(ticker: string): boolean {
  return ticker.trim().toUpperCase().startsWith(CRYPTO_PREFIX);
}

/**
 * The default tables' tickers: the free tickers every member sees in full (product/accountRules
 * DEFAULT_TICKERS) without the ratio pair, so that the default tab is complete for everyone.
 */
export const DEFAULT_CORRELATION_TICKERS: readonly string[] = DEFAULT_TICKERS.filter((t) => !t.includes(':'));

export type DefaultTableId = '5d' | '10d' | '30d' | '5dPast' | '10dPast' | '30dPast';

export interface DefaultCorrelationTable {
  id: DefaultTableId;
  timeFrame: number;
  offsetDays: number;
}

/** Document 4 sections 2.4 and 9: 5D, 10D and 30D now; 5D and 10D as of 15 days ago, 30D as of 30 days ago. */
export const DEFAULT_CORRELATION_TABLES: readonly DefaultCorrelationTable[] = [
  { id: '5d', timeFrame: 5, offsetDays: 0 },
  { id: '10d', timeFrame: 10, offsetDays: 0 },
  { id: '30d', timeFrame: 30, offsetDays: 0 },
  { id: '5dPast', timeFrame: 5, offsetDays: 15 },
  { id: '10dPast', timeFrame: 10, offsetDays: 15 },
  { id: '30dPast', timeFrame: 30, offsetDays: 30 },
];

/** The export popup's choices: all tables, or those of one time frame. */
export const CORRELATION_EXPORT_CHOICES = ['all', 5, 10, 30] as const;
export type CorrelationExportChoice = (typeof CORRELATION_EXPORT_CHOICES)[number];

/** Tickers as typed: split on commas, trimmed, upper-cased, empties and repeats dropped. */
export function parseTickerInput(text: string): string[] {
  return [...new Set(text.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))];
}

/** The stored ticker string: upper case, unique, sorted alphabetically, joined by commas. */
export function tickerString(tickers: readonly string[]): string {
  return [...new Set(tickers.map((t) => t.trim().toUpperCase()).filter(Boolean))].sort().join(',');
}

export function tickersOf(tickerText: string): string[] {
  return tickerText ? tickerText.split(',') : [];
}

/**
 * Document 4 section 3: the upper-case tickers without spaces plus the lower-case name with
 * underscores (whitespace runs become one underscore).
 *
 * @example correlationId('My Metals', 'GLD,SLV') === 'GLD,SLVmy_metals'
 */
export function correlationId(name: string, tickers: string): string {
  return `${tickers.toUpperCase().replace(/\s+/g, '')}${name.trim().toLowerCase().replace(/\s+/g, '_')}`;
}

export function isValidTimeFrame(value: number): boolean {
  return Number.isInteger(value) && value >= CORRELATION_RULES.timeFrame.min && value <= CORRELATION_RULES.timeFrame.max;
}

/** What the 'New Time Horizon (3-250 days)' input accepts as typed: empty, or a whole number 0 to 250. */
export function acceptsHorizonInput(text: string): boolean {
  if (text === '') return true;
  if (!/^\d{1,3}$/.test(text)) return false;
  return Number(text) <= CORRELATION_RULES.horizonInputMax;
}

/** Why a ticker cannot be part of a custom correlation, or null. */
export function correlationTickerProblem(ticker: string): 'crypto' | 'invalid' | null {
  if (isCryptoSymbol(ticker)) return 'crypto';
  return isTickerSymbol(ticker) ? null : 'invalid';
}
