import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, clientHash, type TestApp } from './support/testApp';
import { expectError, login, mailLink, register, registerPayload, userCount, userRow, TEST_PASSWORD } from './support/accounts';
import { emailTokens, users } from '../../server/db/schema';
import { verifyPassword } from '../../server/auth/passwordHashing';

const EXISTS = 'Error while creating account: Username or email already existing';

describe.each(BACKENDS)('POST /api/register on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('creates an unverified free account and mails a verification link', async () => {
    const payload = registerPayload({ emailOptIn: false });
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, username: payload.username });

    const row = await userRow(t, payload.username);
    expect(row).toMatchObject({
      email: payload.email, firstname: 'Tess', lastname: 'Tester', countryCode: 'US', emailVerified: false,
      emailOptIn: false, agreeTermsOfUse: true, product: t.config.productId, plan: 'demo', userPackage: 'EOD-ACCESS', isDemo: false,
    });
    expect(row.uiFlags).toEqual({ show_mail_opt_in_dialog: true });
    expect(row.settings.language).toBe('en');
    expect(row.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    // Stored with argon2id over the client hash, never as sent.
    expect(row.passwordHash).not.toContain(payload.password);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, payload.password)).toBe(true);

    const link = mailLink(t, payload.email, 'verifyEmail');
    expect(link.origin + link.pathname).toBe('http://localhost:8080/verifyEmail');
    expect(link.searchParams.get('email')).toBe(payload.email);
    const tokens = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, row.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.purpose).toBe('verifyEmail');
    // Only the token's hash is stored.
    expect(tokens[0]!.tokenHash).not.toBe(link.searchParams.get('hash'));
  });

  it('trims username and email and lowercases the email', async () => {
    const base = registerPayload();
    const res = await register(t, { ...base, username: `  ${base.username} `, email: `  ${base.email.toUpperCase()}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(t, base.username)).email).toBe(base.email);
  });

  it('defaults emailOptIn to true and takes the country code in any case', async () => {
    const { emailOptIn: _drop, ...payload } = registerPayload({ country: { code: 'de' } });
    expect((await register(t, payload)).statusCode).toBe(200);
    const row = await userRow(t, payload.username);
    expect(row.emailOptIn).toBe(true);
    expect(row.uiFlags).toEqual({ show_mail_opt_in_dialog: false });
    expect(row.countryCode).toBe('DE');
  });

  it('answers 422 with code 600 for a taken username, in any letter case', async () => {
    const first = registerPayload();
    expect((await register(t, first)).statusCode).toBe(200);
    const before = await userCount(t);
    const clash = registerPayload({ username: first.username.toUpperCase() });
    expectError(await register(t, clash), 422, EXISTS, 600);
    expect(await userCount(t)).toBe(before);
  });

  it('answers 422 with code 600 for a taken email', async () => {
    const first = registerPayload();
    expect((await register(t, first)).statusCode).toBe(200);
    const clash = registerPayload({ email: first.email.toUpperCase() });
    expectError(await register(t, clash), 422, EXISTS, 600);
    const rows = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(rows.map((r) => r.username)).toEqual([first.username]);
  });

  it('lets only one of two racing registrations of the same name through', async () => {
    const a = registerPayload();
    const b = registerPayload({ username: a.username, email: `other${a.email}` });
    const results = await Promise.all([register(t, a), register(t, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json()).toMatchObject({ code: 600, message: EXISTS });
    await userRow(t, a.username);
  });

  it('links a valid referral code (any case) to its owner', async () => {
    const owner = registerPayload();
    await register(t, owner);
    const ownerRow = await userRow(t, owner.username);
    const referred = registerPayload({ referralCode: ` ${ownerRow.referralCode.toLowerCase()} ` });
    expect((await register(t, referred)).statusCode).toBe(200);
    expect((await userRow(t, referred.username)).referredBy).toBe(ownerRow.id);
  });

  it('answers 422 with code 601 for an unknown referral code and creates nothing', async () => {
    const before = await userCount(t);
    const payload = registerPayload({ referralCode: 'NOSUCHCODE' });
    expectError(await register(t, payload), 422, 'Incorrect referral code!', 601);
    expect(await userCount(t)).toBe(before);
    expect(t.mails.some((m) => m.to === payload.email)).toBe(false);
  });

  it('refuses a registration without terms agreement', async () => {
    const payload = registerPayload({ agreeTermsOfUse: false });
    expectError(await register(t, payload), 400, 'You must agree to the terms and conditions to continue', 'TERMS_REQUIRED');
    const rows = await t.database.db.select().from(users).where(eq(users.usernameLower, payload.username));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown country', async () => {
    expectError(await register(t, registerPayload({ country: { code: 'XX' } })), 400, 'Please select your country', 'COUNTRY_INVALID');
  });

  it.each([
    ['a username with other than letters and digits', { username: 'bad name!' }, /body\.username: Username should only contain letters and numbers/],
    ['an invalid email', { email: 'not-an-email' }, /body\.email must be a valid email address/],
    ['a plain-text password', { password: TEST_PASSWORD }, /body\.password: The password must be sent as the lowercase hex SHA-256/],
    ['an upper-case password hash', { password: clientHash(TEST_PASSWORD).toUpperCase() }, /body\.password: The password must be sent as the lowercase hex SHA-256/],
    ['an empty first name', { firstname: '' }, /body\.firstname must be at least 1 characters long/],
    ['a last name with markup', { lastname: '<b>x</b>' }, /body\.lastname: Last name must not contain angle brackets/],
    ['an unknown field', { isAdmin: true }, /unknown field "isAdmin"/],
  ])('answers 400 for %s', async (_label, change, message) => {
    const before = await userCount(t);
    expectError(await register(t, { ...registerPayload(), ...change }), 400, message);
    expect(await userCount(t)).toBe(before);
  });

  it.each(['username', 'email', 'password', 'firstname', 'lastname', 'country', 'agreeTermsOfUse'])('answers 400 without %s', async (field) => {
    const payload: Record<string, unknown> = { ...registerPayload() };
    delete payload[field];
    expectError(await register(t, payload), 400, `Invalid request: body is missing the required field "${field}"`);
  });

  it('needs email verification before sign-in', async () => {
    const payload = registerPayload();
    await register(t, payload);
    expectError(await login(t, payload.username, TEST_PASSWORD), 403, 'Please check your email account to verify your email address', 'EMAIL_NOT_VERIFIED');
  });
});
