/**
 * The server bundle that `npm start` runs (scripts/buildServer.ts, issue 24: a restarted instance
 * serves within seconds) is the whole server: built from the sources, started as a process on a
 * fresh embedded database, it migrates and seeds, computes the market on a worker thread (the
 * worker's TypeScript found from the project's folder), serves a shipped model's list to a demo
 * member, and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/buildServer';
import { clientHash } from './support/testApp';
import type { ListAnswer } from '../../contracts';

const bundleDir = path.join(process.cwd(), 'dist', 'test-bundles', randomUUID());
const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-bundle-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function until<T>(what: string, read: () => Promise<T | null>, withinMs: number): Promise<T> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`the bundle exited with ${child?.exitCode} before ${what}`);
    try {
      const value = await read();
      if (value !== null) return value;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${withinMs / 1000} s`);
}

describe('the server bundle', () => {
  it('migrates, seeds, computes the market on a worker, serves a shipped list and stops cleanly', async () => {
    const bundle = await buildServer(process.cwd(), path.join(bundleDir, 'main.mjs'));
    const port = 19_000 + Math.floor(Math.random() * 1000);
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [bundle], {
      env: {
        ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent',
        LOG_LEVEL: 'info', MARKET_SIZE: '60', MARKET_WORKERS: '1', SEED_DEMO: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    await until('the market snapshot', async () => {
      const res = await fetch(`${base}/api/systemStatus/cacheStatus`);
      return res.ok && ((await res.json()) as { systemStatus: string }).systemStatus === 'OK' ? true : null;
    }, 120_000);
    // Computed on the worker thread, not in-process after the worker failed to start.
    const published = log.split('\n').find((line) => line.includes('market snapshot published'));
    expect(JSON.parse(published!).stats).toMatchObject({ mode: 'workers', fallbackReason: null });
    expect(log).toContain('"msg":"started"');
    const login = await fetch(`${base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demoelite', password: clientHash('Demo1234') }),
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as { user: { sessionId: string } };
    const list = await fetch(`${base}/api/list/DomainAsset`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`demoelite:${user.sessionId}`).toString('base64')}` },
      body: JSON.stringify({ page: 1, pageSize: 5 }),
    });
    expect(list.status).toBe(200);
    const answer = (await list.json()) as ListAnswer;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.rows).toHaveLength(5);
    const exit = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  }, 180_000);
});
