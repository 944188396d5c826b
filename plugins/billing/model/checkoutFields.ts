import { ApiCallError } from '../../../engine/data';
import type { CouponRefusal, VatIdRefusal } from '../../../contracts';
import type { BillingMessage } from './billingErrors';

/** The two fields of the checkout that change its quote (issue 29): a coupon and a business buyer's VAT id. */
export type QuoteField = 'coupon' | 'vatId';

const COUPON_KEYS: Record<CouponRefusal, string> = {
  UNKNOWN: 'checkoutFields.couponUnknown',
  EXPIRED: 'checkoutFields.couponExpired',
  USED_UP: 'checkoutFields.couponUsedUp',
  WRONG_PLAN: 'checkoutFields.couponWrongPlan',
};

const VAT_ID_KEYS: Record<VatIdRefusal, string> = {
  FORMAT: 'checkoutFields.vatIdFormat',
  CHECKSUM: 'checkoutFields.vatIdChecksum',
  NOT_REGISTERED: 'checkoutFields.vatIdNotRegistered',
  UNAVAILABLE: 'checkoutFields.vatIdUnavailable',
};

const reasonOf = (err: ApiCallError): string => {
  const body = err.body;
  return body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
};

/**
 * The field a refused quote or checkout is about and its message: the server's COUPON_INVALID and
 * VAT_ID_INVALID with their `reason` (contracts' CouponRefusal, VatIdRefusal); null for any other failure.
 *
 * @example fieldRefusal(new ApiCallError(400, 'x', 'COUPON_INVALID', { reason: 'EXPIRED' })) // { field: 'coupon', message: { key: 'checkoutFields.couponExpired' } }
 */
export function fieldRefusal(err: unknown): { field: QuoteField; message: BillingMessage } | null {
  if (!(err instanceof ApiCallError)) return null;
  const reason = reasonOf(err);
  if (err.code === 'COUPON_INVALID') {
    return { field: 'coupon', message: { key: Object.hasOwn(COUPON_KEYS, reason) ? COUPON_KEYS[reason as CouponRefusal] : COUPON_KEYS.UNKNOWN } };
  }
  if (err.code === 'VAT_ID_INVALID') {
    return { field: 'vatId', message: { key: Object.hasOwn(VAT_ID_KEYS, reason) ? VAT_ID_KEYS[reason as VatIdRefusal] : VAT_ID_KEYS.FORMAT } };
  }
  return null;
}

/** A typed value as the server takes it: trimmed; a coupon without inner spaces. */
export function cleanFieldValue(field: QuoteField, value: string): string {
  return field === 'coupon' ? value.replace(/\s+/g, '').toUpperCase() : value.trim();
}
