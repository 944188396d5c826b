/**
 * Starting a purchase: the catalogue's rules for who may buy what (add-ons need a Premium or Elite
 * base, the discounted pack needs the biggest one, one subscription per plan kind, the trial for
 * new customers only), the price with coupon and VAT, a pending order, and the provider's
 * checkout (a page to redirect to, or a client secret for the embedded card form).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../appDeps';
import type { Db } from '../db/database';
import { billingCustomers, billingOrders, billingSubscriptions, billingTrialClaims, users } from '../db/schema';
import { checkVatId } from './vatIds';
import { ApiError } from '../http/apiError';
import { audit } from '../audit';
import { modulesOf } from '../users/userModules';
import { hasPermission } from '../../product/permissionModules';
import {
  ADDON_BASE_TIERS, BIGGEST_TICKER_ADDON_SKU, EXCLUSIVE_SKU, TRIAL_SKU, productBySku, type CatalogueProduct,
} from '../../product/catalogue';
import { couponRefused, quoteFor, usableCoupon, type Quote } from './pricing';
import { holdCoupon, releaseCouponHold } from './coupons';
import { applyEvents } from './fulfilment';
import { returnLinks } from './returnLinks';
import { inTransaction, processorTypeOf, type BillingServices } from './services';
import type { OrderRow, ProcessorType, SubscriptionRow } from './providers/types';

export interface CheckoutInput {
  user: UserRow;
  sku: string;
  processor: ProcessorType;
  coupon?: string | undefined;
  /** Where the client wants the buyer back (a path of ours). */
  returnPath?: string | null | undefined;
  /** A plan change: the subscription that ends once the new one is paid. */
  replacesSubscriptionId?: string | null | undefined;
  /** redirect: a hosted checkout page; intent: a client secret for the embedded card form. */
  mode: 'redirect' | 'intent';
  /** The order's flow when the caller knows it (the exclusive funnel, the special-offer registration). */
  flow?: 'standard' | 'trial' | 'exclusive' | undefined;
  /**
   * A business buyer's VAT id typed at the checkout (checked and kept in the address); unset: the
   * one kept in the address, checked again now; '' clears it.
   */
  vatId?: string | undefined;
}

export interface CheckoutResult {
  orderId: string;
  provider: string;
  nextStepURL?: string;
  clientSecret?: string;
  quote: Quote;
}

export const ADDON_NEEDS_BASE_MESSAGE = 'add-ons require a base Premium or Elite subscription';

/** A same-site path to send the buyer back to; null for anything that could leave the site. */
export function safeReturnPath(input: string | null | undefined, appUrl: string): string | null {
  if (!input) return null;
  let candidate = input.trim();
  if (/^https?:\/\//i.test(candidate)) {
    const url = new URL(candidate);
    if (url.origin !== new URL(appUrl).origin) return null;
    candidate = `${url.pathname}${url.search}`;
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\') || candidate.startsWith('/api/')) return null;
  return candidate.slice(0, 500);
}

export async function runningSubscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.userId, userId), isNull(billingSubscriptions.endedAt)));
}

export function ownsBiggestTickerAddon(running: readonly SubscriptionRow[]): boolean {
  return running.some((s) => s.kind === 'tickerAddon' && (s.sku === BIGGEST_TICKER_ADDON_SKU || s.sku === `${BIGGEST_TICKER_ADDON_SKU}y`));
}

async function isNewCustomer(db: Db, userId: string): Promise<boolean> {
  const [orders, subs, claims] = await Promise.all([
    db.select({ id: billingOrders.id }).from(billingOrders).where(and(eq(billingOrders.userId, userId), inArray(billingOrders.status, ['paid', 'refunded', 'partially_refunded', 'card_used']))).limit(1),
    db.select({ id: billingSubscriptions.id }).from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).limit(1),
    db.select({ id: billingTrialClaims.cardFingerprint }).from(billingTrialClaims).where(eq(billingTrialClaims.userId, userId)).limit(1),
  ]);
  return !orders.length && !subs.length && !claims.length;
}

/** The rules of document 3 sections 4 and 6; answers the subscription a purchase replaces (a running trial). */
async function checkRules(db: Db, user: UserRow, product: CatalogueProduct, input: CheckoutInput): Promise<string | null> {
  if (!hasPermission(modulesOf(user), 'FREE')) throw new ApiError(403, 'Upgrade your account to purchase.', 'PERMISSION_MISSING');
  const running = await runningSubscriptionsOf(db, user.id);
  if (product.onlyForBiggestAddonHolders && !ownsBiggestTickerAddon(running)) {
    throw new ApiError(403, 'The discounted pack is for holders of the 300-ticker pack.', 'ADDON_DISCOUNT_NOT_ALLOWED');
  }
  if (product.kind === 'tickerAddon') {
    if (!(ADDON_BASE_TIERS as readonly string[]).includes(user.plan)) throw new ApiError(409, ADDON_NEEDS_BASE_MESSAGE, 'ADDON_NEEDS_BASE');
    if (running.some((s) => s.sku === product.subscriptionSku)) throw new ApiError(409, 'You already have this add-on.', 'ALREADY_SUBSCRIBED');
  }
  if (product.sku === TRIAL_SKU && !(await isNewCustomer(db, user.id))) {
    throw new ApiError(403, 'The Elite trial is for new customers only.', 'TRIAL_NOT_AVAILABLE');
  }
  if ((product.kind === 'plan' || product.kind === 'crypto') && !input.replacesSubscriptionId) {
    const same = running.filter((s) => s.kind === product.kind && !s.cancelledAt);
    const trial = same.find((s) => s.status === 'trialing');
    const paid = same.find((s) => s.status !== 'trialing');
    if (paid) {
      if (paid.interval === 'YEAR') throw new ApiError(409, 'Already Subscribed to yearly plan', 'ALREADY_SUBSCRIBED_YEARLY');
      throw new ApiError(409, 'You already have this kind of subscription: change it from your subscription settings.', 'ALREADY_SUBSCRIBED');
    }
    // The trial offers Subscribe: the new plan replaces it once paid.
    if (trial && product.sku !== TRIAL_SKU) return trial.id;
    if (trial) throw new ApiError(403, 'The Elite trial is for new customers only.', 'TRIAL_NOT_AVAILABLE');
  }
  return input.replacesSubscriptionId ?? null;
}

/** Whether a pending order asks for what a new checkout asks for (then it is reused). */
function sameOrder(open: OrderRow, wanted: Pick<OrderRow, 'provider' | 'totalCents' | 'couponCode' | 'replacesSubscriptionId' | 'vatId' | 'reverseCharge' | 'countryCode'>): boolean {
  return open.provider === wanted.provider && open.totalCents === wanted.totalCents && open.couponCode === wanted.couponCode
    && open.replacesSubscriptionId === wanted.replacesSubscriptionId && open.vatId === wanted.vatId
    && open.reverseCharge === wanted.reverseCharge && open.countryCode === wanted.countryCode;
}

/**
 * The VAT id a purchase goes with: one typed at the checkout is checked (a 400 when invalid) and
 * kept in the address; the kept one is checked again (VIES may have changed its mind): no longer
 * valid, the buyer pays VAT.
 */
export async function buyerVatIdFor(services: BillingServices, user: UserRow, typed: string | undefined): Promise<string | null> {
  if (typed !== undefined) {
    if (!typed.trim()) return null;
    const check = await checkVatId(services.vatRegistry, typed);
    if (!check.valid) throw new ApiError(400, vatIdMessage(check.reason), 'VAT_ID_INVALID', { reason: check.reason, country: check.country });
    return check.vatId;
  }
  const kept = user.addressDetails?.vatId;
  if (!kept) return null;
  const check = await checkVatId(services.vatRegistry, kept);
  return check.valid ? check.vatId : null;
}

/** Checks and keeps a user's VAT id in the address ('' removes it); answers the stored form. A 400 VAT_ID_INVALID when it is not valid. */
export async function saveVatId(services: BillingServices, user: Pick<UserRow, 'id' | 'addressDetails'>, typed: string): Promise<string | null> {
  const { db } = services.deps;
  if (!typed.trim()) {
    if (user.addressDetails?.vatId) {
      await db.update(users).set({ addressDetails: sql`${users.addressDetails} - 'vatId'` }).where(eq(users.id, user.id));
    }
    return null;
  }
  const check = await checkVatId(services.vatRegistry, typed);
  if (!check.valid) throw new ApiError(400, vatIdMessage(check.reason), 'VAT_ID_INVALID', { reason: check.reason, country: check.country });
  if (user.addressDetails?.vatId !== check.vatId) {
    await db.update(users).set({ addressDetails: sql`${users.addressDetails} || ${JSON.stringify({ vatId: check.vatId })}::jsonb` }).where(eq(users.id, user.id));
  }
  return check.vatId;
}

export function vatIdMessage(reason: string | undefined): string {
  switch (reason) {
    case 'CHECKSUM': return 'This VAT ID is not valid: its check digits do not match.';
    case 'NOT_REGISTERED': return 'This VAT ID is not registered (VIES).';
    case 'UNAVAILABLE': return 'The VAT ID could not be confirmed right now. Please try again later or leave the field empty.';
    default: return 'This is not a valid EU VAT ID (two-letter country prefix and number, e.g. DE123456789).';
  }
}

export async function startCheckout(services: BillingServices, input: CheckoutInput): Promise<CheckoutResult> {
  const { db, config, now } = services.deps;
  const { user } = input;
  const product = productBySku(input.sku);
  if (!product) throw new ApiError(400, `Unknown product "${input.sku}".`, 'UNKNOWN_SKU');
  if (!product.purchasable) throw new ApiError(400, 'This plan is not sold.', 'PLAN_NOT_SOLD');
  if (input.mode === 'intent' && product.interval) {
    throw new ApiError(400, 'The card form pays one-off purchases; subscriptions go through the checkout page.', 'SUBSCRIPTION_NEEDS_CHECKOUT');
  }
  const replaces = await checkRules(db, user, product, input);
  const vatId = await buyerVatIdFor(services, user, input.vatId);
  if (input.coupon && product.sku === TRIAL_SKU) throw couponRefused('This coupon is not valid for this product.', 'WRONG_PLAN');
  // Checked here for the answer's sake; counted for real under the coupon's lock below.
  if (input.coupon) await usableCoupon(db, input.coupon, product.sku, now(), { buyerId: user.id });
  const provider = services.processor(input.processor);
  if (input.mode === 'intent' && !provider.createPaymentIntent) throw new ApiError(400, 'This payment processor has no card form.', 'NO_CARD_FORM');
  const customer = await db.select({ ref: billingCustomers.customerRef }).from(billingCustomers)
    .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.id))).limit(1);
  const secrets = await services.secrets();

  // The order and its coupon hold in one transaction: at most maxRedemptions orders hold a use.
  // One order at a time: the user's pending order of this SKU (the idempotency key, unique in the
  // database) is reused when it asks for the same; otherwise it is cancelled and a new one made.
  const { order, quote, payBy } = await inTransaction(db, async (tx) => {
    const at = now();
    // Row locks in the order a payment's fulfilment takes them (the order, then the coupon): a
    // payment being booked for this pending order and this checkout wait for each other instead
    // of deadlocking, and the checkout then sees the order paid and the coupon's use taken.
    await tx.select({ id: billingOrders.id }).from(billingOrders)
      .where(and(eq(billingOrders.userId, user.id), eq(billingOrders.sku, product.sku), eq(billingOrders.status, 'pending'))).for('update');
    const coupon = input.coupon ? await usableCoupon(tx, input.coupon, product.sku, at, { lock: true, buyerId: user.id }) : null;
    const q = quoteFor(product, { countryCode: user.countryCode, vatId }, coupon);
    const values = {
      userId: user.id, kind: product.interval ? 'subscription' : 'purchase',
      flow: input.flow ?? (product.sku === TRIAL_SKU ? 'trial' : product.sku === EXCLUSIVE_SKU ? 'exclusive' : 'standard'),
      sku: product.sku, provider: provider.id, netCents: q.netCents, discountCents: q.discountCents, vatRateBp: q.vatRateBp,
      vatCents: q.vatCents, totalCents: q.totalCents, countryCode: q.countryCode, vatCountry: q.vatCountry,
      couponCode: q.couponCode, replacesSubscriptionId: replaces, returnPath: safeReturnPath(input.returnPath, config.appUrl),
      vatId: q.vatId, reverseCharge: q.reverseCharge,
    };
    const reuse = async (): Promise<OrderRow | null> => {
      const open = (await tx.select().from(billingOrders)
        .where(and(eq(billingOrders.userId, user.id), eq(billingOrders.sku, product.sku), eq(billingOrders.status, 'pending'))).for('update'))[0];
      if (!open) return null;
      if (sameOrder(open, values)) {
        const updated = await tx.update(billingOrders).set({ returnPath: values.returnPath, flow: values.flow }).where(eq(billingOrders.id, open.id)).returning();
        return updated[0]!;
      }
      await tx.update(billingOrders).set({ status: 'cancelled', failureMessage: 'Replaced by a newer checkout.' }).where(eq(billingOrders.id, open.id));
      await releaseCouponHold(tx, open.id);
      return null;
    };
    let row = await reuse();
    const reused = !!row;
    if (!row) {
      const inserted = await tx.insert(billingOrders).values(values).onConflictDoNothing().returning();
      // A concurrent checkout of the same SKU committed its pending order first: take that one.
      row = inserted[0] ?? await reuse();
      if (!row) throw new ApiError(409, 'Another checkout of this product is running. Please try again.', 'CHECKOUT_RUNNING');
    }
    const held = coupon ? await holdCoupon(tx, coupon, row, at) : null;
    await audit(tx, { actorId: user.id, action: 'billing.checkout', targetType: 'order', targetId: row.id, details: { sku: product.sku, provider: provider.id, totalCents: q.totalCents, reused } });
    return { order: row, quote: q, payBy: held };
  });
  // The typed VAT id is kept in the address once the order exists (a refused checkout changes nothing).
  if (input.vatId !== undefined) await saveVatId(services, user, input.vatId);
  const links = returnLinks(config.appUrl, secrets.returnLinks, order.id);

  if (quote.totalCents === 0 && !product.interval) {
    await applyEvents(services, [provider.id], [{ kind: 'payment.succeeded', orderId: order.id, paymentRef: `free:${order.id}`, amountCents: 0, paymentMethod: 'Coupon' }]);
    return { orderId: order.id, provider: provider.id, nextStepURL: links.returnUrl, quote };
  }

  const request = {
    order, product, interval: product.interval, renewalTotalCents: quote.renewal?.totalCents ?? quote.totalCents, trialDays: product.trialDays,
    buyer: { userId: user.id, email: user.email, name: `${user.firstname} ${user.lastname}`.trim(), customerRef: customer[0]?.ref ?? null },
    returnUrl: links.returnUrl, cancelUrl: links.cancelUrl, payBy,
  };
  let session: { checkoutId: string; customerRef?: string; url?: string; clientSecret?: string };
  try {
    session = input.mode === 'intent' ? await provider.createPaymentIntent!(request) : await provider.createCheckout(request);
  } catch (err) {
    services.log.error({ err, orderId: order.id }, 'checkout could not be started');
    await inTransaction(db, async (tx) => {
      await tx.update(billingOrders).set({ status: 'failed', failureMessage: 'The payment provider could not be reached.' }).where(eq(billingOrders.id, order.id));
      await releaseCouponHold(tx, order.id);
    });
    throw new ApiError(502, 'Sorry, the payment could not be started. Please try again or contact our customer support.', 'PAYMENT_PROVIDER_ERROR');
  }
  await db.update(billingOrders).set({ providerCheckoutId: session.checkoutId }).where(eq(billingOrders.id, order.id));
  if (session.customerRef) {
    await db.insert(billingCustomers).values({ userId: user.id, provider: provider.id, customerRef: session.customerRef }).onConflictDoNothing();
  }
  return {
    orderId: order.id, provider: provider.id, quote,
    ...(session.url ? { nextStepURL: session.url } : {}), ...(session.clientSecret ? { clientSecret: session.clientSecret } : {}),
  };
}

/** The client page a finished checkout lands on (document 3 section 2, document 4 section 2.6). */
export function outcomePath(order: Pick<OrderRow, 'id' | 'flow' | 'status' | 'returnPath' | 'failureMessage'>, invoiceNumber: string | null): string {
  const feedback = (status: string, id: string): string => {
    const base = order.returnPath ?? '/payment-result';
    return `${base}${base.includes('?') ? '&' : '?'}paymentFeedback=true&status=${status}&invoiceId=${encodeURIComponent(id)}`;
  };
  const failed = (): string => `/payment-result?status=failed&message=${encodeURIComponent(order.failureMessage ?? 'The payment failed.')}`;
  switch (order.status) {
    case 'paid':
    case 'partially_refunded':
    case 'refunded':
      if (order.flow === 'trial') return '/demo-offer-success';
      if (order.flow === 'exclusive') return `/exclusive-funnel/success?session_id=${encodeURIComponent(order.id)}`;
      return feedback('success', invoiceNumber ?? order.id);
    case 'card_used':
      return '/card-offer-already-used';
    case 'failed':
    case 'refused':
      if (order.flow === 'trial') return '/demo-offer-error';
      if (order.flow === 'exclusive') return '/exclusive-funnel/cancel';
      return failed();
    case 'cancelled':
      if (order.flow === 'trial') return '/demo-offer-error';
      if (order.flow === 'exclusive') return '/exclusive-funnel/cancel';
      return '/payment-result?status=cancelled';
    default:
      // The provider's webhook has not arrived yet: the overlay says it is being processed.
      return feedback('processing', order.id);
  }
}

export { processorTypeOf };
