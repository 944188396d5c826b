import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, LONG_SESSIONS, type TestApp } from './support/testApp';
import { authed, expectError, userRow } from './support/accounts';
import {
  CARD_FAILS_RENEWAL, CARD_OK, CARD_OK_2, balances, customer, ok, orderRow, payOnSandbox, subscribe, subscribed, subscriptionRows, userData,
  type Customer,
} from './support/billingFlows';
import { billingOrders, billingRefunds } from '../../server/db/schema';
import { spend } from '../../server/users/balances';

describe.each(BACKENDS)('subscriptions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { ...LONG_SESSIONS } }); });
  afterAll(async () => { await t.close(); });

  const at = (iso: string): void => { t.clock.now = new Date(iso); };
  const check = (c: Customer) => ok<Record<string, unknown>>(authed(t, c, 'GET', '/api/userSubscriptionTimeLeftCheck'));
  const cancel = (c: Customer, ids: string[]) => authed(t, c, 'POST', '/api/cancelSub', { ids });
  const running = async (c: Customer) => ok<Record<string, unknown>[]>(authed(t, c, 'GET', '/api/activeSubscriptions'));

  it('Premium sets plan, package, modules and primary SKU, credits 50 tokens and 2 resets, and tells open clients to reload', async () => {
    at('2026-03-10T09:00:00Z');
    const c = await customer(t, 'DE');
    const before = (await userRow(t, c.username)).userStateVersion;
    const out = await subscribed(t, c, '020');
    expect(out.landing).toContain('status=success');
    const user = await userData(t, c);
    expect(user).toMatchObject({ plan: 'premium', userPackage: 'FULL-ACCESS', primaryPlanSKU: '020', tokenBalance: 50, resetBalance: 2 });
    expect(user.modules).toEqual(expect.arrayContaining(['FREE', 'PREMIUM', 'BASIC_OR_PREMIUM']));
    expect((await userRow(t, c.username)).userStateVersion).toBe(before + 1);
    expect((await balances(t, c)).tickersPerMonth).toBe(50);
    const subs = await running(c);
    expect(subs).toEqual([expect.objectContaining({
      sku: '020', type: 'card', paymentProcessor: 'sandbox', cancelled: false, interval: 'MONTH', date: '2026-03-10T09:00:00.000Z',
      cycleEnd: '2026-04-10T09:00:00.000Z', priceCents: 4800, price: '48.00', status: 'active', description: 'Premium',
    })]);
    expect(user.subsActiveOnLogin).toEqual([{ type: 'card', id: subs[0]!.id, cancelled: false, sku: '020' }]);
  });

  it('a yearly plan credits 600 tokens and 24 resets', async () => {
    const c = await customer(t, 'US');
    await subscribed(t, c, '060', CARD_OK, { interval: 'YEAR' });
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060y', tokenBalance: 600, resetBalance: 24 });
    expect((await balances(t, c)).tickersPerMonth).toBe(150);
  });

  it('refuses a second plan, with "Already Subscribed to yearly plan" from a yearly one', async () => {
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    expectError(await authed(t, c, 'POST', '/api/subscribe', { sku: '060' }), 409, undefined, 'ALREADY_SUBSCRIBED');
    const y = await customer(t, 'US');
    await subscribed(t, y, '020y');
    expectError(await authed(t, y, 'POST', '/api/subscribe', { sku: '070' }), 409, 'Already Subscribed to yearly plan', 'ALREADY_SUBSCRIBED_YEARLY');
    const sub = (await running(y))[0]!;
    expectError(await authed(t, y, 'POST', '/api/moveSub', { sku: '020y', subId: sub.id }), 409, 'Already Subscribed to yearly plan', 'ALREADY_SUBSCRIBED_YEARLY');
  });

  it('renews on the same date, or on the month end, through the morning check', async () => {
    at('2026-01-31T10:00:00Z');
    const c = await customer(t, 'DE');
    await subscribed(t, c, '020');
    const [sub] = await subscriptionRows(t, c.userId);
    expect(sub!.currentPeriodEnd.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    at('2026-02-27T10:00:00Z');
    expect(await check(c)).toMatchObject({ scope: 'own', renewed: 0 });
    at('2026-02-28T11:00:00Z');
    expect(await check(c)).toMatchObject({ renewed: 1, ended: 0 });
    expect(await check(c)).toMatchObject({ renewed: 0 });
    const [renewed] = await subscriptionRows(t, c.userId);
    expect(renewed).toMatchObject({ periodIndex: 2, status: 'active' });
    expect(renewed!.currentPeriodEnd.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(await balances(t, c)).toMatchObject({ tokenBalance: 100, resetBalance: 4 });
    const orders = await t.database.db.select().from(billingOrders).where(eq(billingOrders.userId, c.userId));
    expect(orders.map((o) => [o.kind, o.status, o.totalCents]).sort()).toEqual([['renewal', 'paid', 5712], ['subscription', 'paid', 5712]]);
    const history = (await userData(t, c)).billingHistory as { invoiceId: string }[];
    expect(history).toHaveLength(2);
    at('2026-03-31T10:30:00Z');
    expect(await check(c)).toMatchObject({ renewed: 1 });
    expect((await subscriptionRows(t, c.userId))[0]!.currentPeriodEnd.toISOString()).toBe('2026-04-30T10:00:00.000Z');
  });

  it('a declined renewal keeps access through the grace days, then the plan ends', async () => {
    at('2026-05-05T08:00:00Z');
    const c = await customer(t, 'DE');
    await subscribed(t, c, '020', CARD_FAILS_RENEWAL);
    const version = (await userRow(t, c.username)).userStateVersion;
    at('2026-06-05T09:00:00Z');
    expect(await check(c)).toMatchObject({ renewed: 0, renewalsFailed: 1 });
    expect((await subscriptionRows(t, c.userId))[0]!.status).toBe('past_due');
    expect((await userData(t, c)).plan).toBe('premium');
    at('2026-06-09T09:00:00Z');
    expect(await check(c)).toMatchObject({ ended: 1 });
    const user = await userData(t, c);
    expect(user).toMatchObject({ plan: 'demo', primaryPlanSKU: null, userPackage: 'EOD-ACCESS' });
    expect(user.modules).not.toContain('PREMIUM');
    expect((await userRow(t, c.username)).userStateVersion).toBeGreaterThan(version);
    expect((await subscriptionRows(t, c.userId))[0]).toMatchObject({ status: 'ended', endReason: 'renewal payment failed' });
  });

  it('a card subscription is cancelled at once with a pro-rata refund', async () => {
    at('2026-04-01T00:00:00Z');
    const c = await customer(t, 'DE');
    const out = await subscribed(t, c, '020');
    const [sub] = await subscriptionRows(t, c.userId);
    at('2026-04-16T00:00:00Z');
    const res = await ok<{ success: boolean; cancelled: Record<string, unknown>[] }>(cancel(c, [sub!.id]));
    expect(res.cancelled).toEqual([{ id: sub!.id, sku: '020', cancelled: true, immediate: true, refundCents: 2856, endsAt: '2026-04-16T00:00:00.000Z' }]);
    expect(await orderRow(t, out.orderId)).toMatchObject({ status: 'partially_refunded', refundedCents: 2856 });
    const refunds = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, out.orderId));
    expect(refunds).toEqual([expect.objectContaining({ amountCents: 2856, reason: 'pro_rata', status: 'succeeded' })]);
    expect(await userData(t, c)).toMatchObject({ plan: 'demo' });
    expect(await running(c)).toEqual([]);
    const all = await ok<Record<string, unknown>[]>(authed(t, c, 'GET', '/api/subscriptions'));
    expect(all).toEqual([expect.objectContaining({ id: sub!.id, cancelled: true, active: false, status: 'ended' })]);
    expectError(await cancel(c, [sub!.id]), 404, undefined, 'SUBSCRIPTION_NOT_FOUND');
  });

  it('a PayPal subscription runs to the end of its cycle without refund', async () => {
    at('2026-04-01T00:00:00Z');
    const c = await customer(t, 'DE');
    const { nextStepURL } = await subscribe(t, c, { sku: '020', paymentProcessor: 'paypal' });
    await payOnSandbox(t, nextStepURL, { outcome: 'approve' });
    const [sub] = await subscriptionRows(t, c.userId);
    at('2026-04-20T00:00:00Z');
    const res = await ok<{ cancelled: Record<string, unknown>[] }>(authed(t, c, 'POST', '/api/paypal/cancelSub', { id: sub!.id }));
    expect(res).toMatchObject({ success: true, immediate: false, refundCents: 0, endsAt: '2026-05-01T00:00:00.000Z' });
    expect(await running(c)).toEqual([expect.objectContaining({ id: sub!.id, cancelled: true, type: 'paypal' })]);
    expect((await userData(t, c)).plan).toBe('premium');
    at('2026-05-01T06:00:00Z');
    expect(await check(c)).toMatchObject({ ended: 1, renewed: 0 });
    expect((await userData(t, c)).plan).toBe('demo');
    const card = await customer(t, 'DE');
    await subscribed(t, card, '020');
    const [cardSub] = await subscriptionRows(t, card.userId);
    expectError(await authed(t, card, 'POST', '/api/paypal/cancelSub', { id: cardSub!.id }), 400, 'This is not a PayPal subscription.', 'NOT_PAYPAL');
  });

  it('a renewal cancelled within 2 calendar days is refunded in full and its unspent credits taken back', async () => {
    at('2026-06-10T08:00:00Z');
    const c = await customer(t, 'DE');
    await subscribed(t, c, '020');
    at('2026-07-10T09:00:00Z');
    expect(await check(c)).toMatchObject({ renewed: 1 });
    await spend(t.database.db, { userId: c.userId, account: 'token', amount: 30, reason: 'test' });
    expect(await balances(t, c)).toMatchObject({ tokenBalance: 70, resetBalance: 4 });
    at('2026-07-12T20:00:00Z');
    const [sub] = await subscriptionRows(t, c.userId);
    const res = await ok<{ cancelled: Record<string, unknown>[] }>(cancel(c, [sub!.id]));
    expect(res.cancelled[0]).toMatchObject({ immediate: true, refundCents: 5712 });
    const renewal = (await t.database.db.select().from(billingOrders).where(eq(billingOrders.userId, c.userId))).find((o) => o.kind === 'renewal')!;
    expect(renewal).toMatchObject({ status: 'refunded', refundedCents: 5712 });
    expect(await balances(t, c)).toMatchObject({ tokenBalance: 20, resetBalance: 2 });
  });

  it('moves between plans by the allowed-changes table; the old plan ends once the new one is paid', async () => {
    at('2026-08-01T00:00:00Z');
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    const [premium] = await subscriptionRows(t, c.userId, '020');
    const move = (sku: string) => authed(t, c, 'POST', '/api/moveSub', { sku, subId: premium!.id, paymentProcessor: 'card', redirectionUrl: '/dashboard/settings/4' });
    expectError(await authed(t, c, 'POST', '/api/moveSub', { sku: '900', subId: premium!.id }), 409, 'A change from 020 to 900 is not possible.', 'CHANGE_NOT_ALLOWED');
    at('2026-08-11T00:00:00Z');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(move('060'));
    expect((await subscriptionRows(t, c.userId, '020'))[0]!.endedAt).toBeNull();
    const out = await payOnSandbox(t, nextStepURL);
    expect(out.landing).toMatch(/^\/dashboard\/settings\/4\?paymentFeedback=true&status=success/);
    expect((await subscriptionRows(t, c.userId, '020'))[0]).toMatchObject({ status: 'ended', endReason: 'replaced' });
    const refunds = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, premium!.lastOrderId!));
    expect(refunds[0]).toMatchObject({ amountCents: Math.floor((4800 * 21) / 31), status: 'succeeded' });
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060' });
    const [elite] = await subscriptionRows(t, c.userId, '060');
    const moveElite = (sku: string) => authed(t, c, 'POST', '/api/moveSub', { sku, subId: elite!.id });
    expectError(await moveElite('050'), 409, undefined, 'CHANGE_NOT_ALLOWED');
    expect((await ok<{ nextStepURL: string }>(moveElite('070'))).nextStepURL).toContain('/api/sandbox-pay/checkout/');
    const yearly = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/moveSub', { sku: '060', interval: 'YEAR', subId: elite!.id }));
    await payOnSandbox(t, yearly.nextStepURL);
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060y' });
  });

  it('moving the crypto plan to yearly cancels the monthly one by id and keeps the Crypto module', async () => {
    const c = await customer(t, 'US');
    await subscribed(t, c, '900');
    const [monthly] = await subscriptionRows(t, c.userId, '900');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/moveSub', { sku: '900y', subId: monthly!.id }));
    await payOnSandbox(t, nextStepURL);
    expect((await subscriptionRows(t, c.userId, '900'))[0]).toMatchObject({ status: 'ended', endReason: 'replaced' });
    expect((await subscriptionRows(t, c.userId, '900y'))[0]).toMatchObject({ status: 'active', interval: 'YEAR' });
    expect((await userData(t, c)).modules).toContain('Crypto');
  });

  it('extra tickers need a Premium or Elite base, add to the allowance, and the 300 pack unlocks the discounted pack', async () => {
    at('2026-09-01T00:00:00Z');
    const free = await customer(t, 'US');
    expectError(await authed(t, free, 'POST', '/api/subscribe', { sku: '100' }), 409, 'add-ons require a base Premium or Elite subscription', 'ADDON_NEEDS_BASE');
    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    expectError(await authed(t, c, 'POST', '/api/subscribe', { sku: '100d' }), 403, undefined, 'ADDON_DISCOUNT_NOT_ALLOWED');
    await subscribed(t, c, '200');
    expect((await balances(t, c)).tickersPerMonth).toBe(150);
    expect((await userData(t, c)).modules).toEqual(expect.arrayContaining(['ApiAccess', 'ChartingAppAccess']));
    expectError(await authed(t, c, 'POST', '/api/subscribe', { sku: '200' }), 409, 'You already have this add-on.', 'ALREADY_SUBSCRIBED');
    const addons = async () => (await ok<{ sku: string }[]>(authed(t, c, 'GET', '/api/catalog/tickerAddons'))).map((a) => a.sku);
    expect(await addons()).toEqual(['100', '100y', '200', '200y', '300', '300y', '400', '400y', '500', '500y', '600', '600y']);
    await subscribed(t, c, '600', CARD_OK, { interval: 'MONTH' });
    expect((await userData(t, c)).perks).toEqual({ ownsBiggestTickerAddon: true });
    expect(await addons()).toEqual(['200', '200y', '300', '300y', '400', '400y', '500', '500y', '600', '600y', '100d', '100dy']);
    const price = await ok(authed(t, c, 'GET', '/api/price?sku=100d'));
    expect(price).toMatchObject({ totalCents: 1000, vatApplied: false });
    await subscribed(t, c, '100d');
    expect((await balances(t, c)).tickersPerMonth).toBe(50 + 100 + 300 + 50);
    // Cancel one add-on and proceed with another (the confirmation's "cancel and proceed").
    const [pack200] = await subscriptionRows(t, c.userId, '200');
    await ok(cancel(c, [pack200!.id]));
    await subscribed(t, c, '300');
    expect((await balances(t, c)).tickersPerMonth).toBe(50 + 150 + 300 + 50);
    // Without the base plan the packs are suppressed and the client asks for a primary plan.
    const [premium] = await subscriptionRows(t, c.userId, '020');
    await ok(cancel(c, [premium!.id]));
    const user = await userData(t, c);
    expect(user.ui_flags).toMatchObject({ show_missing_primary_dialog: true });
    expect((user.ui_flags as { missing_primary_dialog_payload: { suppressedAddons: string[] } }).missing_primary_dialog_payload.suppressedAddons.sort()).toEqual(['100d', '300', '600']);
    expect((await balances(t, c)).tickersPerMonth).toBe(3);
    expect(user.modules).not.toContain('ApiAccess');
  });

  it('the Elite trial: EUR 1 for 30 days, one per card and account, not cancellable, then monthly Elite', async () => {
    at('2026-10-01T12:00:00Z');
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/eliteTrial'));
    expect(await orderRow(t, orderId)).toMatchObject({ sku: '060t', flow: 'trial', netCents: 100, vatCents: 19, totalCents: 119 });
    expect((await payOnSandbox(t, nextStepURL)).landing).toBe('/demo-offer-success');
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060t', tokenBalance: 50 });
    const [trial] = await subscriptionRows(t, c.userId);
    expect(trial).toMatchObject({ sku: '060t', status: 'trialing', priceCents: 7600 });
    expect(trial!.currentPeriodEnd.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    const local = await ok<Record<string, unknown>[]>(authed(t, c, 'GET', '/api/subscriptions?filterlocal=true'));
    expect(local).toEqual([expect.objectContaining({ id: trial!.id, type: 'local', sku: '060t' })]);
    expectError(await cancel(c, [trial!.id]), 400, 'A trial subscription cannot be cancelled. Subscribe to a plan instead.', 'TRIAL_NOT_CANCELLABLE');
    expectError(await authed(t, c, 'POST', '/api/eliteTrial', {}), 403, 'The Elite trial is for new customers only.', 'TRIAL_NOT_AVAILABLE');

    const again = await customer(t, 'DE');
    const second = await ok<{ nextStepURL: string; orderId: string }>(authed(t, again, 'POST', '/api/eliteTrial', {}));
    expect((await payOnSandbox(t, second.nextStepURL)).landing).toBe('/card-offer-already-used');
    expect(await userData(t, again)).toMatchObject({ plan: 'demo', tokenBalance: 0 });
    expect(await orderRow(t, second.orderId)).toMatchObject({ status: 'card_used', refundedCents: 119 });
    const refund = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, second.orderId));
    expect(refund[0]).toMatchObject({ reason: 'trial_card_used', amountCents: 119, status: 'succeeded' });

    at('2026-10-31T13:00:00Z');
    expect(await check(c)).toMatchObject({ renewed: 1 });
    const [converted] = await subscriptionRows(t, c.userId);
    expect(converted).toMatchObject({ sku: '060', status: 'active', periodIndex: 1 });
    expect(converted!.currentPeriodEnd.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060', tokenBalance: 100 });
    const renewal = (await t.database.db.select().from(billingOrders).where(eq(billingOrders.userId, c.userId))).find((o) => o.kind === 'renewal');
    expect(renewal).toMatchObject({ sku: '060', netCents: 7600, vatCents: 1444, totalCents: 9044 });
  });

  it('a declined trial payment lands on the demo-offer error page and leaves a free account', async () => {
    const c = await customer(t, 'US');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/eliteTrial'));
    expect((await payOnSandbox(t, nextStepURL, { number: '4000 0000 0000 0002' })).landing).toBe('/demo-offer-error');
    expect(await userData(t, c)).toMatchObject({ plan: 'demo' });
  });

  it('subscribing during the trial replaces it', async () => {
    const c = await customer(t, 'US');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/eliteTrial', {}));
    expect((await payOnSandbox(t, nextStepURL, { number: CARD_OK_2 })).landing).toBe('/demo-offer-success');
    expect((await subscriptionRows(t, c.userId, '060t'))[0]).toMatchObject({ status: 'trialing' });
    await subscribed(t, c, '070');
    expect((await subscriptionRows(t, c.userId, '060t'))[0]).toMatchObject({ status: 'ended', endReason: 'replaced' });
    expect(await userData(t, c)).toMatchObject({ plan: 'elitePlus', primaryPlanSKU: '070' });
  });

  it('the exclusive annual offer: EUR 497 a year, 600 tokens, its success and cancel pages', async () => {
    const c = await customer(t, 'US');
    const { nextStepURL, orderId } = await subscribe(t, c, { sku: '060x' });
    expect(await orderRow(t, orderId)).toMatchObject({ flow: 'exclusive', totalCents: 49700 });
    expect((await payOnSandbox(t, nextStepURL)).landing).toBe(`/exclusive-funnel/success?session_id=${orderId}`);
    expect(await userData(t, c)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060y', tokenBalance: 600 });
    expect((await subscriptionRows(t, c.userId))[0]).toMatchObject({ sku: '060y', priceCents: 49700, interval: 'YEAR' });
    const other = await customer(t, 'US');
    const second = await subscribe(t, other, { sku: '060x' });
    const page = new URL(second.nextStepURL);
    const cancelled = await t.app.inject({ method: 'POST', url: `${page.pathname}/cancel${page.search}` });
    const back = await t.app.inject({ method: 'GET', url: new URL(String(cancelled.headers.location)).pathname + new URL(String(cancelled.headers.location)).search });
    expect(back.headers.location).toBe(`${t.config.appUrl}/exclusive-funnel/cancel`);
  });
});
