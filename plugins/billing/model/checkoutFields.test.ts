import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { cleanFieldValue, fieldRefusal } from './checkoutFields';

describe('checkout field refusals', () => {
  it('names each coupon refusal', () => {
    const of = (reason?: string) => fieldRefusal(new ApiCallError(400, 'x', 'COUPON_INVALID', reason ? { code: 'COUPON_INVALID', reason } : undefined));
    expect(of('UNKNOWN')).toEqual({ field: 'coupon', message: { key: 'checkoutFields.couponUnknown' } });
    expect(of('EXPIRED')?.message.key).toBe('checkoutFields.couponExpired');
    expect(of('USED_UP')?.message.key).toBe('checkoutFields.couponUsedUp');
    expect(of('WRONG_PLAN')?.message.key).toBe('checkoutFields.couponWrongPlan');
    // An older server without a reason: the coupon is "not valid".
    expect(of()?.message.key).toBe('checkoutFields.couponUnknown');
  });

  it('names each VAT id refusal and leaves every other failure to the screen', () => {
    const of = (reason: string) => fieldRefusal(new ApiCallError(400, 'x', 'VAT_ID_INVALID', { reason }));
    expect(of('CHECKSUM')).toEqual({ field: 'vatId', message: { key: 'checkoutFields.vatIdChecksum' } });
    expect(of('FORMAT')?.message.key).toBe('checkoutFields.vatIdFormat');
    expect(of('NOT_REGISTERED')?.message.key).toBe('checkoutFields.vatIdNotRegistered');
    expect(of('UNAVAILABLE')?.message.key).toBe('checkoutFields.vatIdUnavailable');
    expect(fieldRefusal(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED'))).toBeNull();
    expect(fieldRefusal(new Error('offline'))).toBeNull();
  });

  it('cleans typed values', () => {
    expect(cleanFieldValue('coupon', ' save 20 ')).toBe('SAVE20');
    expect(cleanFieldValue('vatId', ' atu 13585627 ')).toBe('atu 13585627');
  });
});
