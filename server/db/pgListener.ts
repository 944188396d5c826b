/**
 * LISTEN on PostgreSQL over a connection of its own (a pooled one would drop it), reconnecting
 * with back-off when the connection is lost. After a reconnect `onReset` runs: notifications sent
 * while the connection was down are lost, so whoever caches must drop what it holds.
 */
import pg from 'pg';

const MAX_BACKOFF_MS = 5000;

export async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let backoff = 100;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const lost = (): void => {
      if (client !== next || stopped) return;
      client = null;
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void reconnect(), backoff);
      retry.unref();
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
    backoff = 100;
  };
  const reconnect = async (): Promise<void> => {
    retry = null;
    if (stopped) return;
    try {
      await connect();
      onReset();
    } catch {
      retry = setTimeout(() => void reconnect(), backoff);
      retry.unref();
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
