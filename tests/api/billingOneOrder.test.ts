/**
 * One order at a time (issue 29, scope 5): concurrent checkouts of one plan share the pending
 * order (a unique index keeps one pending order per user and SKU), two tabs paying it end with one
 * subscription, and the second payment is refunded automatically and mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed } from './support/accounts';
import { CARD_OK, customer, ok, payOnSandbox, subscriptionRows } from './support/billingFlows';
import { billingOrders, billingRefunds } from '../../server/db/schema';

describe.each(BACKENDS)('one order at a time on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); }, 240_000);
  afterAll(async () => { await t.close(); });

  const ordersOf = (userId: string) => t.database.db.select().from(billingOrders).where(eq(billingOrders.userId, userId));

  it('two concurrent checkouts of one plan answer one pending order; paying it from two tabs ends with one subscription and one refunded payment, mailed', async () => {
    const c = await customer(t, 'DE');
    const [a, b] = await Promise.all([0, 1].map(() => ok<{ orderId: string; nextStepURL: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '060' }))));
    expect(a!.orderId).toBe(b!.orderId);
    expect((await ordersOf(c.userId)).filter((o) => o.status === 'pending')).toHaveLength(1);

    const path = (u: string): string => new URL(u).pathname + new URL(u).search;
    await Promise.all([t.app.inject({ method: 'GET', url: path(a!.nextStepURL) }), t.app.inject({ method: 'GET', url: path(b!.nextStepURL) })]);
    const form = new URLSearchParams({ number: CARD_OK, expiry: '12/39', cvc: '123', name: 'Tess Tester' }).toString();
    const post = () => t.app.inject({ method: 'POST', url: path(a!.nextStepURL), payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const mailsBefore = t.mails.length;
    await Promise.all([post(), post()]);

    const subs = await subscriptionRows(t, c.userId);
    expect(subs.filter((s) => !s.endedAt)).toHaveLength(1);
    const orders = await ordersOf(c.userId);
    expect(orders.filter((o) => o.status === 'paid')).toHaveLength(1);
    const refused = orders.filter((o) => o.status === 'refused');
    // Both posts may see the open order (two payments) or the second may find it paid (one payment).
    if (refused.length) {
      expect(refused).toHaveLength(1);
      const refunds = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, refused[0]!.id));
      expect(refunds).toMatchObject([{ reason: 'duplicate_payment', status: 'succeeded', amountCents: refused[0]!.totalCents }]);
      const mail = t.mails.slice(mailsBefore).find((m) => m.kind === 'billingSecondPaymentRefund');
      expect(mail?.to).toBe(c.email);
    }
  });

  it('a second payment event for a paid order (another payment id) is refunded in full and mailed; the same event again changes nothing', async () => {
    const c = await customer(t, 'US');
    const { orderId, nextStepURL } = await ok<{ orderId: string; nextStepURL: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '020' }));
    await payOnSandbox(t, nextStepURL);
    const { deliverSandboxEvent } = await import('../../server/billing/providers/sandbox');
    const { billingServices } = await import('../../server/billing/services');
    const mailsBefore = t.mails.length;
    const event = { kind: 'payment.succeeded' as const, orderId, paymentRef: 'sbpay_second_tab', amountCents: 4800 };
    await deliverSandboxEvent(billingServices(t.app), event);
    await deliverSandboxEvent(billingServices(t.app), event);
    const dup = await t.database.db.select().from(billingOrders).where(and(eq(billingOrders.userId, c.userId), eq(billingOrders.status, 'refused')));
    expect(dup).toHaveLength(1);
    expect(dup[0]).toMatchObject({ providerPaymentId: 'sbpay_second_tab', refundedCents: 4800, sku: '020' });
    const refunds = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, dup[0]!.id));
    expect(refunds).toMatchObject([{ reason: 'duplicate_payment', status: 'succeeded', amountCents: 4800 }]);
    expect((await subscriptionRows(t, c.userId)).filter((s) => !s.endedAt)).toHaveLength(1);
    const mails = t.mails.slice(mailsBefore).filter((m) => m.kind === 'billingSecondPaymentRefund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('EUR 48.00');
  });

  it('a new checkout with other terms replaces the pending order; a late payment of the replaced order is refunded, not a second subscription', async () => {
    const c = await customer(t, 'DE');
    const first = await ok<{ orderId: string; nextStepURL: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '020' }));
    const second = await ok<{ orderId: string; nextStepURL: string }>(authed(t, c, 'POST', '/api/subscribe', { sku: '020', paymentProcessor: 'paypal' }));
    expect(second.orderId).not.toBe(first.orderId);
    const rows = await ordersOf(c.userId);
    expect(rows.find((o) => o.id === first.orderId)?.status).toBe('cancelled');
    await payOnSandbox(t, second.nextStepURL, { email: 'buyer@example.com' });
    // The replaced order's page is closed; a provider that still takes its payment (a late webhook) is answered with a refund.
    const page = await t.app.inject({ method: 'GET', url: new URL(first.nextStepURL).pathname + new URL(first.nextStepURL).search });
    expect(page.statusCode).toBe(303);
    const { deliverSandboxEvent } = await import('../../server/billing/providers/sandbox');
    const { billingServices } = await import('../../server/billing/services');
    await deliverSandboxEvent(billingServices(t.app), { kind: 'payment.succeeded', orderId: first.orderId, paymentRef: 'sbpay_late_tab', amountCents: 5712 });
    expect((await subscriptionRows(t, c.userId)).filter((s) => !s.endedAt)).toHaveLength(1);
    const late = (await ordersOf(c.userId)).find((o) => o.id === first.orderId)!;
    expect(late).toMatchObject({ status: 'refused' });
    expect(t.mails.some((m) => m.kind === 'billingSecondPaymentRefund' && m.to === c.email)).toBe(true);
  });

  it('the database keeps one pending order per user and SKU', async () => {
    const c = await customer(t, 'DE');
    const base = { userId: c.userId, kind: 'purchase', sku: '001', provider: 'sandbox', netCents: 1000, vatRateBp: 0, vatCents: 0, totalCents: 1000, countryCode: 'DE' };
    await t.database.db.insert(billingOrders).values(base);
    await expect(t.database.db.insert(billingOrders).values(base)).rejects.toThrow();
  });
});
