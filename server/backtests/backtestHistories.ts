/**
 * The dated closes a backtest runs on, read from the market source as of the snapshot instant (so a
 * run never sees a bar the published snapshot did not have). Pairs (`A:B`) are the ratio of their legs.
 */
import type { BacktestPriceHistory } from '../../contracts';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';

/** The history of `ticker` (any case) as of `at`; null when the source does not know it or has no bars. */
export function priceHistory(source: MarketDataSource, ticker: string, at: Date): BacktestPriceHistory | null {
  const instrument = source.getInstrument(ticker);
  if (!instrument) return null;
  const candles = loadCandles(source, instrument, at);
  if (!candles || candles.close.length === 0) return null;
  return { ticker: instrument.ticker, dates: candles.dates, closes: candles.close };
}
