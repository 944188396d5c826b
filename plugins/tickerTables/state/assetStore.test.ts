import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest, withGetMany } from '../../../engine/data';
import { AssetStore } from './assetStore';
import { assetMethods, type AssetApi, type AssetRecord } from './assetApi';
import type { RealtimeAnswer } from '../../../contracts';

const asset = (ticker: string, extra: Record<string, unknown> = {}): AssetRecord => ({ ticker, name: `${ticker} Inc`, isActive: true, latestPrice: 10, ...extra }) as AssetRecord;

type AssetDataFn = (tickers: readonly string[], mode?: string) => Promise<AssetRecord[]>;

/**
 * The tables' calls on a provider with the engine's getMany, whose /assetData answers come from
 * `assetData` (tickers, mode); other calls are given by `overrides`.
 */
function fakeAssetApi(overrides: Partial<AssetApi> & { assetData?: AssetDataFn } = {}) {
  const assetData = vi.fn(overrides.assetData ?? (async (tickers: readonly string[]) => tickers.filter((t) => t !== 'NOPE').map((t) => asset(t))));
  const request = (async (path: string) => {
    const query = new URL(path, 'http://x').searchParams;
    if (path.startsWith('/assetData')) return assetData((query.get('ticker') ?? '').split(' '), query.get('mode') ?? undefined);
    throw new Error(`no answer for ${path}`);
  }) as DataRequest;
  const data = withGetMany(testDataProvider({ request }), { scope: () => 'test' });
  return { ...assetMethods.of(data), ...overrides, assetData } as AssetApi & { assetData: typeof assetData };
}

describe('AssetStore', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it("a stale-data reload whose call fails rejects (the session's sync message); one that works resolves", async () => {
    let fail = true;
    const api = fakeAssetApi({ assetData: async (tickers) => { if (fail) throw new ApiCallError(500, 'down'); return tickers.map((t) => asset(t)); } });
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    const failed = store.reload(['SPY']);
    const settled = expect(failed).rejects.toThrow('no rows arrived for SPY');
    await vi.advanceTimersByTimeAsync(0);
    await settled;
    fail = false;
    const done = store.reload(['SPY']);
    await vi.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toBeUndefined();
  });

  it('loads a long list three chunks at a time, shows the first three at once and the rest at most every 200 ms', async () => {
    let answer: ((records: AssetRecord[]) => void)[] = [];
    const assetData = vi.fn((tickers: readonly string[]) => new Promise<AssetRecord[]>((resolve) => {
      answer.push(() => resolve(tickers.map((t) => asset(t))));
    }));
    const api = fakeAssetApi({ assetData });
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    const tickers = Array.from({ length: 100 }, (_, i) => `T${String(i).padStart(2, '0')}`);
    store.ensure(tickers);
    // The tickers asked in one tick go out together.
    await vi.advanceTimersByTimeAsync(0);
    expect(api.assetData).toHaveBeenCalledTimes(3);
    expect(api.assetData.mock.calls.map((c) => c[0][0])).toEqual(['T00', 'T15', 'T30']);
    const reply = async (i: number) => { answer[i]?.([]); await vi.advanceTimersByTimeAsync(0); };
    await reply(0);
    expect(store.row('T00').rsStatus).toBe('ready');
    // The next chunk starts as one ends.
    expect(api.assetData).toHaveBeenCalledTimes(4);
    await reply(1);
    await reply(2);
    expect(store.row('T30').rsStatus).toBe('ready');
    // From the fourth chunk on, rows wait for the next publication.
    await reply(3);
    expect(store.row('T45').rsStatus).toBe('loading');
    store.ensure(tickers);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.assetData).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.row('T45').rsStatus).toBe('ready');
    for (let i = 4; i < 7; i++) await reply(i);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.row('T99').rsStatus).toBe('ready');
    expect(api.assetData).toHaveBeenCalledTimes(7);
    answer = [];
  });

  it('loads lists in chunks of 15, in the given order', async () => {
    const api = fakeAssetApi();
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    const tickers = Array.from({ length: 40 }, (_, i) => `T${String(i).padStart(2, '0')}`);
    store.ensure(tickers);
    expect(store.row('T39')).toMatchObject({ rsStatus: 'loading', name: 'Loading' });
    await vi.runAllTimersAsync();
    expect(api.assetData.mock.calls.map((c) => c[0].length)).toEqual([15, 15, 10]);
    expect(api.assetData.mock.calls[0]?.[0][0]).toBe('T00');
    expect(store.row('T39')).toMatchObject({ rsStatus: 'ready', name: 'T39 Inc' });
    // Loaded rows are reused.
    store.ensure(tickers);
    await vi.runAllTimersAsync();
    expect(api.assetData).toHaveBeenCalledTimes(3);
  });

  it('turns a row without data into ERROR 2 s after its request, and retry loads it again', async () => {
    const api = fakeAssetApi();
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    store.ensure(['NOPE', 'SPY']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(store.row('NOPE').rsStatus).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.row('NOPE')).toMatchObject({ rsStatus: 'error', name: 'ERROR' });
    expect(store.row('SPY').rsStatus).toBe('ready');
    api.assetData.mockResolvedValueOnce([asset('NOPE')]);
    await store.retry('NOPE');
    expect(store.row('NOPE').rsStatus).toBe('ready');
  });

  it('activates unrevealed tickers and marks them out of tickers on the 429', async () => {
    const setBalances = vi.fn();
    const activate = vi.fn(async () => ({
      activatedTickers: ['AAPL'], nonBillableTickers: [], alreadyActiveTickers: [], unknownTickers: [], tickersInLastMonth: 1, tickersPerMonth: 3, tokenBalance: 0,
    }));
    const api = fakeAssetApi({ activate });
    api.assetData.mockResolvedValueOnce([asset('AAPL', { isActive: false }), asset('SPY')]);
    const store = new AssetStore({ api: () => api, setBalances });
    await store.fetchNow(['AAPL', 'SPY']);
    expect(store.row('AAPL').rsStatus).toBe('notRevealed');
    expect(await store.activate(['AAPL', 'SPY'])).toBe('activated');
    expect(activate).toHaveBeenCalledWith(['AAPL']);
    expect(setBalances).toHaveBeenCalledWith({ tickersInLastMonth: 1, tickersPerMonth: 3, tokenBalance: 0 });
    expect(store.row('AAPL').rsStatus).toBe('ready');

    activate.mockRejectedValueOnce(new ApiCallError(429, 'limit', 'TICKER_LIMIT'));
    api.assetData.mockResolvedValueOnce([asset('MSFT', { isActive: false })]);
    await store.fetchNow(['MSFT']);
    expect(await store.activate(['MSFT'])).toBe('tickerLimit');
    expect(store.row('MSFT')).toMatchObject({ rsStatus: 'outOfTickers', name: 'Out of tickers for this month', noRealtime: true });
  });

  it('refreshes real-time ranges in chunks of 3, updating the token balance; a failed chunk falls back to a full load', async () => {
    const setBalances = vi.fn();
    const realtime = vi.fn(async (tickers: readonly string[]) => {
      if (tickers.includes('D')) throw new ApiCallError(424, 'unavailable', 766);
      const rtTickers = tickers.map((t) => asset(t, { latestSource: 'realtime' })) as RealtimeAnswer['rtTickers'];
      return { rtTickers, errorTickers: [], tokenBalance: 50 - tickers.length, tokensCharged: tickers.length };
    });
    const api = fakeAssetApi({ realtime });
    const store = new AssetStore({ api: () => api, setBalances });
    await store.fetchNow(['A', 'B', 'C', 'D']);
    await store.refresh(['A', 'B', 'C', 'D'], 'full');
    expect(realtime.mock.calls.map((c) => c[0])).toEqual([['A', 'B', 'C'], ['D']]);
    expect(setBalances).toHaveBeenCalledWith({ tokenBalance: 47 });
    expect(store.row('A').latestSource).toBe('realtime');
    expect(api.assetData).toHaveBeenLastCalledWith(['D'], 'full');
    expect(store.row('D').isRefreshing).toBe(false);
  });

  it('refreshes the last price through /quote and places it in the ranges', async () => {
    const quote = vi.fn(async () => [{ ticker: 'A', price: 12, time: '2026-11-20T20:00:00Z', source: 'demo' as const, previousClose: 10, change: 2, percentChange: 20, marketOpen: true }]);
    const deriveRange = vi.fn(async () => ({ returnSet: [{ ticker: 'A', price: 12, upside: 1, downside: 2, upsideDownsideRatio: 0.5, positionOnRange: 80 }] }));
    const api = fakeAssetApi({ quote, deriveRange });
    api.assetData.mockResolvedValueOnce([asset('A', { stRange: { lowerVolatilityRange: 9, upperVolatilityRange: 13 } })]);
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    await store.fetchNow(['A']);
    await store.refresh(['A'], 'QUOTE_ONLY');
    expect(deriveRange).toHaveBeenCalledWith([{ ticker: 'A', price: 12, low: 9, high: 13 }]);
    expect(store.row('A')).toMatchObject({ latestPrice: 12, daily_percentChange: 20, positionOnRange: 80, stRange: { positionOnRange: 80, lowerVolatilityRange: 9 } });
  });

  it('gives the heartbeat fingerprints and forgets everything at logout', async () => {
    const api = fakeAssetApi();
    api.assetData.mockResolvedValueOnce([asset('A', { fingerprint: 'f1' })]);
    const store = new AssetStore({ api: () => api, setBalances: vi.fn() });
    await store.fetchNow(['A']);
    expect(store.fingerprints()).toEqual({ A: 'f1' });
    store.reset();
    expect(store.fingerprints()).toEqual({});
  });
});
