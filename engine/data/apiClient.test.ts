import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROOT, ApiCallError, CALL_TIMEOUT_MS, DEVICE_ID_HEADER, callApi, deviceId } from './apiClient';
import { jsonResponse, memoryStorage, stubFetch, textResponse } from './testing/fakeFetch';

const DEVICE_KEY = 'rs.deviceId';
let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The rejection of a call, asserted to be an ApiCallError. */
async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  const err: unknown = await promise.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiCallError);
  return err as ApiCallError;
}

describe('deviceId', () => {
  it('creates a UUID once and keeps it', () => {
    const id = deviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(storage.getItem(DEVICE_KEY)).toBe(id);
    expect(deviceId(storage)).toBe(id);
  });

  it('reuses a stored one (it survives logout)', () => {
    expect(deviceId(memoryStorage({ [DEVICE_KEY]: 'device-1' }))).toBe('device-1');
  });
});

describe('callApi', () => {
  it('sends Cache-Control no-cache, the device id and Basic authorization to the one server root', async () => {
    storage.setItem(DEVICE_KEY, 'device-42');
    const { seen } = stubFetch(jsonResponse({ ok: true }));
    const answer = await callApi<{ ok: boolean }>('/userData', { credentials: { username: 'fiona', sessionId: 'sess-1' } });
    expect(answer).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      url: `${API_ROOT}/userData`,
      method: 'GET',
      body: undefined,
      headers: { 'Cache-Control': 'no-cache', [DEVICE_ID_HEADER]: 'device-42', Authorization: `Basic ${Buffer.from('fiona:sess-1').toString('base64')}` },
    });
    expect(seen[0]!.headers['Content-Type']).toBeUndefined();
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header when signed out, and the same device id every time', async () => {
    const { seen } = stubFetch(jsonResponse({}));
    await callApi('/health');
    await callApi('/health', { credentials: null });
    expect(seen.map((r) => r.headers.Authorization)).toEqual([undefined, undefined]);
    expect(seen[0]!.headers[DEVICE_ID_HEADER]).toBe(storage.getItem(DEVICE_KEY));
    expect(seen[1]!.headers[DEVICE_ID_HEADER]).toBe(seen[0]!.headers[DEVICE_ID_HEADER]);
  });

  it('POSTs a body as JSON by default, and uses the method it is given', async () => {
    const { seen } = stubFetch(jsonResponse({ data: 1 }));
    await callApi('/entities/Book', { body: { payload: { title: 'Dune' } } });
    await callApi('/entities/Book', { method: 'PUT', body: { id: 'x', payload: {} } });
    await callApi('/entities/Book?id=x', { method: 'DELETE' });
    expect(seen.map((r) => [r.method, r.body, r.headers['Content-Type']])).toEqual([
      ['POST', '{"payload":{"title":"Dune"}}', 'application/json'],
      ['PUT', '{"id":"x","payload":{}}', 'application/json'],
      ['DELETE', undefined, undefined],
    ]);
  });

  it('sends a FormData body as it is (multipart, the boundary left to fetch), with the same headers otherwise', async () => {
    const { seen, fetch } = stubFetch(jsonResponse([{ id: 'a1' }]));
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'shot.png');
    const answer = await callApi('/support/attachments', { body: form, credentials: { username: 'fiona', sessionId: 's' } });
    expect(answer).toEqual([{ id: 'a1' }]);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `${API_ROOT}/support/attachments` });
    expect((fetch.mock.calls[0]![1] as RequestInit).body).toBe(form);
    expect(seen[0]!.headers['Content-Type']).toBeUndefined();
    expect(seen[0]!.headers.Authorization).toMatch(/^Basic /);
  });

  it('gives every call the 500000 ms timeout, combined with the caller\'s signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { seen } = stubFetch(jsonResponse({}));
    const controller = new AbortController();
    await callApi('/x', { signal: controller.signal });
    expect(CALL_TIMEOUT_MS).toBe(500_000);
    expect(timeout).toHaveBeenCalledWith(500_000);
    expect(seen[0]!.signal).not.toBe(controller.signal);
    expect(seen[0]!.signal?.aborted).toBe(false);
  });

  it('turns an abort into a failure with status 0', async () => {
    stubFetch((request) => new Promise<Response>((_, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    }));
    const controller = new AbortController();
    const pending = callApi('/slow', { signal: controller.signal });
    controller.abort();
    const err = await failure(pending);
    expect(err.status).toBe(0);
    expect(err.message).toBe('The operation was aborted.');
  });

  it('answers a network failure with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const err = await failure(callApi('/userData'));
    expect({ status: err.status, message: err.message, name: err.name }).toEqual({ status: 0, message: 'Failed to fetch', name: 'ApiCallError' });
  });

  it('answers a body that breaks off with status 0', async () => {
    const broken = new Response(new ReadableStream({ start(c) { c.error(new TypeError('terminated')); } }), { status: 200 });
    stubFetch(broken);
    const err = await failure(callApi('/list/Big'));
    expect([err.status, err.message]).toEqual([0, 'terminated']);
  });

  it('treats every non-200 answer as a failure with status, code and body', async () => {
    const body = { statusCode: 403, error: 'Forbidden', message: 'You do not have the permission for this action.', code: 'PERMISSION_MISSING' };
    stubFetch(jsonResponse(body, 403, 'Forbidden'));
    const err = await failure(callApi('/entities/Vault/1'));
    expect({ status: err.status, message: err.message, code: err.code, body: err.body }).toEqual({
      status: 403, message: body.message, code: 'PERMISSION_MISSING', body,
    });
  });

  it.each([
    [201, 'Created'],
    [204, 'No Content'],
    [304, 'Not Modified'],
  ])('counts %i as a failure too', async (status, statusText) => {
    stubFetch(new Response(status === 201 ? '{}' : null, { status, statusText }));
    const err = await failure(callApi('/x'));
    expect([err.status, err.message]).toEqual([status, statusText]);
  });

  it('keeps a numeric application code (765) and a non-JSON error body', async () => {
    stubFetch(jsonResponse({ message: 'Not enough Tokens to fulfill request', code: 765 }, 402));
    expect((await failure(callApi('/gamma/SPY'))).code).toBe(765);
    stubFetch(textResponse('<html>Bad gateway</html>', 'text/html', 502, 'Bad Gateway'));
    const err = await failure(callApi('/x'));
    expect({ status: err.status, message: err.message, code: err.code, body: err.body }).toEqual({
      status: 502, message: 'Bad Gateway', code: undefined, body: '<html>Bad gateway</html>',
    });
  });

  describe('text bodies', () => {
    it('answers a text body as text: CSV, a JWE (application/jose)', async () => {
      stubFetch(textResponse('Title;Pages\nDune;412\n', 'text/csv; charset=utf-8'));
      expect(await callApi('/list/BookList', { body: { responseType: 'csv' }, asText: true })).toBe('Title;Pages\nDune;412\n');
      stubFetch(textResponse('eyJhbGciOiJkaXIifQ..iv.cipher.tag', 'application/jose'));
      expect(await callApi('/models/ListModel/DomainAsset')).toBe('eyJhbGciOiJkaXIifQ..iv.cipher.tag');
    });

    it('with asText keeps even a JSON body as its text', async () => {
      stubFetch(jsonResponse({ a: 1 }));
      expect(await callApi('/x', { asText: true })).toBe('{"a":1}');
    });

    it('answers JSON that does not parse as its text, and an empty body as undefined', async () => {
      stubFetch(textResponse('{not json', 'application/json'));
      expect(await callApi('/x')).toBe('{not json');
      stubFetch(new Response('', { status: 200 }));
      expect(await callApi('/x')).toBeUndefined();
    });

    it('parses the JSON error of a call that asked for text', async () => {
      stubFetch(jsonResponse({ message: 'Invalid request: bad separator' }, 400));
      const err = await failure(callApi('/list/BookList', { asText: true }));
      expect([err.status, err.message, err.body]).toEqual([400, 'Invalid request: bad separator', { message: 'Invalid request: bad separator' }]);
    });
  });
});
