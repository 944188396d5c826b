/**
 * Files over HTTP: `postForFile` is callApi's twin for answers that are files (the conversions
 * answer an .xlsx or a .pdf, which callApi would read as text): the same root, headers, session
 * authorization and timeout, and every non-200 answer an ApiCallError. `saveFile` hands a file to
 * the browser as a download.
 */
import { API_ROOT, ApiCallError, CALL_TIMEOUT_MS, DEVICE_ID_HEADER, deviceId, type Credentials } from '../../../engine/data/apiClient';

export async function postForFile(path: string, body: unknown, credentials: Credentials | null, fetchFn: typeof fetch = fetch): Promise<Blob> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache', 'Content-Type': 'application/json', [DEVICE_ID_HEADER]: deviceId() };
  if (credentials) headers.Authorization = `Basic ${btoa(`${credentials.username}:${credentials.sessionId}`)}`;
  let res: Response;
  try {
    res = await fetchFn(`${API_ROOT}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
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
