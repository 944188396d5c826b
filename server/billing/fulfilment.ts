/**
 * Fulfilment: applies the normalised events of every provider (the sandbox's, Stripe's and
 * PayPal's webhooks, PayPal's return capture). Each webhook is recorded in billing_webhook_events
 * in the same transaction as its effects, so a replayed webhook changes nothing; an order moves
 * from pending to paid once and a renewal payment id is unique, so two different events for one
 * payment credit once too. Provider calls that follow (refunds, cancelling a replaced
 * subscription) run after the commit.
 */
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { secondPaymentRefundMail } from './billingMails';
import type { Db } from '../db/database';
import {
  billingCustomers, billingOrders, billingRefunds, billingSubscriptions, billingTrialClaims, billingWebhookEvents, users,
} from '../db/schema';
import { book, lockUserBalances } from '../users/balances';
import { audit } from '../audit';
import { productBySku, REFERRAL_REWARD_TOKENS, type CatalogueProduct } from '../../product/catalogue';
import { renewalAmounts } from './pricing';
import { bookOrderCredits } from './credits';
import { redeemCoupon } from './coupons';
import { applyEntitlements, bumpUserState } from './entitlements';
import { issueInvoice } from './invoices';
import { DAY_MS, periodEnd, trialEnd } from './periods';
import { decideCancellation, lastOrderOf, recordCancellation, settleRefund, type CancelDecision } from './cancellation';
import { inTransaction, type BillingServices } from './services';
import type { BillingEvent, OrderRow, VerifiedWebhook } from './providers/types';

interface ApplyContext {
  services: BillingServices;
  now: Date;
  /** The providers the event may concern (the sandbox endpoint serves its card and PayPal faces). */
  providers: readonly string[];
  /** Provider calls to make once the transaction has committed. */
  after: (() => Promise<void>)[];
}

/** A renewal payment counts from this long before the period's end (providers charge on the day). */
const RENEWAL_EARLY_MS = 2 * DAY_MS;

export async function processWebhook(services: BillingServices, endpoint: string, providers: readonly string[], hook: VerifiedWebhook): Promise<{ duplicate: boolean }> {
  const ctx: ApplyContext = { services, now: services.deps.now(), providers, after: [] };
  const duplicate = await inTransaction(services.deps.db, async (tx) => {
    const fresh = await tx.insert(billingWebhookEvents).values({ provider: endpoint, eventId: hook.eventId, type: hook.type, payload: hook.payload })
      .onConflictDoNothing().returning({ id: billingWebhookEvents.id });
    if (!fresh.length) return true;
    for (const event of hook.events) await applyEvent(tx, ctx, event);
    return false;
  });
  await runAfterCommit(ctx);
  return { duplicate };
}

/** Applies events that did not come as a webhook (PayPal's capture on return, free orders). */
export async function applyEvents(services: BillingServices, providers: readonly string[], events: readonly BillingEvent[]): Promise<void> {
  const ctx: ApplyContext = { services, now: services.deps.now(), providers, after: [] };
  await inTransaction(services.deps.db, async (tx) => {
    for (const event of events) await applyEvent(tx, ctx, event);
  });
  await runAfterCommit(ctx);
}

async function runAfterCommit(ctx: ApplyContext): Promise<void> {
  for (const action of ctx.after) {
    try {
      await action();
    } catch (err) {
      ctx.services.log.error({ err }, 'a provider call after fulfilment failed');
      await audit(ctx.services.deps.db, { action: 'billing.providerCallFailed', details: { message: err instanceof Error ? err.message : String(err) } });
    }
  }
}

async function applyEvent(tx: Db, ctx: ApplyContext, event: BillingEvent): Promise<void> {
  switch (event.kind) {
    case 'payment.succeeded': return paymentSucceeded(tx, ctx, event);
    case 'payment.failed': return paymentFailed(tx, ctx, event);
    case 'subscription.renewed': return renewed(tx, ctx, event);
    case 'subscription.renewal_failed': return renewalFailed(tx, ctx, event);
    case 'subscription.ended': return endedByProvider(tx, ctx, event);
  }
}

async function lockedOrder(tx: Db, ctx: ApplyContext, orderId: string): Promise<OrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const rows = await tx.select().from(billingOrders).where(eq(billingOrders.id, orderId)).for('update');
  const order = rows[0];
  if (!order || !ctx.providers.includes(order.provider)) {
    ctx.services.log.warn({ orderId }, 'payment event for an unknown order');
    return null;
  }
  return order;
}

const OPEN = ['pending', 'failed', 'cancelled'];

async function paymentSucceeded(tx: Db, ctx: ApplyContext, e: Extract<BillingEvent, { kind: 'payment.succeeded' }>): Promise<void> {
  const order = await lockedOrder(tx, ctx, e.orderId);
  if (!order) return;
  if (!OPEN.includes(order.status)) {
    if (isSecondPayment(order, e)) await refundSecondPayment(tx, ctx, order, e);
    return;
  }
  const { now } = ctx;
  const underpaid = e.amountCents < order.totalCents;
  // The coupon's use is counted under its lock, taken before the user's as a checkout takes them
  // (so the two never wait for each other): past its limit the order is not fulfilled at the discount.
  const couponKept = underpaid || (await redeemCoupon(tx, order, now));
  await lockUserBalances(tx, order.userId);
  const paid = { providerPaymentId: e.paymentRef, providerSubscriptionId: e.subscriptionRef ?? null, paymentMethod: e.paymentMethod ?? order.paymentMethod, paidAt: now };
  if (underpaid) {
    await tx.update(billingOrders).set({ status: 'failed', failureMessage: 'The amount paid does not match the order.' }).where(eq(billingOrders.id, order.id));
    await audit(tx, { action: 'billing.amountMismatch', targetType: 'order', targetId: order.id, details: { paid: e.amountCents, expected: order.totalCents } });
    return;
  }
  if (e.customerRef) {
    await tx.insert(billingCustomers).values({ userId: order.userId, provider: order.provider, customerRef: e.customerRef }).onConflictDoNothing();
  }
  if (order.flow === 'trial') {
    // One trial per card and per account: a known card gets its money back and a free account.
    const claim = await tx.insert(billingTrialClaims).values({ cardFingerprint: e.cardFingerprint ?? `order:${order.id}`, userId: order.userId, orderId: order.id })
      .onConflictDoNothing().returning({ orderId: billingTrialClaims.orderId });
    if (!claim.length) {
      await tx.update(billingOrders).set({ ...paid, status: 'card_used', refundedCents: order.totalCents }).where(eq(billingOrders.id, order.id));
      const refund = await tx.insert(billingRefunds).values({ orderId: order.id, amountCents: order.totalCents, reason: 'trial_card_used' })
        .onConflictDoNothing().returning({ id: billingRefunds.id });
      const provider = ctx.services.provider(order.provider);
      if (e.subscriptionRef) ctx.after.push(() => provider.cancelSubscription(e.subscriptionRef!, 'now'));
      if (refund[0]) ctx.after.push(async () => { await settleRefund(ctx.services, refund[0]!.id); });
      await audit(tx, { actorId: order.userId, action: 'billing.trialCardUsed', targetType: 'order', targetId: order.id });
      return;
    }
  }
  if (!couponKept) {
    await refusePayment(tx, ctx, order, e, paid, COUPON_RAN_OUT_MESSAGE, 'coupon_used_up');
    return;
  }
  const product = productBySku(order.sku);
  if (!product) throw new Error(`order ${order.id} has an unknown SKU ${order.sku}`);
  if (await alreadySubscribed(tx, order, product)) {
    // Another order of the same plan kind was paid first (two tabs, two checkouts): one subscription only.
    await refusePayment(tx, ctx, order, e, paid, DUPLICATE_PAYMENT_MESSAGE, 'duplicate_subscription');
    mailRefund(ctx, order.userId, e.amountCents, productBySku(order.sku)?.name ?? order.sku);
    return;
  }
  const user = (await tx.select().from(users).where(eq(users.id, order.userId)).limit(1))[0]!;
  const firstPaid = (await tx.select({ n: count() }).from(billingOrders)
    .where(and(eq(billingOrders.userId, user.id), ne(billingOrders.id, order.id), inArray(billingOrders.status, ['paid', 'partially_refunded', 'refunded']))))[0]!.n === 0;

  let periodStart: Date | null = null;
  let periodEndAt: Date | null = null;
  let subscriptionId: string | null = null;
  if (product.interval) {
    const sub = await startSubscription(tx, order, product, e.subscriptionRef ?? null, now);
    ({ periodStart, periodEndAt, subscriptionId } = sub);
  }
  await tx.update(billingOrders).set({ ...paid, status: 'paid', subscriptionId, periodStart, periodEnd: periodEndAt }).where(eq(billingOrders.id, order.id));
  const fresh = (await tx.select().from(billingOrders).where(eq(billingOrders.id, order.id)))[0]!;
  await bookOrderCredits(tx, user.id, order.id, product, now);
  await issueInvoice(tx, fresh, user, product, now);
  if (order.replacesSubscriptionId) await replaceSubscription(tx, ctx, order.userId, order.replacesSubscriptionId);
  await applyEntitlements(tx, user.id, true);
  if (firstPaid && user.referredBy) {
    const rewarded = await book(tx, { userId: user.referredBy, account: 'token', delta: REFERRAL_REWARD_TOKENS, reason: `referral reward (${user.username})`, reference: `referral:${user.id}`, at: now });
    if (rewarded) await bumpUserState(tx, user.referredBy);
  }
  await audit(tx, { actorId: user.id, action: 'billing.paid', targetType: 'order', targetId: order.id, details: { sku: order.sku, totalCents: order.totalCents, provider: order.provider } });
}

/** Why a second payment for one purchase is refunded (the payment result and the mail say so). */
export const DUPLICATE_PAYMENT_MESSAGE = 'This purchase was already paid. The second payment is refunded in full.';

/**
 * A payment event for an order that is paid already names another payment (two tabs paid one
 * order): the same payment told twice has the same reference, or the same provider subscription;
 * placeholders ('pending:…', PayPal and Stripe before the payment id is known) are never taken for a second payment.
 */
function isSecondPayment(order: OrderRow, e: Extract<BillingEvent, { kind: 'payment.succeeded' }>): boolean {
  if (!['paid', 'partially_refunded', 'refunded', 'refused', 'card_used'].includes(order.status)) return false;
  if (!order.providerPaymentId || order.providerPaymentId === e.paymentRef) return false;
  if (order.providerPaymentId.startsWith('pending:') || e.paymentRef.startsWith('pending:')) return false;
  if (e.subscriptionRef && e.subscriptionRef === order.providerSubscriptionId) return false;
  return e.amountCents > 0;
}

/**
 * The second payment becomes an order of its own, refused and refunded in full (its payment id is
 * unique, so the same event again changes nothing); a subscription the provider started for it
 * ends, and the buyer gets a mail.
 */
async function refundSecondPayment(tx: Db, ctx: ApplyContext, order: OrderRow, e: Extract<BillingEvent, { kind: 'payment.succeeded' }>): Promise<void> {
  const inserted = await tx.insert(billingOrders).values({
    userId: order.userId, kind: order.kind, flow: order.flow, sku: order.sku, provider: order.provider, status: 'refused',
    netCents: order.netCents, discountCents: order.discountCents, vatRateBp: order.vatRateBp, vatCents: order.vatCents, totalCents: e.amountCents,
    refundedCents: e.amountCents, countryCode: order.countryCode, vatCountry: order.vatCountry, vatId: order.vatId, reverseCharge: order.reverseCharge,
    providerCheckoutId: order.providerCheckoutId, providerPaymentId: e.paymentRef, providerSubscriptionId: e.subscriptionRef ?? null,
    failureMessage: DUPLICATE_PAYMENT_MESSAGE, paymentMethod: e.paymentMethod ?? order.paymentMethod, paidAt: ctx.now,
  }).onConflictDoNothing().returning();
  const dup = inserted[0];
  if (!dup) return;
  const refund = await tx.insert(billingRefunds).values({ orderId: dup.id, amountCents: e.amountCents, reason: 'duplicate_payment' })
    .onConflictDoNothing().returning({ id: billingRefunds.id });
  const provider = ctx.services.provider(order.provider);
  if (e.subscriptionRef && e.subscriptionRef !== order.providerSubscriptionId) {
    const ref = e.subscriptionRef;
    ctx.after.push(() => provider.cancelSubscription(ref, 'now'));
  }
  if (refund[0]) ctx.after.push(async () => { await settleRefund(ctx.services, refund[0]!.id); });
  mailRefund(ctx, order.userId, e.amountCents, productBySku(order.sku)?.name ?? order.sku);
  await audit(tx, { actorId: order.userId, action: 'billing.secondPaymentRefunded', targetType: 'order', targetId: order.id, details: { duplicateOrderId: dup.id, paidCents: e.amountCents } });
}

/** A plan (or crypto plan) order that replaces nothing while the user already has a running paid one of its kind. */
async function alreadySubscribed(tx: Db, order: OrderRow, product: CatalogueProduct): Promise<boolean> {
  if (order.replacesSubscriptionId || (product.kind !== 'plan' && product.kind !== 'crypto')) return false;
  const running = await tx.select({ id: billingSubscriptions.id, status: billingSubscriptions.status, cancelledAt: billingSubscriptions.cancelledAt })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, order.userId), eq(billingSubscriptions.kind, product.kind), isNull(billingSubscriptions.endedAt)));
  return running.some((r) => r.status !== 'trialing' && !r.cancelledAt);
}

/** After the commit: tells the buyer that a payment is being refunded (their language). */
function mailRefund(ctx: ApplyContext, userId: string, amountCents: number, productName: string): void {
  ctx.after.push(async () => {
    const { db, mailer } = ctx.services.deps;
    const user = (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
    if (!user) return;
    await mailer.send(secondPaymentRefundMail(user, amountCents, productName));
  });
}

/** Why a paid order whose coupon ran out is refused (shown on the payment result). */
export const COUPON_RAN_OUT_MESSAGE = 'The coupon was used up by other orders before this payment arrived. Your payment is refunded in full.';

type PaidFields = { providerPaymentId: string; providerSubscriptionId: string | null; paymentMethod: string | null; paidAt: Date };

/**
 * A payment that must not be fulfilled: the order is `refused` (final, so a second event about
 * the payment changes nothing), the whole amount is refunded and a subscription the provider
 * started is ended, both after the commit.
 */
async function refusePayment(
  tx: Db, ctx: ApplyContext, order: OrderRow, e: Extract<BillingEvent, { kind: 'payment.succeeded' }>, paid: PaidFields, message: string, reason: string,
): Promise<void> {
  await tx.update(billingOrders).set({ ...paid, status: 'refused', failureMessage: message, refundedCents: e.amountCents }).where(eq(billingOrders.id, order.id));
  const provider = ctx.services.provider(order.provider);
  if (e.subscriptionRef) {
    const ref = e.subscriptionRef;
    ctx.after.push(() => provider.cancelSubscription(ref, 'now'));
  }
  if (e.amountCents > 0) {
    const refund = await tx.insert(billingRefunds).values({ orderId: order.id, amountCents: e.amountCents, reason })
      .onConflictDoNothing().returning({ id: billingRefunds.id });
    if (refund[0]) ctx.after.push(async () => { await settleRefund(ctx.services, refund[0]!.id); });
  }
  await audit(tx, { actorId: order.userId, action: 'billing.refused', targetType: 'order', targetId: order.id, details: { reason, paidCents: e.amountCents } });
}

async function startSubscription(tx: Db, order: OrderRow, product: CatalogueProduct, providerRef: string | null, now: Date): Promise<{ periodStart: Date; periodEndAt: Date; subscriptionId: string }> {
  const interval = product.interval!;
  const anchor = product.trialDays ? trialEnd(now, product.trialDays) : now;
  const index = product.trialDays ? 0 : 1;
  const end = product.trialDays ? anchor : periodEnd(anchor, interval, 1);
  const rows = await tx.insert(billingSubscriptions).values({
    userId: order.userId, sku: product.subscriptionSku, kind: product.kind, interval, provider: order.provider, providerSubscriptionId: providerRef,
    status: product.trialDays ? 'trialing' : 'active', priceCents: product.renewalPriceCents, quantity: product.quantity,
    startedAt: now, anchorAt: anchor, periodIndex: index, currentPeriodStart: now, currentPeriodEnd: end, lastOrderId: order.id,
  }).returning({ id: billingSubscriptions.id });
  return { periodStart: now, periodEndAt: end, subscriptionId: rows[0]!.id };
}

/** The old subscription of a plan change, once the new one is paid: the user's cancellation rules; a trial just ends. */
async function replaceSubscription(tx: Db, ctx: ApplyContext, userId: string, subscriptionId: string): Promise<void> {
  const rows = await tx.select().from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.id, subscriptionId), eq(billingSubscriptions.userId, userId))).for('update');
  const old = rows[0];
  if (!old || old.endedAt) return;
  const lastOrder = await lastOrderOf(tx, old);
  const decision: CancelDecision = old.status === 'trialing'
    ? { immediate: true, refundCents: 0, refundReason: null }
    : decideCancellation(old, lastOrder, ctx.now);
  const refundId = await recordCancellation(tx, old, lastOrder, decision, ctx.now, 'replaced');
  const provider = ctx.services.provider(old.provider);
  if (old.providerSubscriptionId) {
    const ref = old.providerSubscriptionId;
    ctx.after.push(() => provider.cancelSubscription(ref, decision.immediate ? 'now' : 'periodEnd'));
  }
  if (refundId) ctx.after.push(async () => { await settleRefund(ctx.services, refundId); });
}

async function paymentFailed(tx: Db, ctx: ApplyContext, e: Extract<BillingEvent, { kind: 'payment.failed' }>): Promise<void> {
  const order = await lockedOrder(tx, ctx, e.orderId);
  if (!order || order.status !== 'pending' && order.status !== 'failed') return;
  await tx.update(billingOrders).set({ status: 'failed', failureMessage: e.message.slice(0, 300) }).where(eq(billingOrders.id, order.id));
}

async function subscriptionByRef(tx: Db, ctx: ApplyContext, ref: string): Promise<typeof billingSubscriptions.$inferSelect | null> {
  const rows = await tx.select().from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.providerSubscriptionId, ref), inArray(billingSubscriptions.provider, [...ctx.providers]))).for('update');
  return rows[0] ?? null;
}

async function renewed(tx: Db, ctx: ApplyContext, e: Extract<BillingEvent, { kind: 'subscription.renewed' }>): Promise<void> {
  const sub = await subscriptionByRef(tx, ctx, e.subscriptionRef);
  if (!sub) {
    // A payment of a subscription we do not have yet is its first one (PayPal may announce it before the activation).
    const open = await tx.select({ id: billingOrders.id }).from(billingOrders).where(and(
      eq(billingOrders.providerCheckoutId, e.subscriptionRef), inArray(billingOrders.provider, [...ctx.providers]), inArray(billingOrders.status, OPEN),
    )).limit(1);
    if (open[0]) {
      await paymentSucceeded(tx, ctx, {
        kind: 'payment.succeeded', orderId: open[0].id, paymentRef: e.paymentRef, amountCents: e.amountCents, subscriptionRef: e.subscriptionRef, paymentMethod: e.paymentMethod,
      });
      return;
    }
    // The first payment of a subscription refused at its activation (PayPal): naming it lets its refund be paid out.
    await tx.update(billingOrders).set({ providerPaymentId: e.paymentRef }).where(and(
      eq(billingOrders.providerCheckoutId, e.subscriptionRef), inArray(billingOrders.provider, [...ctx.providers]), eq(billingOrders.status, 'refused'),
      sql`${billingOrders.providerPaymentId} like 'pending:%'`,
    ));
    return;
  }
  if (sub.endedAt) return;
  const { now } = ctx;
  if (now.getTime() < sub.currentPeriodEnd.getTime() - RENEWAL_EARLY_MS) {
    // The payment of the running period (PayPal announces the first payment separately): no new period.
    if (sub.lastOrderId) {
      await tx.update(billingOrders).set({ providerPaymentId: e.paymentRef })
        .where(and(eq(billingOrders.id, sub.lastOrderId), sql`${billingOrders.providerPaymentId} like 'pending:%'`));
    }
    return;
  }
  await lockUserBalances(tx, sub.userId);
  const current = productBySku(sub.sku);
  const product = productBySku(current?.renewsAsSku ?? sub.sku) ?? current;
  if (!product?.interval) throw new Error(`subscription ${sub.id} has an unknown SKU ${sub.sku}`);
  const user = (await tx.select().from(users).where(eq(users.id, sub.userId)).limit(1))[0]!;
  const index = sub.periodIndex + 1;
  const start = sub.currentPeriodEnd;
  const end = periodEnd(sub.anchorAt, product.interval, index);
  const amounts = renewalAmounts(sub.priceCents, user);
  if (amounts.totalCents !== e.amountCents) ctx.services.log.warn({ subscription: sub.id, charged: e.amountCents, expected: amounts.totalCents }, 'renewal amount differs');
  const inserted = await tx.insert(billingOrders).values({
    userId: user.id, kind: 'renewal', sku: product.sku, provider: sub.provider, status: 'paid',
    netCents: amounts.netCents, vatRateBp: amounts.vatRateBp, vatCents: amounts.vatCents, totalCents: amounts.totalCents,
    countryCode: user.countryCode, vatCountry: amounts.vatCountry, vatId: amounts.vatId, reverseCharge: amounts.reverseCharge, providerPaymentId: e.paymentRef, providerSubscriptionId: e.subscriptionRef,
    subscriptionId: sub.id, periodStart: start, periodEnd: end, paidAt: now, paymentMethod: e.paymentMethod ?? null,
  }).onConflictDoNothing().returning();
  const order = inserted[0];
  if (!order) return; // this payment was booked already
  await tx.update(billingSubscriptions).set({
    sku: product.sku, status: 'active', periodIndex: index, currentPeriodStart: start, currentPeriodEnd: end, lastOrderId: order.id, updatedAt: now,
  }).where(eq(billingSubscriptions.id, sub.id));
  await bookOrderCredits(tx, user.id, order.id, product, now);
  await issueInvoice(tx, order, user, product, now);
  await applyEntitlements(tx, user.id, true);
  await audit(tx, { action: 'billing.renewed', targetType: 'subscription', targetId: sub.id, details: { orderId: order.id, period: index } });
}

async function renewalFailed(tx: Db, ctx: ApplyContext, e: Extract<BillingEvent, { kind: 'subscription.renewal_failed' }>): Promise<void> {
  const sub = await subscriptionByRef(tx, ctx, e.subscriptionRef);
  if (!sub || sub.endedAt || sub.status === 'past_due') return;
  await tx.update(billingSubscriptions).set({ status: 'past_due', updatedAt: ctx.now }).where(eq(billingSubscriptions.id, sub.id));
  await audit(tx, { action: 'billing.renewalFailed', targetType: 'subscription', targetId: sub.id, details: { message: e.message } });
}

async function endedByProvider(tx: Db, ctx: ApplyContext, e: Extract<BillingEvent, { kind: 'subscription.ended' }>): Promise<void> {
  const sub = await subscriptionByRef(tx, ctx, e.subscriptionRef);
  if (!sub || sub.endedAt) return;
  if (e.atPeriodEnd) {
    if (!sub.cancelledAt) await tx.update(billingSubscriptions).set({ cancelledAt: ctx.now, updatedAt: ctx.now }).where(eq(billingSubscriptions.id, sub.id));
    return;
  }
  await tx.update(billingSubscriptions).set({ status: 'ended', endedAt: ctx.now, endReason: 'ended by the provider', cancelledAt: sub.cancelledAt ?? ctx.now, updatedAt: ctx.now })
    .where(eq(billingSubscriptions.id, sub.id));
  await applyEntitlements(tx, sub.userId, true);
  await audit(tx, { action: 'billing.endedByProvider', targetType: 'subscription', targetId: sub.id });
}
