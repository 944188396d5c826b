/**
 * The Stripe adapter (the `stripe` SDK): hosted Checkout Sessions for purchases and subscriptions,
 * Payment Intents for the embedded card form, the customer portal, refunds and cancellations, and
 * webhooks verified with the SDK's signature check. Amounts sent to Stripe include our VAT.
 */
import Stripe from 'stripe';
import {
  ProviderError, WebhookSignatureError, type BillingEvent, type CheckoutRequest, type PaymentProvider, type ProviderBalanceTransaction,
} from './types';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** An http(s) base URL to send API requests to instead of api.stripe.com (tests use a local fake). */
  apiBase?: string | undefined;
}

/** Seconds a Stripe signature stays valid (Stripe's default). */
const STRIPE_TOLERANCE_SECONDS = 300;

const idOf = (v: string | { id: string } | null | undefined): string | undefined => (typeof v === 'string' ? v : v?.id);

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });

  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw new ProviderError(`Stripe ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  async function customerFor(request: CheckoutRequest): Promise<string> {
    if (request.buyer.customerRef) return request.buyer.customerRef;
    const customer = await call('customer creation', () => stripe.customers.create({
      email: request.buyer.email, name: request.buyer.name, metadata: { userId: request.buyer.userId },
    }));
    return customer.id;
  }

  async function card(paymentMethod: string | Stripe.PaymentMethod | null | undefined): Promise<{ fingerprint?: string; label?: string }> {
    if (!paymentMethod) return {};
    const pm = typeof paymentMethod === 'string' ? await call('payment method lookup', () => stripe.paymentMethods.retrieve(paymentMethod)) : paymentMethod;
    if (!pm.card) return { label: pm.type };
    return { fingerprint: pm.card.fingerprint ?? undefined, label: `${pm.card.brand} •••• ${pm.card.last4}` };
  }

  async function sessionPaid(session: Stripe.Checkout.Session): Promise<BillingEvent[]> {
    const orderId = session.metadata?.orderId ?? session.client_reference_id;
    if (!orderId || session.payment_status === 'unpaid') return [];
    const subscriptionRef = idOf(session.subscription);
    const paymentIntent = idOf(session.payment_intent);
    let method: { fingerprint?: string; label?: string } = {};
    if (paymentIntent) {
      const pi = await call('payment intent lookup', () => stripe.paymentIntents.retrieve(paymentIntent, { expand: ['payment_method'] }));
      method = await card(pi.payment_method);
    } else if (subscriptionRef) {
      const sub = await call('subscription lookup', () => stripe.subscriptions.retrieve(subscriptionRef, { expand: ['default_payment_method'] }));
      method = await card(sub.default_payment_method);
    }
    return [{
      kind: 'payment.succeeded', orderId, paymentRef: paymentIntent ?? idOf(session.invoice) ?? `pending:${session.id}`,
      amountCents: session.amount_total ?? 0, subscriptionRef, customerRef: idOf(session.customer),
      cardFingerprint: method.fingerprint, paymentMethod: method.label,
    }];
  }

  async function toEvents(event: Stripe.Event): Promise<BillingEvent[]> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return sessionPaid(event.data.object);
      case 'checkout.session.async_payment_failed': {
        const orderId = event.data.object.metadata?.orderId ?? event.data.object.client_reference_id;
        return orderId ? [{ kind: 'payment.failed', orderId, message: 'The payment failed.' }] : [];
      }
      case 'payment_intent.succeeded': {
        const pi = event.data.object;
        const orderId = pi.metadata?.orderId;
        if (!orderId) return [];
        const method = await card(pi.payment_method);
        return [{
          kind: 'payment.succeeded', orderId, paymentRef: pi.id, amountCents: pi.amount_received, customerRef: idOf(pi.customer),
          cardFingerprint: method.fingerprint, paymentMethod: method.label,
        }];
      }
      case 'payment_intent.payment_failed': {
        const pi = event.data.object;
        return pi.metadata?.orderId ? [{ kind: 'payment.failed', orderId: pi.metadata.orderId, message: pi.last_payment_error?.message ?? 'Your card was declined.' }] : [];
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const ref = idOf(invoice.parent?.subscription_details?.subscription);
        if (!ref || invoice.billing_reason !== 'subscription_cycle') return [];
        return event.type === 'invoice.paid'
          ? [{ kind: 'subscription.renewed', subscriptionRef: ref, paymentRef: invoice.id!, amountCents: invoice.amount_paid }]
          : [{ kind: 'subscription.renewal_failed', subscriptionRef: ref, message: 'The renewal payment failed.' }];
      }
      case 'customer.subscription.deleted':
        return [{ kind: 'subscription.ended', subscriptionRef: event.data.object.id, atPeriodEnd: false }];
      case 'customer.subscription.updated':
        return event.data.object.cancel_at_period_end ? [{ kind: 'subscription.ended', subscriptionRef: event.data.object.id, atPeriodEnd: true }] : [];
      default:
        return [];
    }
  }

  return {
    id: 'stripe',
    type: 'card',
    async createCheckout(request) {
      const customer = await customerFor(request);
      const { order, product } = request;
      const common = {
        customer, client_reference_id: order.id, metadata: { orderId: order.id },
        success_url: `${request.returnUrl}${request.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`, cancel_url: request.cancelUrl,
        // A coupon's use is held until payBy: the session cannot be paid after it.
        ...(request.payBy ? { expires_at: Math.floor(request.payBy.getTime() / 1000) } : {}),
      };
      let session: Stripe.Checkout.Session;
      if (!request.interval) {
        session = await call('checkout', () => stripe.checkout.sessions.create({
          ...common, mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: order.totalCents, product_data: { name: product.name } } }],
          payment_intent_data: { metadata: { orderId: order.id } },
        }));
      } else {
        const recurring = { interval: request.interval === 'YEAR' ? 'year' as const : 'month' as const };
        const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: request.renewalTotalCents, recurring, product_data: { name: product.name } } },
        ];
        let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
        if (request.trialDays) {
          // The trial's price is charged at once; the plan's price after the trial days.
          lineItems.push({ quantity: 1, price_data: { currency: 'eur', unit_amount: order.totalCents, product_data: { name: `${product.name} (${request.trialDays} days)` } } });
        } else if (order.totalCents < request.renewalTotalCents) {
          const coupon = await call('coupon', () => stripe.coupons.create({ amount_off: request.renewalTotalCents - order.totalCents, currency: 'eur', duration: 'once', name: 'First period' }));
          discounts = [{ coupon: coupon.id }];
        }
        session = await call('checkout', () => stripe.checkout.sessions.create({
          ...common, mode: 'subscription', line_items: lineItems,
          subscription_data: { metadata: { orderId: order.id }, ...(request.trialDays ? { trial_period_days: request.trialDays } : {}) },
          ...(discounts ? { discounts } : {}),
        }));
      }
      if (!session.url) throw new ProviderError('Stripe answered a checkout session without a URL.');
      return { url: session.url, checkoutId: session.id, customerRef: customer };
    },
    async createPaymentIntent(request) {
      const customer = await customerFor(request);
      const pi = await call('payment intent', () => stripe.paymentIntents.create({
        amount: request.order.totalCents, currency: 'eur', customer, metadata: { orderId: request.order.id }, automatic_payment_methods: { enabled: true },
      }, { idempotencyKey: `intent:${request.order.id}` }));
      if (!pi.client_secret) throw new ProviderError('Stripe answered a payment intent without a client secret.');
      return { clientSecret: pi.client_secret, checkoutId: pi.id, customerRef: customer };
    },
    async customerPortal(customerRef, returnUrl) {
      const portal = await call('customer portal', () => stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl }));
      return portal.url;
    },
    async verifyWebhook(rawBody, headers, now) {
      const header = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, Array.isArray(header) ? header[0]! : header ?? '', options.webhookSecret, STRIPE_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'The Stripe signature does not verify.');
      }
      return { eventId: event.id, type: event.type, payload: JSON.parse(rawBody) as Record<string, unknown>, events: await toEvents(event) };
    },
    async cancelSubscription(subscriptionRef, mode) {
      if (mode === 'now') await call('cancellation', () => stripe.subscriptions.cancel(subscriptionRef));
      else await call('cancellation', () => stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }));
    },
    async refund(request) {
      let paymentIntent = request.paymentRef;
      if (paymentIntent.startsWith('in_')) {
        const payments = await call('invoice payment lookup', () => stripe.invoicePayments.list({ invoice: request.paymentRef, status: 'paid', limit: 1 }));
        const found = idOf(payments.data[0]?.payment.payment_intent);
        if (!found) throw new ProviderError(`Stripe has no paid payment for invoice ${request.paymentRef}.`);
        paymentIntent = found;
      }
      const refund = await call('refund', () => stripe.refunds.create({ payment_intent: paymentIntent, amount: request.amountCents }, { idempotencyKey: `refund:${request.idempotencyKey}` }));
      return refund.id;
    },
    async listBalanceTransactions(from, to) {
      const list = stripe.balanceTransactions.list({
        created: { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) }, limit: 100, expand: ['data.source'],
      });
      return call('balance transaction list', async () => {
        const found: ProviderBalanceTransaction[] = [];
        for await (const bt of list) found.push(balanceTransaction(bt));
        return found;
      });
    },
  };
}

/**
 * A Stripe balance transaction as the accounting comparison reads it: charges and payments are
 * payments, refunds refunds; the expanded source names the payment intent (and, on older API
 * versions, the invoice) that our orders keep as their payment reference.
 */
export function balanceTransaction(bt: Stripe.BalanceTransaction): ProviderBalanceTransaction {
  const source = bt.source && typeof bt.source === 'object' ? bt.source as unknown as Record<string, unknown> : null;
  const ref = (v: unknown): string | undefined => idOf(v as string | { id: string } | null | undefined);
  const refs = new Set<string>();
  let refundRef: string | null = null;
  const kind: ProviderBalanceTransaction['type'] = bt.type === 'charge' || bt.type === 'payment' ? 'payment'
    : bt.type === 'refund' || bt.type === 'payment_refund' ? 'refund' : 'other';
  if (source) {
    if (kind === 'refund') {
      refundRef = ref(source.id) ?? null;
      for (const k of ['payment_intent', 'charge']) { const r = ref(source[k]); if (r) refs.add(r); }
    } else {
      for (const k of ['payment_intent', 'invoice', 'id']) { const r = ref(source[k]); if (r) refs.add(r); }
    }
  } else if (typeof bt.source === 'string') {
    if (kind === 'refund') refundRef = bt.source;
    else refs.add(bt.source);
  }
  return {
    id: bt.id, type: kind, amountCents: bt.amount, currency: bt.currency.toUpperCase(), createdAt: new Date(bt.created * 1000),
    paymentRefs: [...refs], refundRef,
  };
}
