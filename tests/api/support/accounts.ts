import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../../server/db/schema';
import type { OutgoingMail } from '../../../server/mail/mailer';
import type { RegisterBody } from '../../../contracts';
import { basicAuth, clientHash, type TestApp } from './testApp';

/** The password every test account gets; a valid one by the spec's rules. */
export const TEST_PASSWORD = 'Secret123';

export type RegisterInput = RegisterBody;

/** A unique, valid register payload (password already client-hashed). */
export function registerPayload(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const username = overrides.username ?? `user${randomBytes(5).toString('hex')}`;
  return {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: clientHash(TEST_PASSWORD),
    firstname: 'Tess',
    lastname: 'Tester',
    country: { code: 'US', name: 'United States' },
    agreeTermsOfUse: true,
    emailOptIn: true,
    ...overrides,
  };
}

export function register(t: TestApp, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/register', payload: payload as Record<string, unknown>, headers });
}

/** The newest mail of a kind sent to an address (fails the test when there is none). */
export function lastMail(t: TestApp, to: string, kind: string): OutgoingMail {
  const mail = [...t.mails].reverse().find((m) => m.to === to.toLowerCase() && m.kind === kind);
  expect(mail, `a ${kind} mail to ${to}`).toBeDefined();
  return mail!;
}

/** The only link of the newest mail of a kind to an address. */
export function mailLink(t: TestApp, to: string, kind: string): URL {
  const mail = lastMail(t, to, kind);
  expect(mail.links).toHaveLength(1);
  return new URL(mail.links[0]!);
}

/** Follows the verification link of the newest verification mail, as the browser page does. */
export async function verifyFromMail(t: TestApp, email: string): Promise<LightMyRequestResponse> {
  const link = mailLink(t, email, 'verifyEmail');
  return t.app.inject({ method: 'POST', url: '/api/verifyEmail', payload: { email: link.searchParams.get('email'), hash: link.searchParams.get('hash') } });
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** Registers an account and verifies its email through the mailed link. */
export async function registerAndVerify(t: TestApp, overrides: Partial<RegisterInput> = {}): Promise<Account> {
  const payload = registerPayload(overrides);
  const res = await register(t, payload);
  expect(res.statusCode, res.body).toBe(200);
  const verified = await verifyFromMail(t, payload.email);
  expect(verified.statusCode, verified.body).toBe(200);
  return { username: payload.username, email: payload.email, password: TEST_PASSWORD };
}

export function login(t: TestApp, username: string, password: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: clientHash(password), ...extra } });
}

export interface Session {
  username: string;
  sessionId: string;
  /** The Authorization header of the session. */
  authorization: string;
  body: Record<string, unknown>;
}

/** Signs in and returns the session (fails the test when sign-in fails). */
export async function signIn(t: TestApp, account: Pick<Account, 'username' | 'password'>): Promise<Session> {
  const res = await login(t, account.username, account.password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { user: { username: string; sessionId: string } };
  return {
    username: body.user.username, sessionId: body.user.sessionId,
    authorization: basicAuth(body.user.username, body.user.sessionId), body: body as unknown as Record<string, unknown>,
  };
}

/** A fresh verified account with one open session. */
export async function newSession(t: TestApp, overrides: Partial<RegisterInput> = {}): Promise<Session & { account: Account }> {
  const account = await registerAndVerify(t, overrides);
  return { ...(await signIn(t, account)), account };
}

/** An authenticated request of a session. */
export function authed(
  t: TestApp, session: Pick<Session, 'authorization'>, method: 'GET' | 'POST', url: string, payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method, url, headers: { authorization: session.authorization },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function userRow(t: TestApp, username: string): Promise<typeof users.$inferSelect> {
  const rows = await t.database.db.select().from(users).where(eq(users.usernameLower, username.toLowerCase()));
  expect(rows, `user ${username}`).toHaveLength(1);
  return rows[0]!;
}

export async function userCount(t: TestApp): Promise<number> {
  const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return rows[0]!.n;
}

/** Every user row, in a stable order: compare two snapshots to prove that nothing changed. */
export function allUsers(t: TestApp): Promise<(typeof users.$inferSelect)[]> {
  return t.database.db.select().from(users).orderBy(asc(users.usernameLower));
}

/** Asserts the common error shape and returns the body. */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp, code?: number | string): Record<string, unknown> {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}
