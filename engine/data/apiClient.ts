/**
 * The minimal HTTP client of document 1 section 7: one server root (/api), Cache-Control
 * no-cache, the device id header, Basic authorization when signed in, a 500000 ms timeout, and
 * every non-200 answer treated as a failure. The engine issue grows this into the full data layer.
 */
export const API_ROOT = '/api';
export const CALL_TIMEOUT_MS = 500_000;
export const DEVICE_ID_HEADER = 'X-Device-Id';
const DEVICE_ID_KEY = 'rs.deviceId';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: number | string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** The device id survives logout (document 1 section 3). */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

export interface Credentials {
  username: string;
  sessionId: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData as multipart/form-data (file uploads). */
  body?: unknown;
  credentials?: Credentials | null;
  signal?: AbortSignal;
  /** Answer the body as text (CSV, JWE) instead of parsing JSON. */
  asText?: boolean;
}

/** The headers of every call: no-cache, the device id, JSON when there is a body, Basic authorization when signed in. */
export function callHeaders(credentials: Credentials | null | undefined, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', [DEVICE_ID_HEADER]: deviceId() };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (credentials) headers.Authorization = `Basic ${btoa(`${credentials.username}:${credentials.sessionId}`)}`;
  return headers;
}

/** A multipart body (files): sent as it is, the browser writes its Content-Type with the boundary. */
export const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const multipart = isFormData(options.body);
  const headers = callHeaders(options.credentials, options.body !== undefined && !multipart);
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : multipart ? options.body as FormData : JSON.stringify(options.body),
      signal,
    });
  } catch (err) {
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    // The connection broke (or the timeout fired) while the body was arriving.
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  }
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  const body: unknown = !text ? undefined : options.asText && res.status === 200 ? text : isJson ? safeJson(text) : text;
  if (res.status !== 200) {
    const b = (body ?? {}) as { message?: string; code?: number | string };
    throw new ApiCallError(res.status, b.message ?? res.statusText, b.code, body);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
