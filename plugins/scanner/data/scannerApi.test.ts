import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataRequest, type RequestOptions } from '../../../engine/data';
import { COUNTRIES_CACHE_MS, isBadRequest, scannerMethods } from './scannerApi';

function setup(answer: (path: string) => unknown = () => ({})) {
  const request = vi.fn(async (path: string, _options?: RequestOptions) => answer(path));
  const api = scannerMethods.of(testDataProvider({ request: request as unknown as DataRequest }));
  const call = (i = 0) => {
    const [path, options = {}] = request.mock.calls[i] ?? [];
    return { path, options };
  };
  return { api, request, call };
}

describe('scannerMethods: paths, bodies and cache times', () => {
  it('searches by POST /scanner/search with the filter entries, never cached', async () => {
    const { api, call } = setup(() => ({ scannerResults: [], total: 0, tokenBalance: 40, tokensCharged: 10 }));
    const body = { filterQuery: [{ filterKey: 'h64', type: 'above' as const, min: '0.6' }], sort: { field: 'ticker', order: 'asc' as const }, page: 1, pageSize: 50 };
    expect(await api.search(body)).toMatchObject({ tokenBalance: 40 });
    expect(call()).toMatchObject({ path: '/scanner/search', options: { body } });
    expect(call().options.method).toBeUndefined();
    expect(call().options.cache).toBeUndefined();
  });

  it('reads the last results by GET, afresh each time, with the screen\u2019s abort signal', async () => {
    const { api, call } = setup(() => ({ scannerResults: [], filterQuery: [], total: 0, searchedAt: null }));
    const signal = new AbortController().signal;
    await api.lastResults(signal);
    expect(call().path).toBe('/scanner/lastResults');
    expect(call().options).toEqual({ signal });
  });

  it('pages, sorts and filters the stored result by POST /scanner/results', async () => {
    const { api, call } = setup();
    await api.results({ sort: { field: 'h64', order: 'desc' }, page: 2, pageSize: 50 });
    expect(call()).toEqual({ path: '/scanner/results', options: { body: { sort: { field: 'h64', order: 'desc' }, page: 2, pageSize: 50 } } });
  });

  it('keeps the country list for 300 minutes', async () => {
    const { api, call } = setup(() => ['US']);
    expect(await api.countries()).toEqual(['US']);
    expect(call()).toEqual({ path: '/cache/info/countries', options: { cache: { maxAgeMs: 300 * 60_000 } } });
    expect(COUNTRIES_CACHE_MS).toBe(18_000_000);
  });
});

describe('scannerMethods: which failures the error catalogue sees', () => {
  it('keeps a search\u2019s 400 (the Invalid Input dialog) and reports the rest, 765 included', async () => {
    const { api, call } = setup();
    await api.search({ filterQuery: [] });
    const reportError = call().options.reportError as (err: unknown) => boolean;
    expect(reportError(new ApiCallError(400, 'Invalid Input', undefined, { errors: [] }))).toBe(false);
    expect(reportError(new ApiCallError(402, 'Not enough Tokens to fulfill request', 765))).toBe(true);
    expect(reportError(new ApiCallError(403, 'Forbidden'))).toBe(true);
    expect(reportError(new ApiCallError(500, 'Oops'))).toBe(true);
  });

  it('reports every failure of the other scanner calls', async () => {
    const { api, call } = setup();
    await api.lastResults();
    await api.results({});
    await api.countries();
    for (const i of [0, 1, 2]) expect(call(i).options.reportError).toBeUndefined();
  });

  it('tells a bad request', () => {
    expect(isBadRequest(new ApiCallError(400, 'x'))).toBe(true);
    expect(isBadRequest(new ApiCallError(503, 'loading'))).toBe(false);
    expect(isBadRequest(new Error('x'))).toBe(false);
  });
});
