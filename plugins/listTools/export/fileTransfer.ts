/** The conversions answer files: POST with the session's authorization (engine/data/fileTransfer.ts). */
import type { Credentials } from '../../../engine/data/apiClient';
import { fetchFile } from '../../../engine/data/fileTransfer';

export { saveFile } from '../../../engine/data/fileTransfer';

export function postForFile(path: string, body: unknown, credentials: Credentials | null, fetchFn: typeof fetch = fetch): Promise<Blob> {
  return fetchFile(path, { method: 'POST', body, credentials, fetchFn });
}
