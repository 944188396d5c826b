/**
 * The plan chooser's rules (document 3 sections 2 and 4) on top of product/catalogue.ts: which
 * columns a user sees, which plan is theirs, and what each column offers them.
 */
import { hasPermission } from '../../../product/permissionModules';
import { PRICED_TIERS } from '../../../product/planPrices';
import { PLANS, isPlanTier, type PlanTier } from '../../../product/plans';
import { TRIAL_SKU, planChange, productBySku, skuForInterval, type BillingInterval } from '../../../product/catalogue';
import type { SubscriptionEntry } from '../../../contracts';

export type ChooserTier = (typeof PRICED_TIERS)[number];

/** Columns gated by a module (document 3 section 2, "Plan chooser columns"). */
const COLUMN_PERMISSION: Partial<Record<ChooserTier, string>> = { elitePlus: 'OrderElitePlus', professional: 'OrderProfessional' };

/** Demo, Premium, Elite; Elite+ and Professional only with OrderElitePlus / OrderProfessional. */
export function chooserTiers(modules: readonly string[]): ChooserTier[] {
  return PRICED_TIERS.filter((tier) => {
    const needed = COLUMN_PERMISSION[tier];
    return !needed || hasPermission(modules, needed);
  });
}

/** The SKU of a tier's plan for an interval ('020', '020y'); null for the free plan. */
export function planSku(tier: PlanTier, interval: BillingInterval): string | null {
  const code = PLANS[tier].code;
  return code ? skuForInterval(code, interval) ?? null : null;
}

/** The running, not cancelled plan subscription (the trial included), if any. */
export function runningPlanSubscription(subs: readonly SubscriptionEntry[]): SubscriptionEntry | null {
  return subs.find((s) => s.kind === 'plan' && s.active && !s.cancelled) ?? null;
}

export interface CurrentPlan {
  tier: PlanTier;
  /** The interval of the running plan subscription; null without one (free, or a plan granted without billing). */
  interval: BillingInterval | null;
  subscription: SubscriptionEntry | null;
  trial: boolean;
}

export function currentPlanOf(userPlan: unknown, subs: readonly SubscriptionEntry[]): CurrentPlan {
  const subscription = runningPlanSubscription(subs);
  const fromSku = subscription ? productBySku(subscription.sku)?.tier ?? null : null;
  const tier: PlanTier = fromSku ?? (typeof userPlan === 'string' && isPlanTier(userPlan) ? userPlan : 'demo');
  return {
    tier,
    interval: subscription ? subscription.interval : null,
    subscription,
    trial: !!subscription && (subscription.type === 'local' || subscription.sku === TRIAL_SKU),
  };
}

/**
 * What a column of the chooser offers:
 * - current: this is the user's plan (and interval);
 * - free: the free plan while paying (cancelling in Settings leads back to it);
 * - subscribe: a new subscription (no plan subscription runs, or the trial is replaced);
 * - change: a plan change of the running subscription (POST /moveSub);
 * - alreadyYearly: 'Already Subscribed to yearly plan';
 * - notAllowed: not in the allowed-changes table.
 */
export type ColumnOffer =
  | { kind: 'current' }
  | { kind: 'free' }
  | { kind: 'subscribe'; sku: string }
  | { kind: 'change'; sku: string; subId: string; direction: 'upgrade' | 'downgrade' | 'yearly' }
  | { kind: 'alreadyYearly' }
  | { kind: 'notAllowed' };

/** A tier's monthly price in cents (0 for the free and the unsold plans): what makes a change an upgrade. */
function monthlyCents(tier: PlanTier): number {
  const sku = planSku(tier, 'MONTH');
  return sku ? productBySku(sku)?.priceCents ?? 0 : 0;
}

export function columnOffer(tier: ChooserTier, interval: BillingInterval, current: CurrentPlan): ColumnOffer {
  const sku = planSku(tier, interval);
  if (tier === 'demo') return current.tier === 'demo' ? { kind: 'current' } : { kind: 'free' };
  if (!sku) return { kind: 'notAllowed' };
  const sub = current.subscription;
  if (!sub || current.trial) {
    if (!sub && current.tier === tier) return { kind: 'current' };
    return { kind: 'subscribe', sku };
  }
  if (current.tier === tier && current.interval === interval) return { kind: 'current' };
  const verdict = planChange(sub.sku, sku);
  if (verdict === 'alreadyYearly') return { kind: 'alreadyYearly' };
  if (verdict === 'notAllowed') return { kind: 'notAllowed' };
  const direction = current.tier === tier ? 'yearly' : monthlyCents(tier) > monthlyCents(current.tier) ? 'upgrade' : 'downgrade';
  return { kind: 'change', sku, subId: sub.id, direction };
}

/**
 * The subscription page for a plan code (document 3 section 2, "Choosing the subscription
 * page"): 010 and 020 the plan chooser, 900 the crypto plan, anything else the add-ons.
 */
export function subscriptionPageFor(sku: string): string {
  if (sku.startsWith('010') || sku.startsWith('020')) return '/join/subscriptions';
  if (sku.startsWith('900')) return '/join/crypto-subscription';
  return '/join/extra-tickers';
}
