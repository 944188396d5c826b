/**
 * The subscription time-left check (document 3 section 4: automatically once each European
 * morning; also GET /api/userSubscriptionTimeLeftCheck): renews due sandbox subscriptions through
 * the provider interface, ends cancelled subscriptions at their cycle end and subscriptions whose
 * renewal failed (or never came, for Stripe and PayPal) after the grace days, and retries refunds
 * the provider has not paid out yet.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import { billingSubscriptions, users } from '../db/schema';
import { audit } from '../audit';
import { BILLING_RULES } from '../../product/catalogue';
import { withVat } from '../../product/vat';
import { applyEntitlements } from './entitlements';
import { settleRefund, unsettledRefunds } from './cancellation';
import { DAY_MS } from './periods';
import { inTransaction, type BillingServices } from './services';
import { renewalAmounts } from './pricing';
import type { SubscriptionRow } from './providers/types';

import type { TimeLeftReport } from '../../contracts';

export type { TimeLeftReport };

/** Renewal attempts per subscription and run (a server that was off catches up period by period). */
const MAX_CATCH_UP = 24;

export async function runTimeLeftCheck(services: BillingServices, options: { userId?: string } = {}): Promise<TimeLeftReport> {
  const { db, now } = services.deps;
  const at = now();
  const report: TimeLeftReport = { checkedAt: at.toISOString(), renewed: 0, renewalsFailed: 0, ended: 0, refundsSettled: 0 };
  const due = await db.select().from(billingSubscriptions).where(and(
    isNull(billingSubscriptions.endedAt), lte(billingSubscriptions.currentPeriodEnd, at),
    ...(options.userId ? [eq(billingSubscriptions.userId, options.userId)] : []),
  ));
  for (const first of due) {
    let sub: SubscriptionRow | undefined = first;
    for (let i = 0; sub && i < MAX_CATCH_UP && sub.currentPeriodEnd.getTime() <= at.getTime() && !sub.endedAt; i += 1) {
      let outcome: Outcome;
      try {
        outcome = await checkOne(services, sub, at);
      } catch (err) {
        services.log.error({ err, subscription: sub.id }, 'the time-left check failed for a subscription');
        outcome = 'failed';
      }
      if (outcome === 'renewed') report.renewed += 1;
      else if (outcome === 'failed') report.renewalsFailed += 1;
      else if (outcome === 'ended') report.ended += 1;
      if (outcome !== 'renewed') break;
      sub = (await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub.id)).limit(1))[0];
    }
  }
  if (!options.userId) {
    for (const id of await unsettledRefunds(db)) if (await settleRefund(services, id)) report.refundsSettled += 1;
  }
  if (report.renewed || report.ended || report.renewalsFailed) {
    await audit(db, { action: 'billing.timeLeftCheck', details: { ...report } });
  }
  return report;
}

type Outcome = 'renewed' | 'failed' | 'ended' | 'waiting';

async function checkOne(services: BillingServices, sub: SubscriptionRow, at: Date): Promise<Outcome> {
  const graceOver = at.getTime() >= sub.currentPeriodEnd.getTime() + BILLING_RULES.renewalGraceDays * DAY_MS;
  if (sub.cancelledAt) return endSubscription(services, sub, at, 'cancelled');
  const provider = services.provider(sub.provider);
  if (!provider.chargeRenewal) {
    // Stripe and PayPal renew on their own and tell us by webhook.
    return graceOver ? endSubscription(services, sub, at, 'not renewed') : 'waiting';
  }
  if (sub.status === 'past_due' && graceOver) return endSubscription(services, sub, at, 'renewal payment failed');
  const user = (await services.deps.db.select({ countryCode: users.countryCode, addressDetails: users.addressDetails }).from(users).where(eq(users.id, sub.userId)).limit(1))[0];
  const amount = user ? renewalAmounts(sub.priceCents, user).totalCents : withVat(sub.priceCents, null).totalCents;
  try {
    await provider.chargeRenewal(sub, amount);
  } catch (err) {
    services.log.error({ err, subscription: sub.id }, 'renewal could not be charged');
    return 'failed';
  }
  const after = (await services.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub.id)).limit(1))[0];
  if (after && after.periodIndex > sub.periodIndex) return 'renewed';
  return after?.status === 'past_due' && graceOver ? endSubscription(services, after, at, 'renewal payment failed') : 'failed';
}

async function endSubscription(services: BillingServices, sub: SubscriptionRow, at: Date, reason: string): Promise<Outcome> {
  await inTransaction(services.deps.db, async (tx) => {
    const ended = await tx.update(billingSubscriptions).set({ status: 'ended', endedAt: at, endReason: reason, updatedAt: at })
      .where(and(eq(billingSubscriptions.id, sub.id), isNull(billingSubscriptions.endedAt))).returning({ id: billingSubscriptions.id });
    if (ended.length) await applyEntitlements(tx, sub.userId, true);
  });
  await audit(services.deps.db, { action: 'billing.expired', targetType: 'subscription', targetId: sub.id, details: { reason } });
  return 'ended';
}
