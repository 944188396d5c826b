/**
 * The sandbox's hosted pages, served by us: the checkout page (test cards, or the PayPal-type
 * approval), the confirm call of the embedded card form, and the customer portal. Plain HTML
 * forms, no scripts (our content security policy forbids inline scripts). On payment the sandbox
 * signs a webhook to /api/webhooks/sandbox and then sends the browser to /api/checkout/return.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../../http/schemas';
import { ApiError, notFound } from '../../http/apiError';
import { billingOrders, users } from '../../db/schema';
import { productBySku } from '../../../product/catalogue';
import { formatCents, formatRate, withVat } from '../../../product/vat';
import { billingServices, inTransaction, type BillingServices } from '../services';
import { keepCouponHold } from '../coupons';
import { returnLinks } from '../returnLinks';
import {
  deliverSandboxEvent, orderOfClientSecret, sandboxCheckoutSignature, sandboxCustomerRef, sandboxFingerprint, saveSandboxCard, savedSandboxCard,
} from './sandbox';
import { checkCard, SANDBOX_CARDS, SANDBOX_PAYPAL_DECLINE_MESSAGE } from './sandboxCards';
import { hmacHex, safeEqualHex } from './sandboxSignature';
import type { BillingEvent, OrderRow } from './types';

const esc = (v: unknown): string => String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const eur = (cents: number): string => `EUR ${formatCents(cents)}`;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
h1{font-size:1.4rem}.note{background:#fff7d6;border:1px solid #e9c46a;padding:.6rem;border-radius:4px}
.error{background:#fde8e8;border:1px solid #e07a7a;padding:.6rem;border-radius:4px}
table{width:100%;border-collapse:collapse;margin:.8rem 0}td{padding:.25rem 0}td.r{text-align:right}tr.total td{font-weight:bold;border-top:1px solid #9aa5b1}
label{display:block;margin:.5rem 0 .2rem}input{width:100%;padding:.45rem;box-sizing:border-box}
button{margin-top:.8rem;padding:.6rem 1rem;font-size:1rem;cursor:pointer}.cards td{font-family:monospace;font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function summary(order: OrderRow): string {
  const product = productBySku(order.sku);
  const rows = [
    `<tr><td>${esc(product?.name ?? order.sku)} (excl. VAT)</td><td class="r">${eur(order.netCents)}</td></tr>`,
    order.discountCents ? `<tr><td>Coupon ${esc(order.couponCode)}</td><td class="r">-${eur(order.discountCents)}</td></tr>` : '',
    `<tr><td>${order.vatRateBp ? `VAT ${formatRate(order.vatRateBp)} % (${esc(order.vatCountry)})` : order.reverseCharge ? `VAT 0 % (reverse charge, VAT id ${esc(order.vatId)})` : 'VAT (not charged outside the EU)'}</td><td class="r">${eur(order.vatCents)}</td></tr>`,
    `<tr class="total"><td>Total today</td><td class="r">${eur(order.totalCents)}</td></tr>`,
  ];
  let then = '';
  if (product?.interval) {
    const renewal = withVat(product.renewalPriceCents, order.countryCode, { reverseCharge: order.reverseCharge }).totalCents;
    const every = product.interval === 'YEAR' ? 'year' : 'month';
    then = product.trialDays
      ? `<p>After ${product.trialDays} days: ${eur(renewal)} incl. VAT every ${every}, until cancelled.</p>`
      : `<p>Then ${eur(renewal)} incl. VAT every ${every}, until cancelled.</p>`;
  }
  return `<table>${rows.join('')}</table>${then}`;
}

function checkoutPage(order: OrderRow, sig: string, error: string | null): string {
  const paypal = order.provider === 'sandbox-paypal';
  const action = `/api/sandbox-pay/checkout/${order.id}`;
  const signed = (path: string): string => `${path}?sig=${esc(sig)}`;
  const message = error ?? (order.status === 'failed' ? order.failureMessage : null);
  const form = paypal
    ? `<form method="post" action="${signed(action)}"><input type="hidden" name="outcome" value="approve"><button type="submit">Approve and pay ${eur(order.totalCents)} with sandbox PayPal</button></form>`
      + `<form method="post" action="${signed(action)}"><input type="hidden" name="outcome" value="decline"><button type="submit">Simulate a declined PayPal payment</button></form>`
    : `<form method="post" action="${signed(action)}">
<label for="number">Card number</label><input id="number" name="number" autocomplete="cc-number" inputmode="numeric" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" inputmode="numeric" required>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name">
<button type="submit">Pay ${eur(order.totalCents)}</button></form>
<h2>Test cards</h2><p>Any future expiry date and any 3-digit CVC.</p><table class="cards">${SANDBOX_CARDS.map((c) => `<tr><td>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${esc(c.label)}</td></tr>`).join('')}</table>`;
  return page('Sandbox checkout', `<h1>RangeScope sandbox ${paypal ? 'PayPal' : 'checkout'}</h1>
<p class="note">This is the built-in payment sandbox: no money moves.</p>${summary(order)}
${message ? `<p class="error" role="alert">${esc(message)}</p>` : ''}${form}
<form method="post" action="${signed(`${action}/cancel`)}"><button type="submit">Cancel and return</button></form>`);
}

async function loadOrder(app: FastifyInstance, id: string): Promise<OrderRow> {
  if (app.deps.config.payments.provider !== 'sandbox') throw notFound('The payment sandbox is off.');
  const rows = await app.deps.db.select().from(billingOrders).where(eq(billingOrders.id, id)).limit(1);
  const order = rows[0];
  if (!order || (order.provider !== 'sandbox' && order.provider !== 'sandbox-paypal')) throw notFound('There is no such sandbox checkout.');
  return order;
}

/** The order of a hosted checkout link; a 403 for a link whose signature (`sig`) is missing or wrong. */
async function linkedOrder(app: FastifyInstance, id: string, sig: string | undefined): Promise<OrderRow> {
  if (app.deps.config.payments.provider !== 'sandbox') throw notFound('The payment sandbox is off.');
  const secret = (await billingServices(app).secrets()).sandboxWebhook;
  if (!sig || !/^[0-9a-f]{64}$/.test(sig) || !safeEqualHex(sig, sandboxCheckoutSignature(secret, id))) {
    throw new ApiError(403, 'This checkout link is not valid.', 'CHECKOUT_LINK_INVALID');
  }
  return loadOrder(app, id);
}

const OPEN = ['pending', 'failed'];

export const COUPON_GONE_MESSAGE = 'The coupon was used up by other orders meanwhile, so nothing was charged. Please start the purchase again.';

export interface PayOutcome {
  ok: boolean;
  message?: string;
  /** A form error (no payment attempted). */
  invalid?: boolean;
}

/** A payment attempt on the sandbox: card checks, then the signed webhook. */
export async function sandboxPay(services: BillingServices, order: OrderRow, fields: Record<string, string | undefined>): Promise<PayOutcome> {
  const secret = (await services.secrets()).sandboxWebhook;
  const now = services.deps.now();
  let event: BillingEvent;
  if (order.provider === 'sandbox-paypal') {
    if (fields.outcome === 'decline') {
      event = { kind: 'payment.failed', orderId: order.id, message: SANDBOX_PAYPAL_DECLINE_MESSAGE };
    } else {
      const user = (await services.deps.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1))[0];
      const fingerprint = sandboxFingerprint(secret, `paypal:${user?.email ?? order.userId}`);
      await saveSandboxCard(services, order.userId, order.provider, { last4: '', brand: 'PayPal', behaviour: 'succeed', fingerprint });
      event = paidEvent(order, fingerprint, 'PayPal');
    }
  } else {
    const check = checkCard({ number: fields.number, expiry: fields.expiry, cvc: fields.cvc }, now);
    if (!check.ok || !check.card) return { ok: false, invalid: true, message: check.message ?? 'Your card was declined.' };
    const card = check.card;
    if (card.behaviour === 'succeed' || card.behaviour === 'failRenewal') {
      const fingerprint = sandboxFingerprint(secret, `card:${card.number}`);
      await saveSandboxCard(services, order.userId, order.provider, { last4: card.number.slice(-4), brand: card.brand, behaviour: card.behaviour, fingerprint });
      event = paidEvent(order, fingerprint, `${card.brand} •••• ${card.number.slice(-4)}`);
    } else {
      event = { kind: 'payment.failed', orderId: order.id, message: card.message ?? 'Your card was declined.' };
    }
  }
  if (event.kind === 'payment.succeeded' && !(await inTransaction(services.deps.db, (tx) => keepCouponHold(tx, order, now)))) {
    // The coupon was used up while this order's hold had run out: refused before any payment.
    await services.deps.db.update(billingOrders).set({ status: 'failed', failureMessage: COUPON_GONE_MESSAGE })
      .where(and(eq(billingOrders.id, order.id), inArray(billingOrders.status, OPEN)));
    return { ok: false, message: COUPON_GONE_MESSAGE };
  }
  const res = await deliverSandboxEvent(services, event);
  if (res.statusCode >= 300) throw new ApiError(502, 'The sandbox could not deliver its webhook.', 'SANDBOX_WEBHOOK_FAILED');
  return event.kind === 'payment.failed' ? { ok: false, message: event.message } : { ok: true };
}

function paidEvent(order: OrderRow, fingerprint: string, paymentMethod: string): BillingEvent {
  return {
    kind: 'payment.succeeded', orderId: order.id, paymentRef: `sbpay_${randomUUID()}`, amountCents: order.totalCents,
    subscriptionRef: order.kind === 'subscription' ? `sbsub_${randomUUID()}` : undefined, customerRef: sandboxCustomerRef(order.userId),
    cardFingerprint: fingerprint, paymentMethod,
  };
}


export async function sandboxPages(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  const { config } = app.deps;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const idParams = s.object({ orderId: { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } }, ['orderId']);
  const formBody = { type: 'object', maxProperties: 10, additionalProperties: { type: 'string', maxLength: 200 } };
  const html = (reply: FastifyReply, body: string, status = 200): FastifyReply => reply.code(status).type('text/html; charset=utf-8').send(body);
  const sigQuery = s.object({ sig: { type: 'string', maxLength: 64 } });
  /** Our signed return (or cancel) link of the order, as a provider sends the browser back. */
  const back = async (order: OrderRow, cancelled = false): Promise<string> => {
    const links = returnLinks(config.appUrl, (await services.secrets()).returnLinks, order.id);
    return cancelled ? links.cancelUrl : links.returnUrl;
  };

  app.get<{ Params: { orderId: string }; Querystring: { error?: string; sig?: string } }>('/sandbox-pay/checkout/:orderId', {
    schema: { params: idParams, querystring: s.object({ error: { type: 'string', maxLength: 200 }, sig: { type: 'string', maxLength: 64 } }) },
  }, async (req, reply) => {
    const order = await linkedOrder(app, req.params.orderId, req.query.sig);
    if (!OPEN.includes(order.status)) return reply.redirect(await back(order), 303);
    return html(reply, checkoutPage(order, req.query.sig!, req.query.error ?? null));
  });

  app.post<{ Params: { orderId: string }; Querystring: { sig?: string }; Body: Record<string, string> }>('/sandbox-pay/checkout/:orderId', {
    schema: { params: idParams, querystring: sigQuery, body: formBody },
  }, async (req, reply) => {
    const order = await linkedOrder(app, req.params.orderId, req.query.sig);
    if (!OPEN.includes(order.status)) return reply.redirect(await back(order), 303);
    const outcome = await sandboxPay(services, order, req.body ?? {});
    if (outcome.invalid) return html(reply, checkoutPage(order, req.query.sig!, outcome.message ?? null), 422);
    // Success and declines both go back through our return call, which picks the client page.
    return reply.redirect(await back(order), 303);
  });

  app.post<{ Params: { orderId: string }; Querystring: { sig?: string } }>('/sandbox-pay/checkout/:orderId/cancel', {
    schema: { params: idParams, querystring: sigQuery },
  }, async (req, reply) => {
    const order = await linkedOrder(app, req.params.orderId, req.query.sig);
    return reply.redirect(await back(order, OPEN.includes(order.status)), 303);
  });

  /** The embedded card form's confirmation (what Stripe.js's confirmCardPayment does with Stripe). */
  app.post<{ Body: { clientSecret: string; cardNumber: string; expiry: string; cvc: string } }>('/sandbox-pay/confirm', {
    schema: {
      body: s.object({
        clientSecret: { type: 'string', maxLength: 120 }, cardNumber: { type: 'string', maxLength: 30 }, expiry: { type: 'string', maxLength: 10 }, cvc: { type: 'string', maxLength: 6 },
      }, ['clientSecret', 'cardNumber', 'expiry', 'cvc']),
    },
  }, async (req) => {
    const orderId = orderOfClientSecret((await services.secrets()).sandboxWebhook, req.body.clientSecret);
    if (!orderId) throw new ApiError(400, 'The client secret is not valid.', 'CLIENT_SECRET_INVALID');
    const order = await loadOrder(app, orderId);
    if (!OPEN.includes(order.status)) return { status: order.status === 'paid' ? 'succeeded' : order.status, orderId };
    const outcome = await sandboxPay(services, order, { number: req.body.cardNumber, expiry: req.body.expiry, cvc: req.body.cvc });
    return outcome.ok ? { status: 'succeeded', orderId } : { status: 'failed', orderId, message: outcome.message };
  });

  const portalParams = s.object({ customerRef: { type: 'string', pattern: '^sbcus_[0-9a-fA-F-]{36}$' } }, ['customerRef']);
  const portalOk = async (ref: string, q: Record<string, string | undefined>): Promise<boolean> => {
    if (config.payments.provider !== 'sandbox') return false;
    const expires = Number(q.expires);
    return Number.isInteger(expires) && expires * 1000 > app.deps.now().getTime()
      && !!q.sig && safeEqualHex(q.sig, hmacHex((await services.secrets()).sandboxWebhook, `portal:${ref}:${expires}`));
  };
  const portalPage = async (ref: string, q: Record<string, string | undefined>, message: string | null): Promise<string> => {
    const userId = ref.slice('sbcus_'.length);
    const card = await savedSandboxCard(services, userId, 'sandbox');
    const hidden = ['expires', 'sig', 'return'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
    const ret = q.return && q.return.startsWith(config.appUrl) ? q.return : config.appUrl;
    return page('Sandbox customer portal', `<h1>Sandbox customer portal</h1><p class="note">The built-in payment sandbox: no money moves.</p>
<p>Card on file: ${card ? `${esc(card.brand)} •••• ${esc(card.last4)}` : 'none'}</p>${message ? `<p class="note">${esc(message)}</p>` : ''}
<form method="post" action="/api/sandbox-pay/portal/${esc(ref)}">${hidden}
<label for="number">New card number</label><input id="number" name="number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" required><button type="submit">Replace the card</button></form>
<p><a href="${esc(ret)}">Back to RangeScope</a></p>`);
  };

  app.get<{ Params: { customerRef: string }; Querystring: Record<string, string> }>('/sandbox-pay/portal/:customerRef', {
    schema: { params: portalParams, querystring: { type: 'object', maxProperties: 5, additionalProperties: { type: 'string', maxLength: 600 } } },
  }, async (req, reply) => {
    if (!(await portalOk(req.params.customerRef, req.query))) throw new ApiError(403, 'This portal link has expired.', 'PORTAL_LINK_INVALID');
    return html(reply, await portalPage(req.params.customerRef, req.query, null));
  });

  app.post<{ Params: { customerRef: string }; Body: Record<string, string> }>('/sandbox-pay/portal/:customerRef', {
    schema: { params: portalParams, body: { type: 'object', maxProperties: 8, additionalProperties: { type: 'string', maxLength: 600 } } },
  }, async (req, reply) => {
    const ref = req.params.customerRef;
    if (!(await portalOk(ref, req.body))) throw new ApiError(403, 'This portal link has expired.', 'PORTAL_LINK_INVALID');
    const check = checkCard({ number: req.body.number, expiry: req.body.expiry, cvc: req.body.cvc }, app.deps.now());
    if (!check.ok || !check.card) return html(reply, await portalPage(ref, req.body, check.message ?? 'The card was refused.'), 422);
    const card = check.card;
    await saveSandboxCard(services, ref.slice('sbcus_'.length), 'sandbox', {
      last4: card.number.slice(-4), brand: card.brand, behaviour: card.behaviour,
      fingerprint: sandboxFingerprint((await services.secrets()).sandboxWebhook, `card:${card.number}`),
    });
    return html(reply, await portalPage(ref, req.body, 'Your card was replaced.'));
  });
}
