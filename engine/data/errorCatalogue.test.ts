import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './apiClient';
import { classifyError, type CallKind, type ErrorEffect } from './errorCatalogue';
import { withErrorCatalogue } from './withErrorCatalogue';
import { testDataProvider, type DataRequest } from './dataProvider';
// The product's rules, to prove the catalogue reads them as the app hands them over.
import { PRODUCT_ERROR_RULES } from '../../product/errorRules';

const api = (status: number, code?: number | string, body?: unknown): ApiCallError => new ApiCallError(status, `status ${status}`, code, body);

describe('classifyError (document 1 section 8)', () => {
  it.each<[string, unknown, CallKind | undefined, ErrorEffect]>([
    ['401 ends the session', api(401, 'SESSION_INVALID'), undefined, { kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 }],
    ['403 ends the session', api(403, 'PERMISSION_MISSING'), 'other', { kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 }],
    ['403 on saving the dashboard ends the session too', api(403), 'saveDashboard', { kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 }],
    ['401 of the sign-in is the sign-in\'s own', api(401, 'WRONG_CREDENTIALS'), 'signIn', { kind: 'generic', message: 'status 401' }],
    ['403 of the sign-in is the sign-in\'s own', api(403, 'EMAIL_NOT_VERIFIED'), 'signIn', { kind: 'generic', message: 'status 403' }],
    ['401 of the session check is its own', api(401), 'sessionCheck', { kind: 'generic', message: 'status 401' }],
    ['409 is the wrong product address', api(409, 'WRONG_PRODUCT'), undefined, { kind: 'wrongProduct', messageKey: 'common:errors.wrongProduct' }],
    ['409 of the sign-in too', api(409), 'signIn', { kind: 'wrongProduct', messageKey: 'common:errors.wrongProduct' }],
    ['another 409 is the screen\'s business', api(409, 'TICKER_NOT_REVEALED'), undefined, { kind: 'generic', message: 'status 409' }],
    ['429 is the ticker limit', api(429), undefined, { kind: 'alert', rule: 'tickerLimit', messageKey: 'common:errors.tickerLimit' }],
    ['429 with another code is the ticker limit', api(429, 'TICKER_LIMIT'), undefined, { kind: 'alert', rule: 'tickerLimit', messageKey: 'common:errors.tickerLimit' }],
    ['429 RATE_LIMITED is too many requests', api(429, 'RATE_LIMITED'), undefined, { kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' }],
    ['code 765 is not enough tokens', api(402, 765), undefined, { kind: 'alert', rule: 'notEnoughTokens', messageKey: 'common:errors.notEnoughTokens' }],
    ['code 766 is the real-time range unavailable', api(424, 766), undefined, { kind: 'alert', rule: 'realtimeUnavailable', messageKey: 'common:errors.realtimeUnavailable' }],
    ['500 on saving the dashboard', api(500), 'saveDashboard', { kind: 'saveFailed', messageKey: 'common:errors.saveFailed' }],
    ['503 on saving the dashboard', api(503), 'saveDashboard', { kind: 'saveFailed', messageKey: 'common:errors.saveFailed' }],
    ['500 elsewhere is generic', api(500), 'other', { kind: 'generic', message: 'status 500' }],
    ['400 on saving the dashboard is generic', api(400), 'saveDashboard', { kind: 'generic', message: 'status 400' }],
    ['status 0 is the connection', api(0), undefined, { kind: 'connection', messageKey: 'common:errors.connection' }],
    ['status 0 of the sign-in too', api(0), 'signIn', { kind: 'connection', messageKey: 'common:errors.connection' }],
    ['another 4xx is generic', api(404), undefined, { kind: 'generic', message: 'status 404' }],
    ['a plain Error is generic', new Error('boom'), undefined, { kind: 'generic', message: 'boom' }],
    ['anything else is generic', 'weird', undefined, { kind: 'generic', message: 'weird' }],
  ])('%s', (_name, err, call, effect) => {
    expect(classifyError(err, call, PRODUCT_ERROR_RULES)).toEqual(effect);
  });

  it('knows no product answer without its rules: a 429 is too many requests, 765 is generic', () => {
    expect(classifyError(api(429))).toEqual({ kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' });
    expect(classifyError(api(402, 765))).toEqual({ kind: 'generic', message: 'status 402' });
  });

  it('matches a rule on every field it names, the first in order', () => {
    const rules = [{ id: 'a', status: 418, code: 'X', messageKey: 'k:a' }, { id: 'b', status: 418, messageKey: 'k:b' }];
    expect(classifyError(api(418, 'X'), 'other', rules)).toMatchObject({ kind: 'alert', rule: 'a' });
    expect(classifyError(api(418, 'Y'), 'other', rules)).toMatchObject({ kind: 'alert', rule: 'b' });
    // Session and product-address answers come first, whatever the rules say.
    expect(classifyError(api(401), 'other', [{ id: 'c', status: 401, messageKey: 'k:c' }])).toMatchObject({ kind: 'sessionExpired' });
  });

  it('hands the field errors of a refused save on', () => {
    const errors = [{ field: 'title', rule: 'isSet', message: 'Please enter a title' }];
    expect(classifyError(api(400, 'VALIDATION_FAILED', { message: 'Please check the following issues with your entered data:', errors }))).toEqual({ kind: 'validation', errors });
    expect(classifyError(api(400, 'VALIDATION_FAILED', { message: 'x' }))).toEqual({ kind: 'validation', errors: [] });
    expect(classifyError(api(400, 'ID_WITH_FILTER'))).toEqual({ kind: 'generic', message: 'status 400' });
  });
});

describe('withErrorCatalogue', () => {
  it('reports the effect of a failed call, then rethrows the same error', async () => {
    const err = api(401, 'SESSION_INVALID');
    const onEffect = vi.fn();
    const provider = withErrorCatalogue(testDataProvider({ getOne: async () => { throw err; } }), onEffect);
    await expect(provider.getOne('Book', '1')).rejects.toBe(err);
    expect(onEffect).toHaveBeenCalledTimes(1);
    expect(onEffect).toHaveBeenCalledWith({ kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 });
  });

  it('reports nothing for a call that succeeds, and passes arguments and answers through', async () => {
    const onEffect = vi.fn();
    const create = vi.fn(async (model: string, payload: Record<string, unknown>) => ({
      id: '1', createdBy: null, creationDate: '', version: 1, entityModelName: model, payload,
    }));
    const provider = withErrorCatalogue(testDataProvider({ create }), onEffect);
    expect(await provider.create('Book', { title: 'Dune' }, 'quick')).toMatchObject({ entityModelName: 'Book', payload: { title: 'Dune' } });
    expect(create).toHaveBeenCalledWith('Book', { title: 'Dune' }, 'quick');
    expect(onEffect).not.toHaveBeenCalled();
  });

  it('wraps every call of the provider, the validation effect included', async () => {
    const effects: ErrorEffect[] = [];
    const errors = [{ field: 'title', rule: 'isSet', message: 'x' }];
    const fail = (e: unknown) => async () => { throw e; };
    const provider = withErrorCatalogue(testDataProvider({
      getModel: fail(api(0)), getList: fail(api(409, 'WRONG_PRODUCT')), create: fail(api(400, 'VALIDATION_FAILED', { errors })),
      update: fail(api(429, 'RATE_LIMITED')), remove: fail(api(402, 765)), fireEvent: fail(new Error('handler')),
    }), (e) => effects.push(e), PRODUCT_ERROR_RULES);
    const calls = [
      provider.getModel('EntityModel', 'Book'), provider.getList('BookList', {}), provider.create('Book', {}),
      provider.update('Book', '1', {}), provider.remove('Book', '1'), provider.fireEvent('Book', 'x'), provider.getOne('Book', '1'),
    ];
    for (const c of calls) await expect(c).rejects.toBeDefined();
    expect(effects.map((e) => e.kind)).toEqual(['connection', 'wrongProduct', 'validation', 'tooManyRequests', 'alert', 'generic', 'generic']);
    expect(effects[2]).toEqual({ kind: 'validation', errors });
  });

  it('keeps the methods a decorator adds (clearCache ...) callable', async () => {
    const clearCache = vi.fn();
    const provider = withErrorCatalogue({ ...testDataProvider(), clearCache }, () => undefined);
    await provider.clearCache();
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('reads a request with its own callKind, and leaves out aborted calls and failures the call keeps', async () => {
    const effects: ErrorEffect[] = [];
    const failing = (e: unknown) => (async () => { throw e; }) as DataRequest;
    const report = (e: unknown) => withErrorCatalogue(testDataProvider({ request: failing(e) }), (x) => effects.push(x)).request;
    await expect(report(api(500))('/watchlist/update', { callKind: 'saveDashboard' })).rejects.toBeDefined();
    await expect(report(api(401))('/login', { callKind: 'signIn' })).rejects.toBeDefined();
    const aborted = new AbortController();
    aborted.abort();
    await expect(report(api(0))('/signals', { signal: aborted.signal })).rejects.toBeDefined();
    await expect(report(api(401))('/x', { reportError: false })).rejects.toBeDefined();
    await expect(report(api(409, 'TICKER_NOT_REVEALED'))('/x', { reportError: (e) => (e as ApiCallError).code !== 'TICKER_NOT_REVEALED' })).rejects.toBeDefined();
    await expect(report(api(403))('/x', { reportError: () => true })).rejects.toBeDefined();
    expect(effects.map((e) => e.kind)).toEqual(['saveFailed', 'generic', 'sessionExpired']);
  });
});
