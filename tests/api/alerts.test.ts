/**
 * Issue 20, the alert calls: create, list, change, pause, delete; bad input answers 400 and stores
 * nothing; another user's alerts are invisible (404); the plan's limit of active alerts (429 with
 * the upgrade wording); the history's filters; the webhook secret (shown once, stored encrypted,
 * rotated); the watchlist answer's alerts list is the user's ticker alerts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, createEntity, demo, ok } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { alertInput, ScriptedValues } from './support/alertSeries';
import { alertServiceOf } from '../../server/alerts/alertService';
import { alertHistory, alerts, alertWebhookSecrets, users } from '../../server/db/schema';
import { ALERT_LIMITS, ALERT_RULES } from '../../product/alertRules';
import { PRODUCT_ERROR_RULES } from '../../product/errorRules';
import type { AlertHistoryAnswer, AlertInput, AlertListAnswer, AlertView, UserLists, WebhookSecretAnswer, WebhookSecretState } from '../../contracts';

describe.each(BACKENDS)('the alert calls on %s', (backend) => {
  let t: TestApp;
  let member: Session;
  let memberId: string;

  beforeAll(async () => {
    const market = await testMarket();
    t = await createTestApp(backend, { market, seed: true });
    t.clock.now = new Date(TEST_MARKET_AT);
    // Nothing holds on the scripted values: no alert of this suite fires unless a test says so.
    alertServiceOf(t.app).useValues(new ScriptedValues());
    member = await newSession(t);
    memberId = (await userRow(t, member.username)).id;
    await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.id, memberId));
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  const alertCount = async (userId: string): Promise<number> =>
    Number((await t.database.db.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId)))[0]!.n);

  it('creates, lists, changes, pauses and deletes an alert', async () => {
    const created = await call(t, member, 'POST', '/api/alerts', alertInput({ name: '  SPY breakout  ', target: { kind: 'ticker', ticker: ' spy ' } }));
    expect(created.statusCode, created.body).toBe(200);
    const alert = created.json() as AlertView;
    expect(alert).toMatchObject({
      name: 'SPY breakout', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'price', direction: 'above', threshold: 500 },
      channels: ['app'], webhookUrl: null, repeat: { mode: 'everyCrossing', cooldownMinutes: 1 }, expiresAt: null, paused: false, status: 'active', lastFiredAt: null,
    });
    const listed = ok<AlertListAnswer>(await call(t, member, 'GET', '/api/alerts'));
    expect(listed.alerts.map((a) => a.id)).toContain(alert.id);
    expect(listed.limit).toBe(ALERT_LIMITS.elite);
    expect(listed.active).toBe(listed.alerts.filter((a) => a.status === 'active').length);

    const changed = ok<AlertView>(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, alertInput({ name: 'Paused', paused: true, repeat: { mode: 'once' } })));
    expect(changed).toMatchObject({ id: alert.id, name: 'Paused', paused: true, status: 'paused', repeat: { mode: 'once' } });
    expect(ok<AlertListAnswer>(await call(t, member, 'GET', '/api/alerts')).active).toBe(listed.active - 1);
    const resumed = ok<AlertView>(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, alertInput({ name: 'Paused' })));
    expect(resumed.status).toBe('active');

    expect(ok(await call(t, member, 'DELETE', `/api/alerts/${alert.id}`))).toEqual({ success: true });
    expect(ok<AlertListAnswer>(await call(t, member, 'GET', '/api/alerts')).alerts.map((a) => a.id)).not.toContain(alert.id);
    expectError(await call(t, member, 'DELETE', `/api/alerts/${alert.id}`), 404);
  });

  const BAD: [string, unknown, RegExp][] = [
    ['an unknown condition type', alertInput({ condition: { type: 'moonPhase' } as unknown as AlertInput['condition'] }), /condition type must be one of rangeCross/],
    ['an IV rank threshold above 100', alertInput({ condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 101 } }), /ivRank threshold must be a number from 0 to 100/],
    ['an h64 threshold below 0', alertInput({ condition: { type: 'metricThreshold', metric: 'h64', direction: 'below', threshold: -0.1 } }), /h64 threshold must be a number from 0 to 1/],
    ['a price of 0', alertInput({ condition: { type: 'price', direction: 'above', threshold: 0 } }), /price threshold must be above 0/],
    ['a distance over the bound', alertInput({ condition: { type: 'rangeCross', horizon: 'short', band: 'upper', withinPercent: ALERT_RULES.withinPercentMax + 1 } }), /distance to the range/],
    ['a field of another condition', alertInput({ condition: { type: 'price', direction: 'above', threshold: 5, metric: 'h64' } as unknown as AlertInput['condition'] }), /takes no "metric"/],
    ['a rating word of the other rating', alertInput({ condition: { type: 'ratingChange', rating: 'trend', to: 'momentumBullish' } }), /trend rating to alert on must be one of/],
    ['a webhook URL that is not http(s)', alertInput({ channels: ['webhook'], webhookUrl: 'ftp://example.com/hook' }), /webhook URL must be an http or https address/],
    ['a webhook URL that is no URL', alertInput({ channels: ['app'], webhookUrl: 'not a url' }), /webhook URL must be an http or https address/],
    ['a webhook URL on loopback', alertInput({ channels: ['app'], webhookUrl: 'http://127.0.0.1:5432/' }), /public address, not to a private or local network/],
    ['a webhook URL at the cloud metadata address', alertInput({ channels: ['app'], webhookUrl: 'http://169.254.169.254/latest/meta-data' }), /public address/],
    ['a webhook URL naming a local host', alertInput({ channels: ['app'], webhookUrl: 'https://localhost/hook' }), /public host, not a local one/],
    ['the webhook channel without a URL', alertInput({ channels: ['webhook'] }), /webhook channel needs a webhook URL/],
    ['a ticker that does not exist', alertInput({ target: { kind: 'ticker', ticker: 'NOPE123' } }), /There is no ticker "NOPE123"/],
    ['a list the user does not have', alertInput({ target: { kind: 'list', listName: 'Not mine' } }), /You have no list named "Not mine"/],
    ['a scan that does not exist', alertInput({ target: { kind: 'scan', scanId: '00000000-0000-4000-8000-000000000000' }, condition: { type: 'scanMembership', change: 'gains' } }), /saved scan does not exist or is not yours/],
    ['a scan membership on a ticker', alertInput({ condition: { type: 'scanMembership', change: 'gains' } }), /choose one of your saved scans/],
    ['no channels', { ...alertInput(), channels: [] }, /at least one delivery channel/],
    ['missing channels', (() => { const { channels: _c, ...rest } = alertInput(); return rest; })(), /at least one delivery channel/],
    ['an unknown channel', alertInput({ channels: ['pigeon' as 'app'] }), /delivery channel must be one of app, mail, webhook/],
    ['an empty name', alertInput({ name: '   ' }), /give the alert a name/],
    ['a name too long', alertInput({ name: 'x'.repeat(ALERT_RULES.nameMaxLength + 1) }), /at most 80 characters/],
    ['a cool-down of 0', alertInput({ repeat: { mode: 'everyCrossing', cooldownMinutes: 0 } }), /cool-down \(minutes\) must be a number from 1/],
    ['an expiry in the past', alertInput({ expiresAt: '2020-01-01T00:00:00Z' }), /expiry must lie in the future/],
    ['an expiry that is no date', alertInput({ expiresAt: 'tomorrow' }), /expiry must be a date/],
  ];

  it.each(BAD)('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const before = await alertCount(memberId);
    const res = await call(t, member, 'POST', '/api/alerts', body);
    expectError(res, 400, message);
    expect(await alertCount(memberId)).toBe(before);
  });

  it('refuses bad input to a change too, and keeps the alert as it was', async () => {
    const created = await call(t, member, 'POST', '/api/alerts', alertInput());
    expect(created.statusCode, created.body).toBe(200);
    const alert = created.json() as AlertView;
    expectError(await call(t, member, 'PUT', `/api/alerts/${alert.id}`, alertInput({ condition: { type: 'price', direction: 'above', threshold: -5 } })), 400);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row!.condition).toEqual(alertInput().condition);
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('asks for a revealed ticker before it watches its model levels (409); the price is free', async () => {
    const ticker = (await testMarket()).store()!.allRows().find((r) => r.type === 'stock' && r.latestPrice)!.ticker;
    expectError(await call(t, member, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker }, condition: { type: 'metricThreshold', metric: 'h64', direction: 'above', threshold: 0.9 } })), 409, undefined, 'TICKER_NOT_REVEALED');
    const priced = await call(t, member, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker } }));
    expect(priced.statusCode, priced.body).toBe(200);
    await call(t, member, 'DELETE', `/api/alerts/${(priced.json() as AlertView).id}`);
  });

  it('keeps another user\'s alerts invisible: 404 to change or delete, absent from lists and history', async () => {
    const alert = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'Mine' }))).json() as AlertView;
    const other = await newSession(t);
    expect(ok<AlertListAnswer>(await call(t, other, 'GET', '/api/alerts')).alerts).toEqual([]);
    expectError(await call(t, other, 'PUT', `/api/alerts/${alert.id}`, alertInput({ name: 'Theirs now' })), 404);
    expectError(await call(t, other, 'DELETE', `/api/alerts/${alert.id}`), 404);
    expectError(await call(t, other, 'PUT', '/api/alerts/not-a-uuid', alertInput()), 404);
    expect(ok<AlertHistoryAnswer>(await call(t, other, 'GET', '/api/alerts/history')).entries).toEqual([]);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    expect(row!.name).toBe('Mine');
    await call(t, member, 'DELETE', `/api/alerts/${alert.id}`);
  });

  it('needs a session for every call', async () => {
    for (const [method, url] of [['GET', '/api/alerts'], ['POST', '/api/alerts'], ['GET', '/api/alerts/history'], ['GET', '/api/alerts/webhookSecret'], ['POST', '/api/alerts/webhookSecret'], ['GET', '/api/alerts/stream']] as const) {
      expectError(await call(t, null, method, url, method === 'POST' ? alertInput() : undefined), 401);
    }
  });

  it.each([['demo', 'a free user'], ['premium', 'a Premium user']] as const)('holds %s (%s) to the plan\'s active alerts: 429 with the upgrade wording, paused ones do not count', async (plan, _who) => {
    const user = await newSession(t);
    const userId = (await userRow(t, user.username)).id;
    await t.database.db.update(users).set({ plan }).where(eq(users.id, userId));
    const limit = ALERT_LIMITS[plan];
    for (let i = 0; i < limit; i++) expect((await call(t, user, 'POST', '/api/alerts', alertInput({ name: `A${i}` }))).statusCode).toBe(200);
    const over = expectError(await call(t, user, 'POST', '/api/alerts', alertInput({ name: 'One too many' })), 429, /maximal amount of \d+ active alerts.*Upgrade your plan/, 'ALERT_LIMIT');
    expect(over).toMatchObject({ limit, active: limit });
    expect(await alertCount(userId)).toBe(limit);
    // A paused alert may be added; resuming it is refused while the others are active.
    const paused = (await call(t, user, 'POST', '/api/alerts', alertInput({ name: 'Paused', paused: true }))).json() as AlertView;
    expect(paused.status).toBe('paused');
    expectError(await call(t, user, 'PUT', `/api/alerts/${paused.id}`, alertInput({ name: 'Paused' })), 429, undefined, 'ALERT_LIMIT');
    const first = ok<AlertListAnswer>(await call(t, user, 'GET', '/api/alerts')).alerts.find((a) => a.status === 'active')!;
    ok(await call(t, user, 'PUT', `/api/alerts/${first.id}`, alertInput({ name: first.name, paused: true })));
    expect(ok<AlertView>(await call(t, user, 'PUT', `/api/alerts/${paused.id}`, alertInput({ name: 'Paused' }))).status).toBe('active');
    // The client's catalogue shows the alert wording for this 429, not the ticker one.
    expect(PRODUCT_ERROR_RULES.find((r) => r.status === 429 && (r.code === undefined || r.code === 'ALERT_LIMIT'))?.id).toBe('alertLimit');
  });

  it('answers the history newest first, filtered by date range and ticker', async () => {
    const service = alertServiceOf(t.app);
    const values = new ScriptedValues().set('SPY', { price: 90 }).set('QQQ', { price: 90 });
    service.useValues(values);
    const spy = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'H SPY', condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
    const qqq = (await call(t, member, 'POST', '/api/alerts', alertInput({ name: 'H QQQ', target: { kind: 'ticker', ticker: 'QQQ' }, condition: { type: 'price', direction: 'above', threshold: 100 } }))).json() as AlertView;
    const day1 = t.clock.now;
    values.set('SPY', { price: 110 });
    await service.evaluateTickers(['SPY']);
    t.clock.advance(2 * 86_400_000);
    values.set('QQQ', { price: 110 });
    await service.evaluateTickers(['QQQ']);
    const mine = async (q: string): Promise<AlertHistoryAnswer> => ok<AlertHistoryAnswer>(await call(t, member, 'GET', `/api/alerts/history${q}`));
    const all = (await mine('')).entries.filter((e) => [spy.id, qqq.id].includes(e.alertId));
    expect(all.map((e) => e.ticker)).toEqual(['QQQ', 'SPY']);
    expect((await mine('?ticker=spy')).entries.every((e) => e.ticker === 'SPY')).toBe(true);
    const day = day1.toISOString().slice(0, 10);
    expect((await mine(`?from=${day}&to=${day}`)).entries.map((e) => e.alertId)).toContain(spy.id);
    expect((await mine(`?from=${day}&to=${day}`)).entries.map((e) => e.alertId)).not.toContain(qqq.id);
    expect((await mine(`?from=${new Date(day1.getTime() + 86_400_000).toISOString()}`)).entries.map((e) => e.alertId)).toEqual([qqq.id]);
    expectError(await call(t, member, 'GET', '/api/alerts/history?from=yesterday'), 400, /"from" must be a date/);
    expectError(await call(t, member, 'GET', '/api/alerts/history?from=2026-12-01&to=2026-11-01'), 400, /must not lie after/);
    service.useValues(new ScriptedValues());
    await call(t, member, 'DELETE', `/api/alerts/${spy.id}`);
    await call(t, member, 'DELETE', `/api/alerts/${qqq.id}`);
    // The history stays when an alert is deleted.
    expect((await mine('')).entries.map((e) => e.alertId)).toContain(spy.id);
  });

  it('makes the webhook secret: 256 bits shown once, kept encrypted, replaced on rotation', async () => {
    const user = await newSession(t);
    expect(ok<WebhookSecretState>(await call(t, user, 'GET', '/api/alerts/webhookSecret'))).toEqual({ exists: false, createdAt: null });
    expectError(await call(t, user, 'POST', '/api/alerts', alertInput({ channels: ['webhook'], webhookUrl: 'https://example.com/hook' })), 400, /Create your webhook secret first/);
    const first = ok<WebhookSecretAnswer>(await call(t, user, 'POST', '/api/alerts/webhookSecret'));
    expect(Buffer.from(first.secret.replace(/^whsec_/, ''), 'base64url')).toHaveLength(32);
    const state = ok<WebhookSecretState>(await call(t, user, 'GET', '/api/alerts/webhookSecret'));
    expect(state).toEqual({ exists: true, createdAt: first.createdAt });
    expect(JSON.stringify(state)).not.toContain(first.secret);
    const userId = (await userRow(t, user.username)).id;
    const [stored] = await t.database.db.select().from(alertWebhookSecrets).where(eq(alertWebhookSecrets.userId, userId));
    expect(stored!.secretEncrypted).not.toContain(first.secret.slice(6, 20));
    const second = ok<WebhookSecretAnswer>(await call(t, user, 'POST', '/api/alerts/webhookSecret'));
    expect(second.secret).not.toBe(first.secret);
    expect((await call(t, user, 'POST', '/api/alerts', alertInput({ channels: ['webhook'], webhookUrl: 'https://example.com/hook' }))).statusCode).toBe(200);
  });

  it('the watchlist answer\'s alerts list is the user\'s ticker alerts (active or paused)', async () => {
    const user = await newSession(t);
    await call(t, user, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker: 'QQQ' } }));
    await call(t, user, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker: 'GLD' }, paused: true }));
    await call(t, user, 'POST', '/api/alerts', alertInput({ target: { kind: 'ticker', ticker: 'QQQ' }, name: 'Twice' }));
    const lists = ok<UserLists>(await call(t, user, 'GET', '/api/watchlist'));
    expect(lists.alerts).toEqual({ name: 'Server-Side Alerts', includedTicker: ['GLD', 'QQQ'], owner: user.username, wlType: 'GENERAL' });
    // The list is the alerts' own: the dashboard-list call does not write it.
    expectError(await call(t, user, 'POST', '/api/userData', { alerts: ['SPY'] }), 400);
    expect(ok<UserLists>(await call(t, user, 'GET', '/api/watchlist')).alerts.includedTicker).toEqual(['GLD', 'QQQ']);
  });

  it('a scan target needs the scanner module and a saved scan of the user\'s own', async () => {
    const premium = await demo(t, 'demopremium');
    const scan = await createEntity(t, premium, 'DomainScannerQuery', { title: 'Mine', filterConfig: {} }, 'full');
    const res = await call(t, premium, 'POST', '/api/alerts', alertInput({ target: { kind: 'scan', scanId: scan.id }, condition: { type: 'scanMembership', change: 'gains' } }));
    expect(res.statusCode, res.body).toBe(200);
    expectError(await call(t, member, 'POST', '/api/alerts', alertInput({ target: { kind: 'scan', scanId: scan.id }, condition: { type: 'scanMembership', change: 'gains' } })), 400, /saved scan does not exist or is not yours/);
    const free = await demo(t, 'demofree');
    expectError(await call(t, free, 'POST', '/api/alerts', alertInput({ target: { kind: 'scan', scanId: scan.id }, condition: { type: 'scanMembership', change: 'gains' } })), 400, /need the scanner/, 'SCANNER_MODULE_REQUIRED');
    expect(Number((await t.database.db.select({ n: count() }).from(alertHistory).where(eq(alertHistory.alertId, (res.json() as AlertView).id)))[0]!.n)).toBe(0);
  });
});
