/**
 * Cancelling subscriptions (document 3 section 4 and the terms of section 9):
 * - card providers end at once with a pro-rata refund of the unused days;
 * - PayPal runs to the end of the cycle without refund;
 * - either way, a renewal cancelled within 2 calendar days of it is refunded in full and ends at once;
 * - the trial cannot be cancelled (it is replaced when the user subscribes).
 * The refund row is written with the cancellation; the provider is asked afterwards (settleRefund),
 * and a failed refund stays pending for the morning check to retry.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingOrders, billingRefunds, billingSubscriptions } from '../db/schema';
import { audit } from '../audit';
import { BILLING_RULES } from '../../product/catalogue';
import { calendarDaysBetween, proRataRefund } from './periods';
import { clawBackOrderCredits } from './credits';
import { issueCreditNote } from './creditNotes';
import { inTransaction, type BillingServices } from './services';
import type { OrderRow, SubscriptionRow } from './providers/types';
import type { CancelledSubscription } from '../../contracts';

export interface CancelDecision {
  /** End now (true) or run to the end of the cycle. */
  immediate: boolean;
  refundCents: number;
  refundReason: 'renewal_within_2_days' | 'pro_rata' | null;
}

/** Pure: how a user's cancellation of `sub` (paid by `lastOrder`) goes at `now`. */
export function decideCancellation(sub: Pick<SubscriptionRow, 'provider' | 'currentPeriodStart' | 'currentPeriodEnd'>, lastOrder: Pick<OrderRow, 'kind' | 'totalCents' | 'refundedCents' | 'status'> | null, now: Date): CancelDecision {
  const refundable = lastOrder && (lastOrder.status === 'paid' || lastOrder.status === 'partially_refunded') ? lastOrder.totalCents - lastOrder.refundedCents : 0;
  if (lastOrder?.kind === 'renewal' && calendarDaysBetween(sub.currentPeriodStart, now) <= BILLING_RULES.renewalFullRefundDays) {
    return { immediate: true, refundCents: refundable, refundReason: refundable > 0 ? 'renewal_within_2_days' : null };
  }
  if (BILLING_RULES.proRataRefundProviders.includes(sub.provider)) {
    const refund = Math.min(refundable, proRataRefund(lastOrder?.totalCents ?? 0, sub.currentPeriodStart, sub.currentPeriodEnd, now));
    return { immediate: true, refundCents: refund, refundReason: refund > 0 ? 'pro_rata' : null };
  }
  return { immediate: false, refundCents: 0, refundReason: null };
}

export async function lastOrderOf(db: Db, sub: Pick<SubscriptionRow, 'lastOrderId'>): Promise<OrderRow | null> {
  if (!sub.lastOrderId) return null;
  const rows = await db.select().from(billingOrders).where(eq(billingOrders.id, sub.lastOrderId)).limit(1);
  return rows[0] ?? null;
}

/**
 * Writes a cancellation inside the caller's transaction: the subscription (ended now, or
 * cancelled to run out), the refund row and the order's refunded amount, and takes back the
 * credits of a fully refunded renewal. Answers the refund row's id, if any.
 */
export async function recordCancellation(tx: Db, sub: SubscriptionRow, lastOrder: OrderRow | null, decision: CancelDecision, now: Date, endReason: string): Promise<string | null> {
  await tx.update(billingSubscriptions).set({
    cancelledAt: sub.cancelledAt ?? now, updatedAt: now,
    ...(decision.immediate ? { status: 'ended', endedAt: now, endReason } : {}),
  }).where(eq(billingSubscriptions.id, sub.id));
  if (!lastOrder || decision.refundCents <= 0 || !decision.refundReason) return null;
  const inserted = await tx.insert(billingRefunds).values({ orderId: lastOrder.id, amountCents: decision.refundCents, reason: decision.refundReason })
    .onConflictDoNothing().returning({ id: billingRefunds.id });
  if (!inserted[0]) return null;
  const refunded = lastOrder.refundedCents + decision.refundCents;
  await tx.update(billingOrders).set({ refundedCents: refunded, status: refunded >= lastOrder.totalCents ? 'refunded' : 'partially_refunded' })
    .where(eq(billingOrders.id, lastOrder.id));
  if (refunded >= lastOrder.totalCents) await clawBackOrderCredits(tx, lastOrder.userId, lastOrder.id, now);
  await issueCreditNote(tx, inserted[0].id, now);
  return inserted[0].id;
}

/** Asks the provider to pay out a recorded refund (idempotent by the refund id). */
export async function settleRefund(services: BillingServices, refundId: string): Promise<boolean> {
  const { db, now } = services.deps;
  const rows = await db.select({ refund: billingRefunds, order: billingOrders }).from(billingRefunds)
    .innerJoin(billingOrders, eq(billingOrders.id, billingRefunds.orderId)).where(eq(billingRefunds.id, refundId)).limit(1);
  const row = rows[0];
  if (!row || row.refund.status === 'succeeded') return true;
  try {
    if (!row.order.providerPaymentId) throw new Error('the order has no payment to refund');
    const providerRefundId = await services.provider(row.order.provider).refund({
      paymentRef: row.order.providerPaymentId, amountCents: row.refund.amountCents, idempotencyKey: row.refund.id, orderKind: row.order.kind,
    });
    await db.update(billingRefunds).set({ status: 'succeeded', providerRefundId, settledAt: now(), error: null }).where(eq(billingRefunds.id, refundId));
    await audit(db, { action: 'billing.refund', targetType: 'order', targetId: row.order.id, details: { refundId, amountCents: row.refund.amountCents, reason: row.refund.reason } });
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    services.log.warn({ err, refundId }, 'refund failed; the morning check retries it');
    await db.update(billingRefunds).set({ status: 'failed', error: message.slice(0, 500) }).where(eq(billingRefunds.id, refundId));
    return false;
  }
}

/** Refunds that are not paid out yet (the morning check retries them). */
export async function unsettledRefunds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: billingRefunds.id }).from(billingRefunds).where(inArray(billingRefunds.status, ['pending', 'failed']));
  return rows.map((r) => r.id);
}

/** One cancelled subscription as the cancel calls answer it (contracts/billing.ts). */
export type CancelOutcome = CancelledSubscription;

export class CancelRefused extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/**
 * A cancellation asked for by the user (or an admin with `override`): the provider first (a
 * refusal there changes nothing here), then our records, then the refund.
 */
export async function cancelSubscription(
  services: BillingServices, userId: string, subscriptionId: string,
  options: { actorId: string; endReason: string; override?: CancelDecision; onEntitlements: (tx: Db) => Promise<void> },
): Promise<CancelOutcome> {
  const { db, now } = services.deps;
  const rows = await db.select().from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.id, subscriptionId), eq(billingSubscriptions.userId, userId))).limit(1);
  const sub = rows[0];
  if (!sub || sub.endedAt) throw new CancelRefused('There is no running subscription with this id.', 'SUBSCRIPTION_NOT_FOUND');
  if (sub.status === 'trialing' && !options.override) {
    throw new CancelRefused('A trial subscription cannot be cancelled. Subscribe to a plan instead.', 'TRIAL_NOT_CANCELLABLE');
  }
  const at = now();
  const lastOrder = await lastOrderOf(db, sub);
  if (sub.cancelledAt && !options.override) {
    return { id: sub.id, sku: sub.sku, cancelled: true, endsAt: sub.currentPeriodEnd.toISOString(), immediate: false, refundCents: 0 };
  }
  const decision = options.override ?? decideCancellation(sub, lastOrder, at);
  if (sub.providerSubscriptionId) {
    await services.provider(sub.provider).cancelSubscription(sub.providerSubscriptionId, decision.immediate ? 'now' : 'periodEnd');
  }
  const refundId = await inTransaction(db, async (tx) => {
    const id = await recordCancellation(tx, sub, lastOrder, decision, at, options.endReason);
    await options.onEntitlements(tx);
    return id;
  });
  await audit(db, {
    actorId: options.actorId, action: 'billing.cancel', targetType: 'subscription', targetId: sub.id,
    details: { sku: sub.sku, provider: sub.provider, immediate: decision.immediate, refundCents: decision.refundCents, reason: options.endReason },
  });
  if (refundId) await settleRefund(services, refundId);
  return {
    id: sub.id, sku: sub.sku, cancelled: true, endsAt: (decision.immediate ? at : sub.currentPeriodEnd).toISOString(),
    immediate: decision.immediate, refundCents: decision.refundCents,
  };
}

/**
 * An admin's refund of a paid order (issue 29), in full or in part: the refund row, the order's
 * refunded amount (a full refund takes back its unspent credits) and the credit note in one
 * transaction; then the provider pays it out. One admin refund per order.
 */
export async function adminRefund(services: BillingServices, actorId: string, orderId: string, amountCents: number | undefined): Promise<{ refundId: string; amountCents: number; creditNote: string | null; settled: boolean }> {
  const { db, now } = services.deps;
  const at = now();
  const result = await inTransaction(db, async (tx) => {
    const order = (await tx.select().from(billingOrders).where(eq(billingOrders.id, orderId)).for('update'))[0];
    if (!order || (order.status !== 'paid' && order.status !== 'partially_refunded')) throw new CancelRefused('There is no paid order with this id.', 'ORDER_NOT_REFUNDABLE');
    const refundable = order.totalCents - order.refundedCents;
    const amount = amountCents ?? refundable;
    if (amount <= 0 || amount > refundable) throw new CancelRefused(`At most ${refundable} cents of this order can be refunded.`, 'REFUND_TOO_LARGE');
    const inserted = await tx.insert(billingRefunds).values({ orderId: order.id, amountCents: amount, reason: 'admin' })
      .onConflictDoNothing().returning({ id: billingRefunds.id });
    if (!inserted[0]) throw new CancelRefused('This order was refunded by an admin already.', 'ALREADY_REFUNDED');
    const refunded = order.refundedCents + amount;
    await tx.update(billingOrders).set({ refundedCents: refunded, status: refunded >= order.totalCents ? 'refunded' : 'partially_refunded' })
      .where(eq(billingOrders.id, order.id));
    if (refunded >= order.totalCents) await clawBackOrderCredits(tx, order.userId, order.id, at);
    const note = await issueCreditNote(tx, inserted[0].id, at);
    await audit(tx, { actorId, action: 'admin.refund', targetType: 'order', targetId: order.id, details: { amountCents: amount, creditNote: note?.number ?? null } });
    return { refundId: inserted[0].id, amountCents: amount, creditNote: note?.number ?? null };
  });
  const settled = await settleRefund(services, result.refundId);
  return { ...result, settled };
}
