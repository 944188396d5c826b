/**
 * The balances that the heartbeat, GET /userData and the balance calls show are kept in memory
 * with the session (server/auth/sessionCache.ts) while the change feed runs, as `npm start` runs
 * it: a booking or a plan change made anywhere (a payment's webhook, an admin, another instance;
 * here written straight into the database) shows within a second, and the caller's own spend at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/testApp';
import { BACKENDS } from './support/testBackends';
import { authed, newSession, userRow, type Session } from './support/accounts';
import { eventually } from './support/eventually';
import { book } from '../../server/users/balances';
import { users } from '../../server/db/schema';
import type { HeartbeatAnswer, UserBalance } from '../../contracts';

describe.each(BACKENDS)('balances kept in memory on %s', (backend) => {
  let t: TestApp;
  let member: Session;
  let userId: string;
  const heartbeat = async () => (await authed(t, member, 'POST', '/api/heartbeat', {})).json() as HeartbeatAnswer;
  const balance = async () => (await authed(t, member, 'GET', '/api/userBalance')).json() as UserBalance;

  beforeAll(async () => {
    t = await createTestApp(backend, { changeFeed: true });
    member = await newSession(t);
    userId = (await userRow(t, member.username)).id;
  });
  afterAll(async () => t?.close());

  it('a booking written by anyone shows in the heartbeat and the balance call within a second', async () => {
    const before = (await heartbeat()).userBalance.tokenBalance;
    expect((await heartbeat()).userBalance.tokenBalance).toBe(before);
    await book(t.database.db, { userId, account: 'token', delta: 7, reason: 'test' });
    const after = await eventually(heartbeat, (h) => h.userBalance.tokenBalance === before + 7);
    expect(after.userBalance.tokenBalance).toBe(before + 7);
    expect((await balance()).tokenBalance).toBe(before + 7);
    await book(t.database.db, { userId, account: 'reset', delta: 2, reason: 'test' });
    expect((await eventually(balance, (b) => b.resetBalance === 2)).resetBalance).toBe(2);
  });

  it('a plan change written by anyone shows in the allowance within a second', async () => {
    const before = (await heartbeat()).userBalance.tickersPerMonth;
    await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, userId));
    const after = await eventually(heartbeat, (h) => h.userBalance.tickersPerMonth !== before);
    expect(after.userBalance.tickersPerMonth).not.toBe(before);
  });
});
