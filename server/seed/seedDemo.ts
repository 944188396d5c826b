import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { systemState, users } from '../db/schema';
import { hashPassword } from '../auth/passwordHashing';
import { newReferralCode } from '../auth/secureTokens';
import { book } from '../users/balances';
import { DEMO_ACCOUNTS, demoEmail } from './demoAccounts';
import { DEFAULT_SETTINGS } from '../../product/accountRules';
import { PLANS } from '../../product/plans';

export type SeedOutcome = 'seeded' | 'already-seeded' | 'refused-non-demo-data' | 'skipped';

export interface SeedOptions {
  db: Db;
  embedded: boolean;
  force: boolean;
  password: string;
  productId: string;
  now: Date;
}

/**
 * Seeds the demo accounts on the first start of an embedded database, or when forced
 * (SEED_DEMO=1). A database that holds accounts other than the demo ones is never seeded.
 */
export async function seedDemo(options: SeedOptions): Promise<SeedOutcome> {
  const { db } = options;
  const done = await db.select().from(systemState).where(eq(systemState.key, 'demoSeed')).limit(1);
  if (done.length && !options.force) return 'already-seeded';
  if (!options.embedded && !options.force) return 'skipped';
  const others = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.isDemo, false));
  if ((others[0]?.n ?? 0) > 0) return 'refused-non-demo-data';

  const clientHash = createHash('sha256').update(options.password).digest('hex');
  const passwordHash = await hashPassword(clientHash);
  for (const account of DEMO_ACCOUNTS) {
    const plan = PLANS[account.plan];
    const values = {
      username: account.username, usernameLower: account.username, email: demoEmail(account.username), passwordHash,
      firstname: account.firstname, lastname: account.lastname, countryCode: 'DE', emailVerified: true, emailOptIn: true,
      agreeTermsOfUse: true, referralCode: newReferralCode(), product: options.productId, plan: account.plan, roles: account.roles,
      userPackage: plan.dataPackage, primaryPlanSku: plan.code, introAccepted: true, settings: { ...DEFAULT_SETTINGS },
      isDemo: true, activationDate: options.now, failedLogins: 0, lockedUntil: null,
    };
    const rows = await db.insert(users).values(values)
      .onConflictDoUpdate({ target: users.usernameLower, set: { ...values, referralCode: sql`${users.referralCode}` } })
      .returning({ id: users.id });
    const id = rows[0]!.id;
    if (plan.tokensPerMonth) await book(db, { userId: id, account: 'token', delta: plan.tokensPerMonth, reason: 'demo seed', reference: `seed:${id}:token` });
    if (plan.resetsPerMonth) await book(db, { userId: id, account: 'reset', delta: plan.resetsPerMonth, reason: 'demo seed', reference: `seed:${id}:reset` });
  }
  await db.insert(systemState).values({ key: 'demoSeed', value: { at: options.now.toISOString() } })
    .onConflictDoUpdate({ target: systemState.key, set: { value: { at: options.now.toISOString() }, updatedAt: options.now } });
  return 'seeded';
}
