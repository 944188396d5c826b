/**
 * Issue 28 scope 9: the calls of the admins' dev-only pages (server/admin/devPagesRoutes.ts).
 * The all-users alert history: paged, newest first, by user, ticker and date, 400 for bad input;
 * the model portfolios' current positions as of the latest snapshot, equal to the backtests'
 * last allocation. 401 without a session, 403 for members and CMS managers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { insertEntries } from '../../server/alerts/historyStore';
import { backtestServiceOf } from '../../server/backtests/backtestService';
import { MODEL_PORTFOLIOS } from '../../product/backtestRules';
import type { AdminAlertHistoryAnswer, AlertHistoryEntry, BacktestEntry, ManagedPortfolioAnswer } from '../../contracts';

describe.each(BACKENDS)('the admins\' dev-only calls on %s', (backend) => {
  let t: TestApp;
  let loading: TestApp;
  let admin: Session;
  let loadingAdmin: Session;
  let member: Session & { account: { username: string } };
  let other: Session & { account: { username: string } };
  const get = (s: Session | null, url: string) => call(t, s, 'GET', url);

  function fired(ticker: string, firedAt: string): AlertHistoryEntry {
    return {
      id: randomUUID(), alertId: randomUUID(), alertName: `${ticker} above`, ticker, firedAt, value: 101, level: 100,
      condition: { type: 'price', direction: 'above', threshold: 100 }, deliveries: [{ channel: 'app', status: 'delivered' }],
    } as AlertHistoryEntry;
  }

  beforeAll(async () => {
    const market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [admin, loadingAdmin] = await Promise.all([demo(t, 'demoadmin'), demo(loading, 'demoadmin')]);
    member = await newSession(t);
    other = await newSession(t);
    const [m, o] = await Promise.all([userRow(t, member.account.username), userRow(t, other.account.username)]);
    await insertEntries(t.database.db, [
      { ...fired('SPY', '2026-11-02T15:00:00.000Z'), userId: m.id },
      { ...fired('QQQ', '2026-11-03T15:00:00.000Z'), userId: m.id },
      { ...fired('SPY', '2026-11-04T15:00:00.000Z'), userId: o.id },
    ]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('401 without a session, 403 for members and CMS managers, before any input check', async () => {
    const cms = await demo(t, 'democms');
    for (const path of ['/api/admin/alertHistory', '/api/admin/alertHistory?from=bad', '/api/admin/managedPortfolio']) {
      expectError(await get(null, path), 401);
      expectError(await get(member, path), 403);
      expectError(await get(cms, path), 403);
    }
  });

  it('lists every user\'s fired alerts, newest first, with their usernames, paged', async () => {
    const all = ok<AdminAlertHistoryAnswer>(await get(admin, '/api/admin/alertHistory?from=2026-11-01&to=2026-11-30'));
    expect(all.total).toBe(3);
    expect(all.entries.map((e) => [e.username, e.ticker, e.firedAt])).toEqual([
      [other.account.username, 'SPY', '2026-11-04T15:00:00.000Z'],
      [member.account.username, 'QQQ', '2026-11-03T15:00:00.000Z'],
      [member.account.username, 'SPY', '2026-11-02T15:00:00.000Z'],
    ]);
    const second = ok<AdminAlertHistoryAnswer>(await get(admin, '/api/admin/alertHistory?from=2026-11-01&to=2026-11-30&page=2&pageSize=2'));
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.entries.map((e) => e.ticker)).toEqual(['SPY']);
    expect(second.entries[0]!.username).toBe(member.account.username);
  });

  it('filters by user (username or e-mail), by ticker (any case) and by whole UTC days', async () => {
    const byUser = ok<AdminAlertHistoryAnswer>(await get(admin, `/api/admin/alertHistory?username=${encodeURIComponent(member.account.username)}`));
    expect(byUser.entries.map((e) => e.ticker)).toEqual(['QQQ', 'SPY']);
    const byTicker = ok<AdminAlertHistoryAnswer>(await get(admin, '/api/admin/alertHistory?ticker=spy&from=2026-11-01&to=2026-11-30'));
    expect(byTicker.entries.map((e) => e.username)).toEqual([other.account.username, member.account.username]);
    const oneDay = ok<AdminAlertHistoryAnswer>(await get(admin, '/api/admin/alertHistory?from=2026-11-03&to=2026-11-03'));
    expect(oneDay.entries.map((e) => e.ticker)).toEqual(['QQQ']);
  });

  it('answers bad input with 400 (and an unknown user with 404)', async () => {
    for (const query of ['from=2026-13-01', 'from=2026-02-30', 'to=yesterday', 'from=2026-11-05&to=2026-11-01', 'page=0', 'pageSize=501', 'pageSize=x', 'sort=1']) {
      expectError(await get(admin, `/api/admin/alertHistory?${query}`), 400);
    }
    expectError(await get(admin, '/api/admin/alertHistory?username=nobody-here'), 404, /No user/);
  });

  it('answers the model portfolios\' positions at the last session of their backtests', async () => {
    expectError(await call(loading, loadingAdmin, 'GET', '/api/admin/managedPortfolio'), 503, undefined, 'MARKET_LOADING');
    backtestServiceOf(t.app).start();
    await backtestServiceOf(t.app).settled();
    const answer = ok<ManagedPortfolioAnswer>(await get(admin, '/api/admin/managedPortfolio'));
    const backtests = ok<BacktestEntry[]>(await get(admin, '/api/getBacktests'));
    expect(answer.portfolios.map((p) => p.id)).toEqual(MODEL_PORTFOLIOS.map((p) => p.id));
    expect(answer.lastSession).toBe(backtests[0]!.backtest.date.at(-1));
    for (const [i, p] of answer.portfolios.entries()) {
      const b = backtests[i]!.backtest;
      const allocation = b.simulationAllocationValue;
      const held = Object.entries(allocation.allocations).filter(([, v]) => v > 0);
      expect(p.simulation.cash).toBeCloseTo(allocation.cash, 6);
      expect(p.simulation.positions.map((x) => x.ticker).sort()).toEqual(held.map(([k]) => k).sort());
      // The money diffs are rounded to cents.
      expect(Math.abs(p.simulation.equity - (b.simulationMoneyDiff.at(-1)! + answer.initialCash))).toBeLessThanOrEqual(0.01);
      const weights = p.simulation.positions.reduce((sum, x) => sum + x.weight, 0) + p.simulation.cash / p.simulation.equity;
      expect(weights).toBeCloseTo(1, 9);
      for (const x of p.simulation.positions) expect(MODEL_PORTFOLIOS[i]!.assets).toContain(x.ticker);
    }
  });
});
