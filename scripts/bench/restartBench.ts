/**
 * A restarted instance serving the stored snapshot (issue 24, point 2): the server bundle as `npm start`
 * runs it (dist/server/main.mjs, scripts/buildServer.ts), first started on a fresh database until its
 * first snapshot is computed and stored, then stopped and started again RESTARTS times; each restart is timed from the spawn to the first HTTP
 * answer (listening) and to the market being served (`/api/systemStatus/cacheStatus` OK), and
 * `/api/health` must say the snapshot was loaded (`stored`), not computed. The embedded database;
 * PostgreSQL too when DATABASE_URL is set. Medians over the restarts.
 * `npx tsx scripts/bench/restartBench.ts`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';
import type { HealthAnswer } from '../../contracts';
import { freePort, median, startBenchServer, stopBenchServer, type BenchServer } from './benchServer';
import { buildServer } from '../buildServer';

export interface RestartRow {
  database: string;
  restarts: number;
  'spawn → listening ms': string;
  'listening → serving ms': string;
  'spawn → serving ms': string;
  target: string;
  met: string;
}

const RESTARTS = 3;
const TARGET_MS = 3000;

/** Spawns server/main.ts on `dataDir` / `databaseUrl` and times it to listening and to serving the market. */
async function timedStart(bundle: string, dataDir: string, databaseUrl: string | null): Promise<{ server: BenchServer; listeningMs: number; servingMs: number; source: string }> {
  const base = `http://127.0.0.1:${await freePort()}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: process.cwd(), stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env, DATABASE_URL: databaseUrl ?? '', SMTP_URL: '', HOST: '127.0.0.1', PORT: new URL(base).port, APP_URL: base,
      DATA_DIR: dataDir, CLIENT_DIR: '/nonexistent', SEED_DEMO: '', LOG_LEVEL: 'warn',
    },
  });
  const server = { base, child };
  let listeningMs: number | null = null;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/systemStatus/cacheStatus`);
      listeningMs ??= performance.now() - spawnedAt;
      if (res.ok && ((await res.json()) as { systemStatus?: string }).systemStatus === 'OK') {
        const servingMs = performance.now() - spawnedAt;
        const health = (await (await fetch(`${base}/api/health`)).json()) as HealthAnswer;
        return { server, listeningMs, servingMs, source: health.snapshot?.source ?? 'none' };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  await stopBenchServer(server);
  throw new Error('the restarted server did not serve the market within 120 s');
}

async function restartsOn(bundle: string, name: string, databaseUrl: string | null): Promise<RestartRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-restart-'));
  // The first start computes the snapshot and stores it.
  await stopBenchServer(await startBenchServer({ clientDir: '/nonexistent', dataDir, seedDemo: true, readyWhen: 'marketSnapshot', timeoutMs: 300_000, databaseUrl }));
  const runs: { listeningMs: number; servingMs: number }[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    const { server, listeningMs, servingMs, source } = await timedStart(bundle, dataDir, databaseUrl);
    await stopBenchServer(server);
    if (source !== 'stored') throw new Error(`restart ${i + 1} on ${name} served a snapshot from "${source}", not the stored one`);
    runs.push({ listeningMs, servingMs });
  }
  const spawnToServing = median(runs.map((r) => r.servingMs));
  return {
    database: name, restarts: RESTARTS,
    'spawn → listening ms': median(runs.map((r) => r.listeningMs)).toFixed(0),
    'listening → serving ms': median(runs.map((r) => r.servingMs - r.listeningMs)).toFixed(0),
    'spawn → serving ms': spawnToServing.toFixed(0),
    target: `≤ ${TARGET_MS} ms from spawn`, met: spawnToServing <= TARGET_MS ? 'yes' : 'no',
  };
}

export async function restartBench(): Promise<RestartRow[]> {
  const bundle = await buildServer();
  const rows = [await restartsOn(bundle, 'embedded', null)];
  if (process.env.DATABASE_URL) {
    const pg = await freshPostgresDatabase(process.env.DATABASE_URL, 'rs_bench');
    try {
      rows.push(await restartsOn(bundle, 'PostgreSQL', pg.url));
    } finally {
      await pg.drop();
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await restartBench());
