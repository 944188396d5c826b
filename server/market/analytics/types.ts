/**
 * Types shared by the analytics functions. Every series is a struct of arrays: `dates[i]` belongs to
 * `close[i]`, oldest first. Dates are ISO calendar dates ('YYYY-MM-DD').
 */

/** Daily candles of one instrument, oldest first, all arrays of equal length. */
export interface CandleSeries {
  dates: readonly string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

/** A value series with its dates, oldest first. */
export interface DatedSeries {
  dates: readonly string[];
  values: Float64Array;
}

/** Trading sessions per year for annualisation: 252 for exchange-traded assets, 365 for crypto. */
export const TRADING_DAYS_PER_YEAR = 252;
export const CRYPTO_DAYS_PER_YEAR = 365;
