import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, userRow } from './support/accounts';
import {
  CARD_DECLINED, admin, balances, bought, customer, ok, orderRow, payOnSandbox, returnLink, subscribe, subscribed, userData,
} from './support/billingFlows';
import { billingInvoices } from '../../server/db/schema';

async function pdfText(file: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}

describe.each(BACKENDS)('prices, coupons, invoices and referrals on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  it('computes a price for an EU and a non-EU buyer', async () => {
    const de = await customer(t, 'DE');
    const us = await customer(t, 'US');
    const hu = await customer(t, 'HU');
    const fi = await customer(t, 'FI');
    expect(await ok(authed(t, de, 'GET', '/api/price?sku=020'))).toEqual({
      sku: '020', currency: 'EUR', netCents: 4800, discountCents: 0, vatRateBp: 1900, vatCents: 912, totalCents: 5712,
      net: '48.00', discount: '0.00', vat: '9.12', total: '57.12', vatRate: '19', vatApplied: true, vatCountry: 'DE', country: 'DE', coupon: null, vatId: null, reverseCharge: false,
      renewal: { netCents: 4800, vatCents: 912, totalCents: 5712, total: '57.12' },
    });
    expect(await ok(authed(t, us, 'GET', '/api/price?sku=020'))).toMatchObject({ netCents: 4800, vatCents: 0, totalCents: 4800, total: '48.00', vatApplied: false, vatCountry: null, country: 'US' });
    expect(await ok(authed(t, hu, 'GET', '/api/price?sku=050&interval=YEAR'))).toMatchObject({ sku: '050y', netCents: 548900, vatCents: 148203, totalCents: 697103, vatRate: '27' });
    expect(await ok(authed(t, fi, 'GET', '/api/price?sku=001'))).toMatchObject({ vatRate: '25.5', vatCents: 255, totalCents: 1255, renewal: null });
    expectError(await authed(t, de, 'GET', '/api/price?sku=nope'), 400, undefined, 'UNKNOWN_SKU');
    expectError(await authed(t, de, 'GET', '/api/price?sku=040'), 400, 'This plan is not sold.', 'PLAN_NOT_SOLD');
    expectError(await t.app.inject({ method: 'GET', url: '/api/price?sku=020' }), 401);
  });

  it('lists the catalogue by SKU, publicly, with prices in cents and as decimals', async () => {
    const res = await ok<Record<string, unknown>[]>(t.app.inject({ method: 'GET', url: '/api/catalog?skus=010,020,100,200,300,400,500,600' }));
    expect(res.map((e) => e.sku)).toEqual(['010', '020', '100', '200', '300', '400', '500', '600']);
    expect(res[1]).toMatchObject({ name: 'Premium', price: '48.00', priceCents: 4800, currency: 'EUR', quantity: 1, hide: false, interval: 'MONTH', yearlySku: '020y', tokens: 50, resets: 2 });
    expect(res[0]).toMatchObject({ sku: '010', hide: true, purchasable: false });
    expect(res[7]).toMatchObject({ sku: '600', quantity: 300, price: '68.00', uiLabel: '+300 Tickers' });
    const all = await ok<Record<string, unknown>[]>(t.app.inject({ method: 'GET', url: '/api/catalog' }));
    expect(all.find((e) => e.sku === '002pp')).toMatchObject({ hide: true, quantity: 5000, price: '40.00', listPrice: '200.00' });
    expect(all.find((e) => e.sku === '003')).toMatchObject({ hide: false, quantity: 1000, price: '40.00' });
    expectError(await t.app.inject({ method: 'GET', url: '/api/catalog?skus=<script>' }), 400);
  });

  it('coupons: admins create them, a buyer applies one at checkout, the first period only', async () => {
    const a = await admin(t);
    const c = await customer(t, 'DE');
    expectError(await authed(t, c, 'POST', '/api/createCoupon', { code: 'NOPE', percentOff: 10 }), 403);
    const made = await ok<{ coupon: Record<string, unknown> }>(authed(t, a, 'POST', '/api/createCoupon', { code: 'spring25', percentOff: 25, skus: ['020', '001'], maxRedemptions: 2 }));
    expect(made.coupon).toMatchObject({ code: 'SPRING25', percentOff: 25, redeemedCount: 0, maxRedemptions: 2 });
    expectError(await authed(t, a, 'POST', '/api/createCoupon', { code: 'SPRING25', percentOff: 5 }), 409, undefined, 'COUPON_EXISTS');
    expectError(await authed(t, a, 'POST', '/api/createCoupon', { code: 'BOTH', percentOff: 5, amountOffCents: 100 }), 400);
    expectError(await authed(t, a, 'POST', '/api/createCoupon', { code: 'NONE' }), 400);
    const fixed = await ok<{ coupon: { code: string } }>(authed(t, a, 'POST', '/api/createCoupon', { amountOffCents: 500, validUntil: new Date(t.clock.now.getTime() + 60_000).toISOString() }));
    expect(fixed.coupon.code).toMatch(/^[0-9A-F]{10}$/);

    expect(await ok(authed(t, c, 'GET', '/api/price?sku=020&coupon=spring25'))).toMatchObject({
      netCents: 4800, discountCents: 1200, vatCents: 684, totalCents: 4284, coupon: 'SPRING25', renewal: { totalCents: 5712 },
    });
    expectError(await authed(t, c, 'GET', '/api/price?sku=060&coupon=SPRING25'), 400, 'This coupon is not valid for this product.', 'COUPON_INVALID');
    expectError(await authed(t, c, 'GET', '/api/price?sku=020&coupon=WHATEVER'), 400, 'This coupon is not valid.', 'COUPON_INVALID');

    const { nextStepURL, orderId } = await subscribe(t, c, { sku: '020', coupon: 'SPRING25' });
    await payOnSandbox(t, nextStepURL, { number: CARD_DECLINED });
    const coupons = async () => (await ok<{ coupons: { code: string; redeemedCount: number }[] }>(authed(t, a, 'GET', '/api/coupons'))).coupons;
    expect((await coupons()).find((x) => x.code === 'SPRING25')!.redeemedCount).toBe(0);
    await payOnSandbox(t, nextStepURL);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', discountCents: 1200, totalCents: 4284, couponCode: 'SPRING25' });
    expect((await coupons()).find((x) => x.code === 'SPRING25')!.redeemedCount).toBe(1);
    const other = await customer(t, 'US');
    await bought(t, other, '001', { coupon: 'SPRING25' });
    expect((await coupons()).find((x) => x.code === 'SPRING25')!.redeemedCount).toBe(2);
    expectError(await authed(t, other, 'POST', '/api/buy', { sku: '001', coupon: 'SPRING25' }), 400, 'This coupon has been used up.', 'COUPON_INVALID');
    t.clock.advance(120_000);
    expectError(await authed(t, other, 'POST', '/api/buy', { sku: '001', coupon: fixed.coupon.code }), 400, 'This coupon has expired.', 'COUPON_INVALID');
  });

  it('a 100 % coupon on a pack needs no payment', async () => {
    const a = await admin(t);
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code: 'FREEPACK', percentOff: 100, skus: ['007'] }));
    const c = await customer(t, 'DE');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '007', coupon: 'FREEPACK' }));
    expect(nextStepURL).toBe(`${t.config.appUrl}${await returnLink(t, orderId)}`);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'paid', totalCents: 0 });
    expect((await balances(t, c)).resetBalance).toBe(1);
  });

  it('issues a PDF invoice with the VAT lines, to its owner and admins only', async () => {
    const de = await customer(t, 'DE');
    await ok(authed(t, de, 'POST', '/api/userData', { addressDetails: { address: 'Hauptstraße 5', city: 'München', postalCode: '80331' } }));
    const out = await subscribed(t, de, '060');
    const invoiceId = new URL(`http://x${out.landing}`).searchParams.get('invoiceId')!;
    const res = await authed(t, de, 'GET', `/api/downloadInvoice?invoiceID=${invoiceId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoiceId}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const part of [invoiceId, 'Tess Tester', 'Hauptstraße 5', '80331 München', 'Germany', 'Elite', 'EUR 76.00', 'Net amount', 'VAT 19 % (DE)', 'EUR 14.44', 'Total', 'EUR 90.44', 'Visa •••• 4242']) {
      expect(text).toContain(part);
    }
    const us = await customer(t, 'US');
    const usOut = await bought(t, us, '001');
    const usInvoice = new URL(`http://x${usOut.landing}`).searchParams.get('invoiceId')!;
    const usText = await pdfText((await authed(t, us, 'GET', `/api/downloadInvoice?invoiceID=${usInvoice}`)).rawPayload);
    expect(usText).toContain('VAT 0 % (buyer outside the EU)');
    expect(usText).toContain('EUR 10.00');
    expectError(await authed(t, us, 'GET', `/api/downloadInvoice?invoiceID=${invoiceId}`), 404);
    expect((await authed(t, await admin(t), 'GET', `/api/downloadInvoice?invoiceID=${invoiceId}`)).statusCode).toBe(200);
    expectError(await authed(t, us, 'GET', '/api/downloadInvoice?invoiceID=RS-1999-000001'), 404);
  });

  it('numbers invoices without gaps per year; failed payments take no number', async () => {
    const c = await customer(t, 'US');
    const { nextStepURL } = await ok<{ nextStepURL: string }>(authed(t, c, 'POST', '/api/buy', { sku: '000' }));
    await payOnSandbox(t, nextStepURL, { number: CARD_DECLINED });
    await bought(t, c, '000');
    await Promise.all([bought(t, await customer(t, 'US'), '000'), bought(t, await customer(t, 'US'), '000')]);
    const rows = await t.database.db.select({ year: billingInvoices.year, seq: billingInvoices.seq, number: billingInvoices.number }).from(billingInvoices).orderBy(asc(billingInvoices.seq));
    const year = rows[0]!.year;
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => r.number === `RS-${year}-${String(r.seq).padStart(6, '0')}`)).toBe(true);
  });

  it('a referred user\'s first payment credits the referrer 50 tokens, once', async () => {
    const referrer = await customer(t, 'US');
    const code = (await userRow(t, referrer.username)).referralCode;
    const referred = await newSession(t, { referralCode: code, country: { code: 'US' } });
    const info = await ok(authed(t, referrer, 'GET', '/api/referral'));
    expect(info).toMatchObject({ referralCode: code, referralLink: `${t.config.appUrl}/register?referralId=${code}`, referredUsers: 1, payingReferredUsers: 0, rewardsEarned: 0 });
    await bought(t, referred, '000');
    await bought(t, referred, '000');
    expect((await balances(t, referrer)).tokenBalance).toBe(50);
    expect(await ok(authed(t, referrer, 'GET', '/api/referral'))).toMatchObject({ payingReferredUsers: 1, rewardsEarned: 1 });
    expect((await userData(t, referred)).tokenBalance).toBe(2);
  });
});
