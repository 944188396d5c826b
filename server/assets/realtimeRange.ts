/**
 * A real-time range: the published EOD row with the ranges recomputed over the daily closes plus
 * the live quote as the newest observation (the same formulas as the snapshot, docs/methodology.md),
 * and the position of the quote against the EOD short-term range that is in force during the
 * session. Only a live quote (US session open, crypto always) delivers one; anything else says why.
 */
import { eodRangeFlags, rangeSnapshot } from '../market/analytics';
import type { AssetRow } from '../market/snapshot/assetRow';
import { rangeFields } from '../market/snapshot/computeAssetRow';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';
import type { RealtimeFailure } from '../../contracts';

export type { RealtimeFailure };

export type RealtimeOutcome = { ok: true; row: AssetRow } | { ok: false; ticker: string; reason: RealtimeFailure };

export function realtimeRow(source: MarketDataSource, row: AssetRow | null, ticker: string, now: Date): RealtimeOutcome {
  const instrument = source.getInstrument(ticker);
  if (!row || !instrument) return { ok: false, ticker, reason: 'unknownTicker' };
  if (row.noRealtime || row.potentialSplitError) return { ok: false, ticker, reason: 'noRealtime' };
  const sessionOpen = instrument.calendar === 'crypto' || source.isUSMarketOpen(now);
  const quote = sessionOpen ? source.getQuote(row.ticker, now) : undefined;
  if (!quote || !quote.marketOpen || quote.source === 'eod') return { ok: false, ticker, reason: 'marketClosed' };
  const candles = loadCandles(source, instrument, now);
  if (!candles || candles.close.length === 0) return { ok: false, ticker, reason: 'noRange' };
  const n = candles.close.length;
  // The live price is the newest observation; a bar of the same day (crypto) is replaced by it.
  const sameDay = candles.dates[n - 1] === quote.sessionDate;
  const closes = new Float64Array(sameDay ? n : n + 1);
  closes.set(sameDay ? candles.close.subarray(0, n - 1) : candles.close);
  closes[closes.length - 1] = quote.price;
  const snap = rangeSnapshot(closes);
  if (!snap.stRange || row.lowerVolatilityRange === null || row.upperVolatilityRange === null) return { ok: false, ticker, reason: 'noRange' };
  const st = rangeFields(snap.stRange);
  const previousClose = quote.previousClose;
  const flags = eodRangeFlags(quote.price, row.lowerVolatilityRange, row.upperVolatilityRange);
  return {
    ok: true,
    row: {
      ...row,
      ...st,
      stRange: st,
      ltRange: rangeFields(snap.ltRange),
      rangeMetaInfo: { hasUpperCap: snap.stRange.hasUpperCap, hasLowerCap: snap.stRange.hasLowerCap, cap: snap.stRange.capState },
      ...flags,
      latestPrice: quote.price,
      latestPriceDate: quote.sessionDate,
      latestSource: 'realtime',
      latestRTRangeDate: quote.time,
      daily_absoluteChange: previousClose !== null ? quote.price - previousClose : null,
      daily_percentChange: previousClose ? (quote.price / previousClose - 1) * 100 : null,
      isUSMarketOpen: source.isUSMarketOpen(now),
    },
  };
}
