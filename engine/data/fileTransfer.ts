/**
 * Files over HTTP: `fetchFile` is callApi's twin for answers that are files (an .xlsx, a .pdf, an
 * invoice; the provider's `request` with `responseType: 'blob'`), which callApi would read as text: the same root, headers, session authorization and
 * timeout, and every non-200 answer an ApiCallError with the server's message and code.
 * `saveFile` hands a file to the browser as a download.
 */
import { API_ROOT, ApiCallError, CALL_TIMEOUT_MS, callHeaders, type Credentials } from './apiClient';

export interface FileRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON (POST). */
  body?: unknown;
  credentials: Credentials | null;
  signal?: AbortSignal;
  fetchFn?: typeof fetch;
}

export async function fetchFile(path: string, request: FileRequest): Promise<Blob> {
  const headers = callHeaders(request.credentials, request.body !== undefined);
  let res: Response;
  try {
    res = await (request.fetchFn ?? fetch)(`${API_ROOT}${path}`, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: request.signal ? AbortSignal.any([request.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]) : AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  }
  if (res.status !== 200) {
    const text = await res.text().catch(() => '');
    let parsed: { message?: string; code?: number | string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Not JSON: the status text says enough.
    }
    throw new ApiCallError(res.status, parsed.message ?? res.statusText, parsed.code, parsed);
  }
  try {
    return await res.blob();
  } catch (err) {
    throw new ApiCallError(0, err instanceof Error ? err.message : 'network error');
  }
}

/** Starts the browser's download of `file` as `fileName`. */
export function saveFile(file: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
