/**
 * volData of a row: the 30-day implied volatility against the 21-day realised volatility
 * (annualised with 252 sessions, 365 days for crypto), the premium IV − RV, IV rank and IV
 * percentile over 252 sessions (docs/methodology.md section 10), and the last VOL_SERIES_POINTS
 * sessions of IV, RV and premium as a series (rank and percentile only as of the latest session:
 * each point of their history costs a 252-session scan).
 */
import {
  alignPair,
  CRYPTO_DAYS_PER_YEAR,
  IV_WINDOW,
  ivMetrics,
  logReturns,
  rollingRealisedVolatility,
  TRADING_DAYS_PER_YEAR,
  type CandleSeries,
} from '../analytics';
import type { ImpliedVolSeries } from '../source/marketDataSource';
import { VOL_SERIES_POINTS, type VolData } from './assetRow';
import { num, nums } from './rowValues';

/** Sessions of realised volatility compared with the implied volatility. */
export const RV_WINDOW = 21;

export const NO_VOL_DATA: VolData = {
  currentIV: null, currentRV: null, currentPremium: null, currentIVRank: null, currentIVPercentile: null, series: null,
};

/** The realised volatility belonging to each close (NaN before a full window), of the last `count` closes. */
function realisedByClose(candles: CandleSeries, count: number, periodsPerYear: number): { dates: readonly string[]; rv: Float64Array } {
  const start = Math.max(0, candles.close.length - count);
  const closes = candles.close.subarray(start);
  const rolling = rollingRealisedVolatility(logReturns(closes), RV_WINDOW, periodsPerYear);
  const rv = new Float64Array(closes.length).fill(NaN);
  rv.set(rolling, 1);
  return { dates: candles.dates.slice(start), rv };
}

export function volData(candles: CandleSeries, ivSeries: ImpliedVolSeries | undefined, crypto: boolean): VolData {
  if (!ivSeries || ivSeries.dates.length === 0) return { ...NO_VOL_DATA };
  const needed = Math.max(IV_WINDOW, VOL_SERIES_POINTS) + RV_WINDOW + 1;
  const { dates, rv } = realisedByClose(candles, needed, crypto ? CRYPTO_DAYS_PER_YEAR : TRADING_DAYS_PER_YEAR);
  const ivStart = Math.max(0, ivSeries.dates.length - needed);
  const aligned = alignPair({ dates: ivSeries.dates.slice(ivStart), values: ivSeries.iv.subarray(ivStart) }, { dates, values: rv });
  if (aligned.dates.length === 0) return { ...NO_VOL_DATA };
  const metrics = ivMetrics(aligned.a, aligned.b, IV_WINDOW, 1);
  const from = Math.max(0, aligned.dates.length - VOL_SERIES_POINTS);
  return {
    currentIV: num(metrics.currentIV),
    currentRV: num(metrics.currentRV),
    currentPremium: num(metrics.currentPremium),
    currentIVRank: num(metrics.currentIVRank),
    currentIVPercentile: num(metrics.currentIVPercentile),
    series: {
      dates: aligned.dates.slice(from),
      iv: nums(aligned.a.subarray(from)),
      rv: nums(aligned.b.subarray(from)),
      premium: nums(metrics.series.premium.subarray(from)),
    },
  };
}
