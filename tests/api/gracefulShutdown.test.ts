import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientHash } from './support/testApp';

/** Starts the real server process (PGlite in dataDir) and resolves once /api/health answers. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', CLIENT_DIR: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demofree', password: clientHash('Demo1234') }),
  });
  const body = (await res.json()) as { user: { sessionId: string } };
  return `Basic ${Buffer.from(`demofree:${body.user.sessionId}`).toString('base64')}`;
}

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rangescope-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the requests in flight on SIGTERM and keeps every acknowledged write', async () => {
    const port = 18_000 + Math.floor(Math.random() * 1000);
    const server = await startServer(dataDir, port);
    const authorization = await signIn(port);
    const tickers = Array.from({ length: 120 }, (_, i) => `SHUT${i}`);
    const requests = tickers.map((t) =>
      fetch(`http://127.0.0.1:${port}/api/userData`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ dashboardList: { add: [t] } }),
      }).then((r) => r.status, (e: unknown) => `error: ${String((e as { cause?: { code?: string } }).cause?.code ?? e)}`),
    );
    // SIGTERM as soon as the first write is answered: by then the others are on the wire.
    await Promise.race(requests);
    const exit = exited(server);
    server.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    expect(await exit).toBe(0);
    const acknowledged = tickers.filter((_, i) => statuses[i] === 200);
    // Every request either completed or was turned away cleanly; none was cut off.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    const again = await startServer(dataDir, port);
    try {
      const auth = await signIn(port);
      const res = await fetch(`http://127.0.0.1:${port}/api/userData`, { headers: { authorization: auth } });
      const user = (await res.json()) as { dashboardList: { includedTicker: string[] } };
      for (const t of acknowledged) expect(user.dashboardList.includedTicker).toContain(t);
    } finally {
      const done = exited(again);
      again.kill('SIGTERM');
      await done;
    }
  }, 120_000);
});
