import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, login, userRow } from './support/accounts';
import { admin, balances, bought, customer, ok, payOnSandbox, subscribed, subscriptionRows, userData } from './support/billingFlows';
import { activeTickers, auditLog, balanceLedger, jobRuns } from '../../server/db/schema';
import { balanceOf, book, spend } from '../../server/users/balances';
import { handleMorningCheck, morningCheckKey, startBillingScheduler } from '../../server/billing/scheduler';
import { openScheduledJobs } from '../../server/jobs/scheduledJobs';
import { nextDailyRun } from '../../server/billing/periods';
import { startEliteTrial } from '../../server/billing/trial';

describe.each(BACKENDS)('balances and account calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  async function activate(userId: string, tickers: string[]): Promise<void> {
    const now = t.clock.now;
    for (const ticker of tickers) {
      await book(t.database.db, { userId, account: 'ticker', delta: -1, reason: 'activation', at: now });
      await t.database.db.insert(activeTickers).values({ userId, ticker, activatedAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000), billable: true });
    }
  }

  it('50 concurrent spends against a balance of 10 spend exactly 10', async () => {
    const c = await customer(t);
    await book(t.database.db, { userId: c.userId, account: 'token', delta: 10, reason: 'test credit' });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      spend(t.database.db, { userId: c.userId, account: 'token', amount: 1, reason: `concurrent spend ${i}` })));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => r.balance === 0)).toBe(true);
    expect(await balanceOf(t.database.db, c.userId, 'token')).toBe(0);
    const spends = await t.database.db.select().from(balanceLedger).where(and(eq(balanceLedger.userId, c.userId), eq(balanceLedger.delta, -1)));
    expect(spends).toHaveLength(10);
    expect((await balances(t, c)).tokenBalance).toBe(0);
  });

  it('answers the balance and the used tickers with the active ones and the rollover date', async () => {
    const c = await customer(t);
    await activate(c.userId, ['AAPL', 'MSFT']);
    expect(await ok(authed(t, c, 'GET', '/api/userBalance'))).toEqual({ tokenBalance: 0, resetBalance: 0, tickersInLastMonth: 2, tickersPerMonth: 3 });
    const used = await ok<Record<string, unknown>>(authed(t, c, 'GET', '/api/used-tickers'));
    expect(used).toMatchObject({ tickersInLastMonth: 2, tickersPerMonth: 3, remaining: 1, tokenBalance: 0, resetBalance: 0 });
    expect((used.activeTickers as { ticker: string }[]).map((x) => x.ticker).sort()).toEqual(['AAPL', 'MSFT']);
    expect(new Date(used.rolloverDate as string).getTime()).toBeGreaterThan(t.clock.now.getTime());
    expectError(await t.app.inject({ method: 'GET', url: '/api/used-tickers' }), 401);
  });

  it('the ticker reset spends a reset request, clears the active tickers, gives the month back and logs the user out', async () => {
    const c = await customer(t, 'DE', 'resetter');
    await activate(c.userId, ['AAPL', 'NVDA', 'TSLA']);
    expectError(await authed(t, c, 'POST', '/api/resetTickers'), 402, 'You have no reset requests left.', 'NO_RESET_REQUESTS');
    expect((await balances(t, c)).tickersInLastMonth).toBe(3);
    await bought(t, c, '008');
    const res = await ok<Record<string, unknown>>(authed(t, c, 'POST', '/api/resetTickers'));
    expect(res).toMatchObject({ username: c.username, resetBalance: 2, loggedOut: true, rawUserData: { tickersPerMonth: 3, tickersInLastMonth: 0 } });
    expectError(await authed(t, c, 'GET', '/api/userBalance'), 401);
    const again = await login(t, c.username, c.account.password);
    const session = { authorization: `Basic ${Buffer.from(`${c.username}:${(again.json() as { user: { sessionId: string } }).user.sessionId}`).toString('base64')}` };
    expect(await ok(authed(t, session, 'GET', '/api/userBalance'))).toMatchObject({ resetBalance: 2, tickersInLastMonth: 0 });
    expect((await ok<{ activeTickers: unknown[] }>(authed(t, session, 'GET', '/api/used-tickers'))).activeTickers).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.resetTickers'), eq(auditLog.targetId, c.userId)));
    expect(audits[0]?.details).toMatchObject({ returned: 3, cleared: 3 });
  });

  it('admins top up real-time ranges by 10, 25 or 50 through the ledger', async () => {
    const a = await admin(t);
    const c = await customer(t);
    const version = (await userRow(t, c.username)).userStateVersion;
    expect(await ok(authed(t, a, 'POST', '/api/userAdmin/addRT', { username: c.username, amount: 25 }))).toEqual({ msg: `Successful: 25 real-time ranges added to ${c.username}.` });
    await ok(authed(t, a, 'POST', '/api/userAdmin/addRT', { username: c.email, amount: 10 }));
    expect((await balances(t, c)).tokenBalance).toBe(35);
    expect((await userRow(t, c.username)).userStateVersion).toBe(version + 2);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/addRT', { username: c.username, amount: 30 }), 400);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/addRT', { username: 'nobody', amount: 50 }), 404, 'Error: Could not add 50 rt requests.');
    expectError(await authed(t, c, 'POST', '/api/userAdmin/addRT', { username: c.username, amount: 50 }), 403);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.addRT'), eq(auditLog.targetId, c.userId)));
    expect(audits).toHaveLength(2);
  });

  it('admins deactivate and activate a subscription by id', async () => {
    const a = await admin(t);
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    const [sub] = await subscriptionRows(t, c.userId);
    expect(await ok(authed(t, a, 'POST', `/api/deactivateSubscription/${c.username}/${sub!.id}`))).toEqual({ msg: 'Successful: the subscription is deactivated.' });
    expect((await userData(t, c)).plan).toBe('demo');
    expect((await subscriptionRows(t, c.userId))[0]).toMatchObject({ status: 'ended', endReason: 'deactivated by an admin' });
    expect(await ok(authed(t, a, 'POST', `/api/activateSubscription/${c.username}/${sub!.id}`))).toMatchObject({ msg: expect.stringContaining('Successful') });
    expect((await userData(t, c)).plan).toBe('premium');
    expectError(await authed(t, a, 'POST', `/api/deactivateSubscription/${c.username}/${randomUUID()}`), 404, 'Error: Could not deactivated.');
    expectError(await authed(t, c, 'POST', `/api/deactivateSubscription/${c.username}/${sub!.id}`), 403);
  });

  it('the time-left check: the own subscriptions for users, all for admins', async () => {
    const c = await customer(t);
    expect(await ok(authed(t, c, 'GET', '/api/userSubscriptionTimeLeftCheck'))).toMatchObject({ scope: 'own', renewed: 0, ended: 0 });
    expect(await ok(authed(t, await admin(t), 'GET', '/api/userSubscriptionTimeLeftCheck'))).toMatchObject({ scope: 'all' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/userSubscriptionTimeLeftCheck' }), 401);
  });

  it('deletes only test accounts (usernames starting with cypresstest)', async () => {
    const plain = await customer(t);
    expectError(await authed(t, plain, 'POST', '/api/deleteAccount'), 403, 'Could not delete account');
    const test = await customer(t, 'US', 'cypresstest');
    await subscribed(t, test, '020');
    expect(await ok(authed(t, test, 'POST', '/api/deleteAccount'))).toEqual({ success: true });
    expectError(await login(t, test.username, test.account.password), 401);
    expect(await subscriptionRows(t, test.userId)).toEqual([]);
  });

  it('the scheduler plans the morning check for 06:00 Europe/Berlin and stops on shutdown', async () => {
    t.clock.now = new Date('2026-01-15T12:00:00Z');
    const jobs = await openScheduledJobs({ db: t.app.deps.db, log: t.app.log });
    const scheduler = startBillingScheduler(t.app, jobs);
    expect(scheduler.next().toISOString()).toBe('2026-01-16T05:00:00.000Z');
    expect(scheduler.next()).toEqual(nextDailyRun(t.clock.now, 6, 'Europe/Berlin'));
    scheduler.stop();
    await jobs.stop();
  });

  it('the morning check runs once per day, however often it is asked for (issue 24)', async () => {
    const jobs = await openScheduledJobs({ db: t.app.deps.db, log: t.app.log, now: () => t.clock.now });
    await handleMorningCheck(t.app, jobs);
    const key = morningCheckKey(new Date('2026-01-15T05:00:00Z'), 'Europe/Berlin');
    expect(key).toBe('2026-01-15');
    await Promise.all([jobs.request('billing-morning-check', key), jobs.request('billing-morning-check', key)]);
    await jobs.request('billing-morning-check', key);
    const runs = await t.app.deps.db.select().from(jobRuns).where(eq(jobRuns.key, key));
    expect(runs).toMatchObject([{ job: 'billing-morning-check', status: 'done', attempts: 1 }]);
    const health = await jobs.health();
    expect(health.queue).toBe('in-process');
    expect(health.jobs.find((j) => j.name === 'billing-morning-check')?.last).toMatchObject({ key, status: 'done', attempts: 1 });
    await jobs.stop();
  });

  it('registration can start the Elite trial for the account it just created', async () => {
    const c = await customer(t, 'DE');
    const { nextStepURL } = await startEliteTrial(t.app, await userRow(t, c.username));
    expect((await payOnSandbox(t, nextStepURL, { number: '5555555555554444' })).landing).toBe('/demo-offer-success');
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060t' });
  });
});
