/**
 * A `MarketDataSource` that lays imported end-of-day data over another source (the simulated
 * market): imported tickers replace the base's, new ones join the universe, everything else
 * (other tickers, CFTC, economic events, the clock and the session calendar) comes from the base.
 *
 *   const market = createLayeredMarketSource(createSimulatedMarket({ seed }), await loadImportedMarket(db));
 *
 * An imported instrument whose history ends before the last completed session carries `asOf`
 * (its last bar's date): its candle series end there, and the analytics run as of that bar.
 */
import { TZDate } from '@date-fns/tz';
import {
  parsePairTicker,
  type CandleColumns, type CandleRange, type CandleSeries, type CftcMarket, type CftcRecord, type DailyCandle, type EconomicEvent,
  type ImpliedVolSeries, type Instrument, type InstrumentType, type MarketDataSource, type OptionChain, type Quote, type TradingCalendar,
} from '../source/marketDataSource';
import { roundAdjusted, type ImportedMarket, type ImportedSeries } from './importedMarket';
import { inferCalendar, inferInstrumentType } from './tickers';

export const IMPORTED_DATA_LABEL = 'Imported end-of-day data';

/** An instrument served from imported data (or a pair with an imported leg). */
export interface ImportedInstrument extends Instrument {
  source: 'import';
  /** The first and last imported bar (for a pair: of the legs' common dates). */
  firstDate: string;
  lastDate: string;
  /**
   * Present when the history ends before the source's last completed session (for crypto: the
   * last completed UTC day): the date the instrument is analysed as of, its last bar's date.
   */
  asOf?: string;
}

export function isImportedInstrument(instrument: Instrument): instrument is ImportedInstrument {
  return (instrument as Partial<ImportedInstrument>).source === 'import';
}

export interface LayeredMarketSource extends MarketDataSource {
  readonly base: MarketDataSource;
  readonly imported: ImportedMarket;
  /** Whether the ticker's data is imported (for a pair: whether a leg is). */
  isImported(ticker: string): boolean;
  /** The label to show with the ticker's data: `IMPORTED_DATA_LABEL` or the base's label. */
  labelFor(ticker: string): string;
  /** The as-of date of an imported instrument whose history ends before the last completed session at `at` (default now); else null. */
  asOfFor(ticker: string, at?: Date): string | null;
}

const INSTRUMENT_TYPES: readonly InstrumentType[] = ['stock', 'etf', 'index', 'future', 'crypto', 'fx', 'bond', 'volatility', 'pair'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

function checkDate(value: string | undefined, name: string): void {
  if (value !== undefined && !ISO_DATE.test(value)) throw new RangeError(`${name} must be a date YYYY-MM-DD`);
}

/** Index of the last date ≤ d (−1 when none). */
function lastAtOrBefore(dates: readonly string[], d: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] ?? '') <= d) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the first date ≥ d (length when none). */
function firstAtOrAfter(dates: readonly string[], d: string): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dates[mid] ?? '') < d) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The instant a bar's close belongs to: 16:00 New York (NYSE calendar) or the end of the UTC day (crypto). */
function barCloseIso(date: string, calendar: TradingCalendar): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (calendar === 'crypto') return new Date(Date.UTC(y, m - 1, d + 1)).toISOString();
  return new Date(new TZDate(y, m - 1, d, 16, 0, 0, 'America/New_York').getTime()).toISOString();
}

/** A series of bars ready to serve (an imported ticker, or a pair built from layered legs). */
interface ServedSeries {
  ticker: string;
  calendar: TradingCalendar;
  dates: string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

class LayeredSource implements LayeredMarketSource {
  readonly id: string;
  readonly label: string;
  private listCache: { key: string; baseList: readonly Instrument[]; list: readonly Instrument[] } | null = null;

  constructor(readonly base: MarketDataSource, readonly imported: ImportedMarket) {
    this.id = `${base.id}+import`;
    this.label = base.label;
  }

  now(): Date {
    return this.base.now();
  }

  private clampMs(at: Date | undefined): number {
    const now = this.base.now().getTime();
    return at ? Math.min(at.getTime(), now) : now;
  }

  /** The last bar date that is complete at `ms` for the calendar. */
  private completedDate(calendar: TradingCalendar, ms: number): string {
    if (calendar === 'crypto') return new Date(ms - MS_PER_DAY).toISOString().slice(0, 10);
    return this.base.lastCompletedSession(new Date(ms));
  }

  private series(ticker: string): ImportedSeries | undefined {
    return this.imported.series.get(ticker.trim().toUpperCase());
  }

  /** The legs of a pair with at least one imported leg and both legs known; else null. */
  private importedPairLegs(ticker: string): [Instrument, Instrument] | null {
    const legs = parsePairTicker(ticker);
    if (!legs || (!this.series(legs[0]) && !this.series(legs[1]))) return null;
    const a = this.singleInstrument(legs[0]);
    const b = this.singleInstrument(legs[1]);
    if (!a || !b || a.type === 'pair' || b.type === 'pair') return null;
    return [a, b];
  }

  isImported(ticker: string): boolean {
    return this.series(ticker) !== undefined || this.importedPairLegs(ticker) !== null;
  }

  labelFor(ticker: string): string {
    return this.isImported(ticker) ? IMPORTED_DATA_LABEL : this.base.label;
  }

  asOfFor(ticker: string, at?: Date): string | null {
    const instrument = this.getInstrumentAt(ticker, this.clampMs(at));
    return instrument && isImportedInstrument(instrument) ? (instrument.asOf ?? null) : null;
  }

  /**
   * An imported ticker's instrument: its identity only from its own metadata (the file beside the
   * import, instrumentMeta.ts) or its symbol, never from the base's instrument of the same ticker,
   * which is another instrument (the simulated market's "SMI" is a made-up company, not the index).
   */
  private importedInstrument(s: ImportedSeries, ms: number): ImportedInstrument {
    const m = s.meta;
    const metaType = INSTRUMENT_TYPES.find((t) => t === m.type && t !== 'pair');
    const type = metaType ?? inferInstrumentType(s.ticker);
    const calendar = inferCalendar(s.ticker);
    const firstDate = s.dates[0] ?? '';
    const lastDate = s.dates[s.dates.length - 1] ?? '';
    const completed = this.completedDate(calendar, ms);
    return {
      ticker: s.ticker,
      name: m.name ?? s.ticker,
      type,
      sector: m.sector ?? null,
      country: m.country ?? null,
      industry: m.industry ?? null,
      isEtf: type === 'etf',
      website: null,
      currency: m.currency ?? 'USD',
      exchange: m.exchange ?? '',
      exchangeShort: m.exchangeShort ?? '',
      isin: m.isin ?? null,
      calendar,
      // Option chains and implied volatility belong to the simulated prices: none for imported data.
      hasOptions: false,
      underlying: null,
      legs: null,
      sharesOutstanding: null,
      marketCap: m.marketCap ?? null,
      aum: m.aum ?? null,
      source: 'import',
      firstDate,
      lastDate,
      ...(lastDate < completed ? { asOf: lastDate } : {}),
    };
  }

  /** A non-pair instrument: imported or the base's. */
  private singleInstrument(ticker: string, ms = this.clampMs(undefined)): Instrument | undefined {
    const s = this.series(ticker);
    return s ? this.importedInstrument(s, ms) : this.base.getInstrument(ticker);
  }

  private pairInstrument(a: Instrument, b: Instrument, ms: number): ImportedInstrument | undefined {
    const calendar: TradingCalendar = a.calendar === 'crypto' && b.calendar === 'crypto' ? 'crypto' : 'nyse';
    const s = this.pairSeries(a, b, calendar);
    if (!s) return undefined;
    const firstDate = s.dates[0] ?? '';
    const lastDate = s.dates[lastAtOrBefore(s.dates, this.completedDate(calendar, ms))] ?? firstDate;
    return {
      ticker: `${a.ticker}:${b.ticker}`, name: `${a.name} / ${b.name}`, type: 'pair', sector: 'Pair', country: null, industry: 'Ratio',
      isEtf: false, website: null, currency: 'XXX', exchange: 'Derived', exchangeShort: 'PAIR', isin: null,
      calendar, hasOptions: false, underlying: null, legs: [a.ticker, b.ticker], sharesOutstanding: null,
      source: 'import', firstDate, lastDate,
      ...(lastDate < this.completedDate(calendar, ms) ? { asOf: lastDate } : {}),
    };
  }

  private getInstrumentAt(ticker: string, ms: number): Instrument | undefined {
    const legs = this.importedPairLegs(ticker);
    if (legs) return this.pairInstrument(legs[0], legs[1], ms);
    return this.singleInstrument(ticker, ms);
  }

  getInstrument(ticker: string): Instrument | undefined {
    return this.getInstrumentAt(ticker, this.clampMs(undefined));
  }

  listInstruments(): readonly Instrument[] {
    const ms = this.clampMs(undefined);
    const baseList = this.base.listInstruments();
    if (this.imported.series.size === 0) return baseList;
    // The as-of marks change with the completed session: rebuild once per session (and crypto day).
    const key = `${this.completedDate('nyse', ms)}|${this.completedDate('crypto', ms)}`;
    if (this.listCache && this.listCache.key === key && this.listCache.baseList === baseList) return this.listCache.list;
    const seen = new Set<string>();
    const list: Instrument[] = [];
    for (const inst of baseList) {
      seen.add(inst.ticker);
      const s = this.series(inst.ticker);
      if (s) list.push(this.importedInstrument(s, ms));
      else if (inst.legs && this.importedPairLegs(inst.ticker)) list.push(this.getInstrumentAt(inst.ticker, ms) ?? inst);
      else list.push(inst);
    }
    const added = [...this.imported.series.values()].filter((s) => !seen.has(s.ticker)).sort((x, y) => (x.ticker < y.ticker ? -1 : 1));
    for (const s of added) list.push(this.importedInstrument(s, ms));
    this.listCache = { key, baseList, list };
    return list;
  }

  /** The full served series of an imported ticker or an imported pair, undefined for the base's. */
  private servedSeries(ticker: string): ServedSeries | undefined {
    const s = this.series(ticker);
    if (s) {
      const calendar = this.base.getInstrument(s.ticker)?.calendar ?? inferCalendar(s.ticker);
      return { ...s, calendar };
    }
    const legs = this.importedPairLegs(ticker);
    if (!legs) return undefined;
    const calendar: TradingCalendar = legs[0].calendar === 'crypto' && legs[1].calendar === 'crypto' ? 'crypto' : 'nyse';
    return this.pairSeries(legs[0], legs[1], calendar);
  }

  /**
   * The ratio of two legs over their common dates up to now (undefined when they have none).
   * Open and close are the ratios; the high and low add the legs' excursions beyond open and
   * close as if independent (as the simulated market does for its pairs). No volume.
   */
  private pairSeries(a: Instrument, b: Instrument, calendar: TradingCalendar): ServedSeries | undefined {
    const ca = this.getCandleColumns(a.ticker);
    const cb = this.getCandleColumns(b.ticker);
    if (!ca || !cb) return undefined;
    const indexB = new Map(cb.dates.map((d, i) => [d, i]));
    const dates: string[] = [];
    const rows: [number, number][] = [];
    ca.dates.forEach((d, i) => {
      const j = indexB.get(d);
      if (j !== undefined) {
        dates.push(d);
        rows.push([i, j]);
      }
    });
    const n = dates.length;
    if (n === 0) return undefined;
    const out: ServedSeries = {
      ticker: `${a.ticker}:${b.ticker}`, calendar, dates, open: new Float64Array(n), high: new Float64Array(n), low: new Float64Array(n), close: new Float64Array(n), volume: new Float64Array(n),
    };
    const get = (arr: Float64Array, i: number): number => Math.log(arr[i] ?? Number.NaN);
    rows.forEach(([i, j], k) => {
      const [oa, ca_, ha, la] = [get(ca.open, i), get(ca.close, i), get(ca.high, i), get(ca.low, i)];
      const [ob, cb_, hb, lb] = [get(cb.open, j), get(cb.close, j), get(cb.high, j), get(cb.low, j)];
      const lo = oa - ob;
      const lc = ca_ - cb_;
      const up = Math.hypot(ha - Math.max(oa, ca_), Math.min(ob, cb_) - lb);
      const down = Math.hypot(Math.min(oa, ca_) - la, hb - Math.max(ob, cb_));
      out.open[k] = roundAdjusted(Math.exp(lo));
      out.close[k] = roundAdjusted(Math.exp(lc));
      out.high[k] = roundAdjusted(Math.exp(Math.max(lo, lc) + up));
      out.low[k] = roundAdjusted(Math.exp(Math.min(lo, lc) - down));
    });
    return out;
  }

  getCandleColumns(ticker: string, range: CandleRange = {}): CandleColumns | undefined {
    const ms = this.clampMs(range.asOf);
    const s = this.servedSeries(ticker);
    if (!s) return this.isImported(ticker) ? undefined : this.base.getCandleColumns(ticker, range);
    checkDate(range.from, 'from');
    checkDate(range.to, 'to');
    const last = lastAtOrBefore(s.dates, this.completedDate(s.calendar, ms));
    const first = range.from ? firstAtOrAfter(s.dates, range.from) : 0;
    const end = (range.to ? Math.min(last, lastAtOrBefore(s.dates, range.to)) : last) + 1;
    const start = Math.min(first, Math.max(end, 0));
    const stop = Math.max(start, end);
    return {
      ticker: s.ticker,
      asOf: last >= 0 ? (s.dates[last] ?? '') : '',
      dates: s.dates.slice(start, stop),
      open: s.open.slice(start, stop),
      high: s.high.slice(start, stop),
      low: s.low.slice(start, stop),
      close: s.close.slice(start, stop),
      volume: s.volume.slice(start, stop),
      rawFactor: null,
      splits: [],
    };
  }

  getCandles(ticker: string, range?: CandleRange): CandleSeries | undefined {
    if (!this.isImported(ticker)) return this.base.getCandles(ticker, range);
    const c = this.getCandleColumns(ticker, range);
    if (!c) return undefined;
    const candles: DailyCandle[] = c.dates.map((date, i) => ({
      date, open: c.open[i] ?? 0, high: c.high[i] ?? 0, low: c.low[i] ?? 0, close: c.close[i] ?? 0, volume: c.volume[i] ?? 0,
    }));
    // Adjusted by the file's Adj Close; the splits behind it are not known, so no raw series.
    return { ticker: c.ticker, asOf: c.asOf, candles, raw: null, splits: [] };
  }

  /** Imported data is end of day: the last completed bar's close, whatever the time of day. */
  getQuote(ticker: string, at: Date): Quote | undefined {
    if (!this.isImported(ticker)) return this.base.getQuote(ticker, at);
    const ms = this.clampMs(at);
    const s = this.servedSeries(ticker);
    const c = this.getCandleColumns(ticker, { asOf: new Date(ms) });
    const n = c?.dates.length ?? 0;
    const date = c?.dates[n - 1];
    if (!s || !c || date === undefined) return undefined;
    return {
      ticker: c.ticker,
      price: c.close[n - 1] ?? 0,
      time: barCloseIso(date, s.calendar),
      source: 'eod',
      previousClose: n > 1 ? (c.close[n - 2] ?? null) : null,
      sessionDate: date,
      marketOpen: false,
    };
  }

  getOptionChain(ticker: string, asOf: Date): OptionChain | undefined {
    return this.isImported(ticker) ? undefined : this.base.getOptionChain(ticker, asOf);
  }

  getImpliedVolSeries(ticker: string, range?: CandleRange): ImpliedVolSeries | undefined {
    return this.isImported(ticker) ? undefined : this.base.getImpliedVolSeries(ticker, range);
  }

  listCftcMarkets(): readonly CftcMarket[] {
    return this.base.listCftcMarkets();
  }

  /** An imported COT history replaces the base's reports of its market (released by the clock, as the base's). */
  getCftc(market: string): readonly CftcRecord[] | undefined {
    const imported = this.imported.cftc?.get(market.trim().toLowerCase());
    if (!imported) return this.base.getCftc(market);
    const now = this.base.now().toISOString();
    return imported.filter((r) => r.releasedAt <= now);
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

/**
 * Imported data over `base`. `imported` is read once (see `loadImportedMarket`); a new import is
 * served after the next start.
 */
export function createLayeredMarketSource(base: MarketDataSource, imported: ImportedMarket): LayeredMarketSource {
  return new LayeredSource(base, imported);
}
