import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { BACKENDS } from './support/testBackends';
import { createTestApp, LONG_SESSIONS, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { DAY, balances, customer, location, ok, orderRow, returnLink, subscriptionRows, userData } from './support/billingFlows';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { billingRefunds } from '../../server/db/schema';

const WEBHOOK_SECRET = 'whsec_test_rangescope';

describe.each(BACKENDS)('the Stripe adapter against a local fake on %s', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;
  const sdk = new Stripe('sk_test_signing_only');
  let seq = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, {
      seed: true,
      env: { ...LONG_SESSIONS, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url, STRIPE_PUBLISHABLE_KEY: 'pk_test_fake' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const event = (type: string, object: Record<string, unknown>, id = `evt_${++seq}`) => JSON.stringify({ id, object: 'event', type, api_version: Stripe.API_VERSION, created: 1, data: { object } });
  const send = (payload: string, secret = WEBHOOK_SECRET) => t.app.inject({
    method: 'POST', url: '/api/webhooks/stripe', payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(t.clock.now.getTime() / 1000) }) },
  });
  const returnTo = async (orderId: string) => location(await t.app.inject({ method: 'GET', url: `${await returnLink(t, orderId)}&session_id=cs_x` }));

  it('a pack: a checkout session with VAT, fulfilled by the signed webhook once; a bad signature is refused', async () => {
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId, paymentProcessor } = await ok<{ nextStepURL: string; orderId: string; paymentProcessor: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expect(paymentProcessor).toBe('stripe');
    expect(nextStepURL).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/);
    const created = fake.find('POST', '/v1/checkout/sessions').at(-1)!.params;
    expect(Object.fromEntries(created)).toMatchObject({
      mode: 'payment', client_reference_id: orderId, 'metadata[orderId]': orderId, 'line_items[0][price_data][unit_amount]': '1190',
      'line_items[0][price_data][currency]': 'eur', success_url: `${t.config.appUrl}${await returnLink(t, orderId)}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.appUrl}${await returnLink(t, orderId, true)}`,
    });
    expect(await returnTo(orderId)).toBe(`${t.config.appUrl}/payment-result?paymentFeedback=true&status=processing&invoiceId=${orderId}`);

    const session = { id: 'cs_1', object: 'checkout.session', metadata: { orderId }, client_reference_id: orderId, payment_status: 'paid', payment_intent: 'pi_pack1', customer: 'cus_1', amount_total: 1190, subscription: null, invoice: null };
    const payload = event('checkout.session.completed', session);
    expectError(await send(payload, 'whsec_wrong'), 400, undefined, 'WEBHOOK_SIGNATURE');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect(await ok(send(payload))).toEqual({ received: true, duplicate: false });
    expect(await ok(send(payload))).toEqual({ received: true, duplicate: true });
    expect(await ok(send(event('payment_intent.succeeded', { id: 'pi_pack1', object: 'payment_intent', metadata: { orderId }, amount_received: 1190, payment_method: 'pm_pi_pack1' })))).toMatchObject({ duplicate: false });
    expect((await balances(t, c)).tokenBalance).toBe(100);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', providerPaymentId: 'pi_pack1', paymentMethod: 'visa •••• 4242' });
    expect(await returnTo(orderId)).toMatch(new RegExp(`^${t.config.appUrl}/payment-result\\?paymentFeedback=true&status=success&invoiceId=RS-`));
  });

  it('a subscription: renewed by invoice.paid, cancelled at Stripe with a pro-rata refund through the refunds API', async () => {
    t.clock.now = new Date('2026-04-01T00:00:00Z');
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '020' }));
    expect(Object.fromEntries(fake.find('POST', '/v1/checkout/sessions').at(-1)!.params)).toMatchObject({
      mode: 'subscription', 'line_items[0][price_data][unit_amount]': '4800', 'line_items[0][price_data][recurring][interval]': 'month', 'subscription_data[metadata][orderId]': orderId,
    });
    await ok(send(event('checkout.session.completed', {
      id: 'cs_2', object: 'checkout.session', metadata: { orderId }, payment_status: 'paid', payment_intent: null, customer: 'cus_2', amount_total: 4800, subscription: 'sub_premium', invoice: 'in_first',
    })));
    expect(await userData(t, c)).toMatchObject({ plan: 'premium', tokenBalance: 50 });
    expect(await orderRow(t, orderId)).toMatchObject({ providerPaymentId: 'in_first', providerSubscriptionId: 'sub_premium' });

    t.clock.now = new Date('2026-05-01T00:05:00Z');
    const renewal = event('invoice.paid', {
      id: 'in_second', object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 4800, parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_premium' } },
    });
    await ok(send(renewal));
    await ok(send(renewal));
    expect((await balances(t, c)).tokenBalance).toBe(100);
    const [sub] = await subscriptionRows(t, c.userId);
    expect(sub).toMatchObject({ periodIndex: 2, lastOrderId: expect.any(String) });
    expect(sub!.currentPeriodEnd.toISOString()).toBe('2026-06-01T00:00:00.000Z');

    t.clock.now = new Date('2026-05-16T00:05:00Z');
    const res = await ok<{ cancelled: { refundCents: number }[] }>(authed(t, c, 'POST', '/api/cancelSub', { ids: [sub!.id] }));
    const expected = Math.floor((4800 * 15) / 31); // 15 whole days of 31 left
    expect(res.cancelled[0]).toMatchObject({ immediate: true, refundCents: expected });
    expect(fake.find('DELETE', '/v1/subscriptions/sub_premium')).toHaveLength(1);
    expect(fake.find('GET', '/v1/invoice_payments').at(-1)!.params.get('invoice')).toBe('in_second');
    const refund = fake.find('POST', '/v1/refunds').at(-1)!;
    expect(Object.fromEntries(refund.params)).toEqual({ payment_intent: 'pi_for_in_second', amount: String(expected) });
    const [row] = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, sub!.lastOrderId!));
    expect(refund.idempotencyKey).toBe(`refund:${row!.id}`);
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_fake/) });
    expect((await userData(t, c)).plan).toBe('demo');
  });

  it('the trial: 30 trial days and the EUR 1 line; a card used before gets its money back and a free account', async () => {
    const first = await customer(t, 'DE');
    const a = await ok<{ orderId: string }>(authed(t, first, 'POST', '/api/eliteTrial', {}));
    const params = Object.fromEntries(fake.find('POST', '/v1/checkout/sessions').at(-1)!.params);
    expect(params).toMatchObject({
      mode: 'subscription', 'subscription_data[trial_period_days]': '30', 'line_items[0][price_data][unit_amount]': '9044',
      'line_items[1][price_data][unit_amount]': '119',
    });
    fake.fingerprints.set('sub_trial_a', 'fp_shared_card');
    fake.fingerprints.set('sub_trial_b', 'fp_shared_card');
    await ok(send(event('checkout.session.completed', { id: 'cs_t1', object: 'checkout.session', metadata: { orderId: a.orderId }, payment_status: 'paid', payment_intent: null, customer: 'cus_t1', amount_total: 119, subscription: 'sub_trial_a', invoice: 'in_trial_a' })));
    expect(await returnTo(a.orderId)).toBe(`${t.config.appUrl}/demo-offer-success`);
    expect(await userData(t, first)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060t' });

    const second = await customer(t, 'DE');
    const b = await ok<{ orderId: string }>(authed(t, second, 'POST', '/api/eliteTrial', {}));
    await ok(send(event('checkout.session.completed', { id: 'cs_t2', object: 'checkout.session', metadata: { orderId: b.orderId }, payment_status: 'paid', payment_intent: null, customer: 'cus_t2', amount_total: 119, subscription: 'sub_trial_b', invoice: 'in_trial_b' })));
    expect(await returnTo(b.orderId)).toBe(`${t.config.appUrl}/card-offer-already-used`);
    expect(await userData(t, second)).toMatchObject({ plan: 'demo' });
    expect(fake.find('DELETE', '/v1/subscriptions/sub_trial_b')).toHaveLength(1);
    expect(Object.fromEntries(fake.find('POST', '/v1/refunds').at(-1)!.params)).toEqual({ payment_intent: 'pi_for_in_trial_b', amount: '119' });

    // The first invoice after the trial is a renewal: the trial becomes monthly Elite.
    t.clock.advance(30 * DAY);
    await ok(send(event('invoice.paid', { id: 'in_after_trial', object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 9044, parent: { subscription_details: { subscription: 'sub_trial_a' } } })));
    expect(await userData(t, first)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060', tokenBalance: 100 });
  });

  it('the embedded card form, failed payments, the customer portal and a provider outage', async () => {
    const c = await customer(t, 'US');
    const intent = await ok<{ clientSecret: string; orderId: string; publishableKey: string }>(authed(t, c, 'POST', '/api/stripe/create-payment-intent', { sku: '007' }));
    expect(intent).toMatchObject({ clientSecret: expect.stringMatching(/^pi_fake\d+_secret_abc$/), publishableKey: 'pk_test_fake' });
    expect(fake.find('POST', '/v1/payment_intents').at(-1)!.idempotencyKey).toBe(`intent:${intent.orderId}`);
    await ok(send(event('payment_intent.payment_failed', { id: 'pi_x', object: 'payment_intent', metadata: { orderId: intent.orderId }, last_payment_error: { message: 'Your card was declined.' } })));
    expect(await orderRow(t, intent.orderId)).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    await ok(send(event('payment_intent.succeeded', { id: 'pi_y', object: 'payment_intent', metadata: { orderId: intent.orderId }, amount_received: 500, payment_method: 'pm_pi_y', customer: 'cus_9' })));
    expect((await balances(t, c)).resetBalance).toBe(1);
    expect(await ok(authed(t, c, 'POST', '/api/stripe/customer-portal', { returnUrl: '/dashboard/settings/5' }))).toEqual({ nextStepURL: 'https://billing.stripe.test/p/session/test' });
    expect(fake.find('POST', '/v1/billing_portal/sessions').at(-1)!.params.get('return_url')).toBe(`${t.config.appUrl}/dashboard/settings/5`);
    // Events we do not act on are recorded and answered.
    expect(await ok(send(event('charge.updated', { id: 'ch_1', object: 'charge' })))).toEqual({ received: true, duplicate: false });
    fake.failNext = 5; // more than the SDK's retries
    expectError(await authed(t, c, 'POST', '/api/buy', { sku: '001' }), 502, 'Sorry, the payment could not be started. Please try again or contact our customer support.', 'PAYMENT_PROVIDER_ERROR');
    fake.failNext = 0;
  });

  it('with real card payments the sandbox is off, and PayPal needs its keys', async () => {
    const c = await customer(t, 'US');
    expectError(await authed(t, c, 'POST', '/api/buy', { sku: '001', paymentProcessor: 'paypal' }), 400, 'PayPal is not available. Please pay by card.', 'PAYPAL_NOT_AVAILABLE');
    expectError(await t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } }), 404, undefined, 'PROVIDER_NOT_CONFIGURED');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expectError(await t.app.inject({ method: 'GET', url: `/api/sandbox-pay/checkout/${orderId}` }), 404);
  });
});
