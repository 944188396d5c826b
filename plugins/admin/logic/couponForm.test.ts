import { describe, expect, it } from 'vitest';
import { couponBody, EMPTY_COUPON_FORM } from './couponForm';

describe('the coupon form', () => {
  it('builds the body: percent or amount in cents, SKUs, limit and the end of the valid-until day', () => {
    expect(couponBody({ ...EMPTY_COUPON_FORM, discount: '20' })).toEqual({ ok: true, body: { percentOff: 20 } });
    expect(couponBody({ code: ' WINTER26 ', kind: 'amount', discount: '12,50', skus: '020, 100 020', maxRedemptions: '5', validUntil: '2026-12-31' })).toEqual({
      ok: true, body: { code: 'WINTER26', amountOffCents: 1250, skus: ['020', '100'], maxRedemptions: 5, validUntil: '2026-12-31T23:59:59.000Z' },
    });
  });

  it('names the first wrong field', () => {
    expect(couponBody({ ...EMPTY_COUPON_FORM, code: 'no spaces', discount: '10' })).toEqual({ ok: false, problem: 'code' });
    expect(couponBody({ ...EMPTY_COUPON_FORM, discount: '0' })).toEqual({ ok: false, problem: 'percent' });
    expect(couponBody({ ...EMPTY_COUPON_FORM, discount: '12.5' })).toEqual({ ok: false, problem: 'percent' });
    expect(couponBody({ ...EMPTY_COUPON_FORM, kind: 'amount', discount: '0.001' })).toEqual({ ok: false, problem: 'amount' });
    expect(couponBody({ ...EMPTY_COUPON_FORM, discount: '10', skus: '020;x' })).toEqual({ ok: false, problem: 'skus' });
    expect(couponBody({ ...EMPTY_COUPON_FORM, discount: '10', maxRedemptions: '0' })).toEqual({ ok: false, problem: 'maxRedemptions' });
  });
});
