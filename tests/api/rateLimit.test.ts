import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, register, registerAndVerify, registerPayload, userCount, userRow, type Account } from './support/accounts';

const TOO_MANY = /^Too many requests\. Please try again in 1 minute\.$/;

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

    it('GET /signIn shares no budget with POST /login but has its own', async () => {
      const signIn = () => t.app.inject({ method: 'GET', url: '/api/signIn', headers: { authorization: basicAuth(account.username, clientHash(account.password)) } });
      for (let i = 0; i < 3; i++) expect((await signIn()).statusCode).toBe(200);
      expectLimited(await signIn());
    });

    it('other calls are not limited', async () => {
      expect((await authed(t, { authorization: basicAuth(account.username, sessionId) }, 'GET', '/api/userData')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
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
