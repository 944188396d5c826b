import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, signIn } from './support/accounts';
import { admin, customer } from './support/billingFlows';
import { auditLog, users } from '../../server/db/schema';
import { spreadsheetSafe, tokenMatches } from '../../server/admin/exportUsersRoutes';

const TOKEN = 'export-secret-0123456789';

describe.each(BACKENDS)('the user export by tier on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { ADMIN_EXPORT_TOKEN: TOKEN } }); });
  afterAll(async () => { await t.close(); });

  it('answers the users of the chosen tiers as users.csv, formula-looking cells kept as text, audited', async () => {
    const a = await admin(t);
    const elite = await customer(t, 'DE', 'exelite');
    const free = await customer(t, 'DE', 'exfree');
    await t.database.db.update(users).set({ plan: 'elite', firstname: '=HYPERLINK("x")' }).where(eq(users.id, elite.userId));
    const res = await authed(t, a, 'GET', `/api/admin/exportUsers?tiers=premium,elite&token=${TOKEN}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('username,email,firstname,lastname,tier,country,emailOptIn,registeredAt');
    const row = lines.find((l) => l.startsWith(`${elite.username},`));
    expect(row).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(row).toContain(',elite,DE,');
    expect(lines.some((l) => l.startsWith(`${free.username},`))).toBe(false);
    const planOf = (line: string) => line.split(',').at(-4);
    expect(lines.slice(1).every((l) => ['premium', 'elite'].includes(planOf(l)!))).toBe(true);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.exportUsers'));
    expect(audits.at(-1)!.details).toMatchObject({ tiers: ['premium', 'elite'] });
  });

  it('asks for a tier and the token, refuses a wrong token with 403, members with 403', async () => {
    const a = await admin(t);
    expectError(await authed(t, a, 'GET', `/api/admin/exportUsers?token=${TOKEN}`), 400, 'Please select at least one tier.');
    expectError(await authed(t, a, 'GET', `/api/admin/exportUsers?tiers=&token=${TOKEN}`), 400, 'Please select at least one tier.');
    expectError(await authed(t, a, 'GET', '/api/admin/exportUsers?tiers=elite'), 400, 'Please enter the secret token.');
    expectError(await authed(t, a, 'GET', `/api/admin/exportUsers?tiers=gold&token=${TOKEN}`), 400);
    expectError(await authed(t, a, 'GET', '/api/admin/exportUsers?tiers=elite&token=wrong'), 403, 'The secret token is wrong.');
    expectError(await authed(t, a, 'GET', `/api/admin/exportUsers?tiers=elite&token=${TOKEN}x`), 403);
    const member = await customer(t);
    expectError(await authed(t, member, 'GET', `/api/admin/exportUsers?tiers=elite&token=${TOKEN}`), 403);
    expectError(await authed(t, await signIn(t, { username: 'democms', password: 'Demo1234' }), 'GET', `/api/admin/exportUsers?tiers=elite&token=${TOKEN}`), 403);
  });
});

describe('the export\'s pieces', () => {
  it('compares tokens of any length without throwing', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches('', TOKEN)).toBe(false);
    expect(tokenMatches(`${TOKEN}${'x'.repeat(400)}`, TOKEN)).toBe(false);
  });

  it('keeps formula-looking cells as text', () => {
    expect(['=1+1', '+49 170', '-3', '@SUM(A1)', '\tx', 'anna', 'a=b'].map(spreadsheetSafe)).toEqual(["'=1+1", "'+49 170", "'-3", "'@SUM(A1)", "'\tx", 'anna', 'a=b']);
  });

  it('is off without ADMIN_EXPORT_TOKEN', async () => {
    const t = await createTestApp('pglite', { seed: true });
    try {
      expectError(await authed(t, await admin(t), 'GET', '/api/admin/exportUsers?tiers=elite&token=anything-at-all'), 403, /not configured/);
    } finally {
      await t.close();
    }
  });
});
