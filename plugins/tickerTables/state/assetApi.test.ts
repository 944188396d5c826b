import { describe, expect, it, vi } from 'vitest';
import { testDataProvider, withGetMany, type DataProvider, type DataRequest, type RequestOptions } from '../../../engine/data';
import { ASSET_CACHE_S, assetMethods, assetRows, type AssetRecord } from './assetApi';

/** The tables' calls on a test provider (with the engine's getMany) whose `request` answers with `answer(path)`. */
function setup(answer: (path: string, options: RequestOptions) => unknown = () => [], extra: Partial<DataProvider> = {}) {
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => answer(path, options));
  const data = withGetMany(testDataProvider({ request: request as unknown as DataRequest, ...extra }), { scope: () => 'session' });
  return { api: assetMethods.of(data), request };
}

describe('assetRows (the getMany resource of the asset rows)', () => {
  it('loads a chunk with one GET /assetData in full mode, tickers encoded and joined with +', async () => {
    const rows = [{ ticker: 'AT+T' }, { ticker: '^VIX' }] as AssetRecord[];
    const request = vi.fn(async (_path: string) => rows);
    expect(await assetRows.load(request as unknown as DataRequest, ['AT+T', '^VIX', 'BRK B'])).toBe(rows);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('/assetData?ticker=AT%2BT+%5EVIX+BRK%20B&mode=full');
  });

  it('files a row under its ticker upper-cased', () => {
    expect(assetRows.idOf({ ticker: 'crypto.btc' } as AssetRecord)).toBe('CRYPTO.BTC');
    expect(assetRows.idOf({ ticker: 'SPY' } as AssetRecord)).toBe('SPY');
  });

  it('sends 15 tickers a chunk, three chunks at once, and reuses a row for 10 minutes (document 2 sections 7 and 9)', () => {
    expect(assetRows).toMatchObject({ chunkSize: 15, inFlight: 3, maxAgeMs: 600_000 });
    expect(ASSET_CACHE_S).toBe(600);
  });
});

describe('assetMethods', () => {
  it('answers a row the server spells in lower case to the ticker asked, and reuses it', async () => {
    const { api, request } = setup(() => [{ ticker: 'spy', latestPrice: 500 }]);
    expect(await api.rows(['SPY'])).toEqual([{ ticker: 'spy', latestPrice: 500 }]);
    expect(await api.rows(['SPY'])).toEqual([{ ticker: 'spy', latestPrice: 500 }]);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('reuses rows another call answered (a real-time refresh) instead of asking /assetData again', async () => {
    const { api, request } = setup(() => [{ ticker: 'QQQ', latestPrice: 1 }]);
    api.keep([{ ticker: 'SPY', latestPrice: 501, latestSource: 'realtime' } as AssetRecord]);
    expect(await api.rows(['SPY'])).toEqual([{ ticker: 'SPY', latestPrice: 501, latestSource: 'realtime' }]);
    expect(request).not.toHaveBeenCalled();
    // Tickers not kept are still asked.
    expect(await api.rows(['SPY', 'QQQ'])).toHaveLength(2);
    expect(request.mock.calls.map(([path]) => path)).toEqual(['/assetData?ticker=QQQ&mode=full']);
  });

  it('asks real time for the tickers comma-separated, and posts /quote and /deriveRangeData', async () => {
    const { api, request } = setup((path) => (path === '/deriveRangeData' ? { returnSet: [] } : []));
    await api.realtime(['SPY', 'AT+T']);
    await api.quote(['SPY', 'QQQ']);
    const groups = [{ ticker: 'SPY', price: 500, low: 480, high: 520 }];
    await api.deriveRange(groups);
    await api.activate(['AAPL']);
    expect(request.mock.calls).toEqual([
      ['/realtime-asset?tickers=SPY,AT%2BT'],
      ['/quote', { body: { tickers: ['SPY', 'QQQ'] } }],
      ['/deriveRangeData', { body: { rangeGroups: groups } }],
      ['/activate-assets', { body: { tickers: ['AAPL'] } }],
    ]);
  });

  it('searches tickers or crypto, 50 hits unless told otherwise, the text encoded', async () => {
    const { api, request } = setup(() => [{ ticker: 'AAPL', name: 'Apple' }]);
    expect(await api.search('apple inc', false)).toEqual([{ ticker: 'AAPL', name: 'Apple' }]);
    await api.search('btc/usd', true, 10);
    expect(request.mock.calls.map(([path]) => path)).toEqual([
      '/searchTicker?search=apple%20inc&limit=50',
      '/searchCrypto?search=btc%2Fusd&limit=10',
    ]);
  });

  it('reads the universe tickers containing a part from the DomainAsset list, sorted by ticker', async () => {
    const getList = vi.fn(async () => ({ rows: [{ ticker: 'CRYPTO.BTC' }, { ticker: 'CRYPTO.ETH' }], total: 2 }));
    const { api } = setup(undefined, { getList });
    expect(await api.universeTickers('CRYPTO.')).toEqual(['CRYPTO.BTC', 'CRYPTO.ETH']);
    expect(getList).toHaveBeenCalledWith('DomainAsset', {
      filterQuery: [{ filterKey: 'ticker', type: 'contains', val: 'CRYPTO.' }], pageSize: 5000, sort: { key: 'ticker', direction: 'asc' },
    });
  });
});
