/**
 * Issue 28 scopes 3 and 4: reloading the runtime settings (POST /api/reloadConfig), the cache admin
 * calls (GET /api/admin/cacheStatus, POST /api/admin/refresh, /admin/refresh-old,
 * /admin/clearListCaches) and the search admin calls (GET /api/admin/search/users and
 * /instruments): each call's effect, its audit line with the values before and after, 403 for
 * members and CMS managers, 401 without a session, 400 for bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, signIn, type Session } from './support/accounts';
import { admin, customer, ok, subscribed, subscriptionRows } from './support/billingFlows';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { auditLog, instruments } from '../../server/db/schema';
import type {
  AdminInstrumentHit, AdminSearchAnswer, AdminUserHit, CacheStatusAnswer, ClearCachesAnswer, HealthAnswer, RefreshAnswer, ReloadConfigAnswer,
} from '../../contracts';

const ROUTES: ['GET' | 'POST', string][] = [
  ['POST', '/api/reloadConfig'], ['GET', '/api/admin/cacheStatus'], ['POST', '/api/admin/refresh'], ['POST', '/api/admin/refresh-old'],
  ['POST', '/api/admin/clearListCaches'], ['GET', '/api/admin/search/users?q=demo'], ['GET', '/api/admin/search/instruments?q=SPY'],
];

describe.each(BACKENDS)('the system, cache and search admin calls on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  let settingsFile: string;
  let a: Session;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rangescope-settings-'));
    settingsFile = path.join(dir, 'settings.env');
    t = await createTestApp(backend, { seed: true, market: await testMarket(), env: { SETTINGS_FILE: settingsFile } });
    t.clock.now = new Date(TEST_MARKET_AT);
    a = await admin(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const lastAudit = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(1))[0];

  it('refuses members and CMS managers (403) and visitors (401) on every call', async () => {
    const member = await customer(t, 'US');
    const cms = await signIn(t, { username: 'democms', password: 'Demo1234' });
    for (const [method, url] of ROUTES) {
      expectError(await authed(t, member, method, url), 403);
      expectError(await authed(t, cms, method, url), 403);
      expectError(await t.app.inject({ method, url }), 401);
    }
  });

  it('reloads maintenance mode and the rate limits from the settings file, says what changed and what needs a restart, audited', async () => {
    const unchanged = await ok<ReloadConfigAnswer>(authed(t, a, 'POST', '/api/reloadConfig'));
    expect(unchanged).toMatchObject({ changed: [], restartNeeded: [], settingsFile, settingsFileFound: false, msg: 'Successful: no setting changed.' });
    expect(unchanged.reloadable).toEqual(expect.arrayContaining(['MAINTENANCE_MODE', 'RATE_LIMIT_LOGIN', 'RATE_LIMIT_REGISTER', 'ADMIN_EXPORT_TOKEN']));

    writeFileSync(settingsFile, 'MAINTENANCE_MODE=1\nRATE_LIMIT_REGISTER=3\nADMIN_EXPORT_TOKEN=a-secret-of-twenty-chars\nPORT=9999\n');
    const answer = await ok<ReloadConfigAnswer>(authed(t, a, 'POST', '/api/reloadConfig'));
    expect(answer.settingsFileFound).toBe(true);
    expect(answer.changed).toEqual([
      { setting: 'MAINTENANCE_MODE', before: 'off', after: 'on' },
      { setting: 'RATE_LIMIT_REGISTER', before: '1000', after: '3' },
      { setting: 'ADMIN_EXPORT_TOKEN', before: 'unset', after: 'set' },
    ]);
    expect(answer.restartNeeded).toEqual([{ setting: 'PORT', before: '8080', after: '9999' }]);
    expect(answer.msg).toBe('Successful: reloaded MAINTENANCE_MODE, RATE_LIMIT_REGISTER, ADMIN_EXPORT_TOKEN.');
    expect(JSON.stringify(answer)).not.toContain('a-secret-of-twenty-chars');
    // In effect at once: the health call, the registration limit (3 a minute), the export (on, with that token).
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json<HealthAnswer>().status).toBe('maintenance');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress: '10.9.8.7' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(t.config.port).toBe(8080);
    const line = await lastAudit('admin.reloadConfig');
    expect(line!.details).toEqual({
      before: { MAINTENANCE_MODE: 'off', RATE_LIMIT_REGISTER: '1000', ADMIN_EXPORT_TOKEN: 'unset' },
      after: { MAINTENANCE_MODE: 'on', RATE_LIMIT_REGISTER: '3', ADMIN_EXPORT_TOKEN: 'set' },
      restartNeeded: ['PORT'],
    });

    // A value the server would not start with: 400, and nothing changes.
    writeFileSync(settingsFile, 'MAINTENANCE_MODE=0\nRATE_LIMIT_LOGIN=lots\n');
    expectError(await authed(t, a, 'POST', '/api/reloadConfig'), 400, /RATE_LIMIT_LOGIN must be a non-negative integer/, 'SETTINGS_INVALID');
    expect(t.config.maintenance).toBe(true);

    rmSync(settingsFile);
    const back = await ok<ReloadConfigAnswer>(authed(t, a, 'POST', '/api/reloadConfig'));
    expect(back.changed.map((c) => c.setting)).toEqual(['MAINTENANCE_MODE', 'RATE_LIMIT_REGISTER', 'ADMIN_EXPORT_TOKEN']);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json<HealthAnswer>().status).toBe('ok');
  });

  it('reports the snapshot and every cache with its size, and clears the list caches, audited', async () => {
    const status = await ok<CacheStatusAnswer>(authed(t, a, 'GET', '/api/admin/cacheStatus'));
    expect(status.snapshot).toMatchObject({ cacheStatus: 'READY', outOfDate: false, running: false, sourceLabel: 'Demo data' });
    expect(status.snapshot!.asOf).toBe(status.snapshot!.latestSession);
    const byId = Object.fromEntries(status.caches.map((c) => [c.id, c]));
    expect(Object.keys(byId).sort()).toEqual(['listAnswers', 'marketSnapshot', 'quotes', 'runtimeModels', 'signals']);
    expect(byId.marketSnapshot!.entries).toBe(status.snapshot!.instruments);
    expect(byId.marketSnapshot!.bytes).toBeGreaterThan(0);

    t.app.engine.listCache.set('DomainFaqSection|test', 'DomainFaqSection', { rows: [{ id: 1 }], total: 1 }, 300, Date.now());
    t.app.engine.listCache.set('DomainFaqEntry|test', 'DomainFaqEntry', { rows: [], total: 0 }, 300, Date.now());
    const held = (await ok<CacheStatusAnswer>(authed(t, a, 'GET', '/api/admin/cacheStatus'))).caches.find((c) => c.id === 'listAnswers')!;
    expect(held).toMatchObject({ entries: 2, byModel: { DomainFaqSection: 1, DomainFaqEntry: 1 }, clearable: true });

    const cleared = await ok<ClearCachesAnswer>(authed(t, a, 'POST', '/api/admin/clearListCaches'));
    expect(cleared).toEqual({ msg: 'Successful: 2 cached list answer(s) dropped.', cleared: 2 });
    expect(t.app.engine.listCache.stats().entries).toBe(0);
    expect((await lastAudit('admin.clearListCaches'))!.details).toEqual({
      before: { entries: 2, byModel: { DomainFaqSection: 1, DomainFaqEntry: 1 } }, after: { entries: 0 },
    });
  });

  it('recomputes the snapshot now with its progress, and only when out of date with refresh-old, audited before and after', async () => {
    const before = (await ok<CacheStatusAnswer>(authed(t, a, 'GET', '/api/admin/cacheStatus'))).snapshot!;
    const started = await ok<RefreshAnswer>(authed(t, a, 'POST', '/api/admin/refresh'));
    expect(started).toMatchObject({ started: true, msg: 'Successful: the market snapshot is being recomputed.' });
    expect(started.status.snapshot).toMatchObject({ running: true, cacheStatus: 'UPDATING', version: before.version });
    const seen: number[] = [];
    let now = started.status.snapshot!;
    while (now.running) {
      if (now.progress) seen.push(now.progress.done);
      await new Promise((resolve) => setTimeout(resolve, 20));
      now = (await ok<CacheStatusAnswer>(authed(t, a, 'GET', '/api/admin/cacheStatus'))).snapshot!;
    }
    expect(now).toMatchObject({ version: before.version! + 1, cacheStatus: 'READY' });
    expect(seen.length).toBeGreaterThan(0);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);
    expect((await lastAudit('admin.refresh'))!.details).toEqual({
      before: { version: before.version, asOf: before.asOf, publishedAt: before.publishedAt }, after: { running: true, joined: false },
    });
    await expect.poll(async () => (await lastAudit('admin.refresh.done'))?.details).toMatchObject({
      before: { version: before.version }, after: { version: before.version! + 1, asOf: now.asOf, instruments: now.instruments },
    });

    // Up to date: refresh-old recomputes nothing.
    const skipped = await ok<RefreshAnswer>(authed(t, a, 'POST', '/api/admin/refresh-old'));
    expect(skipped).toMatchObject({ started: false, msg: `Successful: the snapshot of ${now.asOf} is up to date; nothing was recomputed.` });
    expect(skipped.status.snapshot!.version).toBe(now.version);
    expect((await lastAudit('admin.refreshOld'))!.details).toMatchObject({ skipped: 'up to date', before: { version: now.version }, after: { version: now.version } });

    // A day later (a close has passed since the snapshot): refresh-old recomputes.
    t.clock.advance(24 * 3600_000);
    const old = await ok<RefreshAnswer>(authed(t, a, 'POST', '/api/admin/refresh-old'));
    t.clock.now = new Date(TEST_MARKET_AT);
    expect(old).toMatchObject({ started: true, msg: 'Successful: the out-of-date market snapshot is being recomputed.' });
    await expect.poll(async () => (await lastAudit('admin.refreshOld.done'))?.details, { timeout: 30_000 }).toMatchObject({ after: { version: now.version! + 1 } });
  }, 60_000);

  it('finds users by every identifying field in pages', async () => {
    const c = await customer(t, 'US', 'findme');
    await subscribed(t, c, '020');
    const [subscription] = await subscriptionRows(t, c.userId);
    const users = (q: string, extra = '') => ok<AdminSearchAnswer<AdminUserHit>>(authed(t, a, 'GET', `/api/admin/search/users?q=${encodeURIComponent(q)}${extra}`));
    const only = async (q: string) => {
      const answer = await users(q);
      expect(answer.rows.map((r) => r.username), q).toContain(c.username);
      return answer.rows.find((r) => r.username === c.username)!;
    };
    expect((await only(c.username.slice(2, 9).toUpperCase())).matchedOn).toContain('username');
    expect((await only(c.email)).matchedOn).toEqual(['email']);
    expect((await only(c.userId)).matchedOn).toEqual(['id']);
    const bySubscription = await only(subscription!.id);
    expect(bySubscription).toMatchObject({ matchedOn: ['subscriptionId'], subscriptionIds: [subscription!.id], plan: expect.any(String), email: c.email });
    expect((await users('Tess Tester')).total).toBeGreaterThanOrEqual(1);
    expect((await users('%')).total).toBe(0);

    const first = await users('demo', '&pageSize=2');
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.rows).toHaveLength(2);
    const second = await users('demo', '&pageSize=2&page=2');
    expect(second.rows.map((r) => r.id)).not.toEqual(expect.arrayContaining(first.rows.map((r) => r.id)));
    const beyond = await users('demo', '&pageSize=2&page=99');
    expect(beyond).toMatchObject({ rows: [], total: first.total });
  });

  it('finds instruments by ticker, ISIN or name with their data source, imported ones not served yet included', async () => {
    const instrumentsOf = (q: string) => ok<AdminSearchAnswer<AdminInstrumentHit>>(authed(t, a, 'GET', `/api/admin/search/instruments?q=${encodeURIComponent(q)}`));
    const spy = await instrumentsOf('spy');
    expect(spy.rows[0]).toMatchObject({ ticker: 'SPY', dataSource: 'Demo data', served: true, imported: false });
    expect(spy.rows[0]!.matchedOn).toContain('ticker');
    const aapl = (await instrumentsOf('AAPL')).rows.find((r) => r.ticker === 'AAPL')!;
    expect(aapl.isin).toMatch(/^US/);
    expect((await instrumentsOf(aapl.isin!)).rows[0]).toMatchObject({ ticker: 'AAPL', matchedOn: ['isin'] });
    expect((await instrumentsOf(aapl.name.slice(0, 5).toLowerCase())).rows.map((r) => r.ticker)).toContain('AAPL');

    await t.database.db.insert(instruments).values({ ticker: 'ZQXIMP', name: 'Zqx Imported Holdings', isin: 'DE000ZQX0001', type: 'stock', firstDate: '2020-01-02', lastDate: '2026-11-19' });
    expect((await instrumentsOf('zqx imported')).rows).toEqual([expect.objectContaining({
      ticker: 'ZQXIMP', dataSource: 'Imported end-of-day data', imported: true, served: false, firstDate: '2020-01-02', lastDate: '2026-11-19', matchedOn: ['name'],
    })]);
    expect(await instrumentsOf('nothing-like-this')).toMatchObject({ rows: [], total: 0 });
  });

  it('answers bad search input with 400', async () => {
    for (const url of [
      '/api/admin/search/users', '/api/admin/search/users?q=', '/api/admin/search/users?q=%20%20', '/api/admin/search/instruments?q=SPY&pageSize=201',
      '/api/admin/search/instruments?q=SPY&page=0', `/api/admin/search/users?q=${'x'.repeat(101)}`, '/api/admin/search/users?q=a&extra=1',
    ]) expectError(await authed(t, a, 'GET', url), 400);
  });
});
