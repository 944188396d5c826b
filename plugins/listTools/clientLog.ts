/**
 * The client log (POST /api/base-node/upload, docs/api.md): export failures are "logged as a data
 * access error" and show no message (document 2 section 8); the dump carries the client's last
 * log lines (engine/core clientLog, 500 lines) ending with this one. Logging never fails the caller.
 */
import { clientLog } from '../../engine/core';
import type { DataRequest } from '../../engine/data';

export async function logDataAccessError(request: DataRequest, username: string | undefined, what: string, err: unknown): Promise<void> {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  const line = `DATA_ACCESS_ERROR ${what}: ${detail}`;
  console.error(line);
  // Where the console is not captured (tests, a page that did not start through main.tsx) the line is added here.
  if (!clientLog.capturing) clientLog.add('error', [line]);
  try {
    const now = new Date();
    await request('/base-node/upload', { body: { date: now.toISOString(), dateAsUnix: now.getTime(), ...(username ? { username } : {}), log: clientLog.lines() } });
  } catch {
    // The log is best effort: a failed upload must not turn into a second failure.
  }
}
