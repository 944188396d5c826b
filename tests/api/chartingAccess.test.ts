import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, lastMail, newSession, signIn, userRow, type Session } from './support/accounts';
import { auditLog, chartingAccessRequests, users } from '../../server/db/schema';
import { CHARTING_SCRIPT_IDS } from '../../product/chartingScripts';
import type { ChartingAccessRequestRow, ChartingDecisionAnswer, SessionUser } from '../../contracts';

const SIERRA = ['MFR_RANGE', 'MFR_TREND', 'VAIDOTAS_MOMENTUM_SCORE'];

describe.each(BACKENDS)('charting-platform script access on %s', (backend) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    admin = await signIn(t, { username: 'demoadmin', password: 'Demo1234' });
  }, 60_000);
  afterAll(async () => { await t.close(); });

  const member = async (plan: string): Promise<Session & { userId: string; email: string }> => {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({ plan }).where(eq(users.id, user.id));
    return { ...s, userId: user.id, email: user.email };
  };
  const ask = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/requestChartingAppAccess', body);

  it('takes a TradingView request with all scripts, keeps it on the profile, and an admin grants it with a mail', async () => {
    const s = await member('elite');
    const res = await ask(s, { chartingAppUsername: 'trader_joe', chartingAppScripts: [...CHARTING_SCRIPT_IDS], chartingAppName: 'TradingView' });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json() as { requestId: string };
    const me = (await authed(t, s, 'GET', '/api/userData')).json() as SessionUser;
    expect(me).toMatchObject({ chartingAppUsername: 'trader_joe', chartingAppName: 'TradingView', chartingAppAccessGranted: false });

    const pending = (await authed(t, admin, 'GET', '/api/admin/chartingAccess')).json() as ChartingAccessRequestRow[];
    expect(pending.find((r) => r.id === requestId)).toMatchObject({ username: s.username, platform: 'TradingView', scripts: [...CHARTING_SCRIPT_IDS], status: 'pending' });
    const granted = (await authed(t, admin, 'POST', '/api/admin/chartingAccess/grant', { id: requestId })).json() as ChartingDecisionAnswer;
    expect(granted.request.status).toBe('granted');
    expect(granted.platform).toEqual({ mode: 'manual', note: expect.stringContaining('trader_joe on TradingView') });
    expect(((await authed(t, s, 'GET', '/api/userData')).json() as SessionUser).chartingAppAccessGranted).toBe(true);
    expect(lastMail(t, s.email, 'chartingGranted').text).toContain('TradingView');
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, requestId));
    expect(audited.map((a) => a.action).sort()).toEqual(['charting.grant', 'charting.request']);
    expectError(await authed(t, admin, 'POST', '/api/admin/chartingAccess/grant', { id: requestId }), 409);

    const revoked = (await authed(t, admin, 'POST', '/api/admin/chartingAccess/revoke', { id: requestId })).json() as ChartingDecisionAnswer;
    expect(revoked.request.status).toBe('revoked');
    expect(((await authed(t, s, 'GET', '/api/userData')).json() as SessionUser).chartingAppAccessGranted).toBe(false);
    expect(lastMail(t, s.email, 'chartingRevoked').subject).toContain('TradingView');
  });

  it('takes Sierra only with its three fixed scripts', async () => {
    const s = await member('elite');
    expectError(await ask(s, { chartingAppUsername: '12345', chartingAppScripts: ['MFR_RANGE'], chartingAppName: 'Sierra' }), 400, /always covers/, 'INVALID_CHARTING_SCRIPTS');
    expectError(await ask(s, { chartingAppUsername: '12345', chartingAppScripts: [...SIERRA, 'CORR_MATRIX'], chartingAppName: 'Sierra' }), 400, undefined, 'INVALID_CHARTING_SCRIPTS');
    expect((await ask(s, { chartingAppUsername: '12345', chartingAppScripts: SIERRA, chartingAppName: 'Sierra' })).statusCode).toBe(200);
    // A second request replaces the pending one.
    expect((await ask(s, { chartingAppUsername: '67890', chartingAppScripts: SIERRA, chartingAppName: 'Sierra' })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(chartingAccessRequests).where(eq(chartingAccessRequests.userId, s.userId));
    expect(rows.map((r) => [r.appUsername, r.status])).toEqual([['67890', 'pending']]);
  });

  it('refuses bad input, members without the module and non-admins', async () => {
    const s = await member('elite');
    expectError(await ask(s, { chartingAppUsername: '', chartingAppScripts: SIERRA, chartingAppName: 'Sierra' }), 400);
    expectError(await ask(s, { chartingAppUsername: 'a b<c>', chartingAppScripts: SIERRA, chartingAppName: 'Sierra' }), 400, undefined, 'INVALID_CHARTING_USERNAME');
    expectError(await ask(s, { chartingAppUsername: 'x', chartingAppScripts: [], chartingAppName: 'TradingView' }), 400, undefined, 'INVALID_CHARTING_SCRIPTS');
    expectError(await ask(s, { chartingAppUsername: 'x', chartingAppScripts: ['NOPE'], chartingAppName: 'TradingView' }), 400);
    expectError(await ask(s, { chartingAppUsername: 'x', chartingAppScripts: SIERRA, chartingAppName: 'MetaTrader' }), 400);
    const premium = await member('premium');
    expectError(await ask(premium, { chartingAppUsername: 'x', chartingAppScripts: SIERRA, chartingAppName: 'Sierra' }), 403);
    expectError(await authed(t, s, 'GET', '/api/admin/chartingAccess'), 403);
    expectError(await authed(t, s, 'POST', '/api/admin/chartingAccess/grant', { id: '00000000-0000-4000-8000-000000000000' }), 403);
    expectError(await authed(t, admin, 'POST', '/api/admin/chartingAccess/grant', { id: '00000000-0000-4000-8000-000000000000' }), 404);
    expectError(await authed(t, admin, 'POST', '/api/admin/chartingAccess/grant', { id: 'nope' }), 400);
  });
});
