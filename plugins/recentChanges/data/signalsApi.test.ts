import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest, type RequestOptions } from '../../../engine/data';
import { signalModel } from '../testing/signalFixtures';
import { MAX_SIGNAL_PAGES, SIGNAL_PAGE_SIZE, signalsMethods } from './signalsApi';

const rowsOf = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}`, ticker: 'SPY' }));

describe('signalsMethods', () => {
  it('reads the ListUISignal model through the model call', async () => {
    const getModel = vi.fn(async () => signalModel());
    const api = signalsMethods.of(testDataProvider({ getModel }));
    expect((await api.model()).name).toBe('ListUISignal');
    expect(getModel).toHaveBeenCalledWith('ListModel', 'ListUISignal');
  });

  it('reads every page of the list with the list call (the model decides the cache age)', async () => {
    const total = SIGNAL_PAGE_SIZE + 3;
    const getList = vi.fn(async (_model: string, params: { page?: number; pageSize?: number }) => {
      const start = ((params.page ?? 1) - 1) * SIGNAL_PAGE_SIZE;
      return { rows: rowsOf(Math.min(SIGNAL_PAGE_SIZE, total - start), start), total };
    });
    const rows = await signalsMethods.of(testDataProvider({ getList })).signals();
    expect(rows).toHaveLength(total);
    expect(rows.at(-1)!.id).toBe(`r${total - 1}`);
    expect(getList.mock.calls.map((c) => c[1])).toEqual([{ page: 1, pageSize: SIGNAL_PAGE_SIZE }, { page: 2, pageSize: SIGNAL_PAGE_SIZE }]);
    expect(getList.mock.calls.every((c) => c[0] === 'ListUISignal')).toBe(true);
  });

  it('stops after one short page, and after the most pages it reads', async () => {
    const short = vi.fn(async () => ({ rows: rowsOf(2), total: 2 }));
    expect(await signalsMethods.of(testDataProvider({ getList: short })).signals()).toHaveLength(2);
    expect(short).toHaveBeenCalledTimes(1);
    const endless = vi.fn(async () => ({ rows: rowsOf(SIGNAL_PAGE_SIZE), total: 10 ** 9 }));
    await signalsMethods.of(testDataProvider({ getList: endless })).signals();
    expect(endless).toHaveBeenCalledTimes(MAX_SIGNAL_PAGES);
  });

  it('reads the cache status without the error catalogue, null when it cannot', async () => {
    const request = vi.fn(async (_path: string, _options?: RequestOptions) => ({ systemStatus: 'UPDATING', cacheStatus: 'UPDATING' }));
    const api = signalsMethods.of(testDataProvider({ request: request as unknown as DataRequest }));
    expect(await api.cacheStatus()).toBe('UPDATING');
    expect(request).toHaveBeenCalledWith('/systemStatus/cacheStatus', { reportError: false });
    const failing = signalsMethods.of(testDataProvider({ request: (async () => { throw new ApiCallError(0, 'offline'); }) as DataRequest }));
    expect(await failing.cacheStatus()).toBeNull();
    const odd = signalsMethods.of(testDataProvider({ request: (async () => ({ cacheStatus: 3 })) as unknown as DataRequest }));
    expect(await odd.cacheStatus()).toBeNull();
  });
});
