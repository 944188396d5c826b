/**
 * What a user's subscriptions grant, written onto the user row: the plan of the highest active
 * base subscription (plan, userPackage, primaryPlanSku), the crypto plan's module, and API access
 * and scripts for Premium with an extra-ticker pack of 100 or more. Users who never had a base
 * subscription keep the plan they were given (seed, admin).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingSubscriptions, users } from '../db/schema';
import { PLANS, type PlanTier } from '../../product/plans';
import { API_ADDON_MIN_TICKERS, productBySku, tierOfSku } from '../../product/catalogue';
import type { PermissionModule } from '../../product/permissionModules';

/** Higher wins when several base subscriptions run at once (a PayPal plan running out after a change). */
const TIER_RANK: Record<PlanTier, number> = { demo: 0, basic: 1, premium: 2, unlimited: 3, elite: 4, elitePlus: 5, professional: 6 };
/** Modules that billing grants and takes away; others on the row (granted by hand) stay. */
export const BILLING_MODULES: readonly PermissionModule[] = ['Crypto', 'ApiAccess', 'ChartingAppAccess'];

type SubRow = typeof billingSubscriptions.$inferSelect;

export interface Entitlements {
  plan: string;
  primaryPlanSku: string | null;
  userPackage: string;
  extraModules: string[];
}

/** Pure: the user's fields from their running subscriptions. */
export function entitlementsFrom(current: Entitlements, running: readonly SubRow[], everHadBase: boolean): Entitlements {
  const base = running.filter((s) => s.kind === 'plan' && tierOfSku(s.sku))
    .sort((a, b) => TIER_RANK[tierOfSku(b.sku)!] - TIER_RANK[tierOfSku(a.sku)!] || b.startedAt.getTime() - a.startedAt.getTime())[0];
  let { plan, primaryPlanSku, userPackage } = current;
  if (base) {
    plan = tierOfSku(base.sku)!;
    primaryPlanSku = base.sku;
    userPackage = PLANS[plan as PlanTier].dataPackage;
  } else if (everHadBase) {
    plan = 'demo';
    primaryPlanSku = null;
    userPackage = PLANS.demo.dataPackage;
  }
  const granted = new Set<PermissionModule>();
  for (const s of running) for (const m of productBySku(s.sku)?.modules ?? []) granted.add(m);
  const addonTickers = running.filter((s) => s.kind === 'tickerAddon').map((s) => s.quantity);
  if (plan === 'premium' && addonTickers.some((q) => q >= API_ADDON_MIN_TICKERS)) {
    granted.add('ApiAccess');
    granted.add('ChartingAppAccess');
  }
  const extraModules = [...current.extraModules.filter((m) => !(BILLING_MODULES as readonly string[]).includes(m)), ...granted];
  return { plan, primaryPlanSku, userPackage, extraModules };
}

export async function runningSubscriptions(db: Db, userId: string): Promise<SubRow[]> {
  return db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.userId, userId), isNull(billingSubscriptions.endedAt)));
}

/**
 * Writes the user's entitlements after a subscription changed (inside the caller's transaction).
 * `bump` raises userStateVersion, which tells the user's open clients to reload: the server
 * changed plan, modules or balances outside the client's own request (webhooks, renewals, admins).
 */
export async function applyEntitlements(tx: Db, userId: string, bump: boolean): Promise<void> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  const user = rows[0];
  if (!user) return;
  const all = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  const running = all.filter((s) => !s.endedAt);
  const next = entitlementsFrom(user, running, all.some((s) => s.kind === 'plan'));
  const changed = next.plan !== user.plan || next.primaryPlanSku !== user.primaryPlanSku || next.userPackage !== user.userPackage
    || JSON.stringify(next.extraModules) !== JSON.stringify(user.extraModules);
  if (!changed && !bump) return;
  await tx.update(users).set({
    ...next,
    ...(bump ? { userStateVersion: sql`${users.userStateVersion} + 1` } : {}),
  }).where(eq(users.id, userId));
}

/** Tells the user's open clients to reload (balances changed by the server). */
export async function bumpUserState(tx: Db, userId: string): Promise<void> {
  await tx.update(users).set({ userStateVersion: sql`${users.userStateVersion} + 1` }).where(eq(users.id, userId));
}
