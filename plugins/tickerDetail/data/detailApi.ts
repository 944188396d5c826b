/**
 * The calls of the detail page (docs/api.md, "Market data calls") behind one interface, so that
 * stories and tests can feed the page from fixtures. The app's implementation (`detailMethods`)
 * is built on the engine's data provider: the session's credentials, and every failure through
 * the error catalogue (401/403 end the session; 429, 765 and 766 show the catalogue's alert) —
 * except 409 TICKER_NOT_REVEALED, which only means "reveal first" here, and aborted calls.
 *
 * Read-only answers are kept by the provider's request cache per user for the spec's cache
 * times (document 2 section 9: ticker detail 120 minutes, correlations 500 minutes); the asset
 * row itself is always asked afresh, since revealing or a real-time range changes it.
 */
import { ApiCallError, type DataProvider, defineDataMethods } from '../../../engine/data';
import { activateTickers, type ActivationAnswer } from '../../watchlists';
import type { AssetData, Candle, CorrelationTable, HurstSeries, RangeLine, RealtimeAnswer, SignalView } from '../../../contracts';

export interface DetailApi {
  /** The row in `conservative` mode, or null when the market does not know the ticker. */
  asset(ticker: string, signal?: AbortSignal): Promise<AssetData | null>;
  candles(ticker: string, days: number, signal?: AbortSignal): Promise<Candle[]>;
  rangeLines(ticker: string, signal?: AbortSignal): Promise<RangeLine[]>;
  hurstSeries(ticker: string, signal?: AbortSignal): Promise<HurstSeries>;
  correlations(tickers: string[], timeFrame: number, signal?: AbortSignal): Promise<CorrelationTable>;
  signals(ticker: string, limit: number, signal?: AbortSignal): Promise<SignalView[]>;
  realtime(ticker: string): Promise<RealtimeAnswer>;
  activate(tickers: string[]): Promise<ActivationAnswer>;
}

export const DETAIL_CACHE_MS = 120 * 60 * 1000;
export const CORRELATION_CACHE_MS = 500 * 60 * 1000;
/** The largest candle window the chart offers (1YR = 200 sessions); shorter ones are cut from it. */
export const CHART_DAYS = 200;

/** Whether a failure means that the market data is still being computed (503 MARKET_LOADING). */
export function isMarketLoading(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 503;
}

export function isNotRevealed(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 409 && err.code === 'TICKER_NOT_REVEALED';
}

/** The detail page's calls on the app's data provider (useHttpDetailApi hands them to the page). */
export const detailMethods = defineDataMethods('tickerDetail', (data: DataProvider): DetailApi => {
  /** The catalogue sees every failure but "reveal first" (and aborted calls, which the provider leaves out). */
  const call = <T>(path: string, init: { signal?: AbortSignal; cacheMs?: number } = {}): Promise<T> =>
    data.request<T>(path, {
      signal: init.signal,
      reportError: (err) => !isNotRevealed(err),
      ...(init.cacheMs ? { cache: { maxAgeMs: init.cacheMs } } : {}),
    });
  const q = encodeURIComponent;
  return {
    async asset(ticker, signal) {
      const rows = await call<AssetData[]>(`/assetData?ticker=${q(ticker)}&mode=conservative`, { signal });
      // The server splits on spaces and commas: 'BRK B' must not show BRK's row.
      const wanted = ticker.trim().toUpperCase();
      return rows.find((r) => r.ticker.toUpperCase() === wanted) ?? null;
    },
    candles: async (ticker, days) =>
      (await call<{ payload: { candles: Candle[] } }>(`/asset/candles/${q(ticker)}?days=${days}`, { cacheMs: DETAIL_CACHE_MS })).payload.candles,
    rangeLines: (ticker) => call<RangeLine[]>(`/rangeDataForDashboard?ticker=${q(ticker)}`, { cacheMs: DETAIL_CACHE_MS }),
    hurstSeries: (ticker) => call<HurstSeries>(`/getHurstSeries?ticker=${q(ticker)}`, { cacheMs: DETAIL_CACHE_MS }),
    correlations: (tickers, timeFrame) =>
      call<CorrelationTable>(`/reporting/correlationTable?offsetDays=0&timeFrame=${timeFrame}&tickers=${q(tickers.join(','))}`, { cacheMs: CORRELATION_CACHE_MS }),
    signals: (ticker, limit, signal) => call<SignalView[]>(`/signals?ticker=${q(ticker)}&limit=${limit}`, { signal }),
    realtime: (ticker) => call<RealtimeAnswer>(`/realtime-asset?tickers=${q(ticker)}`),
    activate: (tickers) => activateTickers(data, tickers),
  };
});
