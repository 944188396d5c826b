/**
 * The built-in sandbox provider, the default: a hosted checkout page served by us
 * (sandboxPages.ts) with test cards, or a PayPal-type approval page; payments are announced by
 * signed webhooks into /api/webhooks/sandbox, which the same fulfilment code handles as the real
 * providers' webhooks. The sandbox renews its subscriptions when the morning check asks it to.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { BillingServices, InjectedResponse } from '../services';
import { billingCustomers, billingOrders, billingRefunds, billingWebhookEvents } from '../../db/schema';
import {
  ProviderError, WebhookSignatureError, type BillingEvent, type PaymentProvider, type ProviderBalanceTransaction, type VerifiedWebhook,
} from './types';
import { hmacHex, SANDBOX_SIGNATURE_HEADER, signSandboxPayload, verifySandboxSignature } from './sandboxSignature';
import { SANDBOX_CARDS, type CardBehaviour } from './sandboxCards';
import { CURRENCY } from '../../../product/planPrices';

export const SANDBOX_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'subscription.renewed', 'subscription.renewal_failed', 'subscription.ended'] as const;

/** The card (or PayPal account) the sandbox keeps per customer, for renewals. */
export interface SandboxSavedCard {
  last4: string;
  brand: string;
  behaviour: CardBehaviour;
  fingerprint: string;
}

export function sandboxFingerprint(secret: string, what: string): string {
  return `sbfp_${hmacHex(secret, `fingerprint:${what}`).slice(0, 24)}`;
}

export function sandboxCustomerRef(userId: string): string {
  return `sbcus_${userId}`;
}

/** Signs a sandbox event and delivers it to our own webhook endpoint. */
export async function deliverSandboxEvent(services: BillingServices, event: BillingEvent): Promise<InjectedResponse> {
  const secret = (await services.secrets()).sandboxWebhook;
  const now = services.deps.now();
  const payload = JSON.stringify({ id: `evt_sb_${randomUUID()}`, type: event.kind, created: Math.floor(now.getTime() / 1000), data: event });
  return services.inject({
    method: 'POST', url: '/api/webhooks/sandbox', payload,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, payload, now) },
  });
}

/**
 * The hosted checkout page's link: like a provider's session URL it cannot be guessed from the
 * order id (whoever has the page may pay or cancel the order).
 */
export function sandboxCheckoutSignature(secret: string, orderId: string): string {
  return hmacHex(secret, `checkout:${orderId.toLowerCase()}`);
}

export function sandboxCheckoutPath(secret: string, orderId: string): string {
  return `/api/sandbox-pay/checkout/${orderId}?sig=${sandboxCheckoutSignature(secret, orderId)}`;
}

export async function saveSandboxCard(services: BillingServices, userId: string, provider: string, card: SandboxSavedCard): Promise<void> {
  const { db, now } = services.deps;
  await db.insert(billingCustomers).values({ userId, provider, customerRef: sandboxCustomerRef(userId), card: { ...card } })
    .onConflictDoUpdate({ target: [billingCustomers.userId, billingCustomers.provider], set: { card: { ...card }, updatedAt: now() } });
}

export async function savedSandboxCard(services: BillingServices, userId: string, provider: string): Promise<SandboxSavedCard | null> {
  const rows = await services.deps.db.select({ card: billingCustomers.card }).from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider))).limit(1);
  const card = rows[0]?.card;
  return card ? (card as unknown as SandboxSavedCard) : null;
}

/** The client secret of the sandbox's embedded card flow: the order id, signed. */
export function sandboxClientSecret(secret: string, orderId: string): string {
  return `${orderId}_secret_${hmacHex(secret, `intent:${orderId}`).slice(0, 32)}`;
}

export function orderOfClientSecret(secret: string, clientSecret: string): string | null {
  const m = /^([0-9a-f-]{36})_secret_([0-9a-f]{32})$/.exec(clientSecret);
  if (!m || sandboxClientSecret(secret, m[1]!) !== clientSecret) return null;
  return m[1]!;
}

export function createSandboxProvider(services: BillingServices, id: 'sandbox' | 'sandbox-paypal'): PaymentProvider {
  const { config } = services.deps;
  const sandboxSecret = async (): Promise<string> => (await services.secrets()).sandboxWebhook;
  return {
    id,
    type: id === 'sandbox' ? 'card' : 'paypal',
    async createCheckout(request) {
      const url = `${config.appUrl}${sandboxCheckoutPath(await sandboxSecret(), request.order.id)}`;
      return { url, checkoutId: request.order.id, customerRef: sandboxCustomerRef(request.buyer.userId) };
    },
    ...(id === 'sandbox' ? {
      async createPaymentIntent(request) {
        return { clientSecret: sandboxClientSecret(await sandboxSecret(), request.order.id), checkoutId: request.order.id, customerRef: sandboxCustomerRef(request.buyer.userId) };
      },
      async customerPortal(customerRef, returnUrl) {
        const expires = Math.floor(services.deps.now().getTime() / 1000) + 3600;
        const sig = hmacHex(await sandboxSecret(), `portal:${customerRef}:${expires}`);
        return `${config.appUrl}/api/sandbox-pay/portal/${customerRef}?expires=${expires}&sig=${sig}&return=${encodeURIComponent(returnUrl)}`;
      },
    } satisfies Partial<PaymentProvider> : {}),
    async verifyWebhook(rawBody, headers, now): Promise<VerifiedWebhook> {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      verifySandboxSignature(await sandboxSecret(), rawBody, Array.isArray(header) ? header[0] : header, now);
      const parsed = JSON.parse(rawBody) as { id?: unknown; type?: unknown; data?: unknown };
      if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string' || !isEvent(parsed.type, parsed.data)) {
        throw new WebhookSignatureError('The webhook payload is not a sandbox event.');
      }
      return { eventId: parsed.id, type: parsed.type, payload: parsed as Record<string, unknown>, events: [parsed.data] };
    },
    async cancelSubscription() {
      // The sandbox keeps no subscription state of its own: ours is the only record.
    },
    async refund(request) {
      return `sbre_${hmacHex(await sandboxSecret(), `refund:${request.idempotencyKey}`).slice(0, 24)}`;
    },
    /**
     * The sandbox's own records: the payments it announced (its signed webhook events, which we
     * keep once each) and the refunds it paid out (the refund ids it issued).
     */
    async listBalanceTransactions(from, to) {
      const { db } = services.deps;
      // When the sandbox charged: the event's own `created` (epoch seconds, the server's clock when it was sent).
      const created = sql`(${billingWebhookEvents.payload}->>'created')::bigint`;
      const events = await db.select().from(billingWebhookEvents)
        .where(and(eq(billingWebhookEvents.provider, id), gte(created, Math.floor(from.getTime() / 1000)), lt(created, Math.ceil(to.getTime() / 1000))));
      const found: ProviderBalanceTransaction[] = [];
      for (const e of events) {
        const data = e.payload.data as Record<string, unknown> | undefined;
        if (!data || (data.kind !== 'payment.succeeded' && data.kind !== 'subscription.renewed')) continue;
        found.push({
          id: `sbtxn_${e.eventId}`, type: 'payment', amountCents: Number(data.amountCents), currency: CURRENCY, createdAt: new Date(Number(e.payload.created) * 1000),
          paymentRefs: [String(data.paymentRef)], refundRef: null,
        });
      }
      const refunds = await db.select({ refund: billingRefunds, paymentRef: billingOrders.providerPaymentId, currency: billingOrders.currency }).from(billingRefunds)
        .innerJoin(billingOrders, eq(billingOrders.id, billingRefunds.orderId))
        .where(and(eq(billingOrders.provider, id), isNotNull(billingRefunds.settledAt), like(billingRefunds.providerRefundId, 'sbre\\_%'),
          gte(billingRefunds.settledAt, from), lt(billingRefunds.settledAt, to)));
      for (const r of refunds) {
        found.push({
          id: `sbtxn_${r.refund.providerRefundId}`, type: 'refund', amountCents: -r.refund.amountCents, currency: r.currency, createdAt: r.refund.settledAt!,
          paymentRefs: r.paymentRef ? [r.paymentRef] : [], refundRef: r.refund.providerRefundId,
        });
      }
      return found.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async chargeRenewal(subscription, amountCents) {
      const card = await savedSandboxCard(services, subscription.userId, subscription.provider);
      const ref = subscription.providerSubscriptionId;
      if (!ref) throw new ProviderError(`subscription ${subscription.id} has no sandbox reference`);
      const ok = card?.behaviour === 'succeed';
      const declined = card ? SANDBOX_CARDS.find((c) => c.behaviour === card.behaviour)?.message : undefined;
      const event: BillingEvent = ok
        ? { kind: 'subscription.renewed', subscriptionRef: ref, paymentRef: `sbpay_${randomUUID()}`, amountCents, paymentMethod: `${card.brand} •••• ${card.last4}` }
        : { kind: 'subscription.renewal_failed', subscriptionRef: ref, message: declined ?? 'No payment method on file.' };
      const res = await deliverSandboxEvent(services, event);
      if (res.statusCode >= 300) throw new ProviderError(`the sandbox webhook was refused (${res.statusCode}): ${res.body}`);
    },
  };
}

function isEvent(type: string, data: unknown): data is BillingEvent {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  const str = (k: string): boolean => typeof d[k] === 'string' && (d[k] as string).length > 0;
  const cents = (k: string): boolean => Number.isInteger(d[k]) && (d[k] as number) >= 0;
  if (d.kind !== type) return false;
  switch (type) {
    case 'payment.succeeded': return str('orderId') && str('paymentRef') && cents('amountCents');
    case 'payment.failed': return str('orderId') && typeof d.message === 'string';
    case 'subscription.renewed': return str('subscriptionRef') && str('paymentRef') && cents('amountCents');
    case 'subscription.renewal_failed': return str('subscriptionRef') && typeof d.message === 'string';
    case 'subscription.ended': return str('subscriptionRef') && typeof d.atPeriodEnd === 'boolean';
    default: return false;
  }
}
