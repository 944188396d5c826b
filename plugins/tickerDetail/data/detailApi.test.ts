import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest, type RequestOptions } from '../../../engine/data';
import { detailMethods, isMarketLoading, isNotRevealed } from './detailApi';

/** The detail page's calls on a test provider whose `request` answers with `answer(path)`; every call is recorded. */
function setup(answer: (path: string) => unknown = () => []) {
  const request = vi.fn(async (path: string, _options?: RequestOptions) => answer(path));
  const api = detailMethods.of(testDataProvider({ request: request as unknown as DataRequest }));
  const call = (i = 0) => {
    const [path, options = {}] = request.mock.calls[i] ?? [];
    return { path, options };
  };
  return { api, request, call };
}

const MINUTE = 60 * 1000;
const notRevealed = new ApiCallError(409, 'reveal first', 'TICKER_NOT_REVEALED');

describe('detailMethods: paths and cache times (document 2 section 9)', () => {
  it('asks the asset row afresh in conservative mode, with the page\u2019s abort signal', async () => {
    const { api, call } = setup(() => [{ ticker: 'BRK B', name: 'Berkshire' }]);
    const signal = new AbortController().signal;
    expect(await api.asset('BRK B', signal)).toEqual({ ticker: 'BRK B', name: 'Berkshire' });
    expect(call().path).toBe('/assetData?ticker=BRK%20B&mode=conservative');
    expect(call().options.signal).toBe(signal);
    expect(call().options.cache).toBeUndefined();
  });

  it('answers the row of the ticker asked, not another row the server split the ticker into', async () => {
    const { api } = setup(() => [{ ticker: 'BRK' }, { ticker: 'B' }, { ticker: 'brk b' }]);
    expect(await api.asset(' BRK B ')).toEqual({ ticker: 'brk b' });
    const unknown = setup(() => [{ ticker: 'BRK' }, { ticker: 'B' }]);
    expect(await unknown.api.asset('BRK B')).toBeNull();
    const none = setup(() => []);
    expect(await none.api.asset('NOPE')).toBeNull();
  });

  it('keeps the chart data for 120 minutes per path', async () => {
    const { api, call } = setup((path) => (path.startsWith('/asset/candles/') ? { payload: { candles: [{ close: 1 }] } } : []));
    expect(await api.candles('^VIX', 200)).toEqual([{ close: 1 }]);
    await api.rangeLines('^VIX');
    await api.hurstSeries('AT+T');
    expect([call(0).path, call(1).path, call(2).path]).toEqual([
      '/asset/candles/%5EVIX?days=200', '/rangeDataForDashboard?ticker=%5EVIX', '/getHurstSeries?ticker=AT%2BT',
    ]);
    for (const i of [0, 1, 2]) expect(call(i).options.cache).toEqual({ maxAgeMs: 120 * MINUTE });
  });

  it('keeps the correlation table for 500 minutes and sends the tickers comma-separated', async () => {
    const { api, call } = setup(() => ({ tickers: [] }));
    await api.correlations(['SPY', 'QQQ', '^VIX'], 60);
    expect(call().path).toBe('/reporting/correlationTable?offsetDays=0&timeFrame=60&tickers=SPY%2CQQQ%2C%5EVIX');
    expect(call().options.cache).toEqual({ maxAgeMs: 500 * MINUTE });
  });

  it('asks signals and real time afresh', async () => {
    const { api, call } = setup(() => []);
    const signal = new AbortController().signal;
    await api.signals('AAPL', 25, signal);
    await api.realtime('CRYPTO.BTC');
    expect(call(0)).toMatchObject({ path: '/signals?ticker=AAPL&limit=25', options: { signal } });
    expect(call(1).path).toBe('/realtime-asset?tickers=CRYPTO.BTC');
    expect(call(0).options.cache).toBeUndefined();
    expect(call(1).options.cache).toBeUndefined();
  });

  it('activates through POST /activate-assets', async () => {
    const { api, call } = setup(() => ({ activatedTickers: ['AAPL'] }));
    expect(await api.activate(['AAPL'])).toEqual({ activatedTickers: ['AAPL'] });
    expect(call()).toEqual({ path: '/activate-assets', options: { body: { tickers: ['AAPL'] } } });
  });
});

describe('detailMethods: which failures the error catalogue sees', () => {
  it('keeps "reveal first" (409 TICKER_NOT_REVEALED) from the catalogue on every market data call, and reports the rest', async () => {
    const { api, request } = setup((path) => (path.startsWith('/asset/candles/') ? { payload: { candles: [] } } : []));
    await api.asset('AAPL');
    await api.candles('AAPL', 200);
    await api.rangeLines('AAPL');
    await api.hurstSeries('AAPL');
    await api.correlations(['AAPL'], 30);
    await api.signals('AAPL', 10);
    await api.realtime('AAPL');
    expect(request).toHaveBeenCalledTimes(7);
    for (const [path, options] of request.mock.calls) {
      const reportError = options?.reportError;
      expect(typeof reportError, path).toBe('function');
      const reports = reportError as (err: unknown) => boolean;
      expect(reports(notRevealed), path).toBe(false);
      expect(reports(new ApiCallError(409, 'conflict', 'OTHER')), path).toBe(true);
      expect(reports(new ApiCallError(401, 'expired')), path).toBe(true);
      expect(reports(new ApiCallError(429, 'too many')), path).toBe(true);
      expect(reports(new ApiCallError(503, 'loading')), path).toBe(true);
      expect(reports(new Error('offline')), path).toBe(true);
    }
  });

  it('passes the failure on to the page', async () => {
    const { api } = setup(() => { throw notRevealed; });
    await expect(api.asset('AAPL')).rejects.toBe(notRevealed);
  });
});

describe('isMarketLoading and isNotRevealed', () => {
  it('tell "still computing" (503) and "reveal first" (409 TICKER_NOT_REVEALED) from other failures', () => {
    expect(isMarketLoading(new ApiCallError(503, 'MARKET_LOADING'))).toBe(true);
    expect(isMarketLoading(new ApiCallError(500, 'boom'))).toBe(false);
    expect(isMarketLoading(new Error('503'))).toBe(false);
    expect(isNotRevealed(notRevealed)).toBe(true);
    expect(isNotRevealed(new ApiCallError(409, 'conflict'))).toBe(false);
    expect(isNotRevealed(new ApiCallError(403, 'x', 'TICKER_NOT_REVEALED'))).toBe(false);
    expect(isNotRevealed({ status: 409, code: 'TICKER_NOT_REVEALED' })).toBe(false);
  });
});
