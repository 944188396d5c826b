/**
 * The checkout's return and cancel links (issue 17 point 9): /api/checkout/return/<order> is a
 * browser redirect from a provider's page and carries no session, so the links are signed. An
 * outsider who knows an order's id can neither cancel it nor complete it, and the sandbox's own
 * hosted page (which redirects to the signed links) needs its signed link too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { balances, customer, location, ok, orderRow, payOnSandbox, returnLink } from './support/billingFlows';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';

type Checkout = { nextStepURL: string; orderId: string };
const INVALID = 'This payment link is not valid. Your order is unchanged; see its state in your billing history.';

describe.each(BACKENDS)('signed return links with the sandbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('nobody cancels another user\'s pending order with the bare cancel link, signed in or not', async () => {
    const victim = await customer(t);
    const { orderId } = await ok<Checkout>(authed(t, victim, 'POST', '/api/buy', { sku: '001' }));
    const attacker = await customer(t);
    const attempts = [
      () => get(`/api/checkout/return/${orderId}?cancelled=1`),
      () => get(`/api/checkout/return/${orderId.toUpperCase()}?cancelled=1`),
      () => authed(t, attacker, 'GET', `/api/checkout/return/${orderId}?cancelled=1`),
      () => get(`/api/checkout/return/${orderId}?cancelled=1&sig=${'0'.repeat(64)}`),
      () => get(`/api/checkout/return/${orderId}?cancelled=1&sig=not-hex`),
    ];
    for (const attempt of attempts) expectError(await attempt(), 403, INVALID, 'RETURN_LINK_INVALID');
    expect((await orderRow(t, orderId)).status).toBe('pending');
  });

  it('a signature is good for its own order and outcome only', async () => {
    const victim = await customer(t);
    const { orderId } = await ok<Checkout>(authed(t, victim, 'POST', '/api/buy', { sku: '001' }));
    const attacker = await customer(t);
    const own = await ok<Checkout>(authed(t, attacker, 'POST', '/api/buy', { sku: '001' }));
    // The attacker's own cancel link, pointed at the victim's order.
    const ownCancelSig = new URL(`http://x${await returnLink(t, own.orderId, true)}`).searchParams.get('sig');
    expectError(await get(`/api/checkout/return/${orderId}?cancelled=1&sig=${ownCancelSig}`), 403, INVALID, 'RETURN_LINK_INVALID');
    // The victim's return link (which a provider's page shows in the address bar) does not cancel.
    expectError(await get(`${await returnLink(t, orderId)}&cancelled=1`), 403, INVALID, 'RETURN_LINK_INVALID');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect((await orderRow(t, own.orderId)).status).toBe('pending');
  });

  it('the signed cancel link cancels; the signed return link shows the outcome', async () => {
    const c = await customer(t);
    const { orderId } = await ok<Checkout>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expect(location(await get(await returnLink(t, orderId)))).toBe(`${t.config.appUrl}/payment-result?paymentFeedback=true&status=processing&invoiceId=${orderId}`);
    expect(location(await get(await returnLink(t, orderId, true)))).toBe(`${t.config.appUrl}/payment-result?status=cancelled`);
    expect((await orderRow(t, orderId)).status).toBe('cancelled');
  });

  it('an unsigned plain return reveals nothing (no invoice number) and changes nothing', async () => {
    const c = await customer(t);
    const { nextStepURL, orderId } = await ok<Checkout>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expect((await payOnSandbox(t, nextStepURL)).landing).toContain('status=success');
    const res = await get(`/api/checkout/return/${orderId}`);
    expectError(res, 403, INVALID, 'RETURN_LINK_INVALID');
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toMatch(/RS-\d{4}/);
    expectError(await get(`/api/checkout/return/${randomUUID()}?cancelled=1`), 403, INVALID, 'RETURN_LINK_INVALID');
  });

  it('the sandbox\'s hosted page needs its signed link: no page, no payment, no cancel by order id alone', async () => {
    const c = await customer(t, 'US');
    const { nextStepURL, orderId } = await ok<Checkout>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    const bare = `/api/sandbox-pay/checkout/${orderId}`;
    const form = { payload: new URLSearchParams({ number: '4242424242424242', expiry: '12/39', cvc: '123' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    expectError(await get(bare), 403, 'This checkout link is not valid.', 'CHECKOUT_LINK_INVALID');
    expectError(await get(`${bare}?sig=${'a'.repeat(64)}`), 403, undefined, 'CHECKOUT_LINK_INVALID');
    expectError(await t.app.inject({ method: 'POST', url: bare, ...form }), 403, undefined, 'CHECKOUT_LINK_INVALID');
    expectError(await t.app.inject({ method: 'POST', url: `${bare}/cancel` }), 403, undefined, 'CHECKOUT_LINK_INVALID');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect((await balances(t, c)).tokenBalance).toBe(0);
    // The page's forms carry the signature; paying through them works.
    const page = await get(new URL(nextStepURL).pathname + new URL(nextStepURL).search);
    const sig = new URL(nextStepURL).searchParams.get('sig')!;
    expect(page.body).toContain(`action="${bare}?sig=${sig}"`);
    expect(page.body).toContain(`action="${bare}/cancel?sig=${sig}"`);
    // An HTML page under /api: the pages' security headers (its inline styles allowed), not the API's.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await payOnSandbox(t, nextStepURL)).landing).toContain('status=success');
  });
});

describe.each(BACKENDS)('signed return links with PayPal on %s', (backend) => {
  let t: TestApp;
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp(backend, {
      seed: true, env: { PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_WEBHOOK_ID: fake.webhookId, PAYPAL_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('PayPal gets signed links; an outsider\'s unsigned return neither captures nor cancels the approved order', async () => {
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId } = await ok<Checkout>(authed(t, c, 'POST', '/api/buy', { sku: '001', paymentProcessor: 'paypal' }));
    const context = (fake.find('POST', '/v2/checkout/orders').at(-1)!.body as { payment_source: { paypal: { experience_context: Record<string, string> } } })
      .payment_source.paypal.experience_context;
    expect(context.return_url).toBe(`${t.config.appUrl}${await returnLink(t, orderId)}`);
    expect(context.cancel_url).toBe(`${t.config.appUrl}${await returnLink(t, orderId, true)}`);
    const token = new URL(nextStepURL).searchParams.get('token')!;
    fake.approve(token);
    expectError(await t.app.inject({ method: 'GET', url: `/api/checkout/return/${orderId}?token=${token}&PayerID=X` }), 403, INVALID, 'RETURN_LINK_INVALID');
    expectError(await t.app.inject({ method: 'GET', url: `/api/checkout/return/${orderId}?cancelled=1&token=${token}` }), 403, INVALID, 'RETURN_LINK_INVALID');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(fake.find('POST', `/v2/checkout/orders/${token}/capture`)).toHaveLength(0);
    // The buyer's own return (PayPal adds its parameters to our signed link) captures.
    const back = location(await t.app.inject({ method: 'GET', url: `${await returnLink(t, orderId)}&token=${token}&PayerID=PAYER-ONE` }));
    expect(back).toMatch(/status=success&invoiceId=RS-/);
    expect((await balances(t, c)).tokenBalance).toBe(100);
  });
});
