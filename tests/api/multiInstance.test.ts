/**
 * Issue 24: two server processes on one PostgreSQL database (CI sets DATABASE_URL). Each keeps
 * sessions and runtime models in memory; the database's change feed keeps them true: a session
 * ended on one instance is refused by the other within a second, and a runtime model saved on one
 * is served by the other within a second, and so is an admin's clearing of the list caches. The
 * snapshot and the morning billing check run once (on pg-boss); the second instance, and a restarted one, load the stored snapshot instead of computing it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';

const BASE_URL = process.env.DATABASE_URL;
const PASSWORD = 'Demo1234';
const WITHIN_MS = 1000;
/** Password checks a minute per address, on both instances (RATE_LIMIT_LOGIN); the other tests sign in fewer times. */
const LOGIN_LIMIT = 10;
const PUSH_WITHIN_MS = 2000;

interface Instance { url: string; process: ChildProcess; output: string[]; startedAt: number; listeningAt: number; readyAt: number }

interface Health {
  jobs: { queue: string; instance: string; jobs: { name: string; last: { key: string; status: string; attempts: number; instance: string } | null }[] } | null;
  snapshot: { cacheStatus: string; asOf: string | null; source: 'computed' | 'stored' | null; stored: { asOf: string; computedBy: string } | null; loadMs: number | null } | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const output: string[] = [];
  const startedAt = Date.now();
  let listeningAt = 0;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rs-multi-')), CLIENT_DIR: '/nonexistent', SEED_DEMO: '1', DEMO_PASSWORD: PASSWORD,
      MARKET_SIZE: '60', MARKET_WORKERS: '0', LOG_LEVEL: 'warn', BILLING_CHECK_HOUR: '0', JOB_POLL_SECONDS: '1', ENCRYPT_MODELS: '', RATE_LIMIT_LOGIN: String(LOGIN_LIMIT), RATE_LIMIT_LOGIN_ACCOUNT: '1000',
      // The sign-in limit's test calls from addresses of its own (X-Forwarded-For), apart from the other tests' sign-ins.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance exited (${child.exitCode}):\n${output.join('')}`);
    try {
      // Ready once its first market snapshot is published: computing one holds the instance's event loop.
      const res = await fetch(`${url}/api/systemStatus/cacheStatus`);
      listeningAt ||= Date.now();
      if (res.ok && ((await res.json()) as { cacheStatus: string }).cacheStatus === 'READY') {
        return { url, process: child, output, startedAt, listeningAt, readyAt: Date.now() };
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the instance was not ready within 120 s:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, listeningAt ? 20 : 100));
  }
}

async function health(instance: Instance): Promise<Health> {
  const res = await fetch(`${instance.url}/api/health`);
  expect(res.status).toBe(200);
  return (await res.json()) as Health;
}

async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.process.exitCode !== null) return;
  const exited = new Promise((r) => instance.process.once('exit', r));
  instance.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
}

async function signIn(instance: Instance, username: string): Promise<string> {
  const res = await fetch(`${instance.url}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: createHash('sha256').update(PASSWORD).digest('hex') }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { user: { username: string; sessionId: string } };
  return `Basic ${Buffer.from(`${body.user.username}:${body.user.sessionId}`).toString('base64')}`;
}

function call(instance: Instance, authorization: string, method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(`${instance.url}${url}`, {
    method, headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** An open alert stream (server-sent events), collecting the frames as they come. */
interface EventStream { frames: string[]; close(): void }

async function openStream(instance: Instance, authorization: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${instance.url}/api/alerts/stream`, { headers: { authorization, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.status).toBe(200);
  const frames: string[] = [];
  let text = '';
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of res.body! as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          frames.push(text.slice(0, cut));
          text = text.slice(cut + 2);
        }
      }
    } catch {
      // aborted
    }
  })();
  // Connected once the first comment is in: the instance now holds the stream.
  await timeUntil(async () => frames.some((f) => f.includes(': connected')), 5000);
  return { frames, close: () => controller.abort() };
}

/** How long until `check` holds, polling every 20 ms up to `limitMs` (then it fails). */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(BASE_URL)('two instances on one PostgreSQL database', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;
  let databaseUrl = '';

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(BASE_URL!, 'rs_multi');
    databaseUrl = fresh.url;
    // One after the other: the first migrates and seeds, the second finds both done.
    a = await startInstance(databaseUrl);
    b = await startInstance(databaseUrl);
    // The work that follows a first snapshot (track record, model portfolios) settles.
    await new Promise((r) => setTimeout(r, 3000));
  }, 240_000);

  it('the snapshot and the morning billing check ran once; the second instance loaded the stored snapshot', async () => {
    const [healthA, healthB] = [await health(a!), await health(b!)];
    expect(healthA.jobs?.queue).toBe('pg-boss');
    expect(healthA.snapshot).toMatchObject({ cacheStatus: 'READY', source: 'computed', stored: { computedBy: healthA.jobs!.instance } });
    expect(healthB.snapshot).toMatchObject({ cacheStatus: 'READY', source: 'stored', asOf: healthA.snapshot!.asOf, stored: { computedBy: healthA.jobs!.instance } });
    const snapshots = await query<{ as_of: string; computed_by: string }>(databaseUrl, 'SELECT as_of, computed_by FROM market_snapshots');
    expect(snapshots).toEqual([{ as_of: healthA.snapshot!.asOf, computed_by: healthA.jobs!.instance }]);
    // Both instances asked for today's morning check at start (its hour, 00:00 here, has passed); it ran once.
    const runs = await query<{ job: string; status: string; attempts: number }>(databaseUrl, 'SELECT job, status, attempts FROM job_runs ORDER BY job');
    expect(runs).toEqual([
      { job: 'billing-morning-check', status: 'done', attempts: 1 },
      { job: 'market-snapshot', status: 'done', attempts: 1 },
    ]);
    const queued = await query<{ name: string; n: number }>(databaseUrl, "SELECT name, count(*)::int AS n FROM pgboss.job WHERE name = 'market-snapshot' GROUP BY name");
    expect(queued).toEqual([{ name: 'market-snapshot', n: 1 }]);
    expect(healthB.jobs!.jobs.find((j) => j.name === 'billing-morning-check')?.last).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a restarted instance serves the stored snapshot within 3 s without computing it', async () => {
    const before = await (await fetch(`${a!.url}/api/public/freeTickers`)).json();
    await stopInstance(b);
    b = await startInstance(databaseUrl);
    const res = await fetch(`${b.url}/api/public/freeTickers`);
    const servedAt = Date.now();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(before);
    const listeningToServing = servedAt - b.listeningAt;
    const restarted = (await health(b)).snapshot!;
    console.log(
      `restarted instance: listening ${b.listeningAt - b.startedAt} ms after spawn, serving the snapshot ${listeningToServing} ms after listening ` +
        `(${servedAt - b.startedAt} ms after spawn; loading the stored snapshot took ${restarted.loadMs} ms)`,
    );
    expect(restarted).toMatchObject({ cacheStatus: 'READY', source: 'stored' });
    expect(listeningToServing).toBeLessThanOrEqual(3000);
    // Still one stored snapshot and one run of its job: nothing was computed again.
    expect(await query(databaseUrl, 'SELECT count(*)::int AS n FROM market_snapshots')).toEqual([{ n: 1 }]);
    expect(await query(databaseUrl, "SELECT attempts FROM job_runs WHERE job = 'market-snapshot'")).toEqual([{ attempts: 1 }]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await fresh?.drop();
  }, 30_000);

  it('a session ended on one instance is refused by the other within a second', async () => {
    const authorization = await signIn(a!, 'demofree');
    // Both instances now hold the live session in memory.
    expect((await call(a!, authorization, 'GET', '/api/userData')).status).toBe(200);
    expect((await call(b!, authorization, 'GET', '/api/userData')).status).toBe(200);
    expect((await call(b!, authorization, 'GET', '/api/userData')).status).toBe(200);
    expect((await call(a!, authorization, 'POST', '/api/logout', {})).status).toBe(200);
    // The instance that ended it refuses at once.
    expect((await call(a!, authorization, 'GET', '/api/userData')).status).toBe(401);
    const took = await timeUntil(async () => (await call(b!, authorization, 'GET', '/api/userData')).status === 401, WITHIN_MS);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a force logout by an admin on one instance ends the member\'s session on the other within a second', async () => {
    const member = await signIn(b!, 'demopremium');
    expect((await call(b!, member, 'GET', '/api/userData')).status).toBe(200);
    const admin = await signIn(a!, 'demoadmin');
    expect((await call(a!, admin, 'POST', '/api/userAdmin/forceLogout', { username: 'demopremium' })).status).toBe(200);
    const took = await timeUntil(async () => (await call(b!, member, 'GET', '/api/userData')).status === 401, WITHIN_MS);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('a runtime model saved on one instance is served by the other within a second', async () => {
    const admin = await signIn(a!, 'demoadmin');
    const read = async (instance: Instance): Promise<{ pageSize?: number }> => {
      const res = await call(instance, admin, 'GET', '/api/models/ListModel/DomainFAQSection');
      expect(res.status).toBe(200);
      return (await res.json()) as { pageSize?: number };
    };
    const model = await read(b!);
    const pageSize = (model.pageSize ?? 10) + 3;
    const saved = await call(a!, admin, 'PUT', '/api/admin/models', { model: { ...model, pageSize }, note: 'multi-instance test' });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await read(a!)).pageSize).toBe(pageSize);
    const took = await timeUntil(async () => (await read(b!)).pageSize === pageSize, WITHIN_MS);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });
  it("an admin's clearing of the list caches on one instance empties the other's within a second", async () => {
    // Sessions are shared: one sign-in serves both instances.
    const admin = await signIn(a!, 'demoadmin');
    const listEntries = async (instance: Instance): Promise<number> => {
      const res = await call(instance, admin, 'GET', '/api/admin/cacheStatus');
      expect(res.status).toBe(200);
      const { caches } = (await res.json()) as { caches: { id: string; entries: number }[] };
      return caches.find((c) => c.id === 'listAnswers')!.entries;
    };
    // The FAQ list is not cached by its model; the request asks for a minute.
    expect((await call(b!, admin, 'POST', '/api/list/DomainFAQSection', { serverSideCacheAge: 60 })).status).toBe(200);
    expect(await listEntries(b!)).toBeGreaterThan(0);
    expect((await call(a!, admin, 'POST', '/api/admin/clearListCaches', {})).status).toBe(200);
    const took = await timeUntil(async () => (await listEntries(b!)) === 0, WITHIN_MS);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
  });

  it('counts a sign-in rate limit across both instances: RATE_LIMIT_LOGIN checks of one address in all', async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 254) + 1}`;
    const attempt = (instance: Instance): Promise<Response> => fetch(`${instance.url}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      // A name with no account: a demo account would be locked after a few wrong passwords (423).
      body: JSON.stringify({ username: `nobody${address.replaceAll('.', '')}`, password: createHash('sha256').update('Wrong1234').digest('hex') }),
    });
    const statuses: number[] = [];
    // Alternately on A and B: counted per instance, twice the limit would pass.
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) statuses.push((await attempt(i % 2 === 0 ? a! : b!)).status);
    expect(statuses.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect(statuses.slice(LOGIN_LIMIT)).toEqual([429, 429]);
    const limited = await attempt(b!);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });

  it('pushes an alert fired on one instance to a stream open on the other within 2 s, once per stream', async () => {
    const member = await signIn(a!, 'demoelite');
    const onB = await openStream(b!, member);
    const onA = await openStream(a!, member);
    try {
      const started = Date.now();
      const saved = await call(a!, member, 'POST', '/api/alerts', {
        name: 'Across instances', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'price', direction: 'above', threshold: 1 },
        channels: ['app'], repeat: { mode: 'once' },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const alertId = ((await saved.json()) as { id: string }).id;
      const firedFor = (stream: EventStream): string[] => stream.frames.filter((f) => f.includes('event: alertFired') && f.includes(alertId));
      await timeUntil(async () => firedFor(onB).length > 0, PUSH_WITHIN_MS);
      expect(Date.now() - started).toBeLessThanOrEqual(PUSH_WITHIN_MS);
      await timeUntil(async () => firedFor(onA).length > 0, PUSH_WITHIN_MS);
      // Nothing arrives twice (A delivers its own event itself and skips its notification).
      await new Promise((r) => setTimeout(r, 500));
      expect(firedFor(onB)).toHaveLength(1);
      expect(firedFor(onA)).toHaveLength(1);
      const id = /^id: (.+)$/m.exec(firedFor(onB)[0]!)![1]!;
      // A tab that reconnects to B with an earlier Last-Event-ID is replayed the entry from the database.
      const history = (await (await call(b!, member, 'GET', '/api/alerts/history')).json()) as { entries: { id: string; alertId: string }[] };
      expect(history.entries.find((e) => e.alertId === alertId)?.id).toBe(id);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
