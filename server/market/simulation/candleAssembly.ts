/**
 * From a generated path to what a source serves: the completed bars in a range, scaled to the
 * share basis of the as-of bar (split-adjusted), rounded like a data feed, with the factors that
 * turn them back into the raw (as-traded) series.
 */
import type { CandleColumns, CandleSeries, DailyCandle } from '../source/marketDataSource';
import { isoFromDay } from './dayNumbers';
import type { SimInstrument } from './modelSpec';
import type { PathData } from './pathData';
import { adjustedScale, effectiveSplits, rawFactors, roundPrice } from './splits';
import type { TimeGrid } from './timeGrid';

export interface BarRange {
  /** First bar index wanted (inclusive). */
  first: number;
  /** Last bar index wanted (inclusive; below `first` for none). */
  last: number;
  /** The last completed bar: the as-of date and the share basis (−1 before the history). */
  asOfBar: number;
}

export function candleColumns(sim: SimInstrument, path: PathData, grid: TimeGrid, range: BarRange): CandleColumns {
  const calendar = sim.instrument.calendar;
  const bars = grid.bars(calendar);
  const asOfDay = range.asOfBar >= 0 ? (bars[range.asOfBar] ?? grid.startDay) : grid.startDay - 1;
  const scale = adjustedScale(sim.splits, asOfDay);
  const start = Math.max(0, range.first);
  const end = Math.max(start, range.last + 1);
  const price = (a: Float64Array) => {
    const out = new Float64Array(end - start);
    for (let i = 0; i < out.length; i++) out[i] = roundPrice((a[start + i] ?? 0) * scale);
    return out;
  };
  const volume = new Float64Array(end - start);
  for (let i = 0; i < volume.length; i++) volume[i] = Math.round((path.volume[start + i] ?? 0) / scale);
  return {
    ticker: sim.instrument.ticker,
    asOf: range.asOfBar >= 0 ? isoFromDay(asOfDay) : '',
    dates: grid.barIso(calendar).slice(start, end),
    open: price(path.open),
    high: price(path.high),
    low: price(path.low),
    close: price(path.close),
    volume,
    rawFactor: rawFactors(sim.splits, bars.subarray(start, end), asOfDay),
    splits: effectiveSplits(sim.splits, asOfDay),
  };
}

export function candleSeries(c: CandleColumns): CandleSeries {
  const candles: DailyCandle[] = c.dates.map((date, i) => ({
    date, open: c.open[i] ?? 0, high: c.high[i] ?? 0, low: c.low[i] ?? 0, close: c.close[i] ?? 0, volume: c.volume[i] ?? 0,
  }));
  const f = c.rawFactor;
  const raw = f
    ? candles.map((k, i) => {
        const x = f[i] ?? 1;
        return { date: k.date, open: roundPrice(k.open * x), high: roundPrice(k.high * x), low: roundPrice(k.low * x), close: roundPrice(k.close * x), volume: Math.round(k.volume / x) };
      })
    : null;
  return { ticker: c.ticker, asOf: c.asOf, candles, raw, splits: c.splits };
}
