import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, LONG_SESSIONS, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { balances, customer, location, ok, orderRow, returnLink, subscriptionRows, userData } from './support/billingFlows';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';

describe.each(BACKENDS)('the PayPal adapter against a local fake on %s', (backend) => {
  let t: TestApp;
  let fake: FakePaypal;
  let seq = 0;

  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp(backend, {
      seed: true,
      env: { ...LONG_SESSIONS, PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_WEBHOOK_ID: fake.webhookId, PAYPAL_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (eventType: string, resource: Record<string, unknown>, id = `WH-EVT-${++seq}`) => JSON.stringify({ id, event_type: eventType, resource_type: 'x', resource });
  const send = (payload: string, headers = fake.sign(payload)) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/paypal', payload, headers: { 'content-type': 'application/json', ...headers } });
  // PayPal sends the buyer to our signed return_url with its own parameters added.
  const back = async (orderId: string, query: string) => location(await t.app.inject({ method: 'GET', url: `${await returnLink(t, orderId)}&${query}` }));

  it('a pack: a PayPal order, approved by the buyer, captured on return; the capture webhook credits nothing twice', async () => {
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId, paymentProcessor } = await ok<{ nextStepURL: string; orderId: string; paymentProcessor: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001', paymentProcessor: 'paypal' }));
    expect(paymentProcessor).toBe('paypal');
    const paypalId = new URL(nextStepURL).searchParams.get('token')!;
    const created = fake.find('POST', '/v2/checkout/orders').at(-1)!;
    expect(created.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ custom_id: orderId, amount: { currency_code: 'EUR', value: '11.90' } }] });
    expect(created.headers['paypal-request-id']).toBe(`order-${orderId}`);
    expect(await back(orderId, `token=${paypalId}&PayerID=PAYER-ONE`)).toBe(`${t.config.appUrl}/payment-result?paymentFeedback=true&status=processing&invoiceId=${orderId}`);
    fake.approve(paypalId);
    expect(await back(orderId, `token=${paypalId}&PayerID=PAYER-ONE`)).toMatch(/status=success&invoiceId=RS-/);
    expect((await balances(t, c)).tokenBalance).toBe(100);
    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({ status: 'paid', provider: 'paypal', paymentMethod: 'PayPal', providerPaymentId: expect.stringMatching(/^CAPTURE-/) });
    const event = webhook('PAYMENT.CAPTURE.COMPLETED', { id: order.providerPaymentId, custom_id: orderId, status: 'COMPLETED', amount: { value: '11.90', currency_code: 'EUR' } });
    expectError(await send(event, { ...fake.sign(event), 'paypal-transmission-sig': 'forged' }), 400, undefined, 'WEBHOOK_SIGNATURE');
    expect(await ok(send(event))).toEqual({ received: true, duplicate: false });
    expect(await ok(send(event))).toEqual({ received: true, duplicate: true });
    expect((await balances(t, c)).tokenBalance).toBe(100);
    const history = await ok<{ purchases: { sku: string; type: string }[] }>(authed(t, c, 'GET', '/api/paypalPurchaseHistory'));
    expect(history.purchases).toEqual([expect.objectContaining({ sku: '001', type: 'paypal' })]);
  });

  it('a subscription: a PayPal plan at the VAT price, activation, renewals by sale, a full refund within 2 days of a renewal', async () => {
    t.clock.now = new Date('2026-03-03T10:00:00Z');
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '020', paymentProcessor: 'paypal' }));
    const plans = fake.find('POST', '/v1/billing/plans');
    expect(plans.at(-1)!.body).toMatchObject({ billing_cycles: [{ tenure_type: 'REGULAR', frequency: { interval_unit: 'MONTH' }, pricing_scheme: { fixed_price: { value: '57.12', currency_code: 'EUR' } } }] });
    const subId = new URL(nextStepURL).searchParams.get('ba_token')!;
    expect(fake.find('POST', '/v1/billing/subscriptions').at(-1)!.body).toMatchObject({ custom_id: orderId });
    await ok(send(webhook('BILLING.SUBSCRIPTION.ACTIVATED', {
      id: subId, custom_id: orderId, status: 'ACTIVE', subscriber: { payer_id: 'PAYER-ONE' }, billing_info: { last_payment: { amount: { value: '57.12', currency_code: 'EUR' } } },
    })));
    expect(await userData(t, c)).toMatchObject({ plan: 'premium', tokenBalance: 50 });
    expect(await orderRow(t, orderId)).toMatchObject({ providerPaymentId: `pending:${subId}`, providerSubscriptionId: subId });
    fake.approve(subId);
    expect(await back(orderId, `subscription_id=${subId}&ba_token=${subId}`)).toMatch(/status=success/);
    // The first period's sale arrives separately: it names the payment, it adds no period.
    await ok(send(webhook('PAYMENT.SALE.COMPLETED', { id: 'SALE-FIRST', billing_agreement_id: subId, amount: { total: '57.12', currency: 'EUR' } })));
    expect(await orderRow(t, orderId)).toMatchObject({ providerPaymentId: 'SALE-FIRST' });
    expect((await balances(t, c)).tokenBalance).toBe(50);

    t.clock.now = new Date('2026-04-03T10:30:00Z');
    await ok(send(webhook('PAYMENT.SALE.COMPLETED', { id: 'SALE-SECOND', billing_agreement_id: subId, amount: { total: '57.12', currency: 'EUR' } })));
    expect((await balances(t, c)).tokenBalance).toBe(100);
    const [sub] = await subscriptionRows(t, c.userId);
    expect(sub!.currentPeriodEnd.toISOString()).toBe('2026-05-03T10:00:00.000Z');

    t.clock.now = new Date('2026-04-04T18:00:00Z');
    const res = await ok<{ cancelled: Record<string, unknown>[] }>(authed(t, c, 'POST', '/api/cancelSub', { ids: [sub!.id] }));
    expect(res.cancelled[0]).toMatchObject({ immediate: true, refundCents: 5712 });
    expect(fake.find('POST', `/v1/billing/subscriptions/${subId}/cancel`)).toHaveLength(1);
    expect(fake.find('POST', '/v1/payments/sale/SALE-SECOND/refund')[0]!.body).toEqual({ amount: { total: '57.12', currency: 'EUR' } });
    expect(await userData(t, c)).toMatchObject({ plan: 'demo', tokenBalance: 50 });

    // A second buyer of the same plan and price reuses the PayPal plan.
    const other = await customer(t, 'DE');
    await ok(authed(t, other, 'POST', '/api/subscribe', { sku: '020', paymentProcessor: 'paypal' }));
    expect(fake.find('POST', '/v1/billing/plans')).toHaveLength(plans.length);
  });

  it('PayPal cancellations run to the end of the cycle; PayPal ending a subscription is followed', async () => {
    t.clock.now = new Date('2026-06-01T10:00:00Z');
    const c = await customer(t, 'US');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '900', paymentProcessor: 'paypal' }));
    const subId = new URL(nextStepURL).searchParams.get('ba_token')!;
    fake.approve(subId);
    await back(orderId, `subscription_id=${subId}`);
    expect((await userData(t, c)).modules).toContain('Crypto');
    const [sub] = await subscriptionRows(t, c.userId);
    t.clock.now = new Date('2026-06-20T10:00:00Z');
    const res = await ok<Record<string, unknown>>(authed(t, c, 'POST', '/api/paypal/cancelSub', { id: sub!.id }));
    expect(res).toMatchObject({ immediate: false, refundCents: 0, endsAt: '2026-07-01T10:00:00.000Z' });
    expect((await userData(t, c)).modules).toContain('Crypto');

    const d = await customer(t, 'US');
    const second = await ok<{ nextStepURL: string; orderId: string }>(authed(t, d, 'POST', '/api/subscribe', { sku: '900', paymentProcessor: 'paypal' }));
    const dSub = new URL(second.nextStepURL).searchParams.get('ba_token')!;
    fake.approve(dSub);
    await back(second.orderId, `subscription_id=${dSub}`);
    await ok(send(webhook('BILLING.SUBSCRIPTION.CANCELLED', { id: dSub, status: 'CANCELLED' })));
    expect((await subscriptionRows(t, d.userId))[0]).toMatchObject({ cancelledAt: expect.any(Date), endedAt: null });
    await ok(send(webhook('BILLING.SUBSCRIPTION.EXPIRED', { id: dSub, status: 'EXPIRED' })));
    expect((await subscriptionRows(t, d.userId))[0]).toMatchObject({ status: 'ended', endReason: 'ended by the provider' });
    expect((await userData(t, d)).modules).not.toContain('Crypto');
  });
});
