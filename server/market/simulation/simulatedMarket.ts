/**
 * The simulated market behind the `MarketDataSource` interface. Bars are generated over a time
 * grid from the history start to a horizon a little past the clock, and shown only once complete:
 * a US bar after its close (16:00 New York, 13:00 on half days), a crypto bar after its UTC day.
 * When the clock nears the horizon the grid grows; every path then starts with the same bars.
 */
import type {
  CandleColumns, CandleRange, CandleSeries, CftcMarket, CftcRecord, EconomicEvent, ImpliedVolSeries,
  Instrument, MarketDataSource, OptionChain, Quote, TradingCalendar,
} from '../source/marketDataSource';
import { CFTC_MARKETS } from '../source/tickerGroups';
import { candleColumns, candleSeries } from './candleAssembly';
import { cftcRecords } from './cftc';
import { dayFromIso, dayFromYmd, isoFromDay, MS_PER_DAY, utcDayOf, ymdFromDay } from './dayNumbers';
import { DEMO_DATA_LABEL } from './demoLabel';
import { economicEvents } from './economicCalendar';
import { impliedVolSeries, surfaceAt, type IvSeriesData } from './impliedVolSeries';
import { IntradayPricer } from './intradayPricer';
import { LruCache } from './lruCache';
import { isNyseOpenAt, lastCompletedSessionDay, newYorkTime, sessionCloseMs, sessionOpenMs } from './nyClock';
import { buildOptionChain } from './optionChain';
import { PathStore } from './pathStore';
import { adjustedScale, roundPrice } from './splits';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

export interface SimulatedMarketOptions {
  seed: string | number;
  /** Instruments in the universe (the named ones always included); default 3,000, at most 100,000. */
  size?: number;
  now?: () => Date;
  /** First day of the history (`YYYY-MM-DD`); default 2024-01-01, or earlier so that there are always 2 years. */
  historyStart?: string;
  /** Price paths kept in memory (default 1,024, about 50 kB each). */
  cacheSize?: number;
}

const ANCHOR = dayFromYmd(2024, 1, 1);
const HORIZON_DAYS = 120;

/** The history start: 2024-01-01, or 1 January two years before the clock's year if that is earlier. */
export function defaultHistoryStart(nowMs: number): number {
  return Math.min(ANCHOR, dayFromYmd(ymdFromDay(utcDayOf(nowMs)).year - 2, 1, 1));
}

function isoDay(iso: string, name: string): number {
  const day = dayFromIso(iso);
  if (Number.isNaN(day)) throw new RangeError(`${name} must be a date YYYY-MM-DD`);
  return day;
}

export class SimulatedMarket implements MarketDataSource {
  readonly id = 'simulated';
  readonly label = DEMO_DATA_LABEL;
  private readonly seed: string;
  private readonly clock: () => Date;
  private readonly universe: Universe;
  readonly startDay: number;
  private readonly cacheSize: number;
  private store: PathStore;
  private readonly pricer: IntradayPricer;
  private ivCache: LruCache<string, IvSeriesData>;
  private cftcCache = new Map<string, CftcRecord[]>();
  private events: { endDay: number; list: EconomicEvent[] } | null = null;

  constructor(options: SimulatedMarketOptions) {
    this.seed = String(options.seed);
    this.clock = options.now ?? (() => new Date());
    const nowMs = this.clock().getTime();
    this.startDay = options.historyStart ? isoDay(options.historyStart, 'historyStart') : defaultHistoryStart(nowMs);
    this.universe = new Universe(this.seed, options.size ?? 3000, this.startDay);
    this.cacheSize = options.cacheSize ?? 1024;
    this.store = this.newStore(utcDayOf(nowMs) + HORIZON_DAYS);
    this.ivCache = new LruCache(this.cacheSize);
    this.pricer = new IntradayPricer({ seed: this.seed, sim: (t) => this.universe.get(t), path: (t) => this.store.get(t) });
  }

  private newStore(endDay: number): PathStore {
    return new PathStore(this.seed, new TimeGrid(this.startDay, Math.max(endDay, this.startDay + 30)), (t) => this.universe.get(t), this.cacheSize);
  }

  /** Grows the grid (and drops the caches) when a day close to its end is needed. */
  private ensureDay(day: number): TimeGrid {
    if (day + 7 > this.store.grid.endDay) {
      this.store = this.newStore(day + HORIZON_DAYS);
      this.ivCache = new LruCache(this.cacheSize);
      this.cftcCache = new Map();
    }
    return this.store.grid;
  }

  now(): Date {
    return this.clock();
  }

  private clampMs(at: Date | undefined): number {
    const now = this.clock().getTime();
    return at ? Math.min(at.getTime(), now) : now;
  }

  listInstruments(): readonly Instrument[] {
    return this.universe.list();
  }

  getInstrument(ticker: string): Instrument | undefined {
    return this.universe.instrument(ticker);
  }

  /** Index of the last bar completed at the instant (−1 before the history). */
  private completedBar(calendar: TradingCalendar, ms: number): number {
    const grid = this.ensureDay(utcDayOf(ms) + 1);
    const day = calendar === 'crypto' ? utcDayOf(ms) - 1 : lastCompletedSessionDay(ms);
    return grid.barIndexAtOrBefore(calendar, day);
  }

  getCandleColumns(ticker: string, range: CandleRange = {}): CandleColumns | undefined {
    const sim = this.universe.get(ticker);
    if (!sim) return undefined;
    const { calendar } = sim.instrument;
    const last = this.completedBar(calendar, this.clampMs(range.asOf));
    const grid = this.store.grid;
    return candleColumns(sim, this.store.get(sim.instrument.ticker), grid, {
      first: range.from ? grid.barIndexAtOrAfter(calendar, isoDay(range.from, 'from')) : 0,
      last: range.to ? Math.min(last, grid.barIndexAtOrBefore(calendar, isoDay(range.to, 'to'))) : last,
      asOfBar: last,
    });
  }

  getCandles(ticker: string, range?: CandleRange): CandleSeries | undefined {
    const c = this.getCandleColumns(ticker, range);
    return c && candleSeries(c);
  }

  getQuote(ticker: string, at: Date): Quote | undefined {
    const sim = this.universe.get(ticker);
    if (!sim) return undefined;
    const ms = this.clampMs(at);
    const { calendar } = sim.instrument;
    let day: number;
    let f: number | null = null;
    let time = ms;
    if (calendar === 'crypto') {
      day = utcDayOf(ms);
      f = (ms - day * MS_PER_DAY) / MS_PER_DAY;
    } else if (isNyseOpenAt(ms)) {
      day = newYorkTime(ms).day;
      f = (ms - sessionOpenMs(day)) / (sessionCloseMs(day) - sessionOpenMs(day));
    } else {
      day = lastCompletedSessionDay(ms);
      time = sessionCloseMs(day);
    }
    const grid = this.ensureDay(day);
    const t = grid.barIndexAtOrBefore(calendar, day);
    if (t < 0 || day < this.startDay) return undefined;
    const path = this.store.get(sim.instrument.ticker);
    const scale = adjustedScale(sim.splits, day);
    const price = f === null ? (path.close[t] ?? 0) : this.pricer.price(sim.instrument.ticker, t, f);
    return {
      ticker: sim.instrument.ticker,
      price: roundPrice(price * scale),
      time: new Date(time).toISOString(),
      source: 'demo',
      previousClose: t > 0 ? roundPrice((path.close[t - 1] ?? 0) * scale) : null,
      sessionDate: isoFromDay(day),
      marketOpen: f !== null,
    };
  }

  private ivData(ticker: string): IvSeriesData | undefined {
    const sim = this.universe.get(ticker);
    if (!sim?.options) return undefined;
    let data = this.ivCache.get(sim.instrument.ticker);
    if (!data) {
      data = impliedVolSeries(this.seed, sim.instrument.ticker, this.store.get(sim.instrument.ticker), sim.options);
      this.ivCache.set(sim.instrument.ticker, data);
    }
    return data;
  }

  getImpliedVolSeries(ticker: string, range: CandleRange = {}): ImpliedVolSeries | undefined {
    const sim = this.universe.get(ticker);
    if (!sim?.options) return undefined;
    const cols = this.getCandleColumns(ticker, range);
    const data = this.ivData(ticker);
    if (!cols || !data) return undefined;
    const start = cols.dates.length > 0 ? this.store.grid.barIndexAtOrAfter('nyse', dayFromIso(cols.dates[0] ?? '')) : 0;
    return { ticker: cols.ticker, dates: cols.dates, iv: Float64Array.from(data.iv30.subarray(start, start + cols.dates.length), (x) => Math.round(x * 1e5) / 1e5) };
  }

  getOptionChain(ticker: string, asOf: Date): OptionChain | undefined {
    const sim = this.universe.get(ticker);
    if (!sim?.options) return undefined;
    const ms = this.clampMs(asOf);
    const quote = this.getQuote(ticker, new Date(ms));
    const last = this.completedBar('nyse', ms);
    const data = this.ivData(ticker);
    if (!quote || last < 0 || !data) return undefined;
    const path = this.store.get(sim.instrument.ticker);
    const surface = surfaceAt(path, last, data.varianceLR, data.sentiment[last] ?? 1, sim.options);
    const irx = this.store.get('^IRX').close[last] ?? 4;
    return buildOptionChain({
      seed: this.seed, ticker: sim.instrument.ticker, profile: sim.options, spot: quote.price,
      sessionDay: quote.marketOpen ? dayFromIso(quote.sessionDate) : (this.store.grid.sessionDays[last] ?? this.startDay),
      asOfMs: ms, surface, riskFreeRate: Math.log(1 + irx / 100),
    });
  }

  listCftcMarkets(): readonly CftcMarket[] {
    return CFTC_MARKETS;
  }

  getCftc(market: string): readonly CftcRecord[] | undefined {
    const m = CFTC_MARKETS.find((x) => x.code === market.trim().toLowerCase());
    if (!m) return undefined;
    const nowMs = this.clock().getTime();
    this.ensureDay(utcDayOf(nowMs) + 1);
    let all = this.cftcCache.get(m.code);
    if (!all) {
      all = cftcRecords(this.seed, m, this.store.grid, this.store.get(m.contract));
      this.cftcCache.set(m.code, all);
    }
    const now = new Date(nowMs).toISOString();
    return all.filter((r) => r.releasedAt <= now);
  }

  getEconomicEvents(from: string, to: string): readonly EconomicEvent[] {
    const fromDay = isoDay(from, 'from');
    const nowMs = this.clock().getTime();
    const toDay = Math.min(isoDay(to, 'to'), utcDayOf(nowMs) + 730);
    if (!this.events || this.events.endDay < toDay) {
      const endDay = Math.max(toDay, utcDayOf(nowMs)) + HORIZON_DAYS;
      this.events = { endDay, list: economicEvents(this.seed, this.startDay, endDay, Number.POSITIVE_INFINITY) };
    }
    const now = new Date(nowMs).toISOString();
    const [first, last] = [isoFromDay(fromDay), isoFromDay(toDay)];
    return this.events.list
      .filter((e) => e.date >= first && e.date <= last)
      .map((e) => ({ ...e, actual: e.timestamp <= now ? e.actual : null }));
  }

  lastCompletedSession(at: Date): string {
    return isoFromDay(lastCompletedSessionDay(at.getTime()));
  }

  isUSMarketOpen(at: Date): boolean {
    return isNyseOpenAt(at.getTime());
  }

  /** Number of instruments (named and generated). */
  get size(): number {
    return this.universe.size;
  }
}
