import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, signIn } from './support/accounts';
import { admin, balances, customer, ok, subscribed, subscriptionRows, userData } from './support/billingFlows';
import { activeTickers, auditLog, watchlists } from '../../server/db/schema';
import { book } from '../../server/users/balances';
import type { AdminUserData, AuditLogAnswer, TickerUsageAnalysis } from '../../contracts';

describe.each(BACKENDS)('the user admin calls and the audit log on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  async function activate(userId: string, tickers: string[], billable = true): Promise<void> {
    const now = t.clock.now;
    for (const ticker of tickers) {
      if (billable) await book(t.database.db, { userId, account: 'ticker', delta: -1, reason: 'activation', at: now });
      await t.database.db.insert(activeTickers).values({ userId, ticker, activatedAt: now, expiresAt: new Date(now.getTime() + 30 * 86_400_000), billable });
    }
  }

  it('loads a user by username or e-mail with the ticker package, the subscriptions and the sessions', async () => {
    const a = await admin(t);
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    await activate(c.userId, ['AAPL', 'MSFT']);
    const data = await ok<AdminUserData>(authed(t, a, 'GET', `/api/userAdmin/userData?username=${encodeURIComponent(c.email)}`));
    expect(data.username).toBe(c.username);
    expect(data.rawUserData).toEqual({ tickersPerMonth: data.user.rawUserData.tickersPerMonth, tickersInLastMonth: 2 });
    expect(data.rawUserData.tickersPerMonth).toBeGreaterThan(0);
    expect(data.subscriptions.map((x) => x.sku)).toEqual(['020']);
    expect(data.activeSessions).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
    expectError(await authed(t, a, 'GET', '/api/userAdmin/userData?username=nobody-here'), 404);
    expectError(await authed(t, a, 'GET', '/api/userAdmin/userData'), 400);
    expectError(await authed(t, c, 'GET', `/api/userAdmin/userData?username=${c.username}`), 403);
    expectError(await authed(t, await signIn(t, { username: 'democms', password: 'Demo1234' }), 'GET', `/api/userAdmin/userData?username=${c.username}`), 403);
  });

  it('analyses the ticker usage: allowance, used, free, in lists, remaining', async () => {
    const a = await admin(t);
    const c = await customer(t);
    await activate(c.userId, ['NVDA', 'AAPL']);
    await activate(c.userId, ['SPY'], false);
    await t.database.db.update(watchlists).set({ tickers: ['TSLA', 'AAPL'] }).where(eq(watchlists.ownerId, c.userId));
    const analysis = await ok<TickerUsageAnalysis>(authed(t, a, 'GET', `/api/userAdmin/analyzeUsage?username=${c.username}`));
    const { tickersPerMonth } = await balances(t, c);
    expect(analysis).toMatchObject({
      totalAmountOfTickersAvailable: tickersPerMonth,
      listOfAllTickersUsed: ['AAPL', 'NVDA', 'SPY'],
      freeOrDifferentlyPayedTickers: ['SPY'],
      remainingTickers: Math.max(tickersPerMonth - 2, 0),
    });
    const lists = (await t.database.db.select().from(watchlists).where(eq(watchlists.ownerId, c.userId))).flatMap((w) => w.tickers);
    expect(analysis.listOfAllTickersCurrentlyUsedInLists).toEqual([...new Set(lists)].sort());
    expectError(await authed(t, a, 'GET', '/api/userAdmin/analyzeUsage?username=nobody-here'), 404, 'Error: Could not force logout user.');
  });

  it('resets the ticker usage to zero without spending a reset request, audited with before and after', async () => {
    const a = await admin(t);
    const c = await customer(t);
    await activate(c.userId, ['AAPL', 'MSFT', 'NVDA']);
    const resetsBefore = (await balances(t, c)).resetBalance;
    expect((await balances(t, c)).tickersInLastMonth).toBe(3);
    const answer = await ok<{ msg: string }>(authed(t, a, 'POST', '/api/userAdmin/resetAssetHistory', { username: c.username }));
    expect(answer.msg).toMatch(/^Successful: 3 EOD request\(s\) given back and 3 active ticker\(s\) cleared/);
    const after = await signIn(t, c.account);
    expect((await balances(t, after)).tickersInLastMonth).toBe(0);
    expect((await balances(t, after)).resetBalance).toBe(resetsBefore);
    expect(await t.database.db.select().from(activeTickers).where(eq(activeTickers.userId, c.userId))).toHaveLength(0);
    const [line] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.resetTickers'), eq(auditLog.targetId, c.userId)));
    expect(line!.details).toEqual({ before: { tickersInLastMonth: 3, activeTickers: 3 }, after: { tickersInLastMonth: 0, activeTickers: 0 } });
    // The second path of document 4 is the same action.
    await activate(c.userId, ['TSLA']);
    expect((await ok<{ msg: string }>(authed(t, a, 'POST', '/api/resetAssetHistory', { username: c.email }))).msg).toMatch(/^Successful: 1 EOD/);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/resetAssetHistory', { username: '' }), 400);
    expectError(await authed(t, after, 'POST', '/api/userAdmin/resetAssetHistory', { username: c.username }), 401);
  });

  it('force logout ends every session of the user at once; the audit log shows it', async () => {
    const a = await admin(t);
    const c = await customer(t);
    const second = await signIn(t, c.account);
    await ok(authed(t, c, 'GET', '/api/userData'));
    expect(await ok(authed(t, a, 'POST', '/api/userAdmin/forceLogout', { username: c.username }))).toEqual({ msg: `Successful: 2 session(s) of ${c.username} ended.` });
    expectError(await authed(t, c, 'GET', '/api/userData'), 401);
    expectError(await authed(t, second, 'GET', '/api/userData'), 401);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/forceLogout', { username: 'nobody-here' }), 404, 'Error: Could not force logout user.');
    const fresh = await signIn(t, c.account);
    expectError(await authed(t, fresh, 'POST', '/api/userAdmin/forceLogout', { username: 'demoadmin' }), 403);
    await ok(authed(t, fresh, 'GET', '/api/userData'));
  });

  it('cancels subscriptions by id at once', async () => {
    const a = await admin(t);
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    const [sub] = await subscriptionRows(t, c.userId);
    expect((await ok<{ msg: string }>(authed(t, a, 'POST', '/api/userAdmin/cancelSub', { username: c.username, ids: [sub!.id] }))).msg).toMatch(/^Successful: 1 subscription/);
    expect((await subscriptionRows(t, c.userId))[0]).toMatchObject({ status: 'ended', endReason: 'cancelled by an admin' });
    expect((await userData(t, c)).plan).toBe('demo');
    expectError(await authed(t, a, 'POST', '/api/userAdmin/cancelSub', { username: c.username, ids: [sub!.id] }), 404);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/cancelSub', { username: c.username, ids: [] }), 400);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/cancelSub', { username: c.username, ids: ['not-a-uuid'] }), 400);
    expectError(await authed(t, c, 'POST', '/api/userAdmin/cancelSub', { username: c.username, ids: [sub!.id] }), 403);
  });

  it('the audit log of a user between two dates: what they did and what was done to them, newest first, paged', async () => {
    const a = await admin(t);
    const c = await customer(t);
    const from = Math.floor(t.clock.now.getTime() / 1000) - 60;
    await ok(authed(t, a, 'POST', '/api/userAdmin/addRT', { username: c.username, amount: 25 }));
    t.clock.advance(1000);
    await ok(authed(t, a, 'POST', '/api/userAdmin/forceLogout', { username: c.username }));
    const to = Math.floor(t.clock.now.getTime() / 1000) + 60;
    const log = await ok<AuditLogAnswer>(authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=${from}&to=${to}`));
    const actions = log.data.map((l) => l.action);
    expect(actions.slice(0, 2)).toEqual(['admin.forceLogout', 'admin.addRT']);
    expect(log.data[0]!.metadata).toMatchObject({ actor: 'demoadmin', role: 'target', targetType: 'user', details: { before: { activeSessions: 1 }, after: { activeSessions: 0 } } });
    expect(log.data[1]!.metadata.details).toEqual({ amount: 25 });
    expect(log.total).toBe(log.data.length);
    const paged = await ok<AuditLogAnswer>(authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=${from}&to=${to}&page=1&pageSize=1`));
    expect(paged).toMatchObject({ page: 1, pageSize: 1, total: log.total });
    expect(paged.data.map((l) => l.action)).toEqual(['admin.forceLogout']);
    // Outside the dates: nothing.
    expect((await ok<AuditLogAnswer>(authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=0&to=${from - 120}`))).data).toEqual([]);
    expectError(await authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=${to}&to=${from}`), 400, 'The from date must not be after the to date.');
    expectError(await authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=x&to=${to}`), 400);
    expectError(await authed(t, a, 'GET', `/api/auditLog/log4user?username=${c.username}&from=${from}`), 400);
    expectError(await authed(t, a, 'GET', `/api/auditLog/log4user?username=nobody-here&from=${from}&to=${to}`), 404);
    const fresh = await signIn(t, c.account);
    expectError(await authed(t, fresh, 'GET', `/api/auditLog/log4user?username=${c.username}&from=${from}&to=${to}`), 403);
  });
});
