/**
 * The member checkout's quote (issue 29, scopes 3 and 6): GET /api/price takes a VAT id typed at
 * the checkout (checked, not kept) and a coupon; a refused coupon or VAT id answers its `reason`
 * beside the code, so the screen can say which rule refused it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, expectError, type Session } from './support/accounts';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { admin, customer, ok, userData } from './support/billingFlows';
import type { CouponRefusal, PriceQuote } from '../../contracts';

describe.each(BACKENDS)('the checkout quote on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    a = await admin(t);
  }, 240_000);
  afterAll(async () => { await t.close(); });

  it('prices with a typed VAT id of another EU country at 0 % (reverse charge) without keeping it; a bad one answers its reason', async () => {
    const c = await customer(t, 'DE');
    const plain = await ok<PriceQuote>(authed(t, c, 'GET', '/api/price?sku=020'));
    expect(plain).toMatchObject({ vatRateBp: 1900, reverseCharge: false, vatId: null });
    const rc = await ok<PriceQuote>(authed(t, c, 'GET', '/api/price?sku=020&vatId=atu%2013585627'));
    expect(rc).toMatchObject({ vatRateBp: 0, vatCents: 0, totalCents: rc.netCents, reverseCharge: true, vatId: 'ATU13585627' });
    expect((await userData(t, c)).addressDetails ?? {}).not.toHaveProperty('vatId');
    const own = await ok<PriceQuote>(authed(t, c, 'GET', '/api/price?sku=020&vatId=DE136695976'));
    expect(own).toMatchObject({ vatRateBp: 1900, reverseCharge: false, vatId: 'DE136695976' });
    const bad = expectError(await authed(t, c, 'GET', '/api/price?sku=020&vatId=ATU13585628'), 400, undefined, 'VAT_ID_INVALID');
    expect(bad.reason).toBe('CHECKSUM');
    expect(expectError(await authed(t, c, 'GET', '/api/price?sku=020&vatId=XX1'), 400, undefined, 'VAT_ID_INVALID').reason).toBe('FORMAT');
  });

  it('a kept VAT id counts until the checkout sends \'\' for none', async () => {
    const c = await customer(t, 'DE');
    await ok(authed(t, c, 'POST', '/api/userData', { addressDetails: { vatId: 'FR40303265045' } }));
    expect(await ok<PriceQuote>(authed(t, c, 'GET', '/api/price?sku=001'))).toMatchObject({ reverseCharge: true, vatId: 'FR40303265045' });
    expect(await ok<PriceQuote>(authed(t, c, 'GET', '/api/price?sku=001&vatId='))).toMatchObject({ reverseCharge: false, vatId: null, vatRateBp: 1900 });
  });

  it('applies a coupon to the quote and names why one is refused: unknown, expired, used up, another plan', async () => {
    const c = await customer(t, 'US');
    const code = `QUOTE${Date.now().toString(36).toUpperCase()}`;
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code, percentOff: 20, skus: ['001'] }));
    const q = await ok<PriceQuote>(authed(t, c, 'GET', `/api/price?sku=001&coupon=${code.toLowerCase()}`));
    expect(q).toMatchObject({ coupon: code, discountCents: Math.floor(q.netCents / 5), totalCents: q.netCents - Math.floor(q.netCents / 5) });

    const reason = async (coupon: string, sku = '001'): Promise<CouponRefusal> =>
      expectError(await authed(t, c, 'GET', `/api/price?sku=${sku}&coupon=${coupon}`), 400, undefined, 'COUPON_INVALID').reason as CouponRefusal;
    expect(await reason('NOSUCHCODE')).toBe('UNKNOWN');
    expect(await reason(code, '002')).toBe('WRONG_PLAN');
    const expired = `${code}X`;
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code: expired, percentOff: 10, validUntil: new Date(t.clock.now.getTime() + 60_000).toISOString() }));
    t.clock.advance(120_000);
    expect(await reason(expired)).toBe('EXPIRED');
    const once = `${code}Y`;
    await ok(authed(t, a, 'POST', '/api/createCoupon', { code: once, percentOff: 10, maxRedemptions: 1 }));
    await ok(authed(t, await customer(t, 'US'), 'POST', '/api/buy', { sku: '001', coupon: once }));
    expect(await reason(once)).toBe('USED_UP');
    // The same reasons at the checkout.
    expect(expectError(await authed(t, c, 'POST', '/api/buy', { sku: '002', coupon: code }), 400, undefined, 'COUPON_INVALID').reason).toBe('WRONG_PLAN');
  });
});
