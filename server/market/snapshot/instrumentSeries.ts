/**
 * The daily candles an asset row is computed from: the instrument's own bars as of the snapshot
 * instant, or for a pair (`A:B`) the ratio series of its two legs over their common dates
 * (docs/methodology.md section 14), whatever the source serves under the pair's ticker.
 */
import { parsePairTicker, ratioCandles, type CandleSeries } from '../analytics';
import type { Instrument, MarketDataSource } from '../source/marketDataSource';
import { utcDate } from './rowValues';

/** The legs of a pair instrument, or null. */
export function pairLegs(instrument: Instrument): readonly [string, string] | null {
  if (instrument.legs) return instrument.legs;
  return instrument.type === 'pair' ? parsePairTicker(instrument.ticker) : null;
}

/** Candles as of `at` (oldest first); null when the source has none. */
export function loadCandles(source: MarketDataSource, instrument: Instrument, at: Date): CandleSeries | null {
  const legs = pairLegs(instrument);
  if (legs) {
    const a = source.getCandleColumns(legs[0], { asOf: at });
    const b = source.getCandleColumns(legs[1], { asOf: at });
    if (a && b) return ratioCandles(a, b);
  }
  const own = source.getCandleColumns(instrument.ticker, { asOf: at });
  return own ?? null;
}

/**
 * The date of the last bar a current history has at `at`: the last completed NYSE session, or for
 * crypto (a bar per UTC day, complete at midnight) the UTC day before.
 */
export function expectedLastDate(source: MarketDataSource, instrument: Instrument, at: Date): string {
  return instrument.calendar === 'crypto' ? utcDate(at, -1) : source.lastCompletedSession(at);
}
