import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import {
  CARD_DECLINED, CARD_ERROR, CARD_INSUFFICIENT, CARD_OK, balances, bought, customer, location, ok, orderRow, payOnSandbox, returnLink, serverSecrets, subscribe, userData,
} from './support/billingFlows';
import { billingInvoices, billingOrders, billingWebhookEvents } from '../../server/db/schema';
import { signSandboxPayload } from '../../server/billing/providers/sandboxSignature';

describe.each(BACKENDS)('sandbox checkout on %s', (backend) => {
  let t: TestApp;
  /** The secret the server signs the sandbox's webhooks with (generated and kept in its database). */
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    secret = (await serverSecrets(t)).sandboxWebhook;
  });
  afterAll(async () => { await t.close(); });
  const path = (url: string): string => new URL(url).pathname + new URL(url).search;

  const webhook = (payload: string, signature = signSandboxPayload(secret, payload, t.clock.now)) =>
    t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', payload, headers: { 'content-type': 'application/json', 'sandbox-signature': signature } });
  const paidEvent = (orderId: string, amountCents: number, id = `evt_test_${randomUUID()}`): string => JSON.stringify({
    id, type: 'payment.succeeded', created: Math.floor(t.clock.now.getTime() / 1000),
    data: { kind: 'payment.succeeded', orderId, paymentRef: `sbpay_${orderId}`, amountCents },
  });

  it('buys a token pack through the hosted page and the signed webhook: tokens, invoice, history', async () => {
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expect(nextStepURL).toMatch(new RegExp(`^${t.config.appUrl}/api/sandbox-pay/checkout/${orderId}\\?sig=[0-9a-f]{64}$`));
    const page = await t.app.inject({ method: 'GET', url: path(nextStepURL) });
    expect(page.body).toContain('EUR 10.00');
    expect(page.body).toContain('VAT 19 % (DE)');
    expect(page.body).toContain('EUR 11.90');
    expect(page.body).not.toMatch(/<script/i);
    const out = await payOnSandbox(t, nextStepURL);
    expect(out.landing).toMatch(/^\/payment-result\?paymentFeedback=true&status=success&invoiceId=RS-\d{4}-\d{6}$/);
    expect(await balances(t, c)).toMatchObject({ tokenBalance: 100, resetBalance: 0 });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', netCents: 1000, vatRateBp: 1900, vatCents: 190, totalCents: 1190, paymentMethod: 'Visa •••• 4242' });
    const status = await ok(authed(t, c, 'GET', `/api/orders/${orderId}`));
    expect(status).toMatchObject({ status: 'paid', totalCents: 1190, invoiceId: out.landing.split('invoiceId=')[1] });
    const history = (await userData(t, c)).billingHistory as Record<string, unknown>[];
    expect(history[0]).toMatchObject({ sku: '001', status: 'paid', totalCents: 1190, total: '11.90', type: 'card' });
    // Coming back to a finished checkout's page goes straight to the result.
    expect(location(await t.app.inject({ method: 'GET', url: path(nextStepURL) }))).toBe(`${t.config.appUrl}${await returnLink(t, orderId)}`);
  });

  it.each([
    [CARD_DECLINED, 'Your card was declined.'],
    [CARD_INSUFFICIENT, 'Your card has insufficient funds.'],
    [CARD_ERROR, 'An error occurred while processing your card. Try again in a little bit.'],
  ])('card %s fails with its message, credits nothing, and the page takes another card', async (card, message) => {
    const c = await customer(t, 'US');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '008' }));
    const out = await payOnSandbox(t, nextStepURL, { number: card });
    expect(out.landing).toBe(`/payment-result?status=failed&message=${encodeURIComponent(message)}`);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'failed', failureMessage: message });
    expect((await balances(t, c)).resetBalance).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: path(nextStepURL) });
    expect(page.body).toContain(message);
    const retry = await payOnSandbox(t, nextStepURL, { number: CARD_OK });
    expect(retry.landing).toContain('status=success');
    expect((await balances(t, c)).resetBalance).toBe(3);
  });

  it('refuses a number that is no test card, an expired card and a missing CVC on the page, charging nothing', async () => {
    const c = await customer(t);
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    for (const [fields, message] of [
      [{ number: '4111 1111 1111 1111' }, 'Your card number is not a sandbox test card.'],
      [{ number: CARD_OK, expiry: '01/20' }, 'Your card has expired.'],
      [{ number: CARD_OK, cvc: '' }, 'Your card&#39;s security code is incomplete.'],
    ] as const) {
      const out = await payOnSandbox(t, nextStepURL, fields);
      expect(out.page?.statusCode).toBe(422);
      expect(out.page?.body).toContain(message);
    }
    expect((await orderRow(t, orderId)).status).toBe('pending');
  });

  it('cancelling on the hosted page returns to the client and marks the order cancelled', async () => {
    const c = await customer(t);
    const { orderId, nextStepURL } = await ok<{ orderId: string; nextStepURL: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    const cancel = await t.app.inject({ method: 'POST', url: path(nextStepURL).replace('?', '/cancel?') });
    expect(location(cancel)).toBe(`${t.config.appUrl}${await returnLink(t, orderId, true)}`);
    const back = await t.app.inject({ method: 'GET', url: new URL(location(cancel)).pathname + new URL(location(cancel)).search });
    expect(location(back)).toBe(`${t.config.appUrl}/payment-result?status=cancelled`);
    expect((await orderRow(t, orderId)).status).toBe('cancelled');
  });

  it('a replayed webhook changes nothing; another event for the same payment credits nothing either', async () => {
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '002' }));
    const payload = paidEvent(orderId, 2500);
    expect(await ok(webhook(payload))).toEqual({ received: true, duplicate: false });
    const invoices = async () => (await t.database.db.select({ n: count() }).from(billingInvoices).where(eq(billingInvoices.userId, c.userId)))[0]!.n;
    expect((await balances(t, c)).tokenBalance).toBe(500);
    expect(await invoices()).toBe(1);
    for (let i = 0; i < 3; i += 1) expect(await ok(webhook(payload))).toEqual({ received: true, duplicate: true });
    expect(await ok(webhook(paidEvent(orderId, 2500)))).toEqual({ received: true, duplicate: false });
    expect((await balances(t, c)).tokenBalance).toBe(500);
    expect(await invoices()).toBe(1);
  });

  it('10 deliveries of one webhook at the same time credit once', async () => {
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '003' }));
    const payload = paidEvent(orderId, 4000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => (a.json() as { duplicate: boolean }).duplicate === false)).toHaveLength(1);
    expect((await balances(t, c)).tokenBalance).toBe(1000);
    const events = await t.database.db.select({ n: count() }).from(billingWebhookEvents).where(eq(billingWebhookEvents.eventId, JSON.parse(payload).id));
    expect(events[0]!.n).toBe(1);
  });

  it('refuses forged, tampered, stale and unsigned webhooks and applies none', async () => {
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    const payload = paidEvent(orderId, 1000);
    expectError(await webhook(payload, signSandboxPayload('not-the-secret', payload, t.clock.now)), 400, 'The webhook signature does not verify.', 'WEBHOOK_SIGNATURE');
    expectError(await webhook(payload.replace('1000', '9999'), signSandboxPayload(secret, payload, t.clock.now)), 400, undefined, 'WEBHOOK_SIGNATURE');
    const old = signSandboxPayload(secret, payload, new Date(t.clock.now.getTime() - 10 * 60_000));
    expectError(await webhook(payload, old), 400, undefined, 'WEBHOOK_SIGNATURE');
    expectError(await t.app.inject({ method: 'POST', url: '/api/webhooks/sandbox', payload, headers: { 'content-type': 'application/json' } }), 400, undefined, 'WEBHOOK_SIGNATURE');
    expectError(await webhook('{"id":"x","type":"payment.succeeded","data":{"kind":"payment.succeeded"}}'), 400, undefined, 'WEBHOOK_SIGNATURE');
    expectError(await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload, headers: { 'content-type': 'application/json' } }), 404, undefined, 'PROVIDER_NOT_CONFIGURED');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect((await balances(t, c)).tokenBalance).toBe(0);
  });

  it('an underpaid payment is not fulfilled', async () => {
    const c = await customer(t, 'DE');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    await ok(webhook(paidEvent(orderId, 1000)));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'failed', failureMessage: 'The amount paid does not match the order.' });
    expect((await balances(t, c)).tokenBalance).toBe(0);
  });

  it('pays one-off packs with the embedded card form (create-payment-intent, then confirm)', async () => {
    const c = await customer(t, 'AT');
    const intent = await ok<{ clientSecret: string; orderId: string; paymentProcessor: string; totalCents: number; confirmURL: string }>(
      authed(t, c, 'POST', '/api/stripe/create-payment-intent', { sku: '009' }));
    expect(intent).toMatchObject({ paymentProcessor: 'sandbox', totalCents: 2400, confirmURL: '/api/sandbox-pay/confirm' });
    const confirm = (clientSecret: string, cardNumber: string) => t.app.inject({ method: 'POST', url: '/api/sandbox-pay/confirm', payload: { clientSecret, cardNumber, expiry: '11/40', cvc: '321' } });
    expect(await ok(confirm(intent.clientSecret, CARD_DECLINED))).toEqual({ status: 'failed', orderId: intent.orderId, message: 'Your card was declined.' });
    expect(await ok(confirm(intent.clientSecret, CARD_OK))).toEqual({ status: 'succeeded', orderId: intent.orderId });
    expect(await ok(confirm(intent.clientSecret, CARD_OK))).toEqual({ status: 'succeeded', orderId: intent.orderId });
    expect((await balances(t, c)).resetBalance).toBe(10);
    expectError(await confirm(`${intent.orderId}_secret_${'0'.repeat(32)}`, CARD_OK), 400, undefined, 'CLIENT_SECRET_INVALID');
    expectError(await authed(t, c, 'POST', '/api/stripe/create-payment-intent', { sku: '020' }), 400, undefined, 'SUBSCRIPTION_NEEDS_CHECKOUT');
  });

  it('create-checkout-session sends the buyer back to a page of ours only', async () => {
    const c = await customer(t, 'US');
    const good = await ok<{ nextStepURL: string; sessionId: string }>(authed(t, c, 'GET', '/api/stripe/create-checkout-session?sku=001&redirectionUrl=%2Fjoin%2Ftokens'));
    expect((await payOnSandbox(t, good.nextStepURL)).landing).toMatch(/^\/join\/tokens\?paymentFeedback=true&status=success&invoiceId=RS-/);
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/api/deleteAccount']) {
      const r = await ok<{ nextStepURL: string }>(authed(t, c, 'GET', `/api/stripe/create-checkout-session?sku=001&redirectionUrl=${encodeURIComponent(evil)}`));
      expect((await payOnSandbox(t, r.nextStepURL)).landing).toMatch(/^\/payment-result\?paymentFeedback=true/);
    }
  });

  it('opens the sandbox customer portal once the user paid by card, and lets them replace the card', async () => {
    const c = await customer(t);
    expectError(await authed(t, c, 'POST', '/api/stripe/customer-portal'), 404, 'You have no card payments yet.');
    await bought(t, c, '000');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/stripe/customer-portal'));
    const url = new URL(nextStepURL);
    const portal = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain('Visa •••• 4242');
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), number: '5555 5555 5555 4444', expiry: '10/38', cvc: '999' });
    const replaced = await t.app.inject({ method: 'POST', url: url.pathname, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(replaced.body).toContain('Mastercard •••• 4444');
    url.searchParams.set('sig', '0'.repeat(64));
    expectError(await t.app.inject({ method: 'GET', url: url.pathname + url.search }), 403, undefined, 'PORTAL_LINK_INVALID');
  });

  it('runs the PayPal-type face of the sandbox when PayPal is not configured', async () => {
    const c = await customer(t, 'FR');
    const { nextStepURL, orderId } = await subscribe(t, c, { sku: '900', paymentProcessor: 'paypal' });
    const page = await t.app.inject({ method: 'GET', url: path(nextStepURL) });
    expect(page.body).toContain('sandbox PayPal');
    const declined = await payOnSandbox(t, nextStepURL, { outcome: 'decline' });
    expect(declined.landing).toBe(`/payment-result?status=failed&message=${encodeURIComponent('The PayPal payment was declined.')}`);
    const approved = await payOnSandbox(t, nextStepURL, { outcome: 'approve' });
    expect(approved.landing).toContain('status=success');
    expect(await orderRow(t, orderId)).toMatchObject({ provider: 'sandbox-paypal', status: 'paid', totalCents: 2160 });
    const subs = await ok<Record<string, unknown>[]>(authed(t, c, 'GET', '/api/activeSubscriptions'));
    expect(subs[0]).toMatchObject({ sku: '900', type: 'paypal', paymentProcessor: 'sandbox-paypal', cancelled: false, interval: 'MONTH' });
    expect((await userData(t, c)).modules).toContain('Crypto');
    const history = await ok<{ purchases: Record<string, unknown>[] }>(authed(t, c, 'GET', '/api/paypalPurchaseHistory'));
    expect(history.purchases.map((p) => p.sku)).toEqual(['900']);
  });

  it('answers clear errors for bad purchases', async () => {
    const c = await customer(t);
    expectError(await authed(t, c, 'POST', '/api/buy', { sku: '999' }), 400, 'Unknown product "999".', 'UNKNOWN_SKU');
    expectError(await authed(t, c, 'POST', '/api/buy', { sku: '020' }), 400, undefined, 'USE_SUBSCRIBE');
    expectError(await authed(t, c, 'POST', '/api/subscribe', { sku: '001' }), 400, undefined, 'UNKNOWN_SKU');
    expectError(await authed(t, c, 'POST', '/api/subscribe', { sku: '010' }), 400, 'This plan is not sold.', 'PLAN_NOT_SOLD');
    expectError(await authed(t, c, 'POST', '/api/buy', { sku: '001', extra: 1 }), 400, /unknown field "extra"/);
    expectError(await t.app.inject({ method: 'POST', url: '/api/buy', payload: { sku: '001' } }), 401);
    expectError(await authed(t, c, 'GET', `/api/orders/${randomUUID()}`), 404);
    const other = await customer(t);
    const { orderId } = await ok<{ orderId: string }>(authed(t, other, 'POST', '/api/buy', { sku: '001' }));
    expectError(await authed(t, c, 'GET', `/api/orders/${orderId}`), 404);
    const rows = await t.database.db.select().from(billingOrders).where(eq(billingOrders.userId, c.userId));
    expect(rows).toHaveLength(0);
  });
});
