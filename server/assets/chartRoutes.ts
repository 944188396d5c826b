/**
 * The detail page's charts:
 * - GET /asset/candles/:ticker?days: the last `days` daily candles as the source gives them (pairs:
 *   the source's ratio series), for every signed-in user (price data, like the preview row);
 * - GET /rangeDataForDashboard?ticker: the published short-term range as 'Range High' and 'Range Low',
 *   each with the bound of the range published the session before (`previousValue`, `previousDate`);
 * - GET /getHurstSeries?ticker: the rolling h64 ('3Mo') and h256 ('1Yr') over the last sessions,
 *   from the same candles as the row (so the last points are the row's h64 and h256).
 * The range and the Hurst series are the ticker's analytics: revealed tickers only (409
 * TICKER_NOT_REVEALED otherwise).
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { H256_WINDOW, H64_WINDOW, hurstSeries, logReturns, rangeSnapshot, type CandleSeries } from '../market/analytics';
import type { MarketSnapshot } from '../market/marketService';
import type { AssetRow } from '../market/snapshot/assetRow';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { digits, intParam, marketInstant, revealCheckOf, tickerNotRevealed, tickerParam, tickerText, unknownTicker } from './assetDataRoutes';
import { requireMarket } from './marketAccess';
import type { CandlesAnswer, HurstPoint, HurstSeries, RangeLine } from '../../contracts';

export type { HurstPoint };

export const CANDLE_DAYS = { fallback: 200, max: 800 } as const;
/** Sessions of the Hurst chart. */
export const HURST_SERIES_POINTS = 120;

/**
 * The rolling Hurst exponents of the last `points` sessions: each point uses the window of returns
 * that ends on its date. Points without a full window (or a flat one) are left out.
 */
export function hurstChart(dates: readonly string[], close: Float64Array, points = HURST_SERIES_POINTS): HurstSeries {
  const returns = logReturns(close);
  const series = (window: number): HurstPoint[] => {
    const values = hurstSeries(returns, window, points);
    const out: HurstPoint[] = [];
    for (let i = Math.max(0, returns.length - points); i < returns.length; i++) {
      // returns[i] is the move into close[i + 1].
      if (Number.isFinite(values[i]!)) out.push({ Date: dates[i + 1]!, Hurst: values[i]! });
    }
    return out;
  };
  return { '3Mo': series(H64_WINDOW), '1Yr': series(H256_WINDOW) };
}

/**
 * The candles the row's analytics were computed from (the snapshot's), for the series the row
 * does not carry; none while a split is suspected, since the row withholds its analytics then.
 */
function analyticsCandles(row: AssetRow, snapshot: MarketSnapshot, source: MarketDataSource): CandleSeries | null {
  const instrument = source.getInstrument(row.ticker);
  return instrument && !row.potentialSplitError ? loadCandles(source, instrument, new Date(snapshot.at)) : null;
}

export async function chartRoutes(app: FastifyInstance): Promise<void> {
  /** The row of a ticker the user has revealed: 404 unknown, 409 not revealed. */
  async function revealedRow(req: Parameters<typeof revealCheckOf>[1], raw: string | undefined): Promise<{ row: AssetRow; snapshot: MarketSnapshot; source: MarketDataSource }> {
    const ticker = tickerParam(raw);
    const { snapshot, source } = requireMarket(app);
    const row = snapshot.rows.row(ticker);
    if (!row) throw unknownTicker(ticker);
    if (!(await revealCheckOf(app, req))(ticker)) throw tickerNotRevealed(ticker);
    return { row, snapshot, source };
  }

  app.get<{ Params: { ticker: string }; Querystring: { days?: string } }>('/asset/candles/:ticker', {
    config: { auth: true }, schema: { params: s.object({ ticker: tickerText }, ['ticker']), querystring: s.object({ days: digits }) },
  }, async (req): Promise<CandlesAnswer> => {
    const ticker = tickerParam(req.params.ticker);
    const days = intParam(req.query.days, 'days', { fallback: CANDLE_DAYS.fallback, min: 1, max: CANDLE_DAYS.max, clamp: true });
    const { source } = requireMarket(app);
    const series = source.getCandles(ticker, { asOf: marketInstant(app, source) });
    if (!series) throw unknownTicker(ticker);
    const candles = series.candles.slice(-days).map((c) => ({ date: c.date, open: c.open, low: c.low, high: c.high, close: c.close, volume: c.volume }));
    return { payload: { ticker: series.ticker, candles } };
  });

  app.get<{ Querystring: { ticker: string } }>('/rangeDataForDashboard', {
    config: { auth: true }, schema: { querystring: s.object({ ticker: tickerText }, ['ticker']) },
  }, async (req): Promise<RangeLine[]> => {
    const { row, snapshot, source } = await revealedRow(req, req.query.ticker);
    const date = row.latestRangeDate;
    // The range of the session before (rangeSnapshot's previousStRange).
    const candles = analyticsCandles(row, snapshot, source);
    const previous = candles ? rangeSnapshot(candles.close).previousStRange : null;
    const previousDate = previous ? (candles?.dates.at(-2) ?? null) : null;
    return [
      { name: 'Range High', value: row.upperVolatilityRange, date, previousValue: previous?.upperVolatilityRange ?? null, previousDate },
      { name: 'Range Low', value: row.lowerVolatilityRange, date, previousValue: previous?.lowerVolatilityRange ?? null, previousDate },
    ];
  });

  app.get<{ Querystring: { ticker: string } }>('/getHurstSeries', {
    config: { auth: true }, schema: { querystring: s.object({ ticker: tickerText }, ['ticker']) },
  }, async (req): Promise<HurstSeries> => {
    const { row, snapshot, source } = await revealedRow(req, req.query.ticker);
    const candles = analyticsCandles(row, snapshot, source);
    return candles ? hurstChart(candles.dates, candles.close) : { '3Mo': [], '1Yr': [] };
  });
}
