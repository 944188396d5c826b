import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { basicAuth, createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, userRow } from './support/accounts';
import { sessions, users } from '../../server/db/schema';
import { tokenHash } from '../../server/auth/secureTokens';

const EXPIRED = 'Your session has expired. Please log in again.';

describe.each(BACKENDS)('sessions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  async function sessionRow(sessionId: string): Promise<typeof sessions.$inferSelect> {
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(sessionId)));
    return rows[0]!;
  }

  it('GET /logout revokes the session; later calls answer 401', async () => {
    const s = await newSession(t);
    expect((await authed(t, s, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
    const res = await authed(t, s, 'GET', '/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await sessionRow(s.sessionId)).toMatchObject({ revokedReason: 'logout' });
    expect((await sessionRow(s.sessionId)).revokedAt).not.toBeNull();
    expectError(await authed(t, s, 'GET', '/api/sessionCheck'), 401, EXPIRED, 'SESSION_INVALID');
    expectError(await authed(t, s, 'GET', '/api/userData'), 401, EXPIRED, 'SESSION_INVALID');
    expectError(await authed(t, s, 'GET', '/api/logout'), 401, EXPIRED);
  });

  it('POST /logout saves the dashboard list and the watchlists, then ends the session', async () => {
    const s = await newSession(t);
    const res = await authed(t, s, 'POST', '/api/logout', {
      dashboardList: { name: 'Market overview', includedTicker: ['spy', ' qqq ', 'SPY', '  '] },
      watchlists: [
        { name: 'Tech', includedTicker: ['msft', 'aapl'], owner: s.username, wlType: 'GENERAL' },
        { name: 'Energy', includedTicker: ['XOM'] },
        { name: 'Coins', includedTicker: ['crypto.btc'], wlType: 'CRYPTO' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expectError(await authed(t, s, 'GET', '/api/userData'), 401, EXPIRED);

    const again = await signIn(t, s.account);
    const user = again.body.user as Record<string, unknown>;
    expect(user.dashboardList).toEqual({ name: 'Market overview', includedTicker: ['SPY', 'QQQ'] });
    expect(user.watchlists).toEqual({
      regular: [
        { name: 'Energy', includedTicker: ['XOM'], owner: s.username, wlType: 'GENERAL' },
        { name: 'Tech', includedTicker: ['MSFT', 'AAPL'], owner: s.username, wlType: 'GENERAL' },
      ],
      crypto: [{ name: 'Coins', includedTicker: ['CRYPTO.BTC'], owner: s.username, wlType: 'CRYPTO' }],
    });

    // The next logout sends its lists with the lists as it last saw them: its own removals apply too.
    const seen = { dashboardList: ['SPY', 'QQQ'], watchlists: [{ name: 'Energy', includedTicker: ['XOM'] }, { name: 'Tech', includedTicker: ['MSFT', 'AAPL'] }], cryptoWatchlists: [{ name: 'Coins', includedTicker: ['CRYPTO.BTC'] }] };
    const second = await authed(t, again, 'POST', '/api/logout', {
      dashboardList: ['IWM'], watchlists: [{ name: 'Tech', includedTicker: ['NVDA'] }], cryptoWatchlists: [], base: seen,
    });
    expect(second.statusCode, second.body).toBe(200);
    const third = await signIn(t, s.account);
    const after = third.body.user as Record<string, unknown>;
    expect(after.dashboardList).toEqual({ name: 'Market overview', includedTicker: ['IWM'] });
    expect(after.watchlists).toEqual({ regular: [{ name: 'Tech', includedTicker: ['NVDA'], owner: s.username, wlType: 'GENERAL' }], crypto: [] });

    // Without the lists as last seen, only additions are stored: nothing is removed.
    await authed(t, third, 'POST', '/api/logout', { dashboardList: ['DIA'], watchlists: [{ name: 'Bonds', includedTicker: ['TLT'] }] });
    const fourth = (await signIn(t, s.account)).body.user as Record<string, unknown>;
    expect(fourth.dashboardList).toEqual({ name: 'Market overview', includedTicker: ['IWM', 'DIA'] });
    expect((fourth.watchlists as { regular: { name: string }[] }).regular.map((l) => l.name)).toEqual(['Bonds', 'Tech']);
  });

  it("a stale tab's logout never undoes what another tab of the same user saved", async () => {
    const a = await newSession(t);
    const b = await signIn(t, a.account);
    await authed(t, a, 'POST', '/api/watchlist/update', { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['SPY', 'QQQ'] });
    await authed(t, a, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'TECH', includedTicker: ['MSFT'] });
    // Both tabs saw SPY, QQQ and TECH [MSFT]. Tab B adds IWM and NVDA, saved.
    const seen = { dashboardList: ['SPY', 'QQQ'], watchlists: [{ name: 'TECH', includedTicker: ['MSFT'] }] };
    expect((await authed(t, b, 'POST', '/api/watchlist/update', { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['IWM'] })).statusCode).toBe(200);
    expect((await authed(t, b, 'POST', '/api/watchlist/update', { action: 'addTickers', wlType: 'GENERAL', name: 'TECH', tickers: ['NVDA'] })).statusCode).toBe(200);
    // Tab A's save of "remove QQQ, add DIA, add AAPL" failed; it logs out with its lists.
    const res = await authed(t, a, 'POST', '/api/logout', {
      dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'DIA'] },
      watchlists: [{ name: 'TECH', includedTicker: ['MSFT', 'AAPL'] }],
      base: seen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lists = (await authed(t, b, 'GET', '/api/watchlist')).json() as { dashboard: { includedTicker: string[] }; regular: { name: string; includedTicker: string[] }[] };
    expect(lists.dashboard.includedTicker).toEqual(['SPY', 'IWM', 'DIA']);
    expect(lists.regular).toMatchObject([{ name: 'TECH', includedTicker: ['MSFT', 'NVDA', 'AAPL'] }]);
  });

  it('POST /logout with an invalid body saves nothing and keeps the session', async () => {
    const s = await newSession(t);
    const res = await authed(t, s, 'POST', '/api/logout', { dashboardList: ['SPY'], watchlists: [{ includedTicker: ['X'] }] });
    expectError(res, 400, /required field "name"/);
    expect((await userRow(t, s.username)).dashboardList).toEqual([]);
    expect((await authed(t, s, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
  });

  it('logging out one session keeps the others', async () => {
    const a = await newSession(t);
    const b = await signIn(t, a.account);
    await authed(t, a, 'GET', '/api/logout');
    expect((await authed(t, b, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
  });

  it('GET /sessionCheck reports the session and a version mismatch', async () => {
    const s = await newSession(t);
    const same = await authed(t, s, 'GET', `/api/sessionCheck?app_version=${t.config.serverVersion}`);
    expect(same.json()).toEqual({
      valid: true, username: s.username, serverVersion: t.config.serverVersion, userStateVersion: 1, versionMismatch: false,
    });
    const old = await authed(t, s, 'GET', '/api/sessionCheck?app_version=0.0.0-old');
    expect(old.json().versionMismatch).toBe(true);
    expectError(await t.app.inject({ method: 'GET', url: '/api/sessionCheck' }), 401, EXPIRED, 'SESSION_INVALID');
  });

  it('POST and GET /heartbeat answer versions and balances', async () => {
    const s = await newSession(t);
    const res = await authed(t, s, 'POST', '/api/heartbeat', {
      serverVersion: t.config.serverVersion, userStateVersion: 1, fingerprintMap: { SPY: 'abc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      staleData: [], serverVersion: t.config.serverVersion, userStateVersion: 1,
      userBalance: { tokenBalance: 0, resetBalance: 0, tickersInLastMonth: 0, tickersPerMonth: 3 },
    });
    const get = await authed(t, s, 'GET', '/api/heartbeat');
    expect(get.json()).toEqual(res.json());
    expectError(await authed(t, s, 'POST', '/api/heartbeat', { userStateVersion: 'one' }), 400, /userStateVersion must be of type integer/);
    expectError(await t.app.inject({ method: 'GET', url: '/api/heartbeat' }), 401, EXPIRED);
  });

  it('the heartbeat reports a raised user state version', async () => {
    const s = await newSession(t);
    await t.database.db.update(users).set({ userStateVersion: 7 }).where(eq(users.usernameLower, s.username));
    expect((await authed(t, s, 'GET', '/api/heartbeat')).json().userStateVersion).toBe(7);
  });

  it.each([
    ['no header', undefined],
    ['a Bearer header', 'Bearer abc'],
    ['garbage base64', 'Basic !!!!'],
    ['no colon', `Basic ${Buffer.from('justtext').toString('base64')}`],
    ['an unknown session id', basicAuth('someone', 'x'.repeat(43))],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userData', headers: authorization ? { authorization } : {} });
    expectError(res, 401, EXPIRED, 'SESSION_INVALID');
  });

  it("answers 401 when the session id is sent under another user's name", async () => {
    const a = await newSession(t);
    const b = await newSession(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/userData', headers: { authorization: basicAuth(b.username, a.sessionId) } });
    expectError(res, 401, EXPIRED);
    // The username in the header is not case-sensitive.
    const upper = await t.app.inject({ method: 'GET', url: '/api/userData', headers: { authorization: basicAuth(a.username.toUpperCase(), a.sessionId) } });
    expect(upper.statusCode).toBe(200);
  });

  it('answers 401 for a session revoked in the database', async () => {
    const s = await newSession(t);
    await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'forceLogout' })
      .where(eq(sessions.tokenHash, tokenHash(s.sessionId)));
    expectError(await authed(t, s, 'GET', '/api/userData'), 401, EXPIRED, 'SESSION_INVALID');
  });

  it('answers 409 on any call once the account belongs to another product address', async () => {
    const s = await newSession(t);
    await t.database.db.update(users).set({ product: 'otherproduct' }).where(eq(users.usernameLower, s.username));
    expectError(await authed(t, s, 'GET', '/api/userData'), 409, /correct address/, 'WRONG_PRODUCT');
  });

  it('answers 401 once the account lost its package', async () => {
    const s = await newSession(t);
    await t.database.db.update(users).set({ userPackage: '' }).where(eq(users.usernameLower, s.username));
    expectError(await authed(t, s, 'GET', '/api/sessionCheck'), 401, 'Your account has no active package.');
  });

  it('records when a session was last seen, at most once a minute', async () => {
    const s = await newSession(t);
    const created = (await sessionRow(s.sessionId)).lastSeenAt.getTime();
    t.clock.advance(30_000);
    await authed(t, s, 'GET', '/api/sessionCheck');
    expect((await sessionRow(s.sessionId)).lastSeenAt.getTime()).toBe(created);
    t.clock.advance(60_000);
    await authed(t, s, 'GET', '/api/sessionCheck');
    expect((await sessionRow(s.sessionId)).lastSeenAt.getTime()).toBe(t.clock.now.getTime());
  });
});
