import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, userRow, type Session } from './support/accounts';
import { clientLogs } from '../../server/db/schema';
import { ACCOUNT_RULES } from '../../product/accountRules';

describe.each(BACKENDS)('email opt-in, intro and log upload on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const logCount = async (): Promise<number> =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(clientLogs))[0]!.n;

  describe('POST /acceptEmailOptIn and /declineEmailOptIn', () => {
    it('accepting turns the opt-in on and hides the dialog', async () => {
      const s = await newSession(t, { emailOptIn: false });
      expect((s.body.user as { ui_flags: Record<string, unknown> }).ui_flags.show_mail_opt_in_dialog).toBe(true);
      const res = await authed(t, s, 'POST', '/api/acceptEmailOptIn');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, emailOptIn: true });
      const row = await userRow(t, s.username);
      expect(row.emailOptIn).toBe(true);
      expect(row.uiFlags.show_mail_opt_in_dialog).toBe(false);
      expect((await authed(t, s, 'GET', '/api/userData')).json().ui_flags.show_mail_opt_in_dialog).toBe(false);
    });

    it('declining turns it off and hides the dialog too', async () => {
      const s = await newSession(t, { emailOptIn: false });
      const res = await authed(t, s, 'POST', '/api/declineEmailOptIn');
      expect(res.json()).toEqual({ success: true, emailOptIn: false });
      const row = await userRow(t, s.username);
      expect(row.emailOptIn).toBe(false);
      expect(row.uiFlags.show_mail_opt_in_dialog).toBe(false);
    });

    it('needs a session', async () => {
      expectError(await t.app.inject({ method: 'POST', url: '/api/acceptEmailOptIn' }), 401);
      expectError(await t.app.inject({ method: 'POST', url: '/api/declineEmailOptIn' }), 401);
    });
  });

  describe('POST /verifyIntro', () => {
    let s: Session;
    beforeAll(async () => { s = await newSession(t); });

    it.each([
      [{ noFinancialAdvise: true, willNotShare: false }],
      [{ noFinancialAdvise: false, willNotShare: true }],
    ])('refuses %o and keeps Intro first', async (body) => {
      expectError(await authed(t, s, 'POST', '/api/verifyIntro', body), 400, 'Both confirmations are required.', 'INTRO_INCOMPLETE');
      expect((await userRow(t, s.username)).introAccepted).toBe(false);
    });

    it('refuses a missing or non-boolean confirmation', async () => {
      expectError(await authed(t, s, 'POST', '/api/verifyIntro', { noFinancialAdvise: true }), 400, /required field "willNotShare"/);
      expectError(await authed(t, s, 'POST', '/api/verifyIntro', { noFinancialAdvise: 'true', willNotShare: true }), 400, /must be of type boolean/);
    });

    it('with both confirmations answers the user data without the Intro module', async () => {
      const before = (await authed(t, s, 'GET', '/api/userData')).json();
      expect(before.modules[0]).toBe('Intro');
      const res = await authed(t, s, 'POST', '/api/verifyIntro', { noFinancialAdvise: true, willNotShare: true });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json();
      expect(data.username).toBe(s.username);
      expect(data.introAccepted).toBe(true);
      expect(data.modules).not.toContain('Intro');
      expect(data.modules).toContain('FREE');
      expect((await userRow(t, s.username)).introAccepted).toBe(true);
    });
  });

  describe('POST /base-node/upload', () => {
    let s: Session;
    beforeAll(async () => { s = await newSession(t); });

    it('stores a log dump with the session user, not the claimed one', async () => {
      const res = await authed(t, s, 'POST', '/api/base-node/upload', {
        date: '2025-01-02T10:00:00Z', dateAsUnix: 1735812000000, username: 'someoneelse', log: 'line 1\nline 2',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const user = await userRow(t, s.username);
      const rows = await t.database.db.select().from(clientLogs).where(eq(clientLogs.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ username: s.username, clientDate: '2025-01-02T10:00:00Z', clientDateUnix: 1735812000000, log: 'line 1\nline 2' });
    });

    it('joins a log sent as lines', async () => {
      expect((await authed(t, s, 'POST', '/api/base-node/upload', { log: ['a', 'b', 'c'] })).statusCode).toBe(200);
      const rows = await t.database.db.select().from(clientLogs).where(eq(clientLogs.log, 'a\nb\nc'));
      expect(rows).toHaveLength(1);
    });

    it('answers 413 for a body over the upload limit and stores nothing', async () => {
      const before = await logCount();
      const log = 'x'.repeat(ACCOUNT_RULES.clientLogMaxBytes + 1);
      expectError(await authed(t, s, 'POST', '/api/base-node/upload', { log }), 413, 'Invalid request: the body is too large.');
      expect(await logCount()).toBe(before);
    });

    it('accepts a dump just under the limit', async () => {
      const log = 'y'.repeat(ACCOUNT_RULES.clientLogMaxBytes - 100);
      expect((await authed(t, s, 'POST', '/api/base-node/upload', { log })).statusCode).toBe(200);
    });

    it('refuses too many lines, a missing log and unknown fields', async () => {
      const before = await logCount();
      expectError(await authed(t, s, 'POST', '/api/base-node/upload', { log: Array.from({ length: 501 }, () => 'l') }), 400, /log/);
      expectError(await authed(t, s, 'POST', '/api/base-node/upload', { date: 'x' }), 400, /required field "log"/);
      expectError(await authed(t, s, 'POST', '/api/base-node/upload', { log: 'x', level: 'debug' }), 400, /unknown field "level"/);
      expect(await logCount()).toBe(before);
    });

    it('needs a session', async () => {
      const before = await logCount();
      expectError(await t.app.inject({ method: 'POST', url: '/api/base-node/upload', payload: { log: 'anonymous' } }), 401);
      expect(await logCount()).toBe(before);
    });
  });
});
