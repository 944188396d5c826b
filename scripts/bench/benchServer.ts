import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { clientBuildIsStale } from '../clientBuild';

/** What the browser benches share: the production client, server/main.ts on a port of its own, a signed-in browser's storage. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The production client in CLIENT_DIR (default dist/client), built first when missing or stale, as `npm start` does. */
export async function productionClient(): Promise<string> {
  const root = process.cwd();
  const clientDir = path.resolve(process.env.CLIENT_DIR ?? 'dist/client');
  if (clientBuildIsStale(root, clientDir)) await build({ root, logLevel: 'warn', build: { outDir: clientDir } });
  return clientDir;
}

export interface BenchServerOptions {
  clientDir: string;
  /** The embedded database's directory. */
  dataDir: string;
  /** Seed the demo accounts at start (a bench that prepared its database itself says no). */
  seedDemo: boolean;
  /** Ready once /api/health answers, or once the first market snapshot is published. */
  readyWhen: 'health' | 'marketSnapshot';
  timeoutMs: number;
  /** PostgreSQL instead of the embedded database (default: the embedded one). */
  databaseUrl?: string | null;
}

export interface BenchServer {
  base: string;
  child: ChildProcess;
}

async function isReady(base: string, readyWhen: BenchServerOptions['readyWhen']): Promise<boolean> {
  if (readyWhen === 'health') return (await fetch(`${base}/api/health`)).ok;
  const res = await fetch(`${base}/api/systemStatus/cacheStatus`);
  return res.ok && ((await res.json()) as { systemStatus?: string }).systemStatus === 'OK';
}

/** Starts server/main.ts as `npm start` runs it, on a free port and the given database. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const base = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '', SMTP_URL: '', MAINTENANCE_MODE: '', HOST: '127.0.0.1', PORT: new URL(base).port, APP_URL: base,
      DATA_DIR: options.dataDir, CLIENT_DIR: options.clientDir, SEED_DEMO: options.seedDemo ? '1' : '', LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${stderr}`);
    try {
      if (await isReady(base, options.readyWhen)) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopBenchServer({ base, child });
  throw new Error(`the server was not ready (${options.readyWhen}) within ${options.timeoutMs / 1000} s:\n${stderr}`);
}

export async function stopBenchServer({ child }: BenchServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface SignedIn {
  /** `Basic username:sessionId` for API calls. */
  authorization: string;
  /** The localStorage the client keeps for the session, for a browser context's storageState. */
  localStorage: { name: string; value: string }[];
}

/** Signs a demo account in through the API, as the browser would. */
export async function signIn(base: string, username: string): Promise<SignedIn> {
  const deviceId = randomUUID();
  const password = createHash('sha256').update(process.env.DEMO_PASSWORD ?? 'Demo1234').digest('hex');
  const res = await fetch(`${base}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, deviceId, clientVersion: 'bench' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { user: { username: string; sessionId: string }; modelKey?: string; activationDate?: string; rolloverDate?: string };
  // The shape of engine/state/sessionStore.ts's saved session (key rs.session).
  const session = {
    credentials: { username: answer.user.username, sessionId: answer.user.sessionId },
    modelKey: answer.modelKey ?? null, activationDate: answer.activationDate ?? null, rolloverDate: answer.rolloverDate ?? null,
  };
  return {
    authorization: `Basic ${Buffer.from(`${answer.user.username}:${answer.user.sessionId}`).toString('base64')}`,
    localStorage: [
      { name: 'rs.session', value: JSON.stringify(session) },
      { name: 'rs.deviceId', value: deviceId },
      { name: 'rs.username', value: answer.user.username },
    ],
  };
}
