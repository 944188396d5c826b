import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { expectError, login, registerAndVerify, signIn, userRow, type Account } from './support/accounts';
import { sessions, users } from '../../server/db/schema';
import { tokenHash } from '../../server/auth/secureTokens';

const WRONG = 'Username or password is incorrect';
const LOCKED = 'Your account is locked due to too many failed login attempts. Please reset your password or contact our support.';
const MINUTE = 60_000;

describe.each(BACKENDS)('sign-in on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('opens the info dialog once after the server changed the account since the last sign-in', async () => {
    const account = await registerAndVerify(t);
    expect((await login(t, account.username, account.password)).json().loginDialog).toBeNull();
    const user = await userRow(t, account.username);
    // What a payment, a renewal or an admin does: the user's state version goes up.
    await t.database.db.update(users).set({ userStateVersion: user.userStateVersion + 1 }).where(eq(users.id, user.id));
    expect((await login(t, account.username, account.password)).json().loginDialog).toBe('infoDialog');
    expect((await login(t, account.username, account.password)).json().loginDialog).toBeNull();
  });

  it('answers the login response of the spec and stores a hashed session', async () => {
    const account = await registerAndVerify(t);
    const res = await login(t, account.username, account.password, { deviceId: 'device-1', clientVersion: '1.2.3' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['activationDate', 'defaultModels', 'loginDialog', 'notifications', 'rolloverDate', 'serverVersion', 'user'].sort(),
    );
    expect(body.serverVersion).toBe(t.config.serverVersion);
    expect(new Date(body.rolloverDate).getTime()).toBeGreaterThan(new Date(body.activationDate).getTime());
    expect(body.notifications).toEqual([]);
    expect(body.user).toMatchObject({
      username: account.username, firstname: 'Tess', lastname: 'Tester', userPackage: 'EOD-ACCESS', plan: 'demo',
      settings: { language: 'en', darkMode: false, csvSeparator: ';', exportFormat: 'Excel' },
      dashboardList: { name: 'Market overview', includedTicker: [] },
      cryptoList: { name: 'Crypto Market', includedTicker: [] },
      watchlists: { regular: [], crypto: [] },
    });
    // A new account has not accepted the intro yet: Intro is its first module.
    expect(body.user.modules[0]).toBe('Intro');
    expect(body.user.modules).toContain('FREE');
    expect(body.user).not.toHaveProperty('passwordHash');

    const sessionId: string = body.user.sessionId;
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(sessionId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ deviceId: 'device-1', clientVersion: '1.2.3', revokedAt: null });
    const none = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, sessionId));
    expect(none).toHaveLength(0);
  });

  it('accepts the email (any case) in place of the username', async () => {
    const account = await registerAndVerify(t);
    const res = await login(t, ` ${account.email.toUpperCase()} `, account.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.username).toBe(account.username);
  });

  it('accepts GET /signIn with Basic username:passwordHash', async () => {
    const account = await registerAndVerify(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/signIn', headers: { authorization: basicAuth(account.username, clientHash(account.password)) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.username).toBe(account.username);
    expectError(await t.app.inject({ method: 'GET', url: '/api/signIn' }), 400, /send Authorization: Basic/);
    expectError(await t.app.inject({
      method: 'GET', url: '/api/signIn', headers: { authorization: basicAuth(account.username, account.password) },
    }), 400, /send Authorization: Basic/);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const account = await registerAndVerify(t);
    expectError(await login(t, account.username, 'Wrong1234'), 401, WRONG, 'WRONG_CREDENTIALS');
    expectError(await login(t, 'nosuchuser', 'Wrong1234'), 401, WRONG, 'WRONG_CREDENTIALS');
    expect((await userRow(t, account.username)).failedLogins).toBe(1);
  });

  it('refuses a password that is not a client hash with 400', async () => {
    const account = await registerAndVerify(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: account.username, password: account.password } });
    expectError(res, 400, /body\.password: The password must be sent as the lowercase hex SHA-256/);
    expect((await userRow(t, account.username)).failedLogins).toBe(0);
  });

  describe('lock-out', () => {
    let account: Account;
    beforeAll(async () => { account = await registerAndVerify(t); });

    it('locks the account with 423 on the 5th failure, even for the right password', async () => {
      for (let i = 1; i <= 4; i++) expectError(await login(t, account.username, 'Wrong1234'), 401, WRONG);
      const fifth = expectError(await login(t, account.username, 'Wrong1234'), 423, LOCKED, 'ACCOUNT_LOCKED');
      const lockedUntil = new Date(fifth.lockedUntil as string).getTime();
      expect(lockedUntil - t.clock.now.getTime()).toBe(15 * MINUTE);
      expectError(await login(t, account.username, account.password), 423, LOCKED, 'ACCOUNT_LOCKED');
      expect((await userRow(t, account.username)).lockedUntil?.getTime()).toBe(lockedUntil);
    });

    it('stays locked until 15 minutes have passed, then signs in and clears the counter', async () => {
      t.clock.advance(15 * MINUTE - 1000);
      expectError(await login(t, account.username, account.password), 423, LOCKED);
      t.clock.advance(1000);
      await signIn(t, account);
      const row = await userRow(t, account.username);
      expect(row.failedLogins).toBe(0);
      expect(row.lockedUntil).toBeNull();
    });

    it('counts failures afresh after a successful sign-in', async () => {
      for (let i = 0; i < 4; i++) await login(t, account.username, 'Wrong1234');
      await signIn(t, account);
      for (let i = 0; i < 4; i++) expectError(await login(t, account.username, 'Wrong1234'), 401, WRONG);
      expect((await userRow(t, account.username)).lockedUntil).toBeNull();
      await signIn(t, account);
    });

    it('locks under concurrent wrong guesses too', async () => {
      const other = await registerAndVerify(t);
      const results = await Promise.all(Array.from({ length: 6 }, () => login(t, other.username, 'Wrong1234')));
      expect(results.filter((r) => r.statusCode === 423).length).toBeGreaterThanOrEqual(1);
      expect((await userRow(t, other.username)).lockedUntil).not.toBeNull();
      expectError(await login(t, other.username, other.password), 423, LOCKED);
    });
  });

  it('answers 409 for an account of another product address, only after the right password', async () => {
    const account = await registerAndVerify(t);
    await t.database.db.update(users).set({ product: 'otherproduct' }).where(eq(users.usernameLower, account.username));
    expectError(await login(t, account.username, 'Wrong1234'), 401, WRONG);
    expectError(await login(t, account.username, account.password), 409, /correct address/, 'WRONG_PRODUCT');
  });

  it('answers 403 for an account without a package', async () => {
    const account = await registerAndVerify(t);
    await t.database.db.update(users).set({ userPackage: '' }).where(eq(users.usernameLower, account.username));
    expectError(await login(t, account.username, account.password), 403, /no active package/, 'NO_PACKAGE');
  });

  it('tells an unverified account to verify only when the password is right', async () => {
    const account = await registerAndVerify(t);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.usernameLower, account.username));
    expectError(await login(t, account.username, 'Wrong1234'), 401, WRONG);
    expectError(await login(t, account.username, account.password), 403,
      'Please check your email account to verify your email address', 'EMAIL_NOT_VERIFIED');
  });
});
