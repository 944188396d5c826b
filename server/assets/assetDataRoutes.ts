/**
 * GET /assetData?ticker=A+B&mode=full|conservative: the rows of the asked tickers as the signed-in
 * user may see them (assetView), in the asked order; unknown tickers are left out.
 *
 * `conservative` answers the published snapshot (end of day). `full` (the default; the lists load
 * with it) overlays the current quote while its session is newer than the published close: price,
 * date and source from the quote, the daily change against the quote's previous close, and
 * upside, downside, ratio and position recomputed against the published EOD ranges with the EOD
 * range flags (analytics rangeMetrics / eodRangeFlags). See docs/decisions.md.
 *
 * Also the small helpers the other market read routes share (the market instant, the reveal check
 * of a request, integer and ticker parameters).
 */
import { cachedQuote, quoteWindowOf } from './quoteCache';
import { assetAnswer } from './assetAnswerCache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { eodRangeFlags, percentChange, rangeMetrics } from '../market/analytics';
import type { AssetRow, RangeFields } from '../market/snapshot/assetRow';
import type { AssetColumnStore } from '../market/store/assetColumnStore';
import type { MarketDataSource, Quote } from '../market/source/marketDataSource';
import { revealCheckFor, type RevealCheck } from './activeTickers';
import { assetViewBytes, jsonArrayBytes, liveOwnerOf } from './assetView';
import { requireMarket } from './marketAccess';
import { isValidTicker, keptTickerList, normaliseTicker } from './tickerParams';

export const ASSET_MODES = ['full', 'conservative'] as const;
export type AssetMode = (typeof ASSET_MODES)[number];

/**
 * The instant market data is read at: the app's clock, but never later than the source's own
 * (a source answers nothing past its clock; the simulated test market stands still).
 */
export function marketInstant(app: FastifyInstance, source: MarketDataSource): Date {
  return new Date(Math.min(app.deps.now().getTime(), source.now().getTime()));
}

/** Whether the signed-in user of a request sees a ticker in full (free for them or activated). */
export function revealCheckOf(app: FastifyInstance, request: FastifyRequest): Promise<RevealCheck> {
  return revealCheckFor(app.deps.db, requireAuth(request).user, app.deps.now(), app.sessionCache);
}

/** 409, not 401/403: those end the client's session. */
export function tickerNotRevealed(ticker: string): ApiError {
  return new ApiError(409, `The ticker ${ticker} is not revealed. Reveal it to see its data.`, 'TICKER_NOT_REVEALED');
}

export function unknownTicker(ticker: string): ApiError {
  return new ApiError(404, `No data found for the ticker ${ticker}.`, 'UNKNOWN_TICKER');
}

/** A query-string parameter of digits only (schemas keep them text: the API does not coerce). */
export const digits = { type: 'string', pattern: '^[0-9]{1,6}$' } as const;
/** One ticker in a query string or path, validated by the handler (normaliseTicker + isValidTicker). */
export const tickerText = { type: 'string', minLength: 1, maxLength: 60 } as const;

/**
 * An integer parameter: `fallback` when absent. Above `max`: clamped when `clamp` (limits, day
 * counts), else a 400 like a value below `min`.
 */
export function intParam(raw: string | undefined, name: string, options: { fallback: number; min: number; max: number; clamp?: boolean }): number {
  if (raw === undefined || raw === '') return options.fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw badRequest(`${name} must be a whole number.`, 'INVALID_PARAMETER');
  if (value > options.max && options.clamp) return options.max;
  if (value < options.min || value > options.max) {
    throw badRequest(`${name} must be between ${options.min} and ${options.max}.`, 'INVALID_PARAMETER');
  }
  return value;
}

/** One ticker parameter, normalised; 400 when missing or malformed. */
export function tickerParam(raw: string | undefined, name = 'ticker'): string {
  const ticker = normaliseTicker(raw ?? '');
  if (!ticker) throw badRequest(`${name} is required.`, 'INVALID_TICKERS');
  if (!isValidTicker(ticker)) throw badRequest(`"${ticker.slice(0, 40)}" is not a valid ticker.`, 'INVALID_TICKERS');
  return ticker;
}

function rangeAt(range: RangeFields, price: number): RangeFields {
  const { lowerVolatilityRange: lower, upperVolatilityRange: upper } = range;
  const metrics = lower !== null && upper !== null ? rangeMetrics(price, lower, upper) : null;
  return metrics ? { lowerVolatilityRange: lower, upperVolatilityRange: upper, ...metrics } : range;
}

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * The row with the live quote laid over it, when the quote belongs to an open session newer than
 * the published close; otherwise the row itself. The ranges stay the published EOD ranges; where
 * the price stands in them is recomputed, for the short-term range (the row's main range, with the
 * EOD range flags) and the long-term range alike.
 */
export function withLiveQuote(row: AssetRow, quote: Quote | undefined): AssetRow {
  if (!quote || !quote.marketOpen || row.noRealtime || row.asOfDate !== null || row.latestPrice === null) return row;
  if (!(quote.price > 0) || (row.latestPriceDate !== null && quote.sessionDate <= row.latestPriceDate)) return row;
  const previous = quote.previousClose ?? row.latestPrice;
  const stRange = rangeAt(row.stRange, quote.price);
  const live: AssetRow = {
    ...row,
    latestPrice: quote.price,
    latestPriceDate: quote.sessionDate,
    latestSource: quote.source,
    daily_absoluteChange: finite(quote.price - previous),
    daily_percentChange: finite(percentChange(previous, quote.price)),
    ...stRange,
    stRange,
    ltRange: rangeAt(row.ltRange, quote.price),
  };
  const { lowerVolatilityRange: lower, upperVolatilityRange: upper } = row.stRange;
  if (lower !== null && upper !== null) Object.assign(live, eodRangeFlags(quote.price, lower, upper));
  return live;
}

const assetDataQuery = s.object({
  ticker: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 200 } }] },
  mode: { type: 'string', enum: [...ASSET_MODES] },
}, ['ticker']);

/**
 * The asset rows of `tickers` in the order asked (unknown ones left out) as UTF-8 JSON: each row's
 * bytes are kept with the snapshot (assetViewBytes), so an answer is copied together, not
 * serialised. `full` puts the live quote of an open session into the row; `conservative` serves
 * the published row.
 */
export function assetRowsBytes(app: FastifyInstance, tickers: readonly string[], revealed: (ticker: string) => boolean, mode: AssetMode): Buffer[] {
  const { snapshot, source } = requireMarket(app);
  const at = marketInstant(app, source);
  return rowsBytesAt(snapshot.rows, source, at, source.isUSMarketOpen(at), tickers, revealed, mode);
}

function rowsBytesAt(store: AssetColumnStore, source: MarketDataSource, at: Date, isUSMarketOpen: boolean, tickers: readonly string[], revealed: (ticker: string) => boolean, mode: AssetMode): Buffer[] {
  const views: Buffer[] = [];
  for (const ticker of tickers) {
    const index = store.indexOf(ticker);
    if (index < 0) continue;
    const options = { revealed: revealed(ticker), isUSMarketOpen };
    const quote = mode === 'full' ? cachedQuote(source, ticker, at) : undefined;
    // Only a quote of an open session can change the row (withLiveQuote): such a row is kept per quote.
    views.push(quote?.marketOpen
      ? assetViewBytes(liveOwnerOf(store, quote), ticker, () => withLiveQuote(store.rowAt(index), quote), options)
      : assetViewBytes(store, ticker, () => store.rowAt(index), options));
  }
  return views;
}

/**
 * assetRowsBytes as one JSON array, the whole answer kept with the snapshot for the same tickers,
 * reveal state, market state and quote window (assetAnswerCache).
 */
export function assetRowsAnswer(app: FastifyInstance, tickers: readonly string[], revealed: (ticker: string) => boolean, mode: AssetMode): Buffer {
  const { snapshot, source } = requireMarket(app);
  const at = marketInstant(app, source);
  const isUSMarketOpen = source.isUSMarketOpen(at);
  return assetAnswer(snapshot.rows, tickers, revealed, { mode, isUSMarketOpen, window: quoteWindowOf(at) },
    () => jsonArrayBytes(rowsBytesAt(snapshot.rows, source, at, isUSMarketOpen, tickers, revealed, mode)));
}

export async function assetDataRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { ticker: string | string[]; mode?: AssetMode } }>('/assetData', {
    config: { auth: true }, schema: { querystring: assetDataQuery },
  }, async (req, reply) => {
    const tickers = keptTickerList(req.query.ticker, 'ticker');
    requireMarket(app);
    const revealed = await revealCheckOf(app, req);
    void reply.type('application/json; charset=utf-8');
    return assetRowsAnswer(app, tickers, revealed, req.query.mode ?? 'full');
  });
}
