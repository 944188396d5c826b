/**
 * Signed-in reads under load as a ratio to a bare Fastify route serving the same bytes (issues 4,
 * 24 and 27): a real server on a loopback port over a 3,000-instrument simulated market, signed in
 * as demoelite, against a second Fastify whose one route answers the bodies the real server
 * answered for the same requests. Each call and its bare twin run back to back in one run, so a
 * noisy machine weighs on both sides alike. The embedded database always; PostgreSQL too when
 * DATABASE_URL is set (a fresh database next to it, dropped afterwards).
 * `npx tsx scripts/bench/authReadRatioBench.ts` prints the table (AUTH_READ_ONLY=<part of a call's name>: only those calls).
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';
import { buildApp } from '../../server/app';
import { openChangeFeed } from '../../server/cluster/changeFeed';
import { demoAuthorization } from './demoAuthorization';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { createOutboxMailer } from '../../server/mail/mailer';
import { seedDemo } from '../../server/seed/seedDemo';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { TICKER_RULES } from '../../product/tickerAccess';

export interface AuthReadRatioRow {
  database: string;
  call: string;
  'requests/s': string;
  'bare requests/s': string;
  'p50 ms': string;
  'p99 ms': string;
  ratio: string;
  target: string;
  met: string;
  errors: number;
}

const AT = new Date('2026-11-20T18:00:00Z');
const SIZE = 3000;
/** Issue 24's targets: the share of the bare route's rate, per database. */
const TARGET: Record<Database['driver'], number> = { postgres: 0.5, pglite: 0.25 };

/** One kind of request: its method, the paths it rotates through, a body, and how it authenticates. */
interface Call {
  name: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: string;
  headers: Record<string, string>;
}

async function hammer(url: string, call: Call, headers: Record<string, string>, durationSeconds: number, connections: number): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url, connections, duration: durationSeconds,
    headers: { ...headers, ...(call.body ? { 'content-type': 'application/json' } : {}) },
    requests: [{ method: call.method, ...(call.body ? { body: call.body } : {}), setupRequest: (req) => ({ ...req, path: call.paths[next++ % call.paths.length]! }) }],
  });
}

async function postgresDatabase(base: string): Promise<Database> {
  const fresh = await freshPostgresDatabase(base, 'rs_bench');
  const db = await openDatabase({ databaseUrl: fresh.url });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/** The calls of issue 24's point 1, with the client's own shapes. */
async function callsOf(app: FastifyInstance, market: MarketService, authorization: string): Promise<Call[]> {
  const generated = await app.inject({ method: 'POST', url: '/api/entities/DomainAuthToken/events/generate', headers: { authorization }, payload: { input: { name: 'bench' } } });
  const token = (generated.json() as { data: { token: string } }).data.token;
  const tickers = (market.store()!.columnValues('ticker') as string[]).filter((t) => !t.startsWith('CRYPTO.'));
  const chunks = (separator: string) => Array.from({ length: 100 }, (_, i) => {
    const start = (i * TICKER_RULES.assetChunk) % (tickers.length - 15);
    return tickers.slice(start, start + 15).map(encodeURIComponent).join(separator);
  });
  const signedIn = { authorization };
  return [
    { name: 'GET /api/assetData (15 tickers, full)', method: 'GET', paths: chunks('+').map((c) => `/api/assetData?ticker=${c}&mode=full`), headers: signedIn },
    { name: 'GET /api/assetData (15 tickers, conservative)', method: 'GET', paths: chunks('+').map((c) => `/api/assetData?ticker=${c}&mode=conservative`), headers: signedIn },
    { name: 'GET /api/userData', method: 'GET', paths: ['/api/userData'], headers: signedIn },
    { name: 'POST /api/heartbeat', method: 'POST', paths: ['/api/heartbeat'], body: JSON.stringify({ serverVersion: 'bench' }), headers: signedIn },
    { name: 'POST /api/list/DomainAsset (50 rows)', method: 'POST', paths: ['/api/list/DomainAsset'], body: JSON.stringify({ page: 1, pageSize: 50 }), headers: signedIn },
    { name: 'GET /api/v2/asset?idIn= (15 tickers, API token)', method: 'GET', paths: chunks(',').map((c) => `/api/v2/asset?idIn=${c}`), headers: { authorization: `Bearer ${token}` } },
  ];
}

async function benchOn(database: Database, durationSeconds: number, connections: number): Promise<AuthReadRatioRow[]> {
  await database.migrate();
  const config = loadConfig({ RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_LOGIN_ACCOUNT: '100000', CLIENT_DIR: '/nonexistent' });
  await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: AT });
  const source = createSimulatedMarket({ seed: 'bench', size: SIZE, now: () => AT });
  const market = new MarketService({ source, seed: 'bench', size: SIZE, now: () => AT });
  await market.refresh();
  const limits = { perToken: 10_000_000, perOwner: 10_000_000 };
  // The change feed as `npm start` opens it: sessions and balances kept in memory; on PostgreSQL
  // the instances' shared state (rate limits counted in the database) as server/main.ts sets it.
  const changes = await openChangeFeed(database);
  const cluster = database.driver === 'postgres' ? { cluster: database } : {};
  const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => AT, market, publicApiLimits: limits, changes, ...cluster }, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rows: AuthReadRatioRow[] = [];
  try {
    const authorization = await demoAuthorization(app, config.demoPassword);
    // AUTH_READ_ONLY=userData: only the calls whose name holds it (profiling one call).
    const only = process.env.AUTH_READ_ONLY;
    for (const call of (await callsOf(app, market, authorization)).filter((c) => !only || c.name.includes(only))) {
      // The bare twin answers, for each path, the very bytes the product answered for it.
      // As bytes in memory: the product sends some answers as kept bytes, so the twin must not encode text per request either.
      const bodies = new Map<string, Buffer>();
      for (const path of call.paths) {
        const res = await app.inject({ method: call.method, url: path, headers: call.headers, ...(call.body ? { payload: call.body, headers: { ...call.headers, 'content-type': 'application/json' } } : {}) });
        if (res.statusCode !== 200) throw new Error(`${call.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bodies.set(path, res.rawPayload);
      }
      const bare = Fastify({ logger: false });
      const empty = Buffer.from('{}');
      const answer = (url: string) => bodies.get(url) ?? empty;
      bare.route({ method: call.method, url: '/*', handler: (req, reply) => { reply.header('content-type', 'application/json; charset=utf-8').send(answer(req.url)); } });
      const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
      try {
        const product = await hammer(address, call, call.headers, durationSeconds, connections);
        const baseline = await hammer(bareAddress, call, {}, durationSeconds, connections);
        const ratio = product.requests.average / baseline.requests.average;
        const target = TARGET[database.driver];
        rows.push({
          database: database.driver === 'postgres' ? 'PostgreSQL' : 'embedded', call: call.name,
          'requests/s': product.requests.average.toFixed(0), 'bare requests/s': baseline.requests.average.toFixed(0),
          'p50 ms': product.latency.p50.toFixed(1), 'p99 ms': product.latency.p99.toFixed(1),
          ratio: `${(ratio * 100).toFixed(1)} %`, target: `≥ ${target * 100} %`, met: ratio >= target ? 'yes' : 'no',
          errors: product.errors + product.non2xx,
        });
      } finally {
        await bare.close();
      }
    }
    return rows;
  } finally {
    await app.close();
    await changes.close();
    await market.stop();
    await database.close();
  }
}

export async function authReadRatioBench(durationSeconds = 5, connections = 16): Promise<AuthReadRatioRow[]> {
  const rows = await benchOn(await openDatabase({}), durationSeconds, connections);
  const base = process.env.DATABASE_URL;
  if (base) rows.push(...await benchOn(await postgresDatabase(base), durationSeconds, connections));
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await authReadRatioBench());
