/**
 * Issue 24 scope 3: the alert pushes relayed between two apps on one database through NOTIFY
 * (server/alerts/streamRelay.ts). PGlite delivers NOTIFY within its one process too, so the relay
 * is tested on both backends with two apps sharing one database (`cluster: true`; `npm start` turns
 * it on for PostgreSQL only). The two real server processes are tests/api/multiInstance.test.ts's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { newSession, userRow } from './support/accounts';
import { alertServiceOf } from '../../server/alerts/alertService';
import { insertEntries } from '../../server/alerts/historyStore';
import { INLINE_MAX_BYTES, relayPayload } from '../../server/alerts/streamRelay';
import type { Database } from '../../server/db/database';
import type { AlertFiredEvent } from '../../contracts';

function firedEvent(alertName: string): AlertFiredEvent {
  const firedAt = new Date().toISOString();
  return {
    id: randomUUID(), alertId: randomUUID(), alertName, ticker: 'SPY', condition: { type: 'price', direction: 'above', threshold: 1 },
    value: 420.5, level: 1, firedAt, deliveries: [{ channel: 'app', status: 'delivered', attempts: 1, lastError: null, deliveredAt: firedAt }],
  };
}

async function within(check: () => boolean, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the relay\'s payload', () => {
  it('carries the event inline up to 7,000 bytes, else only its id', () => {
    const small = firedEvent('Small');
    expect(JSON.parse(relayPayload('instance', 'user', small))).toEqual({ from: 'instance', userId: 'user', event: small });
    const large = firedEvent('ü'.repeat(INLINE_MAX_BYTES / 2));
    const payload = relayPayload('instance', 'user', large);
    expect(JSON.parse(payload)).toEqual({ from: 'instance', userId: 'user', id: large.id });
    expect(Buffer.byteLength(payload)).toBeLessThan(200);
  });
});

describe.each(BACKENDS)('alert pushes between two apps on one %s database', (backend) => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  let userId: string;
  const received: Record<'a' | 'b', AlertFiredEvent[]> = { a: [], b: [] };

  beforeAll(async () => {
    database = await freshDatabase(backend);
    a = await createTestApp(backend, { database, cluster: true });
    b = await createTestApp(backend, { database, cluster: true });
    const member = await newSession(a);
    userId = (await userRow(a, member.username)).id;
    alertServiceOf(a.app).hub.subscribe(userId, (e) => received.a.push(e), () => undefined);
    alertServiceOf(b.app).hub.subscribe(userId, (e) => received.b.push(e), () => undefined);
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  const count = (side: 'a' | 'b', id: string): number => received[side].filter((e) => e.id === id).length;

  it('delivers an event published on one app to the streams of both, once each', async () => {
    const event = firedEvent('Across');
    expect(alertServiceOf(a.app).hub.publish(userId, event)).toBe(1);
    expect(count('a', event.id)).toBe(1);
    await within(() => count('b', event.id) === 1, 2000);
    // The sender skips its own notification; nothing arrives twice.
    await new Promise((r) => setTimeout(r, 300));
    expect(count('a', event.id)).toBe(1);
    expect(count('b', event.id)).toBe(1);
    expect(received.b.find((e) => e.id === event.id)).toEqual(event);
  });

  it('sends an event too large for a notification by id; the other app reads it from the history', async () => {
    const event = firedEvent('x'.repeat(INLINE_MAX_BYTES + 100));
    await insertEntries(database.db, [{ ...event, userId }]);
    alertServiceOf(b.app).hub.publish(userId, event);
    await within(() => count('a', event.id) === 1, 2000);
    expect(received.a.find((e) => e.id === event.id)).toEqual(event);
    await new Promise((r) => setTimeout(r, 300));
    expect(count('b', event.id)).toBe(1);
  });

  it('delivers another user\'s event to no stream of this user', async () => {
    const before = received.b.length;
    alertServiceOf(a.app).hub.publish(randomUUID(), firedEvent('Someone else'));
    await new Promise((r) => setTimeout(r, 300));
    expect(received.b.length).toBe(before);
  });
});
