/**
 * Coupon limits (issue 17 point 2): a coupon with maxRedemptions 1 is redeemed once however many
 * buyers race for it. A checkout holds the use (an hour); the others are refused before they
 * pay; a payment that arrives after its order's hold ran out and the use went to another order is
 * refused and refunded in full, never fulfilled at the discount (sandbox, Stripe and PayPal).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, type Session } from './support/accounts';
import {
  admin, balances, customer, location, morningCheck, ok, orderRow, payOnSandbox, returnLink, serverSecrets, subscriptionRows, userData, type Customer,
} from './support/billingFlows';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';
import { billingInvoices, billingOrders, billingRefunds } from '../../server/db/schema';
import { signSandboxPayload } from '../../server/billing/providers/sandboxSignature';

const USED_UP = 'This coupon has been used up.';
const RAN_OUT = 'The coupon was used up by other orders before this payment arrived. Your payment is refunded in full.';
const GONE = 'The coupon was used up by other orders meanwhile, so nothing was charged. Please start the purchase again.';
/** Longer than a checkout's hold of its coupon (an hour). */
const HOLD_RUN_OUT = 61 * 60_000;

type Checkout = { nextStepURL: string; orderId: string; totalCents: number };

/** The coupon's uses as the admin sees them, and the orders fulfilled with it. */
async function uses(t: TestApp, a: Session, code: string): Promise<{ redeemedCount: number; paidOrders: number }> {
  const coupons = (await ok<{ coupons: { code: string; redeemedCount: number }[] }>(authed(t, a, 'GET', '/api/coupons'))).coupons;
  const paid = await t.database.db.select({ id: billingOrders.id }).from(billingOrders)
    .where(and(eq(billingOrders.couponCode, code), eq(billingOrders.status, 'paid')));
  return { redeemedCount: coupons.find((c) => c.code === code)!.redeemedCount, paidOrders: paid.length };
}

async function customers(t: TestApp, n: number, country = 'US'): Promise<Customer[]> {
  const all: Customer[] = [];
  for (let i = 0; i < n; i += 1) all.push(await customer(t, country, 'coupon'));
  return all;
}

const refundsOf = (t: TestApp, orderId: string) => t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, orderId));
const invoicesOf = (t: TestApp, orderId: string) => t.database.db.select().from(billingInvoices).where(eq(billingInvoices.orderId, orderId));

describe.each(BACKENDS)('coupon limits with the sandbox on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  let seq = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    a = await admin(t);
  });
  afterAll(async () => { await t.close(); });

  /** A fresh coupon, limited to one redemption unless said otherwise. */
  const coupon = async (fields: Record<string, unknown> = {}): Promise<string> => {
    const code = `LIMIT${++seq}${randomUUID().slice(0, 6).toUpperCase()}`;
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code, percentOff: 50, maxRedemptions: 1, ...fields }));
    return code;
  };
  const buy = (c: Session, code: string, sku = '001'): Promise<LightMyRequestResponse> => authed(t, c, 'POST', '/api/buy', { sku, coupon: code });
  const webhook = async (orderId: string, amountCents: number): Promise<LightMyRequestResponse> => {
    const payload = JSON.stringify({
      id: `evt_test_${randomUUID()}`, type: 'payment.succeeded', created: Math.floor(t.clock.now.getTime() / 1000),
      data: { kind: 'payment.succeeded', orderId, paymentRef: `sbpay_${randomUUID()}`, amountCents },
    });
    const signature = signSandboxPayload((await serverSecrets(t)).sandboxWebhook, payload, t.clock.now);
    return t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', payload, headers: { 'content-type': 'application/json', 'sandbox-signature': signature } });
  };

  it('10 buyers at the same time against a limit of 1: one order holds the coupon, nine are refused before paying; 1 redemption', async () => {
    const code = await coupon();
    const buyers = await customers(t, 10);
    const answers = await Promise.all(buyers.map((b) => buy(b, code)));
    const accepted = answers.filter((r) => r.statusCode === 200);
    expect(accepted, answers.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectError(r, 400, USED_UP, 'COUPON_INVALID');
    const { nextStepURL, totalCents } = accepted[0]!.json() as Checkout;
    expect(totalCents).toBe(500);
    expect((await payOnSandbox(t, nextStepURL)).landing).toContain('status=success');
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
    expectError(await buy(buyers[0]!, code), 400, USED_UP, 'COUPON_INVALID');
    expectError(await authed(t, buyers[1]!, 'GET', `/api/price?sku=001&coupon=${code}`), 400, USED_UP, 'COUPON_INVALID');
  });

  it('three orders one after the other before any is paid: the second and third are refused; 1 redemption', async () => {
    const code = await coupon();
    const [x, y, z] = await customers(t, 3);
    const first = await ok<Checkout>(buy(x!, code));
    expectError(await buy(y!, code), 400, USED_UP, 'COUPON_INVALID');
    expectError(await buy(z!, code), 400, USED_UP, 'COUPON_INVALID');
    // Before payment the price says so too, and the admin sees no redemption yet.
    expectError(await authed(t, y!, 'GET', `/api/price?sku=001&coupon=${code}`), 400, USED_UP, 'COUPON_INVALID');
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 0, paidOrders: 0 });
    expect((await payOnSandbox(t, first.nextStepURL)).landing).toContain('status=success');
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
    expect((await balances(t, x!)).tokenBalance).toBe(100);
  });

  it('a limit of 2 lets exactly two of ten concurrent buyers pay at the discount', async () => {
    const code = await coupon({ maxRedemptions: 2 });
    const answers = await Promise.all((await customers(t, 10)).map((b) => buy(b, code)));
    const accepted = answers.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(2);
    for (const r of accepted) expect((await payOnSandbox(t, (r.json() as Checkout).nextStepURL)).landing).toContain('status=success');
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 2, paidOrders: 2 });
  });

  it('a 100 % coupon (no payment at all) with a limit of 1, ten buyers at once: one free order', async () => {
    const code = await coupon({ percentOff: 100, skus: ['007'] });
    const buyers = await customers(t, 10, 'DE');
    const answers = await Promise.all(buyers.map((b) => buy(b, code, '007')));
    const accepted = answers.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectError(r, 400, USED_UP, 'COUPON_INVALID');
    const { orderId, totalCents } = accepted[0]!.json() as Checkout;
    expect(totalCents).toBe(0);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', totalCents: 0 });
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  /** A buyer's order whose hold runs out, and another buyer who then takes the coupon's only use and pays. */
  async function useTakenWhileStale(): Promise<{ code: string; late: Customer; stale: Checkout }> {
    const code = await coupon();
    const [late, early] = await customers(t, 2);
    const stale = await ok<Checkout>(buy(late!, code));
    t.clock.advance(HOLD_RUN_OUT);
    const taker = await ok<Checkout>(buy(early!, code));
    expect((await payOnSandbox(t, taker.nextStepURL)).landing).toContain('status=success');
    return { code, late: late!, stale };
  }

  it('an order whose hold ran out and whose use went to another buyer is refused on the sandbox page, before any payment', async () => {
    const { code, late, stale } = await useTakenWhileStale();
    const out = await payOnSandbox(t, stale.nextStepURL);
    expect(out.landing).toBe(`/payment-result?status=failed&message=${encodeURIComponent(GONE)}`);
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'failed', failureMessage: GONE, providerPaymentId: null, paidAt: null });
    expect((await balances(t, late)).tokenBalance).toBe(0);
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  it('an order whose hold ran out while nobody took the use still pays at the discount', async () => {
    const code = await coupon();
    const [c] = await customers(t, 1);
    const order = await ok<Checkout>(buy(c!, code));
    t.clock.advance(HOLD_RUN_OUT);
    expect((await payOnSandbox(t, order.nextStepURL)).landing).toContain('status=success');
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'paid', totalCents: 500 });
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  it('a payment that arrives after the use went to another order is refused and refunded in full, never fulfilled at the discount', async () => {
    const { code, late, stale } = await useTakenWhileStale();
    // The provider reports the stale order's payment (e.g. a card form confirmed late).
    expect(await ok(webhook(stale.orderId, 500))).toEqual({ received: true, duplicate: false });
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'refused', failureMessage: RAN_OUT, refundedCents: 500 });
    const refunds = await refundsOf(t, stale.orderId);
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 500, reason: 'coupon_used_up', status: 'succeeded' })]);
    expect(await invoicesOf(t, stale.orderId)).toHaveLength(0);
    expect((await balances(t, late)).tokenBalance).toBe(0);
    // Another event about the payment changes nothing; the buyer lands on the failure with the reason.
    expect(await ok(webhook(stale.orderId, 500))).toEqual({ received: true, duplicate: false });
    expect(await refundsOf(t, stale.orderId)).toHaveLength(1);
    expect((await orderRow(t, stale.orderId)).status).toBe('refused');
    const back = location(await t.app.inject({ method: 'GET', url: await returnLink(t, stale.orderId) }));
    expect(back).toBe(`${t.config.appUrl}/payment-result?status=failed&message=${encodeURIComponent(RAN_OUT)}`);
    expect(await ok(authed(t, late, 'GET', `/api/orders/${stale.orderId}`))).toMatchObject({ status: 'refused', failureMessage: RAN_OUT, refundedCents: 500 });
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  it('three payments at once, only one of them with a live hold: 1 fulfilled, 2 refunded', async () => {
    const code = await coupon();
    const buyers = await customers(t, 3);
    const orders: Checkout[] = [];
    for (const b of buyers) {
      orders.push(await ok<Checkout>(buy(b, code)));
      t.clock.advance(HOLD_RUN_OUT);
    }
    t.clock.advance(-HOLD_RUN_OUT + 60_000); // the last order's hold is still live
    const answers = await Promise.all(orders.map((o) => webhook(o.orderId, 500)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const statuses = await Promise.all(orders.map(async (o) => (await orderRow(t, o.orderId)).status));
    expect(statuses).toEqual(['refused', 'refused', 'paid']);
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
    for (const o of orders.slice(0, 2)) expect(await refundsOf(t, o.orderId)).toEqual([expect.objectContaining({ amountCents: 500, status: 'succeeded' })]);
  });

  it('a buyer whose payment arrives while they start another checkout with the coupon: both answered, one use', async () => {
    for (let round = 0; round < 4; round += 1) {
      const code = await coupon();
      const [c] = await customers(t, 1);
      const first = await ok<Checkout>(buy(c!, code));
      const [paid, again] = await Promise.all([webhook(first.orderId, 500), buy(c!, code)]);
      expect(paid.statusCode, paid.body).toBe(200);
      expect([200, 400], again.body).toContain(again.statusCode);
      // The new checkout came first and got the same pending order back (issue 29: one pending
      // order per buyer and product), or the payment came first and the new checkout found the
      // coupon used up, or it read the coupon while the payment was still being booked and opened a
      // second order. The first order is paid either way, and a second one is refused and refunded
      // when it is paid: one paid order at the discount, never two.
      expect((await orderRow(t, first.orderId)).status).toBe('paid');
      const second = again.statusCode === 200 ? (JSON.parse(again.body) as Checkout).orderId : first.orderId;
      if (second !== first.orderId) {
        expect((await webhook(second, 500)).statusCode).toBe(200);
        expect(await orderRow(t, second)).toMatchObject({ status: 'refused', refundedCents: 500 });
      }
      expect((await uses(t, a, code)).paidOrders).toBe(1);
    }
  });

  it('a cancelled checkout gives its hold back; a buyer who starts again keeps their own pending order and hold', async () => {
    const code = await coupon();
    const [c, other] = await customers(t, 2);
    const first = await ok<Checkout>(buy(c!, code));
    expectError(await buy(other!, code), 400, USED_UP, 'COUPON_INVALID');
    // The same buyer starting again (a second tab, a double click) gets the same pending order, which keeps the use (issue 29).
    const again = await ok<Checkout>(buy(c!, code));
    expect(again.orderId).toBe(first.orderId);
    expectError(await buy(other!, code), 400, USED_UP, 'COUPON_INVALID');
    // Cancelled on the hosted page: the use is free for the next buyer.
    const page = new URL(again.nextStepURL);
    const cancel = await t.app.inject({ method: 'POST', url: `${page.pathname}/cancel${page.search}` });
    const back = new URL(location(cancel));
    expect(location(await t.app.inject({ method: 'GET', url: back.pathname + back.search }))).toBe(`${t.config.appUrl}/payment-result?status=cancelled`);
    expect((await orderRow(t, again.orderId)).status).toBe('cancelled');
    const taken = await ok<Checkout>(buy(other!, code));
    expect((await payOnSandbox(t, taken.nextStepURL)).landing).toContain('status=success');
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  it('a coupon on a subscription: the first period at the discount for the one holder, the others refused', async () => {
    const code = await coupon({ percentOff: 25, skus: ['020'] });
    const [x, y] = await customers(t, 2);
    const sub = await ok<Checkout>(authed(t, x!, 'POST', '/api/subscribe', { sku: '020', coupon: code }));
    expect(sub.totalCents).toBe(3600);
    expectError(await authed(t, y!, 'POST', '/api/subscribe', { sku: '020', coupon: code }), 400, USED_UP, 'COUPON_INVALID');
    expect((await payOnSandbox(t, sub.nextStepURL)).landing).toContain('status=success');
    expect(await userData(t, x!)).toMatchObject({ plan: 'premium' });
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });
});

describe.each(BACKENDS)('coupon limits with Stripe on %s', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;
  let a: Session;
  const sdk = new Stripe('sk_test_signing_only');
  const secret = 'whsec_test_coupons';
  let seq = 0;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, {
      seed: true, env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: fake.url },
    });
    a = await admin(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const send = (type: string, object: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_c${++seq}`, object: 'event', type, api_version: Stripe.API_VERSION, created: 1, data: { object } });
    return t.app.inject({
      method: 'POST', url: '/api/webhooks/stripe', payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(t.clock.now.getTime() / 1000) }) },
    });
  };
  const sessionCompleted = (orderId: string, amount: number, extra: Record<string, unknown>) => send('checkout.session.completed', {
    id: `cs_${orderId}`, object: 'checkout.session', metadata: { orderId }, client_reference_id: orderId, payment_status: 'paid', customer: 'cus_c', amount_total: amount,
    payment_intent: null, subscription: null, invoice: null, ...extra,
  });

  it('the checkout session expires with the hold; a late subscription payment is refused: the subscription is cancelled and the payment refunded', async () => {
    const code = 'STRIPEONE';
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code, percentOff: 25, maxRedemptions: 1, skus: ['020', '001'] }));
    const [late, early] = await customers(t, 2);
    const stale = await ok<Checkout>(authed(t, late!, 'POST', '/api/subscribe', { sku: '020', coupon: code }));
    const params = fake.find('POST', '/v1/checkout/sessions').at(-1)!.params;
    expect(Number(params.get('expires_at'))).toBe(Math.floor(t.clock.now.getTime() / 1000) + 3600);
    expectError(await authed(t, early!, 'POST', '/api/buy', { sku: '001', coupon: code }), 400, USED_UP, 'COUPON_INVALID');
    t.clock.advance(HOLD_RUN_OUT);
    const taker = await ok<Checkout>(authed(t, early!, 'POST', '/api/buy', { sku: '001', coupon: code }));
    await ok(sessionCompleted(taker.orderId, 750, { payment_intent: 'pi_taker' }));
    expect((await orderRow(t, taker.orderId)).status).toBe('paid');

    await ok(sessionCompleted(stale.orderId, 3600, { subscription: 'sub_stale', invoice: 'in_stale' }));
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'refused', refundedCents: 3600, providerSubscriptionId: 'sub_stale' });
    expect(await subscriptionRows(t, late!.userId)).toHaveLength(0);
    expect((await userData(t, late!)).plan).not.toBe('premium');
    expect(fake.find('DELETE', '/v1/subscriptions/sub_stale')).toHaveLength(1);
    const refund = fake.find('POST', '/v1/refunds').at(-1)!.params;
    expect(Object.fromEntries(refund)).toMatchObject({ payment_intent: 'pi_for_in_stale', amount: '3600' });
    expect(await refundsOf(t, stale.orderId)).toEqual([expect.objectContaining({ amountCents: 3600, status: 'succeeded' })]);
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });
});

describe.each(BACKENDS)('coupon limits with PayPal on %s', (backend) => {
  let t: TestApp;
  let fake: FakePaypal;
  let a: Session;
  let seq = 0;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp(backend, {
      seed: true, env: { PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_WEBHOOK_ID: fake.webhookId, PAYPAL_API_BASE: fake.url },
    });
    a = await admin(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const send = (eventType: string, resource: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `WH-C-${++seq}`, event_type: eventType, resource_type: 'x', resource });
    return t.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload, headers: { 'content-type': 'application/json', ...fake.sign(payload) } });
  };
  const back = async (orderId: string, query: string) => location(await t.app.inject({ method: 'GET', url: `${await returnLink(t, orderId)}&${query}` }));

  it('a one-off order approved after its use went to another buyer: captured on return, refused and refunded', async () => {
    const code = 'PAYPALONE';
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code, percentOff: 50, maxRedemptions: 1 }));
    const [late, early] = await customers(t, 2);
    const stale = await ok<Checkout>(authed(t, late!, 'POST', '/api/buy', { sku: '001', coupon: code, paymentProcessor: 'paypal' }));
    t.clock.advance(HOLD_RUN_OUT);
    const taker = await ok<Checkout>(authed(t, early!, 'POST', '/api/buy', { sku: '001', coupon: code, paymentProcessor: 'paypal' }));
    const takerToken = new URL(taker.nextStepURL).searchParams.get('token')!;
    fake.approve(takerToken);
    expect(await back(taker.orderId, `token=${takerToken}&PayerID=PAYER-ONE`)).toMatch(/status=success/);
    const staleToken = new URL(stale.nextStepURL).searchParams.get('token')!;
    fake.approve(staleToken);
    expect(await back(stale.orderId, `token=${staleToken}&PayerID=PAYER-ONE`)).toBe(`${t.config.appUrl}/payment-result?status=failed&message=${encodeURIComponent(RAN_OUT)}`);
    const order = await orderRow(t, stale.orderId);
    expect(order).toMatchObject({ status: 'refused', refundedCents: 500 });
    expect(fake.find('POST', `/v2/payments/captures/${order.providerPaymentId}/refund`)).toHaveLength(1);
    expect((await balances(t, late!)).tokenBalance).toBe(0);
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 1, paidOrders: 1 });
  });

  it('a subscription activated after its use went elsewhere: cancelled at PayPal; its refund is paid once PayPal names the payment', async () => {
    const code = 'PAYPALSUB';
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code, percentOff: 25, maxRedemptions: 1, skus: ['020'] }));
    const [late, early] = await customers(t, 2);
    const stale = await ok<Checkout>(authed(t, late!, 'POST', '/api/subscribe', { sku: '020', coupon: code, paymentProcessor: 'paypal' }));
    t.clock.advance(HOLD_RUN_OUT);
    await ok(authed(t, early!, 'POST', '/api/subscribe', { sku: '020', coupon: code, paymentProcessor: 'paypal' }));
    const subId = new URL(stale.nextStepURL).searchParams.get('ba_token')!;
    await ok(send('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: subId, custom_id: stale.orderId, status: 'ACTIVE', subscriber: { payer_id: 'PAYER-TWO' }, billing_info: { last_payment: { amount: { value: '36.00', currency_code: 'EUR' } } },
    }));
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'refused', refundedCents: 3600, providerPaymentId: `pending:${subId}` });
    expect(fake.find('POST', `/v1/billing/subscriptions/${subId}/cancel`)).toHaveLength(1);
    expect(await refundsOf(t, stale.orderId)).toEqual([expect.objectContaining({ amountCents: 3600, status: 'failed' })]); // PayPal has not named the payment yet
    await ok(send('PAYMENT.SALE.COMPLETED', { id: 'SALE-STALE', billing_agreement_id: subId, amount: { total: '36.00', currency: 'EUR' } }));
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'refused', providerPaymentId: 'SALE-STALE' });
    expect(await subscriptionRows(t, late!.userId)).toHaveLength(0);
    expect((await morningCheck(t)).refundsSettled).toBeGreaterThanOrEqual(1);
    expect(fake.find('POST', '/v1/payments/sale/SALE-STALE/refund')).toHaveLength(1);
    expect(await refundsOf(t, stale.orderId)).toEqual([expect.objectContaining({ amountCents: 3600, status: 'succeeded' })]);
    expect(await uses(t, a, code)).toEqual({ redeemedCount: 0, paidOrders: 0 });
  });
});
