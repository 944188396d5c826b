/**
 * Issue 24, scope 2: on PostgreSQL the alerts' webhook deliveries and the newsletters' mails are
 * jobs on pg-boss (server/jobs/deliveryQueue.ts). Two app instances share one database, each with
 * its own job queue working the jobs: every webhook is POSTed once, a failing receiver is retried by
 * pg-boss (a one-second first retry here) until it answers, and a newsletter goes out once. Only
 * with DATABASE_URL (pg-boss does not run on PGlite; there the row queues of the other suites run).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp';
import { newSession, userRow, type Session } from './support/accounts';
import { call, ok } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { alertInput, ScriptedValues } from './support/alertSeries';
import { alertServiceOf, type AlertService } from '../../server/alerts/alertService';
import { openDatabase, queryRows, type Database } from '../../server/db/database';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';
import { newsletterDeliveries, newsletterSubscribers, users, webhookDeliveries } from '../../server/db/schema';
import { openScheduledJobs, type ScheduledJobs } from '../../server/jobs/scheduledJobs';
import type { MarketSnapshot } from '../../server/market/marketService';
import { newsletterServiceOf, type NewsletterService } from '../../server/newsletters/newsletterService';
import type { AlertHistoryAnswer, AlertView, AlertWebhookBody, WebhookSecretAnswer } from '../../contracts';

interface Receiver { url: string; received: AlertWebhookBody[]; close(): Promise<void> }

/** A local webhook receiver answering with the statuses given, in turn (then 200). */
async function receiver(statuses: number[]): Promise<Receiver> {
  const received: AlertWebhookBody[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      received.push(JSON.parse(body) as AlertWebhookBody);
      res.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(() => r())) };
}

async function until(what: string, done: () => Promise<boolean>, withinMs = 20_000): Promise<void> {
  const end = Date.now() + withinMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance { t: TestApp; jobs: ScheduledJobs; alerts: AlertService; newsletters: NewsletterService }

describe.runIf(Boolean(process.env.DATABASE_URL))('webhook and newsletter deliveries as jobs on pg-boss', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let database: Database;
  let snapshot: MarketSnapshot;
  const instances: Instance[] = [];
  let member: Session;
  const values = new ScriptedValues();
  const quiet = { error: () => undefined, info: () => undefined };

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(process.env.DATABASE_URL!, 'rs_jobs');
    database = await openDatabase({ databaseUrl: fresh.url });
    await database.migrate();
    const market = await testMarket();
    snapshot = market.snapshot()!;
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp('postgres', { database, market, env: { WEBHOOK_PRIVATE_TARGETS: '1' } });
      t.clock.now = new Date(TEST_MARKET_AT);
      const jobs = await openScheduledJobs({ db: database.db, databaseUrl: fresh.url, log: quiet, pollingSeconds: 0.5 });
      const alerts = alertServiceOf(t.app);
      alerts.useValues(values);
      await alerts.webhooks.useJobQueue(jobs, { firstRetrySeconds: 1 });
      alerts.webhooks.start();
      const newsletters = newsletterServiceOf(t.app);
      await newsletters.useJobQueue(jobs, { firstRetrySeconds: 1 });
      newsletters.worker.start();
      instances.push({ t, jobs, alerts, newsletters });
    }
    const a = instances[0]!.t;
    member = await newSession(a);
    await database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, (await userRow(a, member.username)).id));
    ok<WebhookSecretAnswer>(await call(a, member, 'POST', '/api/alerts/webhookSecret'));
  }, 120_000);

  afterAll(async () => {
    for (const i of instances) {
      await i.alerts.webhooks.stop();
      await i.newsletters.worker.stop();
      await i.jobs.stop();
      await i.t.close();
    }
    await database?.close();
    await sleep(50);
    await fresh?.drop();
  }, 60_000);

  const first = (): Instance => instances[0]!;
  const bossJobs = async (name: string): Promise<{ state: string; key: string }[]> =>
    queryRows<{ state: string; key: string }>(database.db, sql`SELECT state::text AS state, singleton_key AS key FROM pgboss.job WHERE name = ${name}`);
  const webhookOf = async (alertId: string) =>
    ok<AlertHistoryAnswer>(await call(first().t, member, 'GET', '/api/alerts/history')).entries.find((e) => e.alertId === alertId)?.deliveries.find((d) => d.channel === 'webhook');
  const fire = async (ticker: string, url: string): Promise<AlertView> => {
    values.set(ticker, { price: 90 });
    const alert = ok<AlertView>(await call(first().t, member, 'POST', '/api/alerts', alertInput({ name: `Hook ${ticker}`, target: { kind: 'ticker', ticker }, channels: ['webhook'], webhookUrl: url, condition: { type: 'price', direction: 'above', threshold: 100 } })));
    values.set(ticker, { price: 101 });
    await first().alerts.evaluateTickers([ticker]);
    return alert;
  };

  it('POSTs each webhook once through pg-boss, with two instances working the jobs', async () => {
    const hook = await receiver([]);
    try {
      const tickers = ['SPY', 'QQQ', 'GLD', 'TLT'];
      const alerts: AlertView[] = [];
      for (const ticker of tickers) alerts.push(await fire(ticker, hook.url));
      // Both instances hand the due rows over at once: each row still becomes one job.
      await Promise.all(instances.map((i) => i.alerts.webhooks.runDue()));
      await until('every webhook delivered', async () => {
        const rows = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.url, hook.url));
        return rows.length === tickers.length && rows.every((r) => r.status === 'delivered');
      });
      const rows = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.url, hook.url));
      // A job asked for again for a delivered row sends nothing.
      for (const row of rows) await instances[1]!.jobs.request('webhook-delivery', String(row.id));
      await Promise.all(instances.map((i) => i.alerts.webhooks.runDue()));
      await sleep(1500);
      expect(hook.received.map((b) => b.alertId).sort()).toEqual(alerts.map((a) => a.id).sort());
      expect(rows.map((r) => r.attempts)).toEqual(tickers.map(() => 1));
      const jobs = (await bossJobs('webhook-delivery')).filter((j) => rows.some((r) => String(r.id) === j.key));
      expect(jobs.map((j) => j.key).sort()).toEqual(rows.map((r) => String(r.id)).sort());
      expect(jobs.every((j) => j.state === 'completed')).toBe(true);
      for (const alert of alerts) expect(await webhookOf(alert.id)).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    } finally {
      await hook.close();
    }
  }, 60_000);

  it('retries a failing receiver through pg-boss until it answers', async () => {
    const hook = await receiver([500]);
    try {
      const alert = await fire('USO', hook.url);
      await until('the webhook delivered', async () => (await webhookOf(alert.id))?.status === 'delivered');
      expect(await webhookOf(alert.id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });
      await sleep(1000);
      expect(hook.received.map((b) => b.alertId)).toEqual([alert.id, alert.id]);
    } finally {
      await hook.close();
    }
  }, 60_000);

  it('sends a newsletter once through pg-boss', async () => {
    const now = first().t.clock.now;
    await database.db.insert(newsletterSubscribers).values({ email: 'nina@example.com', name: 'Nina', language: 'en', status: 'confirmed', signupWindowStart: now, createdAt: now, confirmedAt: now });
    // Both instances see the snapshot: the issue and its deliveries are stored once.
    const queued = await Promise.all(instances.map((i) => i.newsletters.onSnapshot(snapshot)));
    expect(queued.reduce((n, q) => n + q.daily, 0)).toBe(1);
    await until('the newsletter sent', async () => {
      const [row] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, 'nina@example.com'));
      return row?.status === 'sent';
    });
    await Promise.all(instances.map((i) => i.newsletters.worker.runDue()));
    await sleep(1500);
    const mails = instances.flatMap((i) => i.t.mails).filter((m) => m.to === 'nina@example.com' && m.kind === 'newsletterDaily');
    expect(mails).toHaveLength(1);
    const [row] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, 'nina@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // (The Elite member of the webhook tests gets the monthly issue: a job of its own.)
    expect((await bossJobs('newsletter-delivery')).filter((j) => j.key === String(row!.id))).toEqual([{ key: String(row!.id), state: 'completed' }]);
  }, 60_000);
});
