/**
 * Checkout calls: /buy, /subscribe, /moveSub, the card-provider calls (/stripe/...), the Elite
 * trial, the return from a provider's page (/checkout/return/:orderId) and an order's status.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as s from '../../http/schemas';
import { requireAuth } from '../../auth/sessionAuth';
import { ApiError, notFound } from '../../http/apiError';
import { billingCustomers, billingInvoices, billingOrders, billingSubscriptions } from '../../db/schema';
import { planChange, productBySku, skuForInterval, TRIAL_SKU, type BillingInterval } from '../../../product/catalogue';
import { outcomePath, safeReturnPath, startCheckout, type CheckoutResult } from '../checkout';
import { applyEvents } from '../fulfilment';
import { releaseCouponHold } from '../coupons';
import { verifyReturnLink } from '../returnLinks';
import { billingServices, inTransaction, processorTypeOf } from '../services';
import type { ProcessorType } from '../providers/types';
import { couponSchema, skuSchema } from './catalogRoutes';
import type { CheckoutAnswer, CustomerPortalAnswer, OrderState, OrderStatus, PaymentIntentAnswer } from '../../../contracts';

const processorSchema = { type: 'string', maxLength: 20 } as const;
const urlSchema = { type: 'string', maxLength: 500 } as const;
const intervalSchema = { type: 'string', enum: ['MONTH', 'YEAR'] } as const;
const uuidSchema = { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } as const;
/** A business buyer's VAT id (checked by checkout.ts); '' removes the kept one. */
export const vatIdSchema = { type: 'string', maxLength: 30 } as const;

/** 'paypal' picks PayPal; anything else ('card', 'stripe', 'sandbox', unset) the card provider. */
export function processorOf(value: string | undefined): ProcessorType {
  return value?.toLowerCase() === 'paypal' ? 'paypal' : 'card';
}

/** A redirect checkout always has its next step (the provider's page, or our return link when nothing is to pay). */
const answer = (r: CheckoutResult): CheckoutAnswer => ({
  nextStepURL: r.nextStepURL ?? '', orderId: r.orderId, paymentProcessor: r.provider, totalCents: r.quote.totalCents,
});

/** Calls whose fields are all optional also take no body at all. */
const optionalBody = async (req: { body: unknown }): Promise<void> => {
  if (req.body === undefined || req.body === null) req.body = {};
};

interface SubscribeBody { sku: string; interval?: BillingInterval; paymentProcessor?: string; coupon?: string; redirectionUrl?: string; vatId?: string }

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  const { db, config } = app.deps;

  app.post<{ Body: { sku: string; paymentProcessor?: string; coupon?: string; redirectionUrl?: string; vatId?: string } }>('/buy', {
    config: { auth: true },
    schema: { body: s.object({ sku: skuSchema, paymentProcessor: processorSchema, coupon: couponSchema, redirectionUrl: urlSchema, vatId: vatIdSchema }, ['sku']) },
  }, async (req) => {
    const product = productBySku(req.body.sku);
    if (product?.interval) throw new ApiError(400, 'This is a subscription: use /subscribe.', 'USE_SUBSCRIBE');
    return answer(await startCheckout(services, {
      user: requireAuth(req).user, sku: req.body.sku, processor: processorOf(req.body.paymentProcessor), coupon: req.body.coupon,
      returnPath: req.body.redirectionUrl, mode: 'redirect', vatId: req.body.vatId,
    }));
  });

  app.post<{ Body: SubscribeBody }>('/subscribe', {
    config: { auth: true },
    schema: { body: s.object({ sku: skuSchema, interval: intervalSchema, paymentProcessor: processorSchema, coupon: couponSchema, redirectionUrl: urlSchema, vatId: vatIdSchema }, ['sku']) },
  }, async (req) => {
    const { sku, interval } = req.body;
    const target = interval ? skuForInterval(sku, interval) : sku;
    const product = target ? productBySku(target) : undefined;
    if (!product || !product.interval) throw new ApiError(400, `"${sku}" is not a subscription${interval ? ` with interval ${interval}` : ''}.`, 'UNKNOWN_SKU');
    return answer(await startCheckout(services, {
      user: requireAuth(req).user, sku: product.sku, processor: processorOf(req.body.paymentProcessor), coupon: req.body.coupon,
      returnPath: req.body.redirectionUrl, mode: 'redirect', vatId: req.body.vatId,
    }));
  });

  app.post<{ Body: SubscribeBody & { subId: string } }>('/moveSub', {
    config: { auth: true },
    schema: {
      body: s.object({
        sku: skuSchema, subId: uuidSchema, interval: intervalSchema, paymentProcessor: processorSchema, coupon: couponSchema, redirectionUrl: urlSchema, vatId: vatIdSchema,
      }, ['sku', 'subId']),
    },
  }, async (req) => {
    const { user } = requireAuth(req);
    const rows = await db.select().from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.id, req.body.subId), eq(billingSubscriptions.userId, user.id))).limit(1);
    const current = rows[0];
    if (!current || current.endedAt) throw notFound('There is no running subscription with this id.');
    const target = req.body.interval ? skuForInterval(req.body.sku, req.body.interval) : req.body.sku;
    if (!target) throw new ApiError(400, `"${req.body.sku}" is not a subscription.`, 'UNKNOWN_SKU');
    const verdict = planChange(current.sku, target);
    if (verdict === 'alreadyYearly') throw new ApiError(409, 'Already Subscribed to yearly plan', 'ALREADY_SUBSCRIBED_YEARLY');
    if (verdict === 'notAllowed') throw new ApiError(409, `A change from ${current.sku} to ${target} is not possible.`, 'CHANGE_NOT_ALLOWED');
    return answer(await startCheckout(services, {
      user, sku: target, processor: req.body.paymentProcessor ? processorOf(req.body.paymentProcessor) : processorTypeOf(current.provider), coupon: req.body.coupon,
      returnPath: req.body.redirectionUrl, replacesSubscriptionId: current.id, mode: 'redirect', vatId: req.body.vatId,
    }));
  });

  app.get<{ Querystring: { sku: string; redirectionUrl?: string; coupon?: string } }>('/stripe/create-checkout-session', {
    config: { auth: true },
    schema: { querystring: s.object({ sku: skuSchema, redirectionUrl: urlSchema, coupon: couponSchema }, ['sku']) },
  }, async (req) => {
    const r = await startCheckout(services, {
      user: requireAuth(req).user, sku: req.query.sku, processor: 'card', coupon: req.query.coupon, returnPath: req.query.redirectionUrl, mode: 'redirect',
    });
    return { ...answer(r), sessionId: r.orderId };
  });

  app.post<{ Body: { sku: string; coupon?: string } }>('/stripe/create-payment-intent', {
    config: { auth: true },
    schema: { body: s.object({ sku: skuSchema, coupon: couponSchema }, ['sku']) },
  }, async (req): Promise<PaymentIntentAnswer> => {
    const r = await startCheckout(services, { user: requireAuth(req).user, sku: req.body.sku, processor: 'card', coupon: req.body.coupon, mode: 'intent' });
    return {
      clientSecret: r.clientSecret, orderId: r.orderId, paymentProcessor: r.provider, totalCents: r.quote.totalCents,
      ...(r.provider === 'stripe' ? { publishableKey: config.payments.stripePublishableKey ?? null } : { confirmURL: '/api/sandbox-pay/confirm' }),
    };
  });

  app.post<{ Body: { returnUrl?: string } }>('/stripe/customer-portal', {
    config: { auth: true },
    preValidation: optionalBody,
    schema: { body: s.object({ returnUrl: urlSchema }) },
  }, async (req): Promise<CustomerPortalAnswer> => {
    const { user } = requireAuth(req);
    const provider = services.processor('card');
    const rows = await db.select({ ref: billingCustomers.customerRef }).from(billingCustomers)
      .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider.id))).limit(1);
    if (!rows[0] || !provider.customerPortal) throw notFound('You have no card payments yet.');
    const back = `${config.appUrl}${safeReturnPath(req.body.returnUrl, config.appUrl) ?? '/dashboard/settings/5'}`;
    try {
      return { nextStepURL: await provider.customerPortal(rows[0].ref, back) };
    } catch {
      throw new ApiError(502, 'Sorry, the payment portal could not be opened. Please try again later.', 'PAYMENT_PROVIDER_ERROR');
    }
  });

  /** The Elite trial for a signed-in user (registration calls startEliteTrial itself). */
  app.post<{ Body: { paymentProcessor?: string } }>('/eliteTrial', {
    config: { auth: true },
    preValidation: optionalBody,
    schema: { body: s.object({ paymentProcessor: processorSchema }) },
  }, async (req) => answer(await startCheckout(services, {
    user: requireAuth(req).user, sku: TRIAL_SKU, processor: processorOf(req.body.paymentProcessor), mode: 'redirect',
  })));

  /**
   * The browser back from a provider's page. The link is signed (returnLinks.ts): anyone else's
   * (unsigned, wrongly signed, a return link used to cancel) answers 403 and changes nothing.
   */
  app.get<{ Params: { orderId: string }; Querystring: Record<string, string> }>('/checkout/return/:orderId', {
    schema: {
      params: s.object({ orderId: uuidSchema }, ['orderId']),
      querystring: { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 300 } },
    },
  }, async (req, reply) => {
    const cancelling = req.query.cancelled !== undefined;
    const { returnLinks: secret } = await services.secrets();
    if (!verifyReturnLink(secret, req.params.orderId, cancelling ? 'cancel' : 'return', req.query.sig)) {
      throw new ApiError(403, 'This payment link is not valid. Your order is unchanged; see its state in your billing history.', 'RETURN_LINK_INVALID');
    }
    let order = (await db.select().from(billingOrders).where(eq(billingOrders.id, req.params.orderId)).limit(1))[0];
    if (!order) throw notFound('There is no such order.');
    if (cancelling) {
      const orderId = order.id;
      await inTransaction(db, async (tx) => {
        const cancelled = await tx.update(billingOrders).set({ status: 'cancelled' })
          .where(and(eq(billingOrders.id, orderId), eq(billingOrders.status, 'pending'))).returning({ id: billingOrders.id });
        if (cancelled.length) await releaseCouponHold(tx, orderId);
      });
    } else if (order.status === 'pending') {
      try {
        const provider = services.provider(order.provider);
        const events = provider.completeReturn ? await provider.completeReturn(order, req.query) : [];
        if (events.length) await applyEvents(services, [provider.id], events);
      } catch (err) {
        // The webhook still completes it; the client shows "being processed".
        req.log.error({ err, orderId: order.id }, 'completing the payment on return failed');
      }
    }
    order = (await db.select().from(billingOrders).where(eq(billingOrders.id, order.id)).limit(1))[0]!;
    const invoice = await db.select({ number: billingInvoices.number }).from(billingInvoices).where(eq(billingInvoices.orderId, order.id)).limit(1);
    return reply.redirect(`${config.appUrl}${outcomePath(order, invoice[0]?.number ?? null)}`, 303);
  });

  app.get<{ Params: { orderId: string } }>('/orders/:orderId', {
    config: { auth: true },
    schema: { params: s.object({ orderId: uuidSchema }, ['orderId']) },
  }, async (req): Promise<OrderStatus> => {
    const { user } = requireAuth(req);
    const rows = await db.select({ order: billingOrders, invoice: billingInvoices.number }).from(billingOrders)
      .leftJoin(billingInvoices, eq(billingInvoices.orderId, billingOrders.id))
      .where(and(eq(billingOrders.id, req.params.orderId), eq(billingOrders.userId, user.id))).limit(1);
    const row = rows[0];
    if (!row) throw notFound('There is no such order.');
    const o = row.order;
    return {
      orderId: o.id, sku: o.sku, status: o.status as OrderState, failureMessage: o.failureMessage, invoiceId: row.invoice, paymentProcessor: o.provider,
      netCents: o.netCents, discountCents: o.discountCents, vatRateBp: o.vatRateBp, vatCents: o.vatCents, totalCents: o.totalCents, refundedCents: o.refundedCents,
    };
  });
}
