/**
 * The PayPal adapter (PayPal's REST API over fetch): Orders v2 for one-off purchases (approved in
 * PayPal, captured when the buyer comes back), Billing Subscriptions for plans, refunds,
 * cancellation, and webhooks verified by PayPal's verify-webhook-signature call. PayPal plans are
 * created on first use per SKU and price and remembered in system_state.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { systemState } from '../../db/schema';
import { formatCents } from '../../../product/vat';
import {
  ProviderError, WebhookSignatureError, type BillingEvent, type CheckoutRequest, type PaymentProvider,
} from './types';

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
  db: Db;
}

interface Link { rel: string; href: string }
type Json = Record<string, unknown>;

/** "57.12" → 5712, exactly. */
export function parseAmountCents(value: unknown): number {
  const m = typeof value === 'string' ? /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim()) : null;
  if (!m) throw new ProviderError(`PayPal sent an amount that is not a decimal: ${String(value)}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function createPaypalProvider(options: PaypalOptions): PaymentProvider {
  let token: { value: string; expires: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const res = await fetch(`${options.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).catch((err: unknown) => { throw new ProviderError(`PayPal is unreachable: ${err instanceof Error ? err.message : String(err)}`); });
    if (!res.ok) throw new ProviderError(`PayPal refused the credentials (${res.status}).`);
    const body = obj(await res.json());
    token = { value: String(body.access_token), expires: Date.now() + (Number(body.expires_in) || 300) * 1000 - 60_000 };
    return token.value;
  }

  async function api(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<{ status: number; body: Json }> {
    const res = await fetch(`${options.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((err: unknown) => { throw new ProviderError(`PayPal is unreachable: ${err instanceof Error ? err.message : String(err)}`); });
    const text = await res.text();
    const parsed = text ? obj(JSON.parse(text)) : {};
    return { status: res.status, body: parsed };
  }

  async function ok(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<Json> {
    const res = await api(method, path, body, requestId);
    if (res.status >= 300) throw new ProviderError(`PayPal ${method} ${path} failed (${res.status}): ${str(res.body.message) ?? str(res.body.name) ?? ''}`);
    return res.body;
  }

  const approveLink = (body: Json): string => {
    const links = (Array.isArray(body.links) ? body.links : []) as Link[];
    const link = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!link) throw new ProviderError('PayPal answered without an approval link.');
    return link.href;
  };

  async function remembered(key: string, make: () => Promise<string>): Promise<string> {
    const rows = await options.db.select().from(systemState).where(eq(systemState.key, key)).limit(1);
    const known = rows[0] ? str(obj(rows[0].value).id) : undefined;
    if (known) return known;
    const id = await make();
    await options.db.insert(systemState).values({ key, value: { id } }).onConflictDoUpdate({ target: systemState.key, set: { value: { id } } });
    return id;
  }

  async function planFor(request: CheckoutRequest): Promise<string> {
    const productId = await remembered('paypal:product', async () => str((await ok('POST', '/v1/catalogs/products', { name: 'RangeScope', type: 'SERVICE' }, 'rangescope-product')).id)!);
    const first = request.order.totalCents;
    const renewal = request.renewalTotalCents;
    const unit = request.interval === 'YEAR' ? 'YEAR' : 'MONTH';
    const price = (cents: number): Json => ({ fixed_price: { value: formatCents(cents), currency_code: 'EUR' } });
    const cycles: Json[] = [];
    if (request.trialDays) {
      cycles.push({ frequency: { interval_unit: 'DAY', interval_count: request.trialDays }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, pricing_scheme: price(first) });
    } else if (first !== renewal) {
      cycles.push({ frequency: { interval_unit: unit, interval_count: 1 }, tenure_type: 'TRIAL', sequence: 1, total_cycles: 1, pricing_scheme: price(first) });
    }
    cycles.push({ frequency: { interval_unit: unit, interval_count: 1 }, tenure_type: 'REGULAR', sequence: cycles.length + 1, total_cycles: 0, pricing_scheme: price(renewal) });
    const key = `paypal:plan:${request.product.sku}:${first}:${renewal}:${request.trialDays ?? 0}`;
    return remembered(key, async () => str((await ok('POST', '/v1/billing/plans', {
      product_id: productId, name: request.product.name, status: 'ACTIVE', billing_cycles: cycles,
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
    }, key)).id)!);
  }

  function toEvents(event: Json): BillingEvent[] {
    const type = str(event.event_type) ?? '';
    const r = obj(event.resource);
    switch (type) {
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const orderId = str(r.custom_id);
        return orderId ? [{ kind: 'payment.succeeded', orderId, paymentRef: str(r.id)!, amountCents: parseAmountCents(obj(r.amount).value), paymentMethod: 'PayPal' }] : [];
      }
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        const orderId = str(r.custom_id);
        return orderId ? [{ kind: 'payment.failed', orderId, message: 'The PayPal payment was declined.' }] : [];
      }
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        const orderId = str(r.custom_id);
        const last = obj(obj(r.billing_info).last_payment);
        if (!orderId || !obj(last.amount).value) return [];
        return [{
          kind: 'payment.succeeded', orderId, paymentRef: `pending:${str(r.id)}`, amountCents: parseAmountCents(obj(last.amount).value),
          subscriptionRef: str(r.id), cardFingerprint: str(obj(r.subscriber).payer_id) ? `paypal:${str(obj(r.subscriber).payer_id)}` : undefined, paymentMethod: 'PayPal',
        }];
      }
      case 'PAYMENT.SALE.COMPLETED': {
        const ref = str(r.billing_agreement_id);
        return ref ? [{ kind: 'subscription.renewed', subscriptionRef: ref, paymentRef: str(r.id)!, amountCents: parseAmountCents(obj(r.amount).total), paymentMethod: 'PayPal' }] : [];
      }
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        return str(r.id) ? [{ kind: 'subscription.renewal_failed', subscriptionRef: str(r.id)!, message: 'The PayPal renewal payment failed.' }] : [];
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
        return str(r.id) ? [{ kind: 'subscription.ended', subscriptionRef: str(r.id)!, atPeriodEnd: true }] : [];
      case 'BILLING.SUBSCRIPTION.EXPIRED':
        return str(r.id) ? [{ kind: 'subscription.ended', subscriptionRef: str(r.id)!, atPeriodEnd: false }] : [];
      default:
        return [];
    }
  }

  return {
    id: 'paypal',
    type: 'paypal',
    async createCheckout(request) {
      const { order, product } = request;
      if (!request.interval) {
        const created = await ok('POST', '/v2/checkout/orders', {
          intent: 'CAPTURE',
          purchase_units: [{ reference_id: order.id, custom_id: order.id, description: product.name, amount: { currency_code: 'EUR', value: formatCents(order.totalCents) } }],
          payment_source: { paypal: { experience_context: { brand_name: 'RangeScope', user_action: 'PAY_NOW', return_url: request.returnUrl, cancel_url: request.cancelUrl } } },
        }, `order-${order.id}`);
        return { url: approveLink(created), checkoutId: str(created.id)! };
      }
      const plan = await planFor(request);
      const created = await ok('POST', '/v1/billing/subscriptions', {
        plan_id: plan, custom_id: order.id, subscriber: { email_address: request.buyer.email },
        application_context: { brand_name: 'RangeScope', user_action: 'SUBSCRIBE_NOW', return_url: request.returnUrl, cancel_url: request.cancelUrl },
      }, `subscription-${order.id}`);
      return { url: approveLink(created), checkoutId: str(created.id)! };
    },
    async completeReturn(order, query) {
      if (order.kind === 'subscription') {
        const sub = await ok('GET', `/v1/billing/subscriptions/${encodeURIComponent(order.providerCheckoutId ?? '')}`);
        if (str(sub.status) !== 'ACTIVE') return [];
        const payer = str(obj(sub.subscriber).payer_id);
        const last = obj(obj(sub.billing_info).last_payment);
        return [{
          kind: 'payment.succeeded', orderId: order.id, paymentRef: `pending:${str(sub.id)}`, subscriptionRef: str(sub.id),
          amountCents: obj(last.amount).value ? parseAmountCents(obj(last.amount).value) : order.totalCents,
          cardFingerprint: payer ? `paypal:${payer}` : undefined, paymentMethod: 'PayPal',
        }];
      }
      const id = query.token ?? order.providerCheckoutId ?? '';
      let res = await api('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {}, `capture-${order.id}`);
      if (res.status === 422) res = await api('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
      if (res.status >= 300) throw new ProviderError(`PayPal capture failed (${res.status}).`);
      const unit = obj((Array.isArray(res.body.purchase_units) ? res.body.purchase_units : [])[0]);
      const capture = obj((Array.isArray(obj(unit.payments).captures) ? obj(unit.payments).captures as unknown[] : [])[0]);
      const payer = str(obj(res.body.payer).payer_id);
      if (str(capture.status) === 'COMPLETED') {
        return [{
          kind: 'payment.succeeded', orderId: order.id, paymentRef: str(capture.id)!, amountCents: parseAmountCents(obj(capture.amount).value),
          cardFingerprint: payer ? `paypal:${payer}` : undefined, paymentMethod: 'PayPal',
        }];
      }
      if (str(capture.status) === 'DECLINED') return [{ kind: 'payment.failed', orderId: order.id, message: 'The PayPal payment was declined.' }];
      return [];
    },
    async verifyWebhook(rawBody, headers) {
      const h = (name: string): string => {
        const v = headers[name];
        return (Array.isArray(v) ? v[0] : v) ?? '';
      };
      let event: Json;
      try {
        event = obj(JSON.parse(rawBody));
      } catch {
        throw new WebhookSignatureError('The PayPal webhook is not JSON.');
      }
      const verdict = await ok('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: h('paypal-auth-algo'), cert_url: h('paypal-cert-url'), transmission_id: h('paypal-transmission-id'),
        transmission_sig: h('paypal-transmission-sig'), transmission_time: h('paypal-transmission-time'), webhook_id: options.webhookId, webhook_event: event,
      });
      if (verdict.verification_status !== 'SUCCESS') throw new WebhookSignatureError('The PayPal signature does not verify.');
      const id = str(event.id);
      if (!id) throw new WebhookSignatureError('The PayPal webhook has no id.');
      return { eventId: id, type: str(event.event_type) ?? 'unknown', payload: event, events: toEvents(event) };
    },
    async cancelSubscription(subscriptionRef) {
      const res = await api('POST', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionRef)}/cancel`, { reason: 'Cancelled by the customer' });
      // 422: already cancelled or expired, which is what we want.
      if (res.status >= 300 && res.status !== 422) throw new ProviderError(`PayPal cancellation failed (${res.status}).`);
    },
    async refund(request) {
      if (request.paymentRef.startsWith('pending:')) throw new ProviderError('PayPal has not reported this payment yet.');
      const value = formatCents(request.amountCents);
      const body = request.orderKind === 'purchase'
        ? await ok('POST', `/v2/payments/captures/${encodeURIComponent(request.paymentRef)}/refund`, { amount: { value, currency_code: 'EUR' } }, `refund-${request.idempotencyKey}`)
        : await ok('POST', `/v1/payments/sale/${encodeURIComponent(request.paymentRef)}/refund`, { amount: { total: value, currency: 'EUR' } }, `refund-${request.idempotencyKey}`);
      return str(body.id)!;
    },
  };
}
