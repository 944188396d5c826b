/**
 * Fractal Range Alerts (issue 20): how long the evaluator takes for 10,000 active alerts across
 * the universe after a snapshot, and how long a fired alert takes to reach an open stream.
 *
 * A simulated market (3,000 instruments by default) on its own in-memory PGlite; 100 users with 100
 * alerts each on tickers across the universe (price, range, rating, gamma, IV and Hurst conditions
 * near the current values, so that a new session crosses a good part of them; every alert in the
 * app, the model levels on tickers the users revealed). The alerts are evaluated once on the
 * first snapshot (their memory then holds what already held), the market moves one session on,
 * and `AlertService.onSnapshot` is timed whole: targets expanded again, changed rows found by
 * fingerprint, conditions evaluated, memory and history written in one transaction, notifications
 * and streams fed. Then a stream is opened over a loopback socket and the time from the start of an
 * evaluation that fires to the event arriving at the reader is measured 30 times.
 * `npx tsx scripts/bench/alertsBench.ts [size]`.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createOutboxMailer } from '../../server/mail/mailer';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { mulberry32 } from '../../server/market/analytics/testing/seededRandom';
import { activeTickers, alerts, sessions, users } from '../../server/db/schema';
import { tokenHash } from '../../server/auth/secureTokens';
import { alertServiceOf } from '../../server/alerts/alertService';
import { valuesAt, type AlertValueSource, type TickerValues } from '../../server/alerts/alertValues';
import type { AlertCondition } from '../../contracts';

export interface AlertsBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

const FRIDAY = new Date('2026-11-20T22:00:00Z');
const MONDAY = new Date('2026-11-23T22:00:00Z');
const USERS = 100;
const PER_USER = 100;

function conditionFor(kind: number, v: TickerValues, rng: () => number): AlertCondition | null {
  const near = (x: number): number => Math.round(x * (0.99 + rng() * 0.02) * 100) / 100;
  switch (kind) {
    case 0: return v.price ? { type: 'price', direction: rng() < 0.5 ? 'above' : 'below', threshold: near(v.price) } : null;
    case 1: return v.stUpper ? { type: 'rangeCross', horizon: 'short', band: rng() < 0.5 ? 'upper' : 'lower', withinPercent: 3 } : null;
    case 2: return v.h64 !== null ? { type: 'metricThreshold', metric: 'h64', direction: 'above', threshold: Math.min(1, Math.max(0, Math.round(v.h64 * 100) / 100)) } : null;
    case 3: return v.ivRank !== null ? { type: 'metricThreshold', metric: 'ivRank', direction: 'below', threshold: Math.round(v.ivRank) } : null;
    case 4: return v.flip !== null ? { type: 'gammaCross', level: 'flip', direction: 'either' } : null;
    default: return { type: 'ratingChange', rating: 'trend', to: 'any' };
  }
}

export async function alertsBench(options: { size?: number } = {}): Promise<AlertsBenchRow[]> {
  const size = options.size ?? 3000;
  let at = FRIDAY;
  const database = await openDatabase({});
  await database.migrate();
  const config = loadConfig({ CLIENT_DIR: '/nonexistent' });
  const source = createSimulatedMarket({ seed: 'alerts-bench', size, now: () => at });
  const market = new MarketService({ source, now: () => at, workers: 0 });
  await market.refresh();
  const app = await buildApp({ config, db: database.db, mailer: createOutboxMailer(database.db), now: () => at, market }, { logger: false });
  const service = alertServiceOf(app);
  try {
    // 100 users, 100 alerts each, on tickers across the universe; the tickers revealed to their user.
    const store = market.store()!;
    const tickers = (store.columnValues('ticker') as string[]).filter((_t, i) => store.value(i, 'latestPrice') !== null);
    const userRows = await database.db.insert(users).values(Array.from({ length: USERS }, (_, u) => ({
      username: `bench${u}`, usernameLower: `bench${u}`, email: `bench${u}@example.com`, passwordHash: 'x', firstname: 'Bench', lastname: 'User',
      countryCode: 'US', agreeTermsOfUse: true, referralCode: `BENCH${u}`, product: config.productId, plan: 'elite', emailVerified: true,
    }))).returning({ id: users.id });
    const rng = mulberry32(20);
    const rows: (typeof alerts.$inferInsert)[] = [];
    const reveals: (typeof activeTickers.$inferInsert)[] = [];
    const expires = new Date(FRIDAY.getTime() + 365 * 86_400_000);
    for (const [u, user] of userRows.entries()) {
      const seen = new Set<string>();
      for (let k = 0; rows.length < (u + 1) * PER_USER; k++) {
        const ticker = tickers[(u * PER_USER * 7 + k * 13) % tickers.length]!;
        const condition = conditionFor(k % 6, valuesAt(store, store.indexOf(ticker)), rng);
        if (!condition) continue;
        rows.push({
          userId: user.id, name: `${ticker} ${condition.type}`, target: { kind: 'ticker', ticker }, condition: condition as unknown as Record<string, unknown>,
          channels: ['app'], repeatMode: 'everyCrossing', cooldownMinutes: 60, createdAt: FRIDAY, updatedAt: FRIDAY,
        });
        if (!seen.has(ticker)) reveals.push({ userId: user.id, ticker, activatedAt: FRIDAY, expiresAt: expires, billable: true });
        seen.add(ticker);
      }
    }
    for (let i = 0; i < rows.length; i += 1000) await database.db.insert(alerts).values(rows.slice(i, i + 1000));
    for (let i = 0; i < reveals.length; i += 1000) await database.db.insert(activeTickers).values(reveals.slice(i, i + 1000));

    let t0 = performance.now();
    await service.ready();
    const loadMs = performance.now() - t0;
    t0 = performance.now();
    const firstCpu0 = process.cpuUsage();
    const first = await service.evaluateTickers(service.evaluator.watchedTickers());
    const firstMs = performance.now() - t0;
    const firstCpu = process.cpuUsage(firstCpu0);

    at = MONDAY;
    const snapshot = await market.refresh();
    t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const fired = await service.onSnapshot(snapshot);
    const snapshotMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const snapshotCpuMs = (cpu.user + cpu.system) / 1000;

    // The delay from an evaluation that fires to the event at an open stream's reader.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const userId = userRows[0]!.id;
    const session = await benchSession(app, userId);
    const arrivals: ((t: number) => void)[] = [];
    const req = http.get({ host: '127.0.0.1', port, path: '/api/alerts/stream', headers: { authorization: session, accept: 'text/event-stream' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        const now = performance.now();
        const text = chunk.toString('utf8');
        for (const _ of text.matchAll(/event: alertFired/g)) arrivals.shift()?.(now);
      });
    });
    await new Promise((r) => setTimeout(r, 200));
    const probe = service.evaluator.alerts().find((a) => a.userId === userId && a.condition.type === 'price')!;
    const probeTicker = (probe.target as { ticker: string }).ticker;
    const threshold = (probe.condition as { threshold: number }).threshold;
    const direction = (probe.condition as { direction: string }).direction;
    const delays: number[] = [];
    for (let k = 0; k < 30; k++) {
      const off: AlertValueSource = { values: (t) => (t === probeTicker ? { ...valuesAt(store, 0), price: direction === 'above' ? threshold - 1 : threshold + 1 } : null) };
      service.useValues(off);
      at = new Date(at.getTime() + 61 * 60_000);
      await service.evaluateTickers([probeTicker]);
      const on: AlertValueSource = { values: (t) => (t === probeTicker ? { ...valuesAt(store, 0), price: direction === 'above' ? threshold + 1 : threshold - 1 } : null) };
      service.useValues(on);
      const arrived = new Promise<number>((resolve) => arrivals.push(resolve));
      const started = performance.now();
      const entries = await service.evaluateTickers([probeTicker]);
      if (!entries.some((e) => e.alertId === probe.id)) throw new Error('alerts bench: the probe alert did not fire');
      delays.push((await arrived) - started);
    }
    req.destroy();
    delays.sort((a, b) => a - b);
    const p50 = delays[Math.floor(delays.length / 2)]!;
    const max = delays[delays.length - 1]!;
    return [
      {
        measure: `evaluate ${rows.length.toLocaleString('en')} active alerts after a snapshot (${size.toLocaleString('en')} instruments, ${USERS} users; ${fired.length.toLocaleString('en')} fired and written)`,
        value: `${snapshotMs.toFixed(0)} ms wall, ${snapshotCpuMs.toFixed(0)} ms CPU`, target: '≤ 1 s', met: snapshotMs <= 1000 ? 'yes' : snapshotCpuMs <= 1000 ? 'CPU yes (wall: a loaded machine)' : 'no',
      },
      {
        measure: `first evaluation of the same alerts, all armed (${first.length.toLocaleString('en')} fired and written)`,
        value: `${firstMs.toFixed(0)} ms wall, ${((firstCpu.user + firstCpu.system) / 1000).toFixed(0)} ms CPU`, target: '', met: '',
      },
      { measure: 'load and index the alerts at start', value: `${loadMs.toFixed(0)} ms`, target: '', met: '' },
      {
        measure: 'firing → event at an open stream (evaluation, transaction, SSE over loopback; 30 firings)',
        value: `p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms`, target: '≤ 2 s', met: max <= 2000 ? 'yes' : 'no',
      },
    ];
  } finally {
    await service.stop();
    await app.close();
    await market.stop();
    await database.close();
  }
}

/** A session for a bench user without a sign-in (its token stored hashed, as sign-in does). */
async function benchSession(app: Awaited<ReturnType<typeof buildApp>>, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = app.deps.now();
  await app.deps.db.insert(sessions).values({ userId, tokenHash: tokenHash(token), createdAt: now, lastSeenAt: now });
  return `Basic ${Buffer.from(`bench0:${token}`).toString('base64')}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const size = Number(process.argv[2]);
  console.table(await alertsBench(size > 0 ? { size } : {}));
}
