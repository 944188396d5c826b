/**
 * The calls of the detail page (docs/api.md, "Market data calls") behind one interface, so that
 * stories and tests can feed the page from fixtures. The HTTP implementation adds the session's
 * credentials and reports failures to the error catalogue (401/403 end the session; 429, 765 and
 * 766 show the catalogue's alert) — except 409 TICKER_NOT_REVEALED, which the catalogue would
 * read as a wrong product address and which only means "reveal first" here.
 *
 * Read-only answers are kept in memory per user for the spec's cache times (document 2
 * section 9: ticker detail 120 minutes, correlations 500 minutes); the asset row itself is always
 * asked afresh, since revealing or a real-time range changes it.
 */
import { ApiCallError, callApi, type Credentials } from '../../../engine/data/apiClient';
import { classifyError, type ErrorEffect } from '../../../engine/data/errorCatalogue';
import type {
  ActivationAnswer, AssetDetail, Candle, CorrelationTable, HurstSeries, RangeLine, RealtimeAnswer, SignalRow,
} from '../model/detailTypes';

export interface DetailApi {
  /** The row in `conservative` mode, or null when the market does not know the ticker. */
  asset(ticker: string, signal?: AbortSignal): Promise<AssetDetail | null>;
  candles(ticker: string, days: number, signal?: AbortSignal): Promise<Candle[]>;
  rangeLines(ticker: string, signal?: AbortSignal): Promise<RangeLine[]>;
  hurstSeries(ticker: string, signal?: AbortSignal): Promise<HurstSeries>;
  correlations(tickers: string[], timeFrame: number, signal?: AbortSignal): Promise<CorrelationTable>;
  signals(ticker: string, limit: number, signal?: AbortSignal): Promise<SignalRow[]>;
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

interface CacheEntry {
  expires: number;
  value: Promise<unknown>;
}

export interface HttpDetailApiOptions {
  credentials: () => Credentials | null;
  onEffect: (effect: ErrorEffect) => void;
  now?: () => number;
}

export function createHttpDetailApi({ credentials, onEffect, now = Date.now }: HttpDetailApiOptions): DetailApi {
  const cache = new Map<string, CacheEntry>();

  async function call<T>(path: string, init: { body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
    try {
      return await callApi<T>(path, { ...init, credentials: credentials() });
    } catch (err) {
      if (!isNotRevealed(err) && !init.signal?.aborted) onEffect(classifyError(err));
      throw err;
    }
  }

  /** A cached read; a failed one is dropped at once, so that the next visit asks again. */
  function cached<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const full = `${credentials()?.username ?? ''}|${key}`;
    const hit = cache.get(full);
    if (hit && hit.expires > now()) return hit.value as Promise<T>;
    const value = load();
    cache.set(full, { expires: now() + ttl, value });
    value.catch(() => cache.delete(full));
    return value;
  }

  const q = encodeURIComponent;
  return {
    async asset(ticker, signal) {
      const rows = await call<AssetDetail[]>(`/assetData?ticker=${q(ticker)}&mode=conservative`, { signal });
      // The server splits on spaces and commas: 'BRK B' must not show BRK's row.
      const wanted = ticker.trim().toUpperCase();
      return rows.find((r) => r.ticker.toUpperCase() === wanted) ?? null;
    },
    candles: (ticker, days) => cached(`candles|${ticker}|${days}`, DETAIL_CACHE_MS, async () => {
      const answer = await call<{ payload: { candles: Candle[] } }>(`/asset/candles/${q(ticker)}?days=${days}`);
      return answer.payload.candles;
    }),
    rangeLines: (ticker) => cached(`range|${ticker}`, DETAIL_CACHE_MS, () => call<RangeLine[]>(`/rangeDataForDashboard?ticker=${q(ticker)}`)),
    hurstSeries: (ticker) => cached(`hurst|${ticker}`, DETAIL_CACHE_MS, () => call<HurstSeries>(`/getHurstSeries?ticker=${q(ticker)}`)),
    correlations: (tickers, timeFrame) => cached(`corr|${tickers.join(',')}|${timeFrame}`, CORRELATION_CACHE_MS, () =>
      call<CorrelationTable>(`/reporting/correlationTable?offsetDays=0&timeFrame=${timeFrame}&tickers=${q(tickers.join(','))}`)),
    signals: (ticker, limit, signal) => call<SignalRow[]>(`/signals?ticker=${q(ticker)}&limit=${limit}`, { signal }),
    realtime: (ticker) => call<RealtimeAnswer>(`/realtime-asset?tickers=${q(ticker)}`),
    activate: (tickers) => call<ActivationAnswer>('/activate-assets', { body: tickers }),
  };
}
