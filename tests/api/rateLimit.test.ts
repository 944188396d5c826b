import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, login, newSession, register, registerAndVerify, registerPayload, userCount, userRow, type Account, type Session } from './support/accounts';
import { buildApp } from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';

// The window started with the first call: "1 minute", or a few seconds less on a slow machine.
const TOO_MANY = /^Too many requests\. Please try again in (1 minute|[1-5]?[0-9] seconds)\.$/;
const WRONG = 'Username or password is incorrect';
const MINUTE = 60_000;

function expectLimited(res: LightMyRequestResponse): void {
  expectError(res, 429, TOO_MANY, 'RATE_LIMITED');
  expect(res.headers['retry-after']).toBe('60');
}

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  describe('sign-in (RATE_LIMIT_LOGIN=3)', () => {
    let t: TestApp;
    let account: Account;
    let sessionId = '';
    beforeAll(async () => {
      t = await createTestApp(backend, { env: { RATE_LIMIT_LOGIN: '3' } });
      // Registering and verifying do not count against the sign-in limit.
      account = await registerAndVerify(t);
    });
    afterAll(async () => { await t.close(); });

    const attempt = (password: string, headers: Record<string, string> = {}) => t.app.inject({
      method: 'POST', url: '/api/login', headers, payload: { username: account.username, password: clientHash(password) },
    });

    it('answers 429 on the 4th attempt in a minute, before the password is checked', async () => {
      expect((await attempt('Wrong1234')).statusCode).toBe(401);
      const ok = await attempt(account.password);
      expect(ok.statusCode).toBe(200);
      sessionId = ok.json().user.sessionId;
      expect((await attempt('Wrong1234')).statusCode).toBe(401);
      expectLimited(await attempt(account.password));
      expectLimited(await attempt('Wrong1234'));
      // The refused attempts never reached the password check.
      expect((await userRow(t, account.username)).failedLogins).toBe(1);
    });

    it('a forged X-Forwarded-For does not buy new attempts', async () => {
      expectLimited(await attempt(account.password, { 'x-forwarded-for': '203.0.113.7' }));
    });

    it('GET /signIn draws on the same budget as POST /login (no second 20 a minute)', async () => {
      const signIn = () => t.app.inject({ method: 'GET', url: '/api/signIn', headers: { authorization: basicAuth(account.username, clientHash(account.password)) } });
      // POST /login used the budget up.
      expectLimited(await signIn());
      // The next minute: three checks in all, by either call.
      t.clock.advance(MINUTE);
      expect((await signIn()).statusCode).toBe(200);
      expect((await attempt(account.password)).statusCode).toBe(200);
      expect((await signIn()).statusCode).toBe(200);
      expectLimited(await signIn());
      expectLimited(await attempt(account.password));
    });

    it('a second server process on the same database shares the budget', async () => {
      t.clock.advance(MINUTE);
      const other = await buildApp({ config: t.config, db: t.database.db, mailer: createOutboxMailer(t.database.db), now: () => t.clock.now }, { logger: false });
      try {
        expect((await attempt(account.password)).statusCode).toBe(200);
        expect((await attempt(account.password)).statusCode).toBe(200);
        const there = (headers: Record<string, string> = {}) => other.inject({
          method: 'POST', url: '/api/login', headers, payload: { username: account.username, password: clientHash(account.password) },
        });
        expect((await there()).statusCode).toBe(200);
        expectLimited(await there());
      } finally {
        await other.close();
      }
    });

    it('other calls are not limited', async () => {
      expect((await authed(t, { authorization: basicAuth(account.username, sessionId) }, 'GET', '/api/userData')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });

  describe('password checks of a session count too (RATE_LIMIT_LOGIN=3)', () => {
    let t: TestApp;
    let session: Session & { account: Account };
    beforeAll(async () => {
      t = await createTestApp(backend, { env: { RATE_LIMIT_LOGIN: '3' } });
      session = await newSession(t);
    });
    afterAll(async () => { await t.close(); });

    it('POST /checkPW and POST /changePW share the budget of sign-in: no unlimited password oracle', async () => {
      const check = (password: string) => authed(t, session, 'POST', '/api/checkPW', { oldPassword: clientHash(password) });
      // The sign-in of newSession was the first check.
      expect((await check('Guess0001')).json()).toEqual({ valid: false });
      expect((await check('Guess0002')).json()).toEqual({ valid: false });
      expectLimited(await check(session.account.password));
      const change = { oldPW: clientHash(session.account.password), newPW: clientHash('Other1234'), newPWConfirmation: clientHash('Other1234') };
      expectLimited(await authed(t, session, 'POST', '/api/changePW', change));
      expectLimited(await login(t, session.account.username, session.account.password));
      // Nothing was changed by the refused calls.
      t.clock.advance(MINUTE);
      expect((await check(session.account.password)).json()).toEqual({ valid: true });
    });

    it('a call without a session is refused before it is counted', async () => {
      t.clock.advance(MINUTE);
      for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'POST', url: '/api/checkPW', payload: { oldPassword: clientHash('x') } })).statusCode).toBe(401);
      expect((await authed(t, session, 'POST', '/api/checkPW', { oldPassword: clientHash(session.account.password) })).statusCode).toBe(200);
    });
  });

  describe('per account, from many addresses (RATE_LIMIT_LOGIN_ACCOUNT=3, TRUST_PROXY=1)', () => {
    let t: TestApp;
    let n = 0;
    // Each attempt from an address of its own: the per-address budget never runs out.
    const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++n}` });
    const attempt = (username: string, password: string) => t.app.inject({
      method: 'POST', url: '/api/login', headers: fromNewAddress(), payload: { username, password: clientHash(password) },
    });
    beforeAll(async () => { t = await createTestApp(backend, { env: { RATE_LIMIT_LOGIN_ACCOUNT: '3', TRUST_PROXY: '1' } }); });
    afterAll(async () => { await t.close(); });

    it('a spread-out attack on one account is slowed: the 4th check in a minute answers 429, even with the right password', async () => {
      const account = await registerAndVerify(t);
      for (let i = 0; i < 3; i++) expectError(await attempt(account.username, `Guess${i}000`), 401, WRONG);
      expectLimited(await attempt(account.username, 'Guess9000'));
      expectLimited(await attempt(account.email.toUpperCase(), account.password));
      expect((await userRow(t, account.username)).failedLogins).toBe(3);
      t.clock.advance(MINUTE);
      expect((await attempt(account.email, account.password)).statusCode).toBe(200);
    });

    it('the username and the email address of an account share its budget', async () => {
      const account = await registerAndVerify(t);
      expect((await attempt(account.username, account.password)).statusCode).toBe(200);
      expect((await attempt(account.email, account.password)).statusCode).toBe(200);
      expect((await attempt(account.username.toUpperCase(), account.password)).statusCode).toBe(200);
      expectLimited(await attempt(account.email, account.password));
    });

    it('a name without an account answers alike, so the limit tells nobody which accounts exist', async () => {
      for (let i = 0; i < 3; i++) expectError(await attempt('nosuchuser', 'Guess1000'), 401, WRONG);
      expectLimited(await attempt('NoSuchUser', 'Guess1000'));
    });

    it("a session's /checkPW draws on its account's budget", async () => {
      const session = await newSession(t);
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/checkPW', headers: { authorization: session.authorization, ...fromNewAddress() }, payload: { oldPassword: clientHash('Guess1234') } });
        expect(res.statusCode).toBe(200);
      }
      expectLimited(await t.app.inject({ method: 'POST', url: '/api/checkPW', headers: { authorization: session.authorization, ...fromNewAddress() }, payload: { oldPassword: clientHash('Guess1234') } }));
      expectLimited(await attempt(session.username, session.account.password));
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { env: { RATE_LIMIT_LOGIN: '1', TRUST_PROXY: '1' } }); });
    afterAll(async () => { await t.close(); });

    it('counts per forwarded client address', async () => {
      const attempt = (ip: string) => t.app.inject({
        method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { username: 'nobody', password: clientHash('x') },
      });
      expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expectLimited(await attempt('198.51.100.1'));
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    });
  });

  describe('registration (RATE_LIMIT_REGISTER=2)', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { env: { RATE_LIMIT_REGISTER: '2' } }); });
    afterAll(async () => { await t.close(); });

    it('answers 429 on the 3rd registration in a minute and creates nothing', async () => {
      expect((await register(t, registerPayload())).statusCode).toBe(200);
      expect((await register(t, registerPayload())).statusCode).toBe(200);
      const payload = registerPayload();
      expectLimited(await register(t, payload));
      expect(await userCount(t)).toBe(2);
      expect(t.mails.some((m) => m.to === payload.email)).toBe(false);
    });
  });

  describe('reset and resend calls (RATE_LIMIT_RESET=2)', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { env: { RATE_LIMIT_RESET: '2' } }); });
    afterAll(async () => { await t.close(); });

    it('answers 429 on the 3rd reset request in a minute and sends no mail', async () => {
      const payload = registerPayload();
      await register(t, payload);
      const reset = () => t.app.inject({ method: 'GET', url: `/api/resetPW?email=${encodeURIComponent(payload.email)}` });
      expect((await reset()).statusCode).toBe(200);
      expect((await reset()).statusCode).toBe(200);
      const sent = t.mails.length;
      expectLimited(await reset());
      expect(t.mails.length).toBe(sent);
    });
  });
});
