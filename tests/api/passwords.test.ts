import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { clientHash, createTestApp, type TestApp } from './support/testApp';
import {
  authed, expectError, lastMail, login, mailLink, newSession, register, registerAndVerify, registerPayload, signIn, userRow,
  type Account,
} from './support/accounts';
import { sessions, users } from '../../server/db/schema';

const LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const HOUR = 3_600_000;

describe.each(BACKENDS)('passwords on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const requestReset = (email: string) => t.app.inject({ method: 'GET', url: `/api/resetPW?email=${encodeURIComponent(email)}` });
  const resetWith = (link: URL, password: string, email = link.searchParams.get('email')!) => t.app.inject({
    method: 'POST',
    url: `/api/changePWWithHash?${new URLSearchParams({ resetToken: link.searchParams.get('resetToken')!, email, password: clientHash(password) })}`,
  });
  const liveSessions = async (username: string) => {
    const user = await userRow(t, username);
    return t.database.db.select().from(sessions).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  };

  describe('reset by mail', () => {
    it('GET /resetPW mails a /setNewPW link and answers an empty reason', async () => {
      const account = await registerAndVerify(t);
      const res = await requestReset(account.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ reason: '' });
      const link = mailLink(t, account.email, 'passwordReset');
      expect(link.pathname).toBe('/setNewPW');
      expect(link.searchParams.get('email')).toBe(account.email);
      expect(link.searchParams.get('resetToken')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(lastMail(t, account.email, 'passwordReset').text).toContain('valid for 72 hours');
    });

    it('POST /reset-password/:email does the same', async () => {
      const account = await registerAndVerify(t);
      const res = await t.app.inject({ method: 'POST', url: `/api/reset-password/${encodeURIComponent(account.email)}`, payload: { email: account.email } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ reason: '' });
      mailLink(t, account.email, 'passwordReset');
    });

    it('answers an unknown address the same way and sends nothing', async () => {
      const sent = t.mails.length;
      const res = await requestReset('nobody-at-all@example.com');
      expect(res.json()).toEqual({ reason: '' });
      expect(t.mails.length).toBe(sent);
    });

    it('refuses an invalid address', async () => {
      expectError(await requestReset('not-an-address'), 400, 'Please check your email address', 'EMAIL_INVALID');
      expectError(await t.app.inject({ method: 'GET', url: '/api/resetPW' }), 400, /required field "email"/);
    });

    it('changePWWithHash sets the new password, ends every session, verifies the address and ends a lock', async () => {
      const s = await newSession(t);
      await t.database.db.update(users).set({ emailVerified: false, lockedUntil: new Date(t.clock.now.getTime() + HOUR), failedLogins: 3 })
        .where(eq(users.usernameLower, s.username));
      await requestReset(s.account.email);
      const res = await resetWith(mailLink(t, s.account.email, 'passwordReset'), 'NewSecret9');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });

      expect(await liveSessions(s.username)).toHaveLength(0);
      expectError(await authed(t, s, 'GET', '/api/userData'), 401);
      expect(await userRow(t, s.username)).toMatchObject({ emailVerified: true, failedLogins: 0, lockedUntil: null });
      expectError(await login(t, s.username, s.account.password), 401, 'Username or password is incorrect');
      await signIn(t, { username: s.username, password: 'NewSecret9' });
      expect(lastMail(t, s.account.email, 'passwordChanged').subject).toBe('Your RangeScope password was changed');
    });

    it('accepts the fields in the body as well', async () => {
      const account = await registerAndVerify(t);
      await requestReset(account.email);
      const link = mailLink(t, account.email, 'passwordReset');
      const res = await t.app.inject({
        method: 'POST', url: '/api/changePWWithHash',
        payload: { resetToken: link.searchParams.get('resetToken'), email: account.email, password: clientHash('BodySecret1') },
      });
      expect(res.statusCode, res.body).toBe(200);
      await signIn(t, { username: account.username, password: 'BodySecret1' });
    });

    it('a link works once, even when used twice at the same time', async () => {
      const account = await registerAndVerify(t);
      await requestReset(account.email);
      const link = mailLink(t, account.email, 'passwordReset');
      const results = await Promise.all([resetWith(link, 'FirstNew1'), resetWith(link, 'SecondNew2')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const winner = results[0]!.statusCode === 200 ? 'FirstNew1' : 'SecondNew2';
      expectError(await resetWith(link, 'ThirdNew3'), 400, LINK_INVALID, 'RESET_LINK_INVALID');
      await signIn(t, { username: account.username, password: winner });
    });

    it('a link is valid for 72 hours', async () => {
      const start = t.clock.now;
      try {
        const a = await registerAndVerify(t);
        const b = await registerAndVerify(t);
        await requestReset(a.email);
        await requestReset(b.email);
        t.clock.advance(72 * HOUR - 1000);
        expect((await resetWith(mailLink(t, a.email, 'passwordReset'), 'InTime123')).statusCode).toBe(200);
        t.clock.advance(2000);
        expectError(await resetWith(mailLink(t, b.email, 'passwordReset'), 'TooLate123'), 400, LINK_INVALID, 'RESET_LINK_INVALID');
        await signIn(t, b);
      } finally {
        t.clock.now = start;
      }
    });

    it("refuses a link used with another account's address, a made-up token and missing fields", async () => {
      const a = await registerAndVerify(t);
      const b = await registerAndVerify(t);
      await requestReset(a.email);
      const link = mailLink(t, a.email, 'passwordReset');
      expectError(await resetWith(link, 'Hijack123', b.email), 400, LINK_INVALID);
      const fake = new URL(`http://x/?resetToken=${'A'.repeat(43)}&email=${encodeURIComponent(a.email)}`);
      expectError(await resetWith(fake, 'Hijack123'), 400, LINK_INVALID);
      expectError(await t.app.inject({ method: 'POST', url: `/api/changePWWithHash?email=${encodeURIComponent(a.email)}` }),
        400, 'Invalid request: resetToken, email and password are required');
      expectError(await t.app.inject({
        method: 'POST', url: `/api/changePWWithHash?${new URLSearchParams({ resetToken: 'abc', email: a.email, password: 'plain' })}`,
      }), 400, /password: The password must be sent as the lowercase hex SHA-256/);
      await signIn(t, a);
      await signIn(t, b);
      // The untouched link still works for its own address.
      expect((await resetWith(link, 'Mine12345')).statusCode).toBe(200);
    });
  });

  describe('signed in', () => {
    let s: Awaited<ReturnType<typeof newSession>>;
    beforeAll(async () => { s = await newSession(t); });

    it('POST /checkPW tells whether the password is right', async () => {
      expect((await authed(t, s, 'POST', '/api/checkPW', { oldPassword: clientHash(s.account.password) })).json()).toEqual({ valid: true });
      expect((await authed(t, s, 'POST', '/api/checkPW', { oldPassword: clientHash('Wrong1234') })).json()).toEqual({ valid: false });
      expectError(await t.app.inject({ method: 'POST', url: '/api/checkPW', payload: { oldPassword: clientHash('x') } }), 401);
    });

    it('POST /changePW refuses a wrong old password and a mismatched confirmation', async () => {
      const before = (await userRow(t, s.username)).passwordHash;
      expectError(await authed(t, s, 'POST', '/api/changePW', {
        oldPW: clientHash('Wrong1234'), newPW: clientHash('Other1234'), newPWConfirmation: clientHash('Other1234'),
      }), 400, 'Your current password is not correct', 'OLD_PASSWORD_WRONG');
      expectError(await authed(t, s, 'POST', '/api/changePW', {
        oldPW: clientHash(s.account.password), newPW: clientHash('Other1234'), newPWConfirmation: clientHash('Other9999'),
      }), 400, 'Your entered passwords do not match', 'PASSWORDS_DIFFER');
      expect((await userRow(t, s.username)).passwordHash).toBe(before);
    });

    it('POST /changePW changes the password and ends every other session', async () => {
      const other = await signIn(t, s.account);
      expect(await liveSessions(s.username)).toHaveLength(2);
      const res = await authed(t, s, 'POST', '/api/changePW', {
        oldPW: clientHash(s.account.password), newPW: clientHash('Changed123'), newPWConfirmation: clientHash('Changed123'),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await authed(t, s, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
      expectError(await authed(t, other, 'GET', '/api/sessionCheck'), 401);
      expect(await liveSessions(s.username)).toHaveLength(1);
      expectError(await login(t, s.username, s.account.password), 401);
      const account: Account = { ...s.account, password: 'Changed123' };
      await signIn(t, account);
      lastMail(t, s.account.email, 'passwordChanged');
    });
  });

  describe('GET /findUsername', () => {
    it('mails the username to the address', async () => {
      const account = await registerAndVerify(t);
      const res = await t.app.inject({ method: 'GET', url: `/api/findUsername?email=${encodeURIComponent(account.email.toUpperCase())}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const mail = lastMail(t, account.email, 'usernameRecovery');
      expect(mail.subject).toBe('Your RangeScope username');
      expect(mail.text).toContain(`It is: ${account.username}`);
      expect(mail.links).toEqual(['http://localhost:8080/login']);
    });

    it('also for an unverified account, and answers the same for unknown addresses', async () => {
      const payload = registerPayload();
      await register(t, payload);
      await t.app.inject({ method: 'GET', url: `/api/findUsername?email=${encodeURIComponent(payload.email)}` });
      expect(lastMail(t, payload.email, 'usernameRecovery').text).toContain(payload.username);
      const sent = t.mails.length;
      const res = await t.app.inject({ method: 'GET', url: '/api/findUsername?email=ghost%40example.com' });
      expect(res.json()).toEqual({ success: true });
      expect(t.mails.length).toBe(sent);
      expectError(await t.app.inject({ method: 'GET', url: '/api/findUsername?email=nope' }), 400, 'Please check your email address');
    });
  });
});
