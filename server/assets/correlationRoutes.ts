/**
 * GET /reporting/correlationTable?offsetDays&timeFrame&tickers: the nested map ticker → ticker →
 * Pearson correlation of daily log returns (analytics correlationTable: each pair aligned on its
 * common dates, 1 on the diagonal, null where too few common returns), over `timeFrame` returns
 * ending `offsetDays` returns before the published close. The candles are the rows' own (pairs as
 * their legs' ratio). Unknown tickers are left out, and so are the tickers the user does not see
 * in full (product/tickerAccess.ts: free for them or activated), as on every analytics read: the
 * table computes only what the user may see. Crypto tickers are refused with a 400 (document 4
 * section 2.4: the generator does not support them).
 *
 * timeFrame: 3 to 250 (document 4: the default tables use 5, 10 and 30, the detail page 15, 30,
 * 90 and 180, a custom table any horizon from 3 to 250); default 30. offsetDays: 0 to 500;
 * default 0. At most 50 tickers (product/correlationRules.ts).
 *
 * Answers are kept 6 hours (document 2 section 9) per (version, timeFrame, offsetDays, sorted
 * tickers) in a bounded LRU cache, so a new version computes afresh.
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { correlationTable, type DatedSeries } from '../market/analytics';
import type { CorrelationTable } from '../../contracts';
import type { MarketSnapshot } from '../market/marketService';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { digits, intParam, revealCheckOf } from './assetDataRoutes';
import { badRequest } from '../http/apiError';
import { CORRELATION_RULES as RULES, isCryptoSymbol } from '../../product/correlationRules';
import { requireMarket } from './marketAccess';
import { parseTickerList } from './tickerParams';

export const CORRELATION_RULES = {
  maxTickers: RULES.maxTickers,
  timeFrame: RULES.timeFrame,
  offsetDays: RULES.offsetDays,
  cacheMs: RULES.serverCacheMs,
  cacheEntries: 500,
} as const;

/** A least-recently-used map whose entries also expire. */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly maxEntries: number, private readonly ttlMs: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The table of the known tickers (sorted), from the closes each row was computed from. */
export function computeCorrelations(snapshot: MarketSnapshot, source: MarketDataSource, tickers: readonly string[], timeFrame: number, offsetDays: number): CorrelationTable {
  const at = new Date(snapshot.at);
  const series: Record<string, DatedSeries> = {};
  for (const ticker of tickers) {
    const instrument = source.getInstrument(ticker);
    if (!instrument || snapshot.rows.indexOf(ticker) < 0) continue;
    const candles = loadCandles(source, instrument, at);
    series[ticker] = candles ? { dates: candles.dates, values: candles.close } : { dates: [], values: new Float64Array(0) };
  }
  return correlationTable(series, timeFrame, offsetDays);
}

const correlationQuery = s.object({
  tickers: { anyOf: [{ type: 'string', maxLength: 5000 }, { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } }] },
  timeFrame: digits,
  offsetDays: digits,
}, ['tickers']);

export async function correlationRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ExpiringLru<CorrelationTable>(CORRELATION_RULES.cacheEntries, CORRELATION_RULES.cacheMs);

  app.get<{ Querystring: { tickers: string | string[]; timeFrame?: string; offsetDays?: string } }>('/reporting/correlationTable', {
    config: { auth: true }, schema: { querystring: correlationQuery },
  }, async (req): Promise<CorrelationTable> => {
    const asked = parseTickerList(req.query.tickers, 'tickers', { max: CORRELATION_RULES.maxTickers });
    const crypto = asked.filter(isCryptoSymbol);
    if (crypto.length > 0) throw badRequest(`Correlations do not support crypto tickers (${crypto.slice(0, 5).join(', ')}).`, 'CRYPTO_NOT_SUPPORTED');
    const timeFrame = intParam(req.query.timeFrame, 'timeFrame', CORRELATION_RULES.timeFrame);
    const offsetDays = intParam(req.query.offsetDays, 'offsetDays', CORRELATION_RULES.offsetDays);
    const { snapshot, source } = requireMarket(app);
    const revealed = await revealCheckOf(app, req);
    const tickers = asked.filter(revealed).sort();
    const key = `${snapshot.version}|${timeFrame}|${offsetDays}|${tickers.join(',')}`;
    const now = app.deps.now().getTime();
    let table = cache.get(key, now);
    if (!table) {
      table = computeCorrelations(snapshot, source, tickers, timeFrame, offsetDays);
      cache.set(key, table, now);
    }
    return table;
  });
}
