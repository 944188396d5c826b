/**
 * GET /api/userData's answer is kept in memory with the session (server/auth/sessionCache.ts)
 * while the change feed runs, as `npm start` runs it: a change of the user, their balances, lists
 * or orders made anywhere (a payment's webhook, an admin, another instance; here written straight
 * into the database) shows within a second, and the caller's own write at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/testApp';
import { BACKENDS } from './support/testBackends';
import { authed, newSession, userRow, type Session } from './support/accounts';
import { eventually } from './support/eventually';
import { book } from '../../server/users/balances';
import { insertList } from '../../server/users/watchlistStore';
import { billingOrders, users } from '../../server/db/schema';
import type { SessionUser } from '../../contracts';

describe.each(BACKENDS)('the user object kept in memory on %s', (backend) => {
  let t: TestApp;
  let member: Session;
  let userId: string;
  const userData = async (): Promise<SessionUser> => {
    const res = await authed(t, member, 'GET', '/api/userData');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json() as SessionUser;
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { changeFeed: true });
    member = await newSession(t);
    userId = (await userRow(t, member.username)).id;
  });
  afterAll(async () => t?.close());

  it('answers the same object twice while nothing changed', async () => {
    expect(await userData()).toEqual(await userData());
  });

  it('a change of the user row written by anyone shows within a second', async () => {
    await userData();
    await t.database.db.update(users).set({ firstname: 'Changed' }).where(eq(users.id, userId));
    expect((await eventually(userData, (u) => u.firstname === 'Changed')).firstname).toBe('Changed');
  });

  it('a booking written by anyone shows within a second', async () => {
    const before = (await userData()).tokenBalance;
    await book(t.database.db, { userId, account: 'token', delta: 5, reason: 'test' });
    expect((await eventually(userData, (u) => u.tokenBalance === before + 5)).tokenBalance).toBe(before + 5);
  });

  it('a list written by anyone shows within a second', async () => {
    await userData();
    await insertList(t.database.db, userId, 'GENERAL', 'Written elsewhere', ['SPY'], new Date());
    const after = await eventually(userData, (u) => u.watchlists.regular.some((l) => l.name === 'Written elsewhere'));
    expect(after.watchlists.regular.map((l) => l.name)).toContain('Written elsewhere');
  });

  it('an order paid elsewhere (a payment webhook) shows in the billing history within a second', async () => {
    expect((await userData()).billingHistory).toEqual([]);
    await t.database.db.insert(billingOrders).values({
      userId, kind: 'tokens', sku: 'TOKENS_100', provider: 'sandbox', status: 'paid', netCents: 1000, vatRateBp: 1900, vatCents: 190,
      totalCents: 1190, countryCode: 'DE', paidAt: new Date(),
    });
    const after = await eventually(userData, (u) => u.billingHistory.length === 1);
    expect(after.billingHistory.map((h) => h.totalCents)).toEqual([1190]);
  });

  it("the caller's own write shows at once", async () => {
    await userData();
    const res = await authed(t, member, 'POST', '/api/userData', { settings: { darkMode: true } });
    expect(res.statusCode).toBe(200);
    expect((await userData()).settings.darkMode).toBe(true);
  });
});
