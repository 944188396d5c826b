import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './apiClient';
import { fetchFile } from './fileTransfer';
import { memoryStorage } from './testing/fakeFetch';

describe('fetchFile', () => {
  vi.stubGlobal('localStorage', memoryStorage({ 'rs.deviceId': 'device-1' }));

  it('sends the session and the body, and answers the file', async () => {
    const fetchFn = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    const file = await fetchFile('/csv2pdf', { body: { headings: ['A'] }, credentials: { username: 'demo', sessionId: 's1' }, fetchFn: fetchFn as unknown as typeof fetch });
    expect(await file.text()).toBe('%PDF-1.7');
    const [url, init] = fetchFn.mock.calls[0]!;
    expect(url).toBe('/api/csv2pdf');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Basic ${btoa('demo:s1')}`);
    expect(init?.body).toBe('{"headings":["A"]}');
  });

  it("turns a refusal into an ApiCallError with the server's message and code", async () => {
    const fetchFn = async (): Promise<Response> => new Response(JSON.stringify({ message: 'Not found', code: 'NOPE' }), { status: 404 });
    const error = await fetchFile('/downloadInvoice?invoiceID=x', { credentials: null, fetchFn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({ status: 404, message: 'Not found', code: 'NOPE' });
  });

  it('reports a broken connection as status 0', async () => {
    const fetchFn = async (): Promise<Response> => { throw new TypeError('Failed to fetch'); };
    await expect(fetchFile('/x', { credentials: null, fetchFn })).rejects.toMatchObject({ status: 0 });
  });
});
