/**
 * Test support: a MarketDataSource that serves another source's data with some histories edited —
 * cut to their last bars (a recent listing), ended at a date (a delisted or stale instrument), or
 * left unadjusted for a split (the prices before a date multiplied by a ratio).
 */
import type {
  CandleColumns, CandleRange, CandleSeries, CftcMarket, CftcRecord, EconomicEvent, ImpliedVolSeries,
  Instrument, MarketDataSource, OptionChain, Quote,
} from '../../source/marketDataSource';

export interface HistoryEdit {
  /** Keep only the last n bars. */
  lastBars?: number;
  /** Drop the bars after this date. */
  endDate?: string;
  /** Multiply open, high, low and close before `date` by `factor` (2 undoes a 2:1 split's adjustment). */
  unadjusted?: { date: string; factor: number };
}

function keep(dates: readonly string[], edit: HistoryEdit): [number, number] {
  let end = dates.length;
  if (edit.endDate !== undefined) while (end > 0 && dates[end - 1]! > edit.endDate) end--;
  const start = edit.lastBars !== undefined ? Math.max(0, end - edit.lastBars) : 0;
  return [start, end];
}

export class EditedSource implements MarketDataSource {
  readonly id: string;
  readonly label: string;

  constructor(
    private readonly base: MarketDataSource,
    private readonly edits: Readonly<Record<string, HistoryEdit>>,
  ) {
    this.id = `${base.id}+edited`;
    this.label = base.label;
  }

  now(): Date {
    return this.base.now();
  }
  listInstruments(): readonly Instrument[] {
    return this.base.listInstruments();
  }
  getInstrument(ticker: string): Instrument | undefined {
    return this.base.getInstrument(ticker);
  }

  getCandleColumns(ticker: string, range?: CandleRange): CandleColumns | undefined {
    const c = this.base.getCandleColumns(ticker, range);
    const edit = this.edits[ticker.toUpperCase()];
    if (!c || !edit) return c;
    const [start, end] = keep(c.dates, edit);
    const cut = (a: Float64Array): Float64Array => a.slice(start, end);
    const out: CandleColumns = {
      ...c, dates: c.dates.slice(start, end), open: cut(c.open), high: cut(c.high), low: cut(c.low), close: cut(c.close),
      volume: cut(c.volume), rawFactor: c.rawFactor ? cut(c.rawFactor) : null,
    };
    if (edit.unadjusted) {
      const { date, factor } = edit.unadjusted;
      out.dates.forEach((d, i) => {
        if (d >= date) return;
        for (const a of [out.open, out.high, out.low, out.close]) a[i]! *= factor;
      });
    }
    return out;
  }

  getCandles(ticker: string, range?: CandleRange): CandleSeries | undefined {
    const c = this.getCandleColumns(ticker, range);
    if (!c) return undefined;
    const candles = c.dates.map((date, i) => ({ date, open: c.open[i]!, high: c.high[i]!, low: c.low[i]!, close: c.close[i]!, volume: c.volume[i]! }));
    return { ticker: c.ticker, asOf: c.asOf, candles, raw: null, splits: c.splits };
  }

  getQuote(ticker: string, at: Date): Quote | undefined {
    return this.base.getQuote(ticker, at);
  }
  getOptionChain(ticker: string, asOf: Date): OptionChain | undefined {
    return this.base.getOptionChain(ticker, asOf);
  }
  getImpliedVolSeries(ticker: string, range?: CandleRange): ImpliedVolSeries | undefined {
    const s = this.base.getImpliedVolSeries(ticker, range);
    const edit = this.edits[ticker.toUpperCase()];
    if (!s || !edit) return s;
    const [start, end] = keep(s.dates, edit);
    return { ticker: s.ticker, dates: s.dates.slice(start, end), iv: s.iv.slice(start, end) };
  }
  listCftcMarkets(): readonly CftcMarket[] {
    return this.base.listCftcMarkets();
  }
  getCftc(market: string): readonly CftcRecord[] | undefined {
    return this.base.getCftc(market);
  }
  getEconomicEvents(from: string, to: string): readonly EconomicEvent[] {
    return this.base.getEconomicEvents(from, to);
  }
  lastCompletedSession(at: Date): string {
    return this.base.lastCompletedSession(at);
  }
  isUSMarketOpen(at: Date): boolean {
    return this.base.isUSMarketOpen(at);
  }
}
