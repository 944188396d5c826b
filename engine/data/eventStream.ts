/**
 * One connection to a server-sent-events path (`GET /api/...`, text/event-stream), read with
 * `fetch` rather than EventSource so that it carries the same headers as every other call (the
 * session's Basic authorization, the device id): a non-200 answer is an ApiCallError with the
 * server's message and code, a broken connection one with status 0. No timeout: a stream stays open.
 */
import { API_ROOT, ApiCallError, callHeaders, type Credentials } from './apiClient';
import { createSseParser, type StreamEvent } from './sseParser';

export interface EventStreamRequest {
  credentials: Credentials | null;
  signal: AbortSignal;
  /** Sent as Last-Event-ID, so that a server that keeps events can send the missed ones. */
  lastEventId?: string | null;
  /** The stream is open (the server answered 200). */
  onOpen?(): void;
  onEvent(event: StreamEvent): void;
  /** The server's `retry:` hint, in milliseconds. */
  onRetryHint?(ms: number): void;
  fetchFn?: typeof fetch;
}

/** Reads the stream until the server ends it (resolves with the last event id) or it fails (rejects). */
export async function readEventStream(path: string, request: EventStreamRequest): Promise<string | null> {
  const headers = { ...callHeaders(request.credentials, false), Accept: 'text/event-stream' };
  if (request.lastEventId) Object.assign(headers, { 'Last-Event-ID': request.lastEventId });
  let res: Response;
  try {
    res = await (request.fetchFn ?? fetch)(`${API_ROOT}${path}`, { method: 'GET', headers, signal: request.signal });
  } catch (err) {
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  }
  if (res.status !== 200) throw await failureOf(res);
  if (!res.body) throw new ApiCallError(0, 'the stream has no body');
  request.onOpen?.();
  const parser = createSseParser(request.onEvent, request.onRetryHint);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return parser.lastEventId;
      parser.push(value);
    }
  } catch (err) {
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  } finally {
    reader.releaseLock();
  }
}

async function failureOf(res: Response): Promise<ApiCallError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text || undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status text says enough.
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as { message?: string; code?: number | string };
  return new ApiCallError(res.status, b.message ?? res.statusText, b.code, body);
}
