/**
 * The imported end-of-day data in memory: loaded once from `instruments` and `daily_candles` at
 * start (`loadImportedMarket`), column by column, prices adjusted by the Adj Close ratio.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cftcReports, dailyCandles, instruments } from '../../db/schema';
import type { CftcRecord } from '../source/marketDataSource';
import { cotReleaseAt } from './cotRelease';

/** Metadata from the `instruments` table; null where unknown. */
export interface ImportedMeta {
  name: string | null;
  type: string | null;
  currency: string | null;
  exchange: string | null;
  exchangeShort: string | null;
  sector: string | null;
  country: string | null;
  industry: string | null;
  isin: string | null;
  /** Market capitalisation (stocks) and assets under management (ETFs) as given by the metadata file. */
  marketCap?: number | null;
  aum?: number | null;
}

export interface ImportedSeries {
  ticker: string;
  meta: ImportedMeta;
  /** ISO instant of the import. */
  importedAt: string;
  /** Whether the prices were scaled by Adj Close / Close (the file had an Adj Close column). */
  adjusted: boolean;
  /** Oldest first, `YYYY-MM-DD`, no repeats. */
  dates: string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export interface ImportedMarket {
  /** By upper-case ticker. */
  series: ReadonlyMap<string, ImportedSeries>;
  /** Imported CFTC reports by market code of the CFTC screen (es ... gold), oldest first; absent when none was imported. */
  cftc?: ReadonlyMap<string, readonly CftcRecord[]>;
}

/** A stored bar, as in the file. */
export interface StoredBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  adjClose: number | null;
  volume: number;
}

export const EMPTY_META: ImportedMeta = {
  name: null, type: null, currency: null, exchange: null, exchangeShort: null, sector: null, country: null, industry: null, isin: null,
  marketCap: null, aum: null,
};

/** Ten significant digits: removes the float noise of the adjustment, keeps penny prices exact. */
export function roundAdjusted(x: number): number {
  return Number(x.toPrecision(10));
}

/**
 * Bars (oldest first) → columns. With an Adj Close, open, high, low and close are multiplied by
 * Adj Close / Close of their day, so that the series is adjusted like the Adj Close column (splits
 * and dividends, as the file's provider computed them; the close becomes the Adj Close). The
 * volume is kept as in the file.
 */
export function buildImportedSeries(ticker: string, bars: readonly StoredBar[], meta: ImportedMeta = EMPTY_META, importedAt = ''): ImportedSeries {
  const n = bars.length;
  const s: ImportedSeries = {
    ticker, meta, importedAt, adjusted: bars.some((b) => b.adjClose !== null), dates: new Array<string>(n),
    open: new Float64Array(n), high: new Float64Array(n), low: new Float64Array(n), close: new Float64Array(n), volume: new Float64Array(n),
  };
  bars.forEach((b, i) => {
    const f = b.adjClose !== null && b.close > 0 ? b.adjClose / b.close : 1;
    s.dates[i] = b.date;
    s.open[i] = f === 1 ? b.open : roundAdjusted(b.open * f);
    s.high[i] = f === 1 ? b.high : roundAdjusted(b.high * f);
    s.low[i] = f === 1 ? b.low : roundAdjusted(b.low * f);
    s.close[i] = f === 1 ? b.close : roundAdjusted(b.adjClose ?? b.close);
    s.volume[i] = b.volume;
  });
  return s;
}

export function importedMarketOf(series: readonly ImportedSeries[], cftc?: ReadonlyMap<string, readonly CftcRecord[]>): ImportedMarket {
  return { series: new Map(series.map((s) => [s.ticker.toUpperCase(), s])), ...(cftc && cftc.size > 0 ? { cftc } : {}) };
}

/** Every imported CFTC report as the source's records (net = non-commercial long − short), by market, oldest first. */
export async function loadImportedCftc(db: Db): Promise<Map<string, CftcRecord[]>> {
  const rows = await db.select().from(cftcReports).orderBy(asc(cftcReports.market), asc(cftcReports.date));
  const out = new Map<string, CftcRecord[]>();
  for (const r of rows) {
    const list = out.get(r.market) ?? [];
    list.push({
      date: r.date, market: r.market, netPosition: r.longPositions - r.shortPositions, longPositions: r.longPositions,
      shortPositions: r.shortPositions, openInterest: r.openInterest, releasedAt: cotReleaseAt(r.date),
    });
    out.set(r.market, list);
  }
  return out;
}

/** Tickers per candle query while loading. */
const LOAD_CHUNK = 200;

/** Every imported instrument with its candles (instruments without candles are left out). */
export async function loadImportedMarket(db: Db): Promise<ImportedMarket> {
  const rows = await db.select().from(instruments)
    .where(and(eq(instruments.source, 'import'), isNotNull(instruments.lastDate)))
    .orderBy(asc(instruments.ticker));
  const series: ImportedSeries[] = [];
  for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
    const chunk = rows.slice(i, i + LOAD_CHUNK);
    const candles = await db.select().from(dailyCandles)
      .where(inArray(dailyCandles.ticker, chunk.map((r) => r.ticker)))
      .orderBy(asc(dailyCandles.ticker), asc(dailyCandles.date));
    const byTicker = new Map<string, StoredBar[]>();
    for (const c of candles) {
      let list = byTicker.get(c.ticker);
      if (!list) byTicker.set(c.ticker, (list = []));
      list.push(c);
    }
    for (const r of chunk) {
      const bars = byTicker.get(r.ticker);
      if (!bars || bars.length === 0) continue;
      const meta: ImportedMeta = {
        name: r.name, type: r.type, currency: r.currency, exchange: r.exchange, exchangeShort: r.exchangeShort,
        sector: r.sector, country: r.country, industry: r.industry, isin: r.isin, marketCap: r.marketCap, aum: r.aum,
      };
      series.push(buildImportedSeries(r.ticker, bars, meta, r.importedAt.toISOString()));
    }
  }
  return importedMarketOf(series, await loadImportedCftc(db));
}
