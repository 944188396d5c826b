import { createHash } from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { createOutboxMailer } from '../server/mail/mailer';
import { seedDemo } from '../server/seed/seedDemo';
import { listViewBench } from './bench/listViewBench';
import { marketBench } from './bench/marketBench';
import { loginBundleBench } from './bench/loginBundleBench';
import { shellTimingBench } from './bench/shellTimingBench';
import { authReadRatioBench } from './bench/authReadRatioBench';
import { sustainedLoadBench } from './bench/sustainedLoadBench';
import { restartBench } from './bench/restartBench';
import { portfolioBench } from './bench/portfolioBench';
import { scannerBench } from './bench/scannerBench';
import { clusterBench } from './bench/clusterBench';
import { alertsBench } from './bench/alertsBench';
import { correlationBench } from './bench/correlationBench';
import { backtestBench } from './bench/backtestBench';
import { quantStudioBench } from './bench/quantStudioBench';
import { rangeCalibrationBench } from './bench/rangeCalibrationBench';

/**
 * npm run bench: times the account calls against an in-memory PGlite and prints a table
 * (calls per second, mean and p95 latency, memory). Numbers are for reading, not for asserting.
 */
interface Row { name: string; calls: number; perSecond: number; meanMs: number; p95Ms: number }

const database = await openDatabase({});
await database.migrate();
const config = loadConfig({ RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000', RATE_LIMIT_REGISTER: '100000', RATE_LIMIT_RESET: '100000', CLIENT_DIR: '/nonexistent' });
await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: new Date() });
const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => new Date() }, { logger: false });
await app.ready();

const password = createHash('sha256').update(config.demoPassword).digest('hex');
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demoelite', password } });
const sessionId = (login.json() as { user: { sessionId: string } }).user.sessionId;
const authorization = `Basic ${Buffer.from(`demoelite:${sessionId}`).toString('base64')}`;

async function measure(name: string, calls: number, run: (i: number) => Promise<{ statusCode: number }>): Promise<Row> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const res = await run(i);
    if (res.statusCode !== 200) throw new Error(`${name}: status ${res.statusCode}`);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    name, calls, perSecond: (calls / total) * 1000,
    meanMs: times.reduce((a, b) => a + b, 0) / calls, p95Ms: times[Math.floor(calls * 0.95)] ?? 0,
  };
}

const rows: Row[] = [
  await measure('GET /api/health', 2000, () => app.inject({ method: 'GET', url: '/api/health' })),
  await measure('POST /api/login (argon2id)', 30, () => app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demoelite', password } })),
  await measure('GET /api/userData', 500, () => app.inject({ method: 'GET', url: '/api/userData', headers: { authorization } })),
  await measure('POST /api/userData (list delta)', 300, (i) =>
    app.inject({ method: 'POST', url: '/api/userData', headers: { authorization }, payload: { dashboardList: { add: [`T${i % 50}`] } } })),
  await measure('POST /api/heartbeat', 500, () => app.inject({ method: 'POST', url: '/api/heartbeat', headers: { authorization }, payload: {} })),
];

console.table(rows.map((r) => ({
  call: r.name, calls: r.calls, 'calls/s': r.perSecond.toFixed(0), 'mean ms': r.meanMs.toFixed(2), 'p95 ms': r.p95Ms.toFixed(2),
})));
const mem = process.memoryUsage();
console.table([{ 'rss MiB': (mem.rss / 2 ** 20).toFixed(0), 'heap used MiB': (mem.heapUsed / 2 ** 20).toFixed(0) }]);
await app.close();
await database.close();

console.log('\nWhat /login loads (production build):');
console.table(await loginBundleBench());

console.log('\nListView in Chromium (production build):');
console.table(await listViewBench());

console.log('\nTime to interactive in Chromium (production build, real server on a fresh database):');
console.table(await shellTimingBench());

console.log('\nThe portfolio of 2,000 tickers in Chromium (production build, real server, Professional user):');
console.table(await portfolioBench());

const calibration = rangeCalibrationBench();
console.log(`\nRange calibration on real closes (docs/methodology.md section 4; ${calibration.ranges.toLocaleString('en')} ranges in ${calibration.seconds.toFixed(1)} s):\n${calibration.table}`);

console.log('\nThe correlation table of 50 tickers (computed as on a cache miss of /api/reporting/correlationTable):');
console.table(await correlationBench());

console.log('\nSigned-in reads under load (real server on loopback, 3,000 instruments, autocannon, 16 connections),\nas a ratio to a bare Fastify route serving the same bytes in the same run (embedded; PostgreSQL when DATABASE_URL is set):');
console.table(await authReadRatioBench());

console.log('\nSustained mixed load: 64 connections for 60 s (asset reads, user data, heartbeats, list reads, watchlist writes) on server/main.ts;\nno error and resident memory at the end within 10 % of its value after 10 s:');
console.table(await sustainedLoadBench());

console.log('\nA restarted instance serving the stored snapshot (server/main.ts stopped and started again; medians of 3):');
console.table(await restartBench());

// The 100,000-instrument snapshot takes about two minutes on two cores; BENCH_MARKET_SIZES=10000 skips it.
const sizes = (process.env.BENCH_MARKET_SIZES ?? '10000,100000').split(',').map(Number).filter((n) => n > 0);
console.log(`\nMarket snapshots and queries (universe sizes ${sizes.join(', ')}):`);
console.table(await marketBench({ sizes }));

// POST /api/scanner/search over its own 100,000-instrument market (another snapshot of about two minutes);
// BENCH_SCANNER_SIZE=10000 makes it smaller.
const scannerSize = Number(process.env.BENCH_SCANNER_SIZE ?? 100_000);
console.log(`\nThe scanner search, whole HTTP requests (real server on loopback, ${scannerSize.toLocaleString('en')} instruments):`);
console.table(await scannerBench({ size: scannerSize }));

// Fractal Range Alerts: 10,000 active alerts evaluated after a snapshot, and firing → open stream.
console.log('\nAlerts: evaluation after a snapshot and delivery to an open stream (3,000 instruments, in-memory PGlite):');
console.table(await alertsBench());

console.log('\nMarket clusters and leadership chains (500 instruments of the simulated market, 250 daily returns):');
console.table(await clusterBench());

console.log('\nThe backtest engine (50 tickers of the simulated market, 10 years, weekly decisions, against SPY):');
console.table(await backtestBench());

console.log('\nQuant-Studio runs, whole HTTP requests (50 tickers of the simulated market, 10 years, against SPY):');
console.table(await quantStudioBench());
