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
import { formatCents, formatRate, isReverseCharge, withVat } from '../../product/vat';
import type { CouponRefusal, PriceQuote } from '../../contracts';

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
  /** The buyer's valid VAT id, and whether it gets the EU reverse charge (no VAT). */
  vatId: string | null;
  reverseCharge: boolean;
  /** A subscription's later periods: full price, VAT of today's country. */
  renewal: { netCents: number; vatCents: number; totalCents: number } | null;
}

/** Why a coupon is refused (the `reason` next to COUPON_INVALID; contracts' CouponRefusal). */
export function couponRefused(message: string, reason: CouponRefusal): ApiError {
  return new ApiError(400, message, 'COUPON_INVALID', { reason });
}

export function couponInvalid(): ApiError {
  return couponRefused('This coupon is not valid.', 'UNKNOWN');
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
  if (coupon.validUntil && coupon.validUntil.getTime() < now.getTime()) throw couponRefused('This coupon has expired.', 'EXPIRED');
  // The buyer's own unpaid orders' holds pass to their next checkout (coupons.ts).
  if (!(await hasFreeUse(db, coupon, now, { holdsOfUserId: options.buyerId }))) throw couponUsedUp();
  if (coupon.skus && coupon.skus.length && !coupon.skus.includes(sku)) throw couponRefused('This coupon is not valid for this product.', 'WRONG_PLAN');
  return coupon;
}

export function discountFor(coupon: Pick<CouponRow, 'percentOff' | 'amountOffCents'> | null, netCents: number): number {
  if (!coupon) return 0;
  if (coupon.percentOff) return Math.floor((netCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOffCents ?? 0, netCents);
}

/** A buyer's VAT position: the registration country and the VAT id kept in the address (valid when it was saved). */
export interface BuyerVat {
  countryCode: string;
  vatId: string | null;
}

export function buyerVatOf(user: { countryCode: string; addressDetails: Record<string, string> | null }): BuyerVat {
  return { countryCode: user.countryCode, vatId: user.addressDetails?.vatId || null };
}

/** Net, VAT and total of a buyer's later periods (renewals): the reverse charge goes on while the VAT id stays. */
export function renewalAmounts(netCents: number, user: { countryCode: string; addressDetails: Record<string, string> | null }): ReturnType<typeof withVat> & { reverseCharge: boolean; vatId: string | null } {
  const buyer = buyerVatOf(user);
  const reverseCharge = isReverseCharge(buyer.vatId);
  return { ...withVat(netCents, buyer.countryCode, { reverseCharge }), reverseCharge, vatId: buyer.vatId };
}

export function quoteFor(product: CatalogueProduct, buyer: string | BuyerVat, coupon: CouponRow | null): Quote {
  const { countryCode, vatId } = typeof buyer === 'string' ? { countryCode: buyer, vatId: null } : buyer;
  const reverseCharge = isReverseCharge(vatId);
  const discountCents = discountFor(coupon, product.priceCents);
  const first = withVat(product.priceCents - discountCents, countryCode, { reverseCharge });
  const renewal = product.interval ? withVat(product.renewalPriceCents, countryCode, { reverseCharge }) : null;
  return {
    sku: product.sku, currency: CURRENCY, netCents: product.priceCents, discountCents,
    vatRateBp: first.vatRateBp, vatCents: first.vatCents, totalCents: first.totalCents, vatApplied: first.vatApplied,
    vatCountry: first.vatCountry, countryCode: countryCode.toUpperCase(), couponCode: coupon?.code ?? null,
    vatId, reverseCharge,
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
    vatId: q.vatId, reverseCharge: q.reverseCharge,
    renewal: q.renewal ? { ...q.renewal, total: formatCents(q.renewal.totalCents) } : null,
  };
}
