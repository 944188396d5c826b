import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { allUsers, expectError, login, register, registerPayload, signIn, userCount } from './support/accounts';
import { seedDemo, type SeedOptions } from '../../server/seed/seedDemo';
import { DEMO_ACCOUNTS, demoEmail } from '../../server/seed/demoAccounts';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwordHashing';

const DEMO_PASSWORD = 'Demo1234';

describe.each(BACKENDS)('demo seed on %s', (backend) => {
  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
    afterAll(async () => { await t.close(); });

    const options = (extra: Partial<SeedOptions> = {}): SeedOptions => ({
      db: t.database.db, embedded: true, force: false, password: DEMO_PASSWORD, productId: t.config.productId, now: t.clock.now, ...extra,
    });

    it('seeds the five demo accounts, verified and marked as demo', async () => {
      const rows = await allUsers(t);
      expect(rows.map((u) => u.username).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.username).sort());
      for (const row of rows) {
        expect(row).toMatchObject({ emailVerified: true, isDemo: true, introAccepted: true, product: t.config.productId });
        expect(row.email).toBe(demoEmail(row.username));
      }
    });

    it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))('%s signs in with Demo1234 (sent as hex SHA-256)', async (_name, account) => {
      const session = await signIn(t, { username: account.username, password: DEMO_PASSWORD });
      const user = session.body.user as { plan: string; modules: string[]; firstname: string };
      expect(user.plan).toBe(account.plan);
      expect(user.firstname).toBe(account.firstname);
      expect(user.modules).not.toContain('Intro');
      expectError(await login(t, account.username, 'demo1234'), 401, 'Username or password is incorrect');
    });

    it('grants each account the modules of its plan and roles', async () => {
      const modules = async (username: string) =>
        ((await signIn(t, { username, password: DEMO_PASSWORD })).body.user as { modules: string[] }).modules;
      expect(await modules('demofree')).toContain('FREE');
      expect(await modules('demofree')).not.toContain('PREMIUM');
      expect(await modules('demopremium')).toContain('PREMIUM');
      expect(await modules('demopremium')).not.toContain('ELITE');
      expect(await modules('demoelite')).toContain('ELITE');
      expect(await modules('demoelite')).not.toContain('ADMIN');
      expect(await modules('demoadmin')).toEqual(expect.arrayContaining(['ADMIN', 'ELITE', 'CMSManager']));
      expect(await modules('democms')).toContain('CMSManager');
      expect(await modules('democms')).not.toContain('ADMIN');
    });

    it('books the monthly tokens and resets of paid plans', async () => {
      const premium = (await signIn(t, { username: 'demopremium', password: DEMO_PASSWORD })).body.user as Record<string, unknown>;
      expect(premium).toMatchObject({ tokenBalance: 50, resetBalance: 2 });
      const free = (await signIn(t, { username: 'demofree', password: DEMO_PASSWORD })).body.user as Record<string, unknown>;
      expect(free).toMatchObject({ tokenBalance: 0, resetBalance: 0 });
    });

    it("a second run answers 'already-seeded' and changes nothing", async () => {
      const before = await allUsers(t);
      expect(await seedDemo(options())).toBe('already-seeded');
      expect(await allUsers(t)).toEqual(before);
    });

    it('a forced run restores the demo password but books no balance twice', async () => {
      await t.database.db.update(users).set({ passwordHash: await hashPassword('0'.repeat(64)) }).where(eq(users.usernameLower, 'demofree'));
      expectError(await login(t, 'demofree', DEMO_PASSWORD), 401);
      const referral = (await allUsers(t)).find((u) => u.username === 'demopremium')!.referralCode;
      expect(await seedDemo(options({ force: true }))).toBe('seeded');
      expect(await userCount(t)).toBe(DEMO_ACCOUNTS.length);
      await signIn(t, { username: 'demofree', password: DEMO_PASSWORD });
      const premium = (await signIn(t, { username: 'demopremium', password: DEMO_PASSWORD })).body.user as Record<string, unknown>;
      expect(premium).toMatchObject({ tokenBalance: 50, resetBalance: 2, referralCode: referral });
    });
  });

  describe('on a database with real accounts', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(backend);
      expect((await register(t, registerPayload())).statusCode).toBe(200);
    });
    afterAll(async () => { await t.close(); });

    it('refuses to seed, even when forced', async () => {
      const base = { db: t.database.db, password: DEMO_PASSWORD, productId: t.config.productId, now: t.clock.now };
      expect(await seedDemo({ ...base, embedded: true, force: false })).toBe('refused-non-demo-data');
      expect(await seedDemo({ ...base, embedded: false, force: true })).toBe('refused-non-demo-data');
      expect(await userCount(t)).toBe(1);
      expectError(await login(t, 'demoadmin', DEMO_PASSWORD), 401);
    });
  });

  describe('on an external database', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend); });
    afterAll(async () => { await t.close(); });

    it("skips seeding unless forced (SEED_DEMO=1)", async () => {
      const base = { db: t.database.db, password: DEMO_PASSWORD, productId: t.config.productId, now: t.clock.now };
      expect(await seedDemo({ ...base, embedded: false, force: false })).toBe('skipped');
      expect(await userCount(t)).toBe(0);
      expect(await seedDemo({ ...base, embedded: false, force: true })).toBe('seeded');
      expect(await userCount(t)).toBe(DEMO_ACCOUNTS.length);
    });
  });
});

describe('README.md', () => {
  it('lists every demo account', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const account of DEMO_ACCOUNTS) expect(readme, `README.md names ${account.username}`).toContain(`\`${account.username}\``);
    expect(readme).toContain(DEMO_PASSWORD);
  });
});
