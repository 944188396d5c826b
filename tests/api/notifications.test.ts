import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow, type Session } from './support/accounts';
import { notificationAcks, notifications } from '../../server/db/schema';
import type { UserNotification } from '../../contracts';

const ACK_FAILED = 'Failed to acknowledge notification. Please try again or contact support if the problem persists.';


describe.each(BACKENDS)('notifications on %s', (backend) => {
  let t: TestApp;
  let alice: Session & Awaited<ReturnType<typeof newSession>>;
  let bob: Session;
  let own: number;
  let broadcast: number;
  let bobs: number;
  let newest: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    alice = await newSession(t);
    bob = await newSession(t);
    const aliceId = (await userRow(t, alice.username)).id;
    const bobId = (await userRow(t, bob.username)).id;
    const base = t.clock.now.getTime();
    const insert = async (userId: string | null, title: string, minutesAgo: number): Promise<number> => {
      const rows = await t.database.db.insert(notifications)
        .values({ userId, title, content: `<p>${title} text</p>`, createdAt: new Date(base - minutesAgo * 60_000) })
        .returning({ id: notifications.id });
      return rows[0]!.id;
    };
    own = await insert(aliceId, 'For Alice', 30);
    broadcast = await insert(null, 'For everyone', 20);
    bobs = await insert(bobId, 'For Bob', 10);
    newest = await insert(aliceId, 'Newest for Alice', 5);
  });
  afterAll(async () => { await t.close(); });

  const fetch = async (s: Session): Promise<UserNotification[]> => {
    const res = await authed(t, s, 'GET', '/api/fetchNotifications');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { notifications: UserNotification[] }).notifications;
  };
  const ack = (s: Session, notificationId: unknown) => authed(t, s, 'POST', '/api/acknowledgeNotification', { notificationId });

  it('fetches own and broadcast notifications, newest first, and not those of others', async () => {
    expect(await fetch(alice)).toEqual([
      { id: newest, acknowledged: false, payload: { title: 'Newest for Alice', content: '<p>Newest for Alice text</p>' } },
      { id: broadcast, acknowledged: false, payload: { title: 'For everyone', content: '<p>For everyone text</p>' } },
      { id: own, acknowledged: false, payload: { title: 'For Alice', content: '<p>For Alice text</p>' } },
    ]);
    expect((await fetch(bob)).map((n) => n.id)).toEqual([bobs, broadcast]);
  });

  it('sends the unacknowledged ones with the login response', async () => {
    const again = await signIn(t, alice.account);
    expect((again.body.notifications as UserNotification[]).map((n) => n.id)).toEqual([newest, broadcast, own]);
  });

  it('acknowledges one; it stays in the list as acknowledged and leaves the login response', async () => {
    const res = await ack(alice, own);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const list = await fetch(alice);
    expect(list.find((n) => n.id === own)?.acknowledged).toBe(true);
    expect(list.filter((n) => n.acknowledged)).toHaveLength(1);
    const again = await signIn(t, alice.account);
    expect((again.body.notifications as UserNotification[]).map((n) => n.id)).toEqual([newest, broadcast]);
  });

  it('acknowledging twice is fine and stores one acknowledgement', async () => {
    expect((await ack(alice, newest)).statusCode).toBe(200);
    expect((await ack(alice, newest)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(notificationAcks).where(eq(notificationAcks.notificationId, newest));
    expect(rows).toHaveLength(1);
  });

  it("a broadcast acknowledged by one user stays unread for the others", async () => {
    expect((await ack(bob, broadcast)).statusCode).toBe(200);
    expect((await fetch(bob)).find((n) => n.id === broadcast)?.acknowledged).toBe(true);
    expect((await fetch(alice)).find((n) => n.id === broadcast)?.acknowledged).toBe(false);
  });

  it("answers 404 for someone else's notification and for an unknown one, and stores nothing", async () => {
    expectError(await ack(alice, bobs), 404, ACK_FAILED);
    expectError(await ack(alice, 999_999), 404, ACK_FAILED);
    const rows = await t.database.db.select().from(notificationAcks).where(eq(notificationAcks.notificationId, bobs));
    expect(rows).toHaveLength(0);
    expect((await fetch(bob)).find((n) => n.id === bobs)?.acknowledged).toBe(false);
  });

  it.each([
    ['a string id', String(1)],
    ['a zero id', 0],
    ['a fractional id', 1.5],
    ['no id', undefined],
  ])('answers 400 for %s', async (_label, id) => {
    expectError(await ack(alice, id), 400, /notificationId/);
  });

  it('needs a session', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/fetchNotifications' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/acknowledgeNotification', payload: { notificationId: own } }), 401);
  });
});
