import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompactEncrypt, base64url } from 'jose';
import { httpDataProvider } from './httpDataProvider';
import type { Credentials } from './apiClient';
import type { EntityEnvelope } from './dataProvider';
import type { ListModel } from '../core/model/modelTypes';
import { jsonResponse, memoryStorage, stubFetch, textResponse } from './testing/fakeFetch';

const LIST: ListModel = {
  modelClass: 'ListModel', name: 'BookList', label: { en: 'Books', de: 'Bücher' }, source: { kind: 'entity', entity: 'Book' },
  columns: [{ key: 'payload.title', label: 'Title', type: 'string', group: 'GENERAL' }], defaultSort: { key: 'payload.title', direction: 'asc' },
};
const ENVELOPE: EntityEnvelope = {
  id: '0b8f7a4e-5f6a-4c1d-9b1e-2c3d4e5f6a7b', createdBy: 'fiona', creationDate: '2026-11-20T10:00:00.000Z', version: 1,
  entityModelName: 'Book', payload: { title: 'Dune' },
};

/** A key as the server hands it over at sign-in, and a model encrypted with it as the server does. */
const KEY = base64url.encode(new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256));
async function encrypt(model: unknown, key: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(model)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'application/json' })
    .encrypt(base64url.decode(key));
}

let credentials: Credentials | null;
let modelKey: string | null;
const provider = () => httpDataProvider({ credentials: () => credentials, modelKey: () => modelKey });
const json = (body: string | undefined): unknown => (body === undefined ? undefined : JSON.parse(body));

beforeEach(() => {
  credentials = { username: 'fiona', sessionId: 'sess-1' };
  modelKey = null;
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => { vi.unstubAllGlobals(); });

describe('httpDataProvider', () => {
  it('getModel: GET /models/{class}/{name}, a plain JSON model as it is', async () => {
    const { seen } = stubFetch(jsonResponse(LIST));
    expect(await provider().getModel('ListModel', 'BookList')).toEqual(LIST);
    expect(seen.map((r) => [r.method, r.url, r.body])).toEqual([['GET', '/api/models/ListModel/BookList', undefined]]);
  });

  it('getModel: decrypts an encrypted model (a compact JWE) with the key from sign-in', async () => {
    modelKey = KEY;
    stubFetch(textResponse(await encrypt(LIST, KEY), 'application/jose'));
    expect(await provider().getModel('ListModel', 'BookList')).toEqual(LIST);
  });

  it('getModel: refuses an encrypted model without a key, and fails with the wrong key', async () => {
    const jwe = await encrypt(LIST, KEY);
    stubFetch(textResponse(jwe, 'application/jose'));
    await expect(provider().getModel('ListModel', 'BookList')).rejects.toThrow('The server sent an encrypted model but no key was handed over');
    modelKey = base64url.encode(new Uint8Array(32));
    await expect(provider().getModel('ListModel', 'BookList')).rejects.toThrow();
  });

  it('getOne: GET /entities/{model}/{id} and answers the envelope', async () => {
    const { seen } = stubFetch(jsonResponse({ data: ENVELOPE }));
    expect(await provider().getOne('Book', ENVELOPE.id)).toEqual(ENVELOPE);
    expect(seen.map((r) => [r.method, r.url])).toEqual([['GET', `/api/entities/Book/${ENVELOPE.id}`]]);
  });

  it('getList: POST /list/{listModel} with the parameters as the body', async () => {
    const answer = { rows: [ENVELOPE], total: 1, maxCacheAge: 300 };
    const { seen } = stubFetch(jsonResponse(answer));
    const params = { filterQuery: [{ filterKey: 'payload.title', type: 'contains' as const, val: 'du' }], sort: { key: 'payload.title', direction: 'asc' as const }, page: 2, pageSize: 50, useCache: false };
    expect(await provider().getList('BookList', params)).toEqual(answer);
    expect(seen.map((r) => [r.method, r.url, json(r.body)])).toEqual([['POST', '/api/list/BookList', params]]);
  });

  it('create: POST /entities/{model} with {payload, screen}; no screen key without a screen', async () => {
    const { seen } = stubFetch(jsonResponse({ data: ENVELOPE }));
    expect(await provider().create('Book', { title: 'Dune' }, 'quick')).toEqual(ENVELOPE);
    await provider().create('Book', { title: 'Dune' });
    expect(seen.map((r) => [r.method, r.url, json(r.body)])).toEqual([
      ['POST', '/api/entities/Book', { payload: { title: 'Dune' }, screen: 'quick' }],
      ['POST', '/api/entities/Book', { payload: { title: 'Dune' } }],
    ]);
  });

  it('update: PUT /entities/{model} with {id, payload, version, screen}', async () => {
    const { seen } = stubFetch(jsonResponse({ data: { ...ENVELOPE, version: 2 } }));
    expect((await provider().update('Book', ENVELOPE.id, { title: 'Dune II' }, { version: 1, screen: 'quick' })).version).toBe(2);
    await provider().update('Book', ENVELOPE.id, { title: 'Dune III' });
    expect(seen.map((r) => [r.method, r.url, json(r.body)])).toEqual([
      ['PUT', '/api/entities/Book', { id: ENVELOPE.id, payload: { title: 'Dune II' }, version: 1, screen: 'quick' }],
      ['PUT', '/api/entities/Book', { id: ENVELOPE.id, payload: { title: 'Dune III' } }],
    ]);
  });

  it('remove: DELETE /entities/{model}?id= without a body', async () => {
    const { seen } = stubFetch(jsonResponse({ success: true }));
    expect(await provider().remove('Book', ENVELOPE.id)).toBeUndefined();
    expect(seen.map((r) => [r.method, r.url, r.body, r.headers['Content-Type']])).toEqual([['DELETE', `/api/entities/Book?id=${ENVELOPE.id}`, undefined, undefined]]);
  });

  it('fireEvent: POST /entities/{model}/events/{event} with {id, input} (an empty object without) and answers data', async () => {
    const { seen } = stubFetch(jsonResponse({ data: { notificationId: 7 } }), jsonResponse({ data: null }));
    expect(await provider().fireEvent('DomainNotification', 'publish', { id: ENVELOPE.id, input: { force: true } })).toEqual({ notificationId: 7 });
    expect(await provider().fireEvent('DomainNotification', 'publish')).toBeNull();
    expect(seen.map((r) => [r.method, r.url, json(r.body)])).toEqual([
      ['POST', '/api/entities/DomainNotification/events/publish', { id: ENVELOPE.id, input: { force: true } }],
      ['POST', '/api/entities/DomainNotification/events/publish', {}],
    ]);
  });

  it('bulkGetList: POST /bulk/{listModel} with getEntities commands and answers data', async () => {
    const data = [{ id: 'c1', status: 200, payload: { rows: [], total: 0 } }, { id: 'c2', status: 403, payload: { message: 'No' } }];
    const { seen } = stubFetch(jsonResponse({ data }));
    expect(await provider().bulkGetList('BookList', [{ id: 'c1', params: { page: 1 } }, { id: 'c2', params: {} }])).toEqual(data);
    expect(seen.map((r) => [r.method, r.url, json(r.body)])).toEqual([['POST', '/api/bulk/BookList', [
      { id: 'c1', method: 'getEntities', parameter: { page: 1 } },
      { id: 'c2', method: 'getEntities', parameter: {} },
    ]]]);
  });

  it('encodes names and ids into the path', async () => {
    const { seen } = stubFetch(jsonResponse({ data: ENVELOPE }));
    await provider().getOne('Odd Model', 'a/b?c');
    await provider().remove('Book', 'x&id=y');
    expect(seen.map((r) => r.url)).toEqual(['/api/entities/Odd%20Model/a%2Fb%3Fc', '/api/entities/Book?id=x%26id%3Dy']);
  });

  it('reads the credentials on every call', async () => {
    const { seen } = stubFetch(jsonResponse({ data: ENVELOPE }));
    const p = provider();
    await p.getOne('Book', '1');
    credentials = { username: 'paul', sessionId: 'sess-2' };
    await p.getOne('Book', '1');
    credentials = null;
    await p.getOne('Book', '1');
    expect(seen.map((r) => r.headers.Authorization)).toEqual([
      `Basic ${Buffer.from('fiona:sess-1').toString('base64')}`, `Basic ${Buffer.from('paul:sess-2').toString('base64')}`, undefined,
    ]);
  });

  it('passes a failed call on as the ApiCallError', async () => {
    stubFetch(jsonResponse({ message: 'No such record' }, 404));
    await expect(provider().getOne('Book', '1')).rejects.toMatchObject({ name: 'ApiCallError', status: 404, message: 'No such record' });
  });

  it('request: any path with the session\u2019s credentials, or the ones given (null: none); text and file answers', async () => {
    const { seen } = stubFetch(jsonResponse({ ok: true }), textResponse('a;b', 'text/csv'), new Response(new Blob(['%PDF']), { status: 200 }));
    expect(await provider().request('/userBalance')).toEqual({ ok: true });
    expect(seen[0]?.headers.Authorization).toBe(`Basic ${btoa('fiona:sess-1')}`);
    expect(await provider().request('/list/DomainAsset', { body: { idIn: ['A'] }, responseType: 'text', credentials: null })).toBe('a;b');
    expect(seen[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ idIn: ['A'] }) });
    expect(seen[1]?.headers.Authorization).toBeUndefined();
    const file = await provider().request<Blob>('/downloadInvoice?invoiceID=1', { responseType: 'blob' });
    expect(await file.text()).toBe('%PDF');
  });
});
