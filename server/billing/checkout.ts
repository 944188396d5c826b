/**
 * Starting a purchase: the catalogue's rules for who may buy what (add-ons need a Premium or Elite
 * base, the discounted pack needs the biggest one, one subscription per plan kind, the trial for
 * new customers only), the price with coupon and VAT, a pending order, and the provider's
 * checkout (a page to redirect to, or a client secret for the embedded card form).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UserRow } from '../appDeps';
import type { Db } from '../db/database';
import { billingCustomers, billingOrders, billingSubscriptions, billingTrialClaims } from '../db/schema';
import { ApiError } from '../http/apiError';
import { audit } from '../audit';
import { modulesOf } from '../users/userModules';
import { hasPermission } from '../../product/permissionModules';
import {
  ADDON_BASE_TIERS, BIGGEST_TICKER_ADDON_SKU, EXCLUSIVE_SKU, TRIAL_SKU, productBySku, type CatalogueProduct,
} from '../../product/catalogue';
import { quoteFor, usableCoupon, type Quote } from './pricing';
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
  if (input.coupon && product.sku === TRIAL_SKU) throw new ApiError(400, 'This coupon is not valid for this product.', 'COUPON_INVALID');
  // Checked here for the answer's sake; counted for real under the coupon's lock below.
  if (input.coupon) await usableCoupon(db, input.coupon, product.sku, now(), { buyerId: user.id });
  const provider = services.processor(input.processor);
  if (input.mode === 'intent' && !provider.createPaymentIntent) throw new ApiError(400, 'This payment processor has no card form.', 'NO_CARD_FORM');
  const customer = await db.select({ ref: billingCustomers.customerRef }).from(billingCustomers)
    .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.id))).limit(1);
  const secrets = await services.secrets();

  // The order and its coupon hold in one transaction: at most maxRedemptions orders hold a use.
  const { order, quote, payBy } = await inTransaction(db, async (tx) => {
    const at = now();
    const coupon = input.coupon ? await usableCoupon(tx, input.coupon, product.sku, at, { lock: true, buyerId: user.id }) : null;
    const q = quoteFor(product, user.countryCode, coupon);
    const inserted = await tx.insert(billingOrders).values({
      userId: user.id, kind: product.interval ? 'subscription' : 'purchase',
      flow: product.sku === TRIAL_SKU ? 'trial' : product.sku === EXCLUSIVE_SKU ? 'exclusive' : 'standard',
      sku: product.sku, provider: provider.id, netCents: q.netCents, discountCents: q.discountCents, vatRateBp: q.vatRateBp,
      vatCents: q.vatCents, totalCents: q.totalCents, countryCode: q.countryCode, vatCountry: q.vatCountry,
      couponCode: q.couponCode, replacesSubscriptionId: replaces, returnPath: safeReturnPath(input.returnPath, config.appUrl),
    }).returning();
    const row = inserted[0]!;
    const held = coupon ? await holdCoupon(tx, coupon, row, at) : null;
    await audit(tx, { actorId: user.id, action: 'billing.checkout', targetType: 'order', targetId: row.id, details: { sku: product.sku, provider: provider.id, totalCents: q.totalCents } });
    return { order: row, quote: q, payBy: held };
  });
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
