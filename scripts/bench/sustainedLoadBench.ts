/**
 * Sustained mixed load (issue 24, point 4): server/main.ts as `npm start` runs it (embedded database;
 * a fresh PostgreSQL database too when DATABASE_URL is set), 64 connections for 60 s of asset reads,
 * user data, heartbeats, list reads and watchlist writes by one signed-in Elite member. Prints the
 * rate, the errors and the server's resident memory after 10 s and at the end: the target is no
 * error and the end within 10 % of the 10-second value.
 * `npx tsx scripts/bench/sustainedLoadBench.ts` (BENCH_LOAD_SECONDS shortens it for a try).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';
import { signIn, startBenchServer, stopBenchServer, type BenchServer } from './benchServer';

export interface SustainedLoadRow {
  database: string;
  connections: number;
  seconds: number;
  'requests/s': string;
  'p99 ms': string;
  errors: number;
  'RSS after 10 s': string;
  'RSS at end': string;
  growth: string;
  met: string;
  'failed calls': string;
}

const CONNECTIONS = 64;

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Request { method: 'GET' | 'POST'; path: string; body?: string }

/** The mix: per ten requests three asset reads, two user data, two heartbeats, two list reads, one watchlist write. */
function mixOf(tickers: readonly string[], list: string): Request[] {
  const chunk = (i: number) => tickers.slice((i * 15) % (tickers.length - 15), ((i * 15) % (tickers.length - 15)) + 15).map(encodeURIComponent).join('+');
  const mix: Request[] = [];
  for (let i = 0; i < 20; i++) {
    mix.push(
      { method: 'GET', path: `/api/assetData?ticker=${chunk(i)}&mode=full` },
      { method: 'GET', path: '/api/userData' },
      { method: 'POST', path: '/api/heartbeat', body: JSON.stringify({ serverVersion: 'bench' }) },
      { method: 'POST', path: '/api/list/DomainAsset', body: JSON.stringify({ page: 1 + (i % 5), pageSize: 50 }) },
      { method: 'GET', path: `/api/assetData?ticker=${chunk(i + 20)}&mode=conservative` },
      { method: 'POST', path: '/api/watchlist/update', body: JSON.stringify(i % 2 ? { action: 'removeTicker', name: list, ticker: 'SPY' } : { action: 'addTickers', name: list, tickers: ['SPY'] }) },
      { method: 'GET', path: '/api/userData' },
      { method: 'POST', path: '/api/heartbeat', body: JSON.stringify({ serverVersion: 'bench' }) },
      { method: 'POST', path: '/api/list/DomainAsset', body: JSON.stringify({ page: 2 + (i % 3), pageSize: 50 }) },
      { method: 'GET', path: `/api/assetData?ticker=${chunk(i + 40)}&mode=full` },
    );
  }
  return mix;
}

async function loadOn(server: BenchServer, database: string, seconds: number): Promise<SustainedLoadRow> {
  const { authorization } = await signIn(server.base, 'demoelite');
  const headers = { authorization, 'content-type': 'application/json' };
  const listed = await fetch(`${server.base}/api/list/DomainAsset`, { method: 'POST', headers, body: JSON.stringify({ page: 1, pageSize: 400 }) });
  if (!listed.ok) throw new Error(`list/DomainAsset: ${listed.status} ${await listed.text()}`);
  const tickers = ((await listed.json()) as { rows: { ticker: string }[] }).rows.map((r) => r.ticker).filter((t) => !t.startsWith('CRYPTO.'));
  const list = `Bench load ${Date.now()}`;
  const created = await fetch(`${server.base}/api/watchlist/update`, { method: 'POST', headers, body: JSON.stringify({ action: 'add', name: list, tickers: [] }) });
  if (!created.ok) throw new Error(`watchlist add: ${created.status} ${await created.text()}`);
  const mix = mixOf(tickers, list);
  const pid = server.child.pid!;
  let at10: number | null = null;
  const sampler = setTimeout(() => { at10 = residentMb(pid); }, 10_000);
  const failed = new Map<string, number>();
  // Each connection goes through the mix in order; autocannon builds each request once.
  const result = await autocannon({
    url: server.base, connections: CONNECTIONS, duration: seconds, headers,
    requests: mix.map((r) => ({
      method: r.method, path: r.path, ...(r.body ? { body: r.body } : {}),
      onResponse: (status: number) => {
        const call = `${r.method} ${r.path.split('?')[0]} ${status}`;
        if (status >= 400) failed.set(call, (failed.get(call) ?? 0) + 1);
      },
    })),
  });
  clearTimeout(sampler);
  const end = residentMb(pid);
  const base = at10 ?? end;
  const growth = (end - base) / base;
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    database, connections: CONNECTIONS, seconds, 'requests/s': result.requests.average.toFixed(0), 'p99 ms': result.latency.p99.toFixed(0), errors,
    'RSS after 10 s': `${base.toFixed(0)} MB`, 'RSS at end': `${end.toFixed(0)} MB`, growth: `${(growth * 100).toFixed(1)} %`,
    met: errors === 0 && growth <= 0.1 ? 'yes' : 'no',
    'failed calls': [...failed].map(([call, n]) => `${call} ×${n}`).join(', '),
  };
}

export async function sustainedLoadBench(seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60)): Promise<SustainedLoadRow[]> {
  const rows: SustainedLoadRow[] = [];
  const targets: { name: string; databaseUrl: string | null; drop?: () => Promise<void> }[] = [{ name: 'embedded', databaseUrl: null }];
  if (process.env.DATABASE_URL) {
    const pg = await freshPostgresDatabase(process.env.DATABASE_URL, 'rs_bench');
    targets.push({ name: 'PostgreSQL', databaseUrl: pg.url, drop: pg.drop });
  }
  for (const target of targets) {
    const server = await startBenchServer({
      clientDir: '/nonexistent', dataDir: mkdtempSync(path.join(tmpdir(), 'rs-load-')), seedDemo: true, readyWhen: 'marketSnapshot', timeoutMs: 300_000,
      databaseUrl: target.databaseUrl,
    });
    try {
      rows.push(await loadOn(server, target.name, seconds));
    } finally {
      await stopBenchServer(server);
      await target.drop?.();
    }
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await sustainedLoadBench());
