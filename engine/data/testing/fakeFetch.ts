import { vi } from 'vitest';

/** One request that the stubbed `fetch` saw. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type FetchReply = Response | Error | ((request: SeenRequest) => Response | Promise<Response>);

/** A Response with a JSON body (status 200 unless given). */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/** A Response with a text body and the given content type. */
export function textResponse(body: string, contentType: string, status = 200, statusText = ''): Response {
  return new Response(body, { status, statusText, headers: { 'content-type': contentType } });
}

/**
 * Stubs the global `fetch` (vi.stubGlobal): each call takes the next reply (the last one repeats)
 * and is recorded in `seen`. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(...replies: FetchReply[]): { seen: SeenRequest[]; fetch: ReturnType<typeof vi.fn> } {
  const seen: SeenRequest[] = [];
  let i = 0;
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    seen.push(request);
    const reply = replies[Math.min(i++, replies.length - 1)];
    if (reply === undefined) throw new Error('stubFetch: no reply given');
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch };
}

/** A Storage in memory, for the device id outside a browser. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (n) => [...data.keys()][n] ?? null,
    removeItem: (k) => { data.delete(k); },
    setItem: (k, v) => { data.set(k, String(v)); },
  };
}
