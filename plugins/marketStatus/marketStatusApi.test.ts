import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest } from '../../engine/data';
import { isMarketLoading, isUpdating, marketStatusMethods } from './marketStatusApi';

describe('the market status', () => {
  it('asks /systemStatus/cacheStatus and keeps its failures', async () => {
    const request = vi.fn(async () => ({ systemStatus: 'UPDATING', cacheStatus: 'UPDATING' }));
    const api = marketStatusMethods.of(testDataProvider({ request: request as unknown as DataRequest }));
    expect(await api.status()).toMatchObject({ cacheStatus: 'UPDATING' });
    expect(request).toHaveBeenCalledWith('/systemStatus/cacheStatus', { reportError: false });
  });

  it('reads UPDATING from either field and a 503 as loading', () => {
    expect(isUpdating({ systemStatus: 'OK', cacheStatus: 'READY' })).toBe(false);
    expect(isUpdating({ systemStatus: 'UPDATING', cacheStatus: 'READY' })).toBe(true);
    expect(isUpdating({ systemStatus: 'OK', cacheStatus: 'UPDATING' })).toBe(true);
    expect(isMarketLoading(new ApiCallError(503, 'loading', 'MARKET_LOADING'))).toBe(true);
    // The bulk list call rejects with the status only.
    expect(isMarketLoading(new ApiCallError(503, 'loading'))).toBe(true);
    expect(isMarketLoading(new ApiCallError(500, 'x'))).toBe(false);
    expect(isMarketLoading(new Error('x'))).toBe(false);
  });
});
