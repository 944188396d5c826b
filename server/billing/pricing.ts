/**
 * Prices for a buyer: the catalogue's net price, a coupon's discount (first period only), VAT by
 * the buyer's country (EU only) and the total, all in integer cents.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingCoupons } from '../db/schema';
import { ApiError } from '../http/apiError';
import { couponUsedUp, hasFreeUse, lockCoupon, type CouponRow } from './coupons';
import type { CatalogueProduct } from '../../product/catalogue';
import { CURRENCY } from '../../product/planPrices';
import { formatCents, formatRate, withVat } from '../../product/vat';
import type { PriceQuote } from '../../contracts';

export type { CouponRow };

export interface Quote {
  sku: string;
  currency: typeof CURRENCY;
  /** List price excl. VAT. */
  netCents: number;
  discountCents: number;
  /** VAT applies to net − discount. */
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  vatApplied: boolean;
  vatCountry: string | null;
  countryCode: string;
  couponCode: string | null;
  /** A subscription's later periods: full price, VAT of today's country. */
  renewal: { netCents: number; vatCents: number; totalCents: number } | null;
}

export function couponInvalid(): ApiError {
  return new ApiError(400, 'This coupon is not valid.', 'COUPON_INVALID');
}

export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The coupon if it may be used for `sku` now; a 400 COUPON_INVALID otherwise. Used up means every
 * use is redeemed or held by another buyer's unpaid order (coupons.ts). `lock` (inside a transaction) keeps
 * the coupon's row locked, so that the caller can hold a use before anyone else counts.
 */
export async function usableCoupon(db: Db, code: string, sku: string, now: Date, options: { lock?: boolean; buyerId?: string } = {}): Promise<CouponRow> {
  const normalised = normaliseCouponCode(code);
  const coupon = options.lock
    ? await lockCoupon(db, normalised)
    : (await db.select().from(billingCoupons).where(eq(billingCoupons.code, normalised)).limit(1))[0];
  if (!coupon || !coupon.active) throw couponInvalid();
  if (coupon.validUntil && coupon.validUntil.getTime() < now.getTime()) throw new ApiError(400, 'This coupon has expired.', 'COUPON_INVALID');
  // The buyer's own unpaid orders' holds pass to their next checkout (coupons.ts).
  if (!(await hasFreeUse(db, coupon, now, { holdsOfUserId: options.buyerId }))) throw couponUsedUp();
  if (coupon.skus && coupon.skus.length && !coupon.skus.includes(sku)) throw new ApiError(400, 'This coupon is not valid for this product.', 'COUPON_INVALID');
  return coupon;
}

export function discountFor(coupon: Pick<CouponRow, 'percentOff' | 'amountOffCents'> | null, netCents: number): number {
  if (!coupon) return 0;
  if (coupon.percentOff) return Math.floor((netCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOffCents ?? 0, netCents);
}

export function quoteFor(product: CatalogueProduct, countryCode: string, coupon: CouponRow | null): Quote {
  const discountCents = discountFor(coupon, product.priceCents);
  const first = withVat(product.priceCents - discountCents, countryCode);
  const renewal = product.interval ? withVat(product.renewalPriceCents, countryCode) : null;
  return {
    sku: product.sku, currency: CURRENCY, netCents: product.priceCents, discountCents,
    vatRateBp: first.vatRateBp, vatCents: first.vatCents, totalCents: first.totalCents, vatApplied: first.vatApplied,
    vatCountry: first.vatCountry, countryCode: countryCode.toUpperCase(), couponCode: coupon?.code ?? null,
    renewal: renewal ? { netCents: renewal.netCents, vatCents: renewal.vatCents, totalCents: renewal.totalCents } : null,
  };
}

/** The JSON form of a quote: cents are authoritative, the decimal strings are for display. */
export function quoteView(q: Quote): PriceQuote {
  return {
    sku: q.sku, currency: q.currency,
    netCents: q.netCents, discountCents: q.discountCents, vatRateBp: q.vatRateBp, vatCents: q.vatCents, totalCents: q.totalCents,
    net: formatCents(q.netCents), discount: formatCents(q.discountCents), vat: formatCents(q.vatCents), total: formatCents(q.totalCents),
    vatRate: formatRate(q.vatRateBp), vatApplied: q.vatApplied, vatCountry: q.vatCountry, country: q.countryCode, coupon: q.couponCode,
    renewal: q.renewal ? { ...q.renewal, total: formatCents(q.renewal.totalCents) } : null,
  };
}
