import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, signIn, type Session } from './support/accounts';
import { sessions } from '../../server/db/schema';
import { tokenHash } from '../../server/auth/secureTokens';
import { loadConfig } from '../../server/config';

const EXPIRED = 'Your session has expired. Please log in again.';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Issue 17, point 8: a session ends after 30 idle days, and 180 days after sign-in at the latest. */
describe.each(BACKENDS)('session expiry on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const sessionRow = async (s: Session) =>
    (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(s.sessionId))))[0]!;
  const check = (s: Session) => authed(t, s, 'GET', '/api/sessionCheck');

  it('a session last seen 400 days ago answers 401 with the session-expired message', async () => {
    const s = await newSession(t);
    expect((await check(s)).statusCode).toBe(200);
    t.clock.advance(400 * DAY);
    expectError(await check(s), 401, EXPIRED, 'SESSION_INVALID');
    expectError(await authed(t, s, 'GET', '/api/userData'), 401, EXPIRED, 'SESSION_INVALID');
    expectError(await authed(t, s, 'POST', '/api/heartbeat', {}), 401, EXPIRED, 'SESSION_INVALID');
    const row = await sessionRow(s);
    expect(row.revokedAt?.getTime()).toBe(t.clock.now.getTime());
    // Both limits have passed; the lifetime is named first.
    expect(row.revokedReason).toBe('lifetime');
  });

  it('ends after 30 days without a call, not before', async () => {
    const s = await newSession(t);
    t.clock.advance(30 * DAY - MINUTE);
    expect((await check(s)).statusCode).toBe(200);
    t.clock.advance(30 * DAY);
    expectError(await check(s), 401, EXPIRED, 'SESSION_INVALID');
    expect((await sessionRow(s)).revokedReason).toBe('idleTimeout');
    // Once ended it stays ended, however soon it is tried again.
    t.clock.advance(MINUTE);
    expectError(await check(s), 401, EXPIRED);
  });

  it('a session in use ends 180 days after sign-in', async () => {
    const s = await newSession(t);
    for (let day = 20; day < 180; day += 20) {
      t.clock.advance(20 * DAY);
      expect((await check(s)).statusCode, `day ${day}`).toBe(200);
    }
    // Day 160 now: still 20 days to go.
    t.clock.advance(20 * DAY - MINUTE);
    expect((await check(s)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expectError(await check(s), 401, EXPIRED, 'SESSION_INVALID');
    expect((await sessionRow(s)).revokedReason).toBe('lifetime');
  });

  it('expiry ends only that session: another sign-in works and other sessions live on', async () => {
    const old = await newSession(t);
    t.clock.advance(31 * DAY);
    const fresh = await signIn(t, old.account);
    expectError(await check(old), 401, EXPIRED);
    expect((await check(fresh)).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('configured expiry (SESSION_IDLE_DAYS=1, SESSION_LIFETIME_DAYS=2) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { env: { SESSION_IDLE_DAYS: '1', SESSION_LIFETIME_DAYS: '2' } }); });
  afterAll(async () => { await t.close(); });

  it('applies the configured idle timeout and lifetime', async () => {
    const idle = await newSession(t);
    const busy = await signIn(t, idle.account);
    t.clock.advance(DAY - MINUTE);
    expect((await authed(t, busy, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    expectError(await authed(t, idle, 'GET', '/api/sessionCheck'), 401, EXPIRED);
    expect((await authed(t, busy, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
    t.clock.advance(DAY - 2 * MINUTE);
    expect((await authed(t, busy, 'GET', '/api/sessionCheck')).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expectError(await authed(t, busy, 'GET', '/api/sessionCheck'), 401, EXPIRED);
  });
});

describe('session expiry settings', () => {
  it('default to 30 idle days and 180 days in all', () => {
    expect(loadConfig({}).sessions).toEqual({ idleTimeoutMs: 30 * DAY, lifetimeMs: 180 * DAY });
  });

  it.each([
    [{ SESSION_IDLE_DAYS: '0' }, /SESSION_IDLE_DAYS must be a whole number of days from 1/],
    [{ SESSION_IDLE_DAYS: 'soon' }, /SESSION_IDLE_DAYS/],
    [{ SESSION_LIFETIME_DAYS: '-1' }, /SESSION_LIFETIME_DAYS/],
    [{ SESSION_LIFETIME_DAYS: '1.5' }, /SESSION_LIFETIME_DAYS/],
    [{ SESSION_LIFETIME_DAYS: '4000' }, /SESSION_LIFETIME_DAYS must be a whole number of days from 1 to 3650/],
    [{ SESSION_IDLE_DAYS: '40', SESSION_LIFETIME_DAYS: '30' }, /SESSION_IDLE_DAYS \(40\) must not exceed SESSION_LIFETIME_DAYS \(30\)/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
