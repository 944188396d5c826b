/**
 * `POST /api/scanner/search` as the browser sends it (issue 19): a real server on a loopback port
 * over a simulated market of 100,000 instruments, signed in as demoelite (given enough tokens),
 * one request at a time, each with 5 filters (Hurst band, trend, upside, sector, previous day)
 * and a page of 50, sorted. Every request's filter set differs (the bounds are drawn per request),
 * so each one really scans, is charged and stored: a repeat within 120 minutes would be a free
 * reuse and measure nothing. The whole request is timed (HTTP, session, filter checks, reveal
 * check, the transaction with the balance lock, the scan, storing the matched tickers, the page).
 * `npx tsx scripts/bench/scannerBench.ts [size]` prints the rows (BENCH_SCANNER_SIZE in npm run bench).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { demoAuthorization } from './demoAuthorization';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createOutboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed/seedDemo';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { mulberry32 } from '../../server/market/analytics/testing/seededRandom';
import { book } from '../../server/users/balances';
import { users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { SCANNER_RULES, SECTOR_NAMES, type ScannerFilterEntry } from '../../product/scannerFilters';
import type { ScannerSearchAnswer } from '../../contracts';

export interface ScannerBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

export interface ScannerBenchOptions {
  /** Instruments of the simulated market (default 100,000). */
  size?: number;
  /** Measured requests (after `warmup` unmeasured ones). */
  runs?: number;
  warmup?: number;
}

const AT = new Date('2026-11-20T22:00:00Z');

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Five filters with bounds drawn per request (three decimals: no two requests share a filter set). */
function filters(rng: () => number): ScannerFilterEntry[] {
  const low = 0.3 + rng() * 0.2;
  return [
    { filterKey: 'h64', type: 'between', min: low.toFixed(3), max: (low + 0.3).toFixed(3) },
    { filterKey: 'trend', type: 'in', val: rng() < 0.5 ? ['trendBullish', 'trendNeutral'] : ['trendBearish'] },
    { filterKey: 'upside', type: 'above', min: (rng() * 6).toFixed(3) },
    { filterKey: 'sector', type: 'in', val: SECTOR_NAMES.filter(() => rng() < 0.4).concat(SECTOR_NAMES[0]) },
    { filterKey: 'previousDay', type: 'above', min: (-rng() * 2).toFixed(3) },
  ];
}

export async function scannerBench(options: ScannerBenchOptions = {}): Promise<ScannerBenchRow[]> {
  const size = options.size ?? 100_000;
  const runs = options.runs ?? 300;
  const warmup = options.warmup ?? 30;
  const database = await openDatabase({});
  await database.migrate();
  const config = loadConfig({ RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000', CLIENT_DIR: '/nonexistent' });
  await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: AT });
  const source = createSimulatedMarket({ seed: 'bench', size, now: () => AT });
  const market = new MarketService({ source, seed: 'bench', size, now: () => AT });
  const snapshotStarted = performance.now();
  await market.refresh();
  const snapshotSeconds = (performance.now() - snapshotStarted) / 1000;
  const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => AT, market }, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const authorization = await demoAuthorization(app, config.demoPassword);
    const [elite] = await database.db.select({ id: users.id }).from(users).where(eq(users.usernameLower, 'demoelite'));
    await book(database.db, { userId: elite!.id, account: 'token', delta: (runs + warmup) * SCANNER_RULES.tokenCost, reason: 'bench' });

    const rng = mulberry32(19);
    const times: number[] = [];
    let matched = 0;
    let bytes = 0;
    for (let k = 0; k < runs + warmup; k++) {
      const body = JSON.stringify({
        filterQuery: filters(rng), page: 1, pageSize: 50,
        sort: { field: k % 2 ? 'upside' : 'overallTARating', order: k % 3 ? 'desc' : 'asc' },
      });
      const started = performance.now();
      const res = await fetch(`${address}/api/scanner/search`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
      const text = await res.text();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`scanner search: status ${res.status} ${text.slice(0, 300)}`);
      const answer = JSON.parse(text) as ScannerSearchAnswer;
      if (answer.tokensCharged !== SCANNER_RULES.tokenCost) throw new Error('scanner search: a request was answered by reuse; the filter sets must differ');
      if (k >= warmup) {
        times.push(elapsed);
        matched += answer.total;
        bytes += text.length;
      }
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    return [
      {
        measure: `POST /api/scanner/search over ${size.toLocaleString('en')} instruments (5 filters, sorted, page of 50; ` +
          `${Math.round(matched / runs).toLocaleString('en')} matches stored on average, ${Math.round(bytes / runs / 1024)} KiB answers; ${runs} distinct searches)`,
        value: `p50 ${p50.toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
        target: 'p50 ≤ 50 ms',
        met: p50 <= 50 ? 'yes' : 'no',
      },
      { measure: `snapshot of the ${size.toLocaleString('en')}-instrument market before it (${market.snapshot()!.stats.workers} workers)`, value: `${snapshotSeconds.toFixed(1)} s`, target: '', met: '' },
    ];
  } finally {
    await app.close();
    await market.stop();
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const size = Number(process.argv[2]);
  console.table(await scannerBench(size > 0 ? { size } : {}));
}
