/**
 * Coupon uses, counted so that a coupon with maxRedemptions N is redeemed by at most N paid
 * orders however many buyers race for it:
 * - a checkout with a coupon **holds** one use (a `reserved` row of billing_coupon_redemptions,
 *   for COUPON_HOLD_MS) in the transaction that creates the order; when every use is redeemed or
 *   held the checkout is refused, before anything is paid;
 * - fulfilment **redeems** the order's use in the transaction that applies the payment: its own
 *   hold becomes `redeemed`; a hold that ran out counts again only while a use is free, otherwise
 *   the payment is refused and refunded (fulfilment.ts), never fulfilled at the discount;
 * - a cancelled order or one whose checkout could not start gives its hold back, a buyer's new
 *   checkout with the coupon takes over their earlier orders' holds, and an abandoned one's
 *   hold runs out.
 * Every count happens under a row lock of the coupon (SELECT … FOR UPDATE), so two transactions
 * never both take the last use.
 */
import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingCouponRedemptions, billingCoupons } from '../db/schema';
import { ApiError } from '../http/apiError';
import type { OrderRow } from './providers/types';
import type { CouponRefusal } from '../../contracts';

export type CouponRow = typeof billingCoupons.$inferSelect;

/** How long a checkout holds its coupon use (the sandbox page and Stripe's checkout expire then). */
export const COUPON_HOLD_MS = 60 * 60_000;

export const COUPON_USED_UP_MESSAGE = 'This coupon has been used up.';

export function couponUsedUp(): ApiError {
  return new ApiError(400, COUPON_USED_UP_MESSAGE, 'COUPON_INVALID', { reason: 'USED_UP' satisfies CouponRefusal });
}

/** Uses not to count: an order's own, and the holds of a buyer who starts again (holdCoupon). */
export interface UsesExcept {
  orderId?: string | undefined;
  holdsOfUserId?: string | undefined;
}

/** Redeemed uses plus unexpired holds. */
export async function liveUses(db: Db, code: string, now: Date, except: UsesExcept = {}): Promise<number> {
  const r = billingCouponRedemptions;
  const held = and(eq(r.status, 'reserved'), gt(r.expiresAt, now), ...(except.holdsOfUserId ? [ne(r.userId, except.holdsOfUserId)] : []));
  const rows = await db.select({ n: count() }).from(r).where(and(
    eq(r.couponCode, code), or(eq(r.status, 'redeemed'), held), ...(except.orderId ? [ne(r.orderId, except.orderId)] : []),
  ));
  return rows[0]?.n ?? 0;
}

export async function hasFreeUse(db: Db, coupon: Pick<CouponRow, 'code' | 'maxRedemptions'>, now: Date, except: UsesExcept = {}): Promise<boolean> {
  return coupon.maxRedemptions === null || (await liveUses(db, coupon.code, now, except)) < coupon.maxRedemptions;
}

/** Locks the coupon's row for the rest of the caller's transaction. */
export async function lockCoupon(tx: Db, code: string): Promise<CouponRow | null> {
  const rows = await tx.select().from(billingCoupons).where(eq(billingCoupons.code, code)).for('update');
  return rows[0] ?? null;
}

/**
 * Holds one use of the (locked) coupon for a new order, in the transaction that creates it; a
 * 400 "used up" when none is free. A buyer who starts again takes over the holds of their own
 * unpaid orders with this coupon (those orders are then refused if paid, see redeemCoupon).
 */
export async function holdCoupon(tx: Db, coupon: CouponRow, order: Pick<OrderRow, 'id' | 'userId' | 'discountCents'>, now: Date): Promise<Date> {
  const r = billingCouponRedemptions;
  await tx.delete(r).where(and(eq(r.couponCode, coupon.code), eq(r.userId, order.userId), eq(r.status, 'reserved')));
  if (!(await hasFreeUse(tx, coupon, now, { orderId: order.id }))) throw couponUsedUp();
  const expiresAt = new Date(now.getTime() + COUPON_HOLD_MS);
  await tx.insert(billingCouponRedemptions).values({
    orderId: order.id, couponCode: coupon.code, userId: order.userId, discountCents: order.discountCents, status: 'reserved', expiresAt, redeemedAt: now,
  });
  return expiresAt;
}

/**
 * Before the sandbox takes a payment: the order's hold, renewed if it ran out while a use is
 * still free. False when the coupon was used up meanwhile (the payment must not be taken).
 */
export async function keepCouponHold(tx: Db, order: Pick<OrderRow, 'id' | 'userId' | 'couponCode' | 'discountCents'>, now: Date): Promise<boolean> {
  if (!order.couponCode) return true;
  const coupon = await lockCoupon(tx, order.couponCode);
  if (!coupon) return true;
  const mine = (await tx.select().from(billingCouponRedemptions).where(eq(billingCouponRedemptions.orderId, order.id)))[0];
  if (mine && (mine.status === 'redeemed' || (mine.expiresAt && mine.expiresAt.getTime() > now.getTime()))) return true;
  if (!(await hasFreeUse(tx, coupon, now, { orderId: order.id }))) {
    await releaseCouponHold(tx, order.id);
    return false;
  }
  const expiresAt = new Date(now.getTime() + COUPON_HOLD_MS);
  await tx.insert(billingCouponRedemptions).values({
    orderId: order.id, couponCode: coupon.code, userId: order.userId, discountCents: order.discountCents, status: 'reserved', expiresAt, redeemedAt: now,
  }).onConflictDoUpdate({ target: billingCouponRedemptions.orderId, set: { status: 'reserved', expiresAt, redeemedAt: now } });
  return true;
}

/**
 * Fulfilment of a paid order with a coupon, inside its transaction: redeems the order's use.
 * False when the coupon is used up by other orders (the order's hold ran out and was taken).
 */
export async function redeemCoupon(tx: Db, order: Pick<OrderRow, 'id' | 'userId' | 'couponCode' | 'discountCents'>, now: Date): Promise<boolean> {
  if (!order.couponCode) return true;
  const coupon = await lockCoupon(tx, order.couponCode);
  // A coupon that no longer exists has no limit left to keep.
  if (!coupon) return true;
  const mine = (await tx.select().from(billingCouponRedemptions).where(eq(billingCouponRedemptions.orderId, order.id)))[0];
  if (mine?.status === 'redeemed') return true;
  const held = !!mine?.expiresAt && mine.expiresAt.getTime() > now.getTime();
  if (!held && !(await hasFreeUse(tx, coupon, now, { orderId: order.id }))) {
    await releaseCouponHold(tx, order.id);
    return false;
  }
  await tx.insert(billingCouponRedemptions).values({
    orderId: order.id, couponCode: coupon.code, userId: order.userId, discountCents: order.discountCents, status: 'redeemed', expiresAt: null, redeemedAt: now,
  }).onConflictDoUpdate({ target: billingCouponRedemptions.orderId, set: { status: 'redeemed', expiresAt: null, redeemedAt: now } });
  await tx.update(billingCoupons).set({ redeemedCount: sql`${billingCoupons.redeemedCount} + 1` }).where(eq(billingCoupons.code, coupon.code));
  return true;
}

/** Gives an unpaid order's hold back (the order was cancelled, or its checkout never started). */
export async function releaseCouponHold(db: Db, orderId: string): Promise<void> {
  await db.delete(billingCouponRedemptions).where(and(eq(billingCouponRedemptions.orderId, orderId), eq(billingCouponRedemptions.status, 'reserved')));
}
