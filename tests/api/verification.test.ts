import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import {
  expectError, login, mailLink, register, registerAndVerify, registerPayload, userRow, verifyFromMail, TEST_PASSWORD,
} from './support/accounts';

const SUCCESS = 'Your email has been successfully verified!';
const FAILED = 'There was an error while verifying your email! Please try again or use the below link to request a new verification link';
const INVALID_LINK = 'This seems to be an invalid link. Please use proper validation link';
const RESEND_OK = 'Verification link sent successfully. Please check your inbox';

describe.each(BACKENDS)('email verification on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  async function registered(): Promise<ReturnType<typeof registerPayload>> {
    const payload = registerPayload();
    expect((await register(t, payload)).statusCode).toBe(200);
    return payload;
  }

  it('verifies with POST {email, hash} from the mailed link, then sign-in works', async () => {
    const payload = await registered();
    const res = await verifyFromMail(t, payload.email);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SUCCESS });
    expect((await userRow(t, payload.username)).emailVerified).toBe(true);
    expect((await login(t, payload.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies with GET ?email&hash and accepts the same link twice', async () => {
    const payload = await registered();
    const link = mailLink(t, payload.email, 'verifyEmail');
    const url = `/api/verifyEmail${link.search}`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ success: true, message: SUCCESS });
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect((await userRow(t, payload.username)).emailVerified).toBe(true);
  });

  it.each([
    ['no email', { hash: 'abcdefghijklmnop' }],
    ['no hash', { email: 'someone@example.com' }],
    ['blank values', { email: '  ', hash: '  ' }],
  ])('answers 400 "invalid link" with %s', async (_label, body) => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: body }), 400, INVALID_LINK, 'INVALID_LINK');
  });

  it('refuses a wrong hash and leaves the account unverified', async () => {
    const payload = await registered();
    const res = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { email: payload.email, hash: 'x'.repeat(43) } });
    expectError(res, 400, FAILED, 'VERIFY_FAILED');
    expect((await userRow(t, payload.username)).emailVerified).toBe(false);
  });

  it("refuses another account's hash", async () => {
    const a = await registered();
    const b = await registered();
    const hashOfA = mailLink(t, a.email, 'verifyEmail').searchParams.get('hash');
    const res = await t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { email: b.email, hash: hashOfA } });
    expectError(res, 400, FAILED, 'VERIFY_FAILED');
    expect((await userRow(t, a.username)).emailVerified).toBe(false);
    expect((await userRow(t, b.username)).emailVerified).toBe(false);
  });

  it('refuses an expired link (verification links live 14 days)', async () => {
    const payload = await registered();
    t.clock.advance(14 * 24 * 3_600_000 + 1000);
    try {
      expectError(await verifyFromMail(t, payload.email), 400, FAILED, 'VERIFY_FAILED');
      expect((await userRow(t, payload.username)).emailVerified).toBe(false);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('resends a working link to an unverified address (POST and GET)', async () => {
    const payload = await registered();
    const firstLink = mailLink(t, payload.email, 'verifyEmail').href;
    const post = await t.app.inject({ method: 'POST', url: '/api/resendEmailVerification', payload: { email: ` ${payload.email.toUpperCase()} ` } });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ success: true, message: RESEND_OK });
    const secondLink = mailLink(t, payload.email, 'verifyEmail').href;
    expect(secondLink).not.toBe(firstLink);

    const get = await t.app.inject({ method: 'GET', url: `/api/sendEmailVerification?email=${encodeURIComponent(payload.email)}` });
    expect(get.json()).toEqual({ success: true, message: RESEND_OK });
    expect(t.mails.filter((m) => m.to === payload.email && m.kind === 'verifyEmail')).toHaveLength(3);

    expect((await verifyFromMail(t, payload.email)).statusCode).toBe(200);
    expect((await userRow(t, payload.username)).emailVerified).toBe(true);
  });

  it('answers the same for unknown and verified addresses but sends nothing', async () => {
    const verified = await registerAndVerify(t);
    const sent = t.mails.length;
    for (const email of [verified.email, 'nobody-here@example.com']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/resendEmailVerification', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: RESEND_OK });
    }
    expect(t.mails.length).toBe(sent);
  });

  it('refuses to resend to an invalid address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/resendEmailVerification', payload: { email: 'not an email' } });
    expectError(res, 400, 'Your entered email address seems to be invalid', 'EMAIL_INVALID');
    expectError(await t.app.inject({ method: 'POST', url: '/api/resendEmailVerification', payload: {} }), 400, /required field "email"/);
  });
});
