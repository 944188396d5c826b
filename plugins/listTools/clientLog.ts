/**
 * The client log (POST /api/base-node/upload, docs/api.md): export failures are "logged as a data
 * access error" and show no message (document 2 section 8). Logging never fails the caller.
 */
import type { DataRequest } from '../../engine/data';

export async function logDataAccessError(request: DataRequest, username: string | undefined, what: string, err: unknown): Promise<void> {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const line = `DATA_ACCESS_ERROR ${what}: ${detail}`;
  console.error(line);
  try {
    const now = new Date();
    await request('/base-node/upload', { body: { date: now.toISOString(), dateAsUnix: now.getTime(), ...(username ? { username } : {}), log: [line.slice(0, 4000)] } });
  } catch {
    // The log is best effort: a failed upload must not turn into a second failure.
  }
}
