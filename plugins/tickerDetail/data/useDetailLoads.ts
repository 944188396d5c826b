/**
 * The loads of the detail page's boxes, each with its own state so that one failing box never
 * blanks the page: candles for the chart, the range lines, the Hurst series, the correlation
 * rows (four windows, one call each) and the ticker's signals.
 */
import { correlationRow, correlationTickers, CORRELATION_WINDOWS, type CorrelationRow } from '../model/analytics';
import type { Candle, HurstSeries, RangeLine, SignalView } from '../../../contracts';
import { useDetailApi } from './DetailApiContext';
import { CHART_DAYS } from './detailApi';
import { useLoadable, type Loadable } from './useLoadable';

export function useCandles(ticker: string): Loadable<Candle[]> {
  const api = useDetailApi();
  return useLoadable(`candles|${ticker}`, (signal) => api.candles(ticker, CHART_DAYS, signal))[0];
}

/** Revealed tickers only (the server answers 409 otherwise). */
export function useRangeLines(ticker: string): Loadable<RangeLine[]> {
  const api = useDetailApi();
  return useLoadable(`range|${ticker}`, (signal) => api.rangeLines(ticker, signal))[0];
}

export function useHurstSeries(ticker: string): Loadable<HurstSeries> {
  const api = useDetailApi();
  return useLoadable(`hurst|${ticker}`, (signal) => api.hurstSeries(ticker, signal))[0];
}

/**
 * The four correlation rows. A failed call fails the box; an answer without the ticker's row fails
 * it with UnexpectedAnswer (the spec's two correlation messages).
 */
export function useCorrelationRows(ticker: string): Loadable<CorrelationRow[]> {
  const api = useDetailApi();
  return useLoadable(`corr|${ticker}`, async (signal) => {
    const tickers = correlationTickers(ticker);
    const tables = await Promise.all(CORRELATION_WINDOWS.map((w) => api.correlations(tickers, w, signal)));
    return tables.map((table, i) => correlationRow(CORRELATION_WINDOWS[i]!, ticker, table));
  })[0];
}

export function useSignals(ticker: string, limit: number): Loadable<SignalView[]> {
  const api = useDetailApi();
  return useLoadable(`signals|${ticker}|${limit}`, (signal) => api.signals(ticker, limit, signal))[0];
}
