import type { CouponBody } from '../../../contracts';

/** The coupon form as typed (every field text; the discount either a percentage or an amount in euros). */
export interface CouponForm {
  code: string;
  kind: 'percent' | 'amount';
  discount: string;
  skus: string;
  maxRedemptions: string;
  /** `YYYY-MM-DD` (a date input), or empty. */
  validUntil: string;
}

export type CouponFormProblem = 'code' | 'percent' | 'amount' | 'skus' | 'maxRedemptions' | 'validUntil';

export const EMPTY_COUPON_FORM: CouponForm = { code: '', kind: 'percent', discount: '', skus: '', maxRedemptions: '', validUntil: '' };

const CODE = /^[0-9A-Za-z_-]{1,40}$/;
const SKU = /^[0-9A-Za-z]{1,8}$/;

/**
 * The createCoupon body from the form, or the first field that is wrong (the server checks the same
 * rules). An empty code lets the server pick one; an empty SKU list means every product; the valid-until
 * date is the end of that day (UTC).
 *
 * @example couponBody({ ...EMPTY_COUPON_FORM, discount: '20' }) // { ok: true, body: { percentOff: 20 } }
 */
export function couponBody(form: CouponForm): { ok: true; body: CouponBody } | { ok: false; problem: CouponFormProblem } {
  const body: CouponBody = {};
  const code = form.code.trim();
  if (code) {
    if (!CODE.test(code)) return { ok: false, problem: 'code' };
    body.code = code;
  }
  const discount = Number(form.discount.replace(',', '.'));
  if (form.kind === 'percent') {
    if (!Number.isInteger(discount) || discount < 1 || discount > 100) return { ok: false, problem: 'percent' };
    body.percentOff = discount;
  } else {
    const cents = Math.round(discount * 100);
    if (!Number.isFinite(discount) || cents < 1 || cents > 10_000_000 || Math.abs(discount * 100 - cents) > 1e-6) return { ok: false, problem: 'amount' };
    body.amountOffCents = cents;
  }
  const skus = form.skus.split(/[\s,]+/).filter(Boolean);
  if (skus.some((x) => !SKU.test(x))) return { ok: false, problem: 'skus' };
  if (skus.length) body.skus = [...new Set(skus)];
  if (form.maxRedemptions.trim()) {
    const max = Number(form.maxRedemptions);
    if (!Number.isInteger(max) || max < 1 || max > 1_000_000) return { ok: false, problem: 'maxRedemptions' };
    body.maxRedemptions = max;
  }
  if (form.validUntil) {
    const end = Date.parse(`${form.validUntil}T23:59:59Z`);
    if (!Number.isFinite(end)) return { ok: false, problem: 'validUntil' };
    body.validUntil = new Date(end).toISOString();
  }
  return { ok: true, body };
}
