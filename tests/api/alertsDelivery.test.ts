/**
 * Issue 20, delivery: a fired alert reaches an open stream of its user at once (server-sent
 * events over a real socket); a webhook is POSTed to a local HTTP listener with a signature the
 * test verifies, and a failing listener is retried with exponential back-off (the worker's clock
 * is the test's) until it answers, or failed after the retry window; mail goes through the mailer
 * in the user's language; every outcome is in the history entry's deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, ok } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { alertInput, ScriptedValues } from './support/alertSeries';
import { alertServiceOf, type AlertService } from '../../server/alerts/alertService';
import { backoffMs } from '../../server/alerts/webhookWorker';
import { users, webhookDeliveries } from '../../server/db/schema';
import { ALERT_RULES } from '../../product/alertRules';
import type { AlertFiredEvent, AlertHistoryAnswer, AlertView, AlertWebhookBody, WebhookSecretAnswer } from '../../contracts';

interface Received { headers: http.IncomingHttpHeaders; body: string }

/** A local webhook receiver answering with the statuses given, in turn (then 200). */
async function receiver(statuses: number[]): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((r) => server.close(() => r())) };
}

function verify(secret: string, received: Received): AlertWebhookBody {
  const header = String(received.headers['x-rangescope-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  expect(match, header).not.toBeNull();
  expect(createHmac('sha256', secret).update(`${match![1]}.${received.body}`).digest('hex')).toBe(match![2]);
  expect(received.headers['content-type']).toBe('application/json');
  return JSON.parse(received.body) as AlertWebhookBody;
}

describe.each(BACKENDS)('alert delivery on %s', (backend) => {
  let t: TestApp;
  let service: AlertService;
  let member: Session;
  let secret: string;
  const values = new ScriptedValues();

  beforeAll(async () => {
    const market = await testMarket();
    t = await createTestApp(backend, { market, env: { WEBHOOK_PRIVATE_TARGETS: '1' } });
    t.clock.now = new Date(TEST_MARKET_AT);
    service = alertServiceOf(t.app);
    service.useValues(values);
    member = await newSession(t);
    await t.database.db.update(users).set({ plan: 'elite', settings: { language: 'de' } }).where(eq(users.id, (await userRow(t, member.username)).id));
    secret = ok<WebhookSecretAnswer>(await call(t, member, 'POST', '/api/alerts/webhookSecret')).secret;
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const entryOf = async (alertId: string) =>
    ok<AlertHistoryAnswer>(await call(t, member, 'GET', '/api/alerts/history')).entries.find((e) => e.alertId === alertId)!;

  it('POSTs a signed webhook that the receiver verifies, and records the delivery', async () => {
    const hook = await receiver([]);
    try {
      values.set('SPY', { price: 90 });
      const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'Hooked', channels: ['webhook'], webhookUrl: hook.url, condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
      values.set('SPY', { price: 101 });
      await service.evaluateTickers(['SPY']);
      expect((await entryOf(alert.id)).deliveries).toEqual([{ channel: 'webhook', status: 'pending', attempts: 0, lastError: null, deliveredAt: null }]);
      expect(await service.webhooks.runDue()).toBe(1);
      expect(hook.received).toHaveLength(1);
      const body = verify(secret, hook.received[0]!);
      const entry = await entryOf(alert.id);
      expect(body).toEqual({ alertId: alert.id, name: 'Hooked', ticker: 'SPY', condition: alert.condition, value: 101, level: 100, firedAt: entry.firedAt });
      expect(entry.deliveries).toEqual([{ channel: 'webhook', status: 'delivered', attempts: 1, lastError: null, deliveredAt: t.clock.now.toISOString() }]);
      expect(await service.webhooks.runDue(), 'delivered once').toBe(0);
      // A tampered body fails the receiver's check.
      expect(createHmac('sha256', secret).update(`${Math.floor(t.clock.now.getTime() / 1000)}.${hook.received[0]!.body.replace('101', '102')}`).digest('hex'))
        .not.toBe(/v1=([0-9a-f]+)/.exec(String(hook.received[0]!.headers['x-rangescope-signature']))![1]);
      await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
    } finally {
      await hook.close();
    }
  });

  it('retries a failing receiver with exponential back-off until it answers', async () => {
    const hook = await receiver([500, 503]);
    try {
      values.set('QQQ', { price: 90 });
      const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker: 'QQQ' }, channels: ['webhook', 'app'], webhookUrl: hook.url, condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
      values.set('QQQ', { price: 105 });
      await service.evaluateTickers(['QQQ']);
      expect(await service.webhooks.runDue()).toBe(1);
      let webhook = (await entryOf(alert.id)).deliveries.find((d) => d.channel === 'webhook');
      expect(webhook).toEqual({ channel: 'webhook', status: 'retrying', attempts: 1, lastError: 'HTTP 500', deliveredAt: null });
      // Not due before the first back-off has passed.
      t.clock.advance(backoffMs(1) - 1000);
      expect(await service.webhooks.runDue()).toBe(0);
      t.clock.advance(1000);
      expect(await service.webhooks.runDue()).toBe(1);
      expect((await entryOf(alert.id)).deliveries.find((d) => d.channel === 'webhook')).toMatchObject({ status: 'retrying', attempts: 2, lastError: 'HTTP 503' });
      expect(backoffMs(2)).toBe(2 * backoffMs(1));
      t.clock.advance(backoffMs(2));
      expect(await service.webhooks.runDue()).toBe(1);
      webhook = (await entryOf(alert.id)).deliveries.find((d) => d.channel === 'webhook');
      expect(webhook).toEqual({ channel: 'webhook', status: 'delivered', attempts: 3, lastError: null, deliveredAt: t.clock.now.toISOString() });
      expect(hook.received).toHaveLength(3);
      for (const r of hook.received) expect(verify(secret, r).alertId).toBe(alert.id);
      await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
    } finally {
      await hook.close();
    }
  });

  it('gives up after the retry window: the delivery is failed', async () => {
    const hook = await receiver(Array.from({ length: 30 }, () => 500));
    try {
      values.set('GLD', { price: 90 });
      const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker: 'GLD' }, channels: ['webhook'], webhookUrl: hook.url, condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
      values.set('GLD', { price: 105 });
      await service.evaluateTickers(['GLD']);
      const started = t.clock.now.getTime();
      let attempts = 0;
      while (attempts < 30) {
        if ((await service.webhooks.runDue()) === 1) attempts++;
        const [job] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.url, hook.url));
        if (job!.status === 'failed') break;
        t.clock.now = job!.nextAttemptAt;
      }
      const delivery = (await entryOf(alert.id)).deliveries[0]!;
      expect(delivery).toMatchObject({ channel: 'webhook', status: 'failed', lastError: 'HTTP 500' });
      expect(delivery.attempts).toBe(attempts);
      expect(t.clock.now.getTime() - started).toBeLessThanOrEqual(ALERT_RULES.webhookRetryHours * 3_600_000);
      expect(attempts).toBeGreaterThan(5);
      await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
    } finally {
      await hook.close();
    }
  });

  it('sends the mail through the mailer in the user\'s language', async () => {
    values.set('TLT', { ivRank: 10 });
    const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'IV hoch', target: { kind: 'ticker', ticker: 'TLT' }, channels: ['mail'], condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 } }))).json() as AlertView;
    values.set('TLT', { ivRank: 90 });
    await service.evaluateTickers(['TLT']);
    const mail = t.mails.find((m) => m.kind === 'alertFired' && m.subject.includes('IV hoch'))!;
    expect(mail.subject).toBe('Alarm „IV hoch“: TLT');
    expect(mail.text).toContain('IV-Rang über 80');
    expect(mail.text).toContain('Wert: 90');
    expect((await entryOf(alert.id)).deliveries).toEqual([{ channel: 'mail', status: 'delivered', attempts: 1, lastError: null, deliveredAt: t.clock.now.toISOString() }]);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('pushes a fired alert at once to every open stream of the user (server-sent events), and to no one else', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const other = await newSession(t);
    const open = (session: Session): Promise<{ events: AlertFiredEvent[]; next(): Promise<AlertFiredEvent>; close(): void }> => new Promise((resolve, reject) => {
      const events: AlertFiredEvent[] = [];
      const waiting: ((e: AlertFiredEvent) => void)[] = [];
      const req = http.get({ host: '127.0.0.1', port, path: '/api/alerts/stream', headers: { authorization: session.authorization, accept: 'text/event-stream' } }, (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
        let buffer = '';
        res.on('data', (chunk: Buffer) => {
          buffer += chunk.toString('utf8');
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split('\n').find((l) => l.startsWith('data: '));
            if (frame.includes('event: alertFired') && data) {
              const event = JSON.parse(data.slice(6)) as AlertFiredEvent;
              events.push(event);
              waiting.shift()?.(event);
            }
          }
        });
        resolve({ events, next: () => new Promise((r) => waiting.push(r)), close: () => req.destroy() });
      });
      req.on('error', reject);
    });
    const [tab1, tab2, stranger] = await Promise.all([open(member), open(member), open(other)]);
    await new Promise((r) => setTimeout(r, 50));
    expect(service.hub.streams((await userRow(t, member.username)).id)).toBe(2);

    values.set('USO', { price: 90 });
    const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'Streamed', target: { kind: 'ticker', ticker: 'USO' }, condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
    values.set('USO', { price: 120 });
    const arrived = Promise.all([tab1.next(), tab2.next()]);
    const [fired] = await service.evaluateTickers(['USO']);
    const [e1, e2] = await arrived;
    expect(e1).toEqual(fired);
    expect(e2).toEqual(fired);
    expect(e1).toMatchObject({ alertId: alert.id, alertName: 'Streamed', ticker: 'USO', value: 120, level: 100 });
    await new Promise((r) => setTimeout(r, 50));
    expect(stranger.events).toEqual([]);

    // A reconnect with Last-Event-ID gets what it missed.
    values.set('USO', { price: 80 });
    await service.evaluateTickers(['USO']);
    t.clock.advance(5 * 60_000);
    values.set('USO', { price: 130 });
    const [missed] = await service.evaluateTickers(['USO']);
    const replay = await new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/alerts/stream', headers: { authorization: member.authorization, accept: 'text/event-stream', 'last-event-id': fired!.id } }, (res) => {
        res.once('data', (chunk: Buffer) => { resolve(chunk.toString('utf8')); req.destroy(); });
      });
    });
    expect(replay).toContain(`id: ${missed!.id}`);
    expect(replay).not.toContain(`id: ${fired!.id}`);

    // A plain request (no text/event-stream) is refused rather than left hanging.
    expectError(await call(t, member, 'GET', '/api/alerts/stream'), 406, undefined, 'NOT_ACCEPTABLE');
    for (const s of [tab1, tab2, stranger]) s.close();
  });
});
