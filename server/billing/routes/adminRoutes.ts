/**
 * Admin and system calls of billing: real-time range top-ups (/userAdmin/addRT), coupons,
 * de-/activating a subscription by id, the time-left check, and deleting test accounts.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as s from '../../http/schemas';
import { requireAuth } from '../../auth/sessionAuth';
import { ApiError, forbidden, notFound } from '../../http/apiError';
import { billingCoupons, billingSubscriptions, users } from '../../db/schema';
import { book } from '../../users/balances';
import { findUserByLogin } from '../../users/userLookup';
import { modulesOf } from '../../users/userModules';
import { audit } from '../../audit';
import { hasPermission } from '../../../product/permissionModules';
import { ADMIN_RT_TOPUPS } from '../../../product/catalogue';
import { applyEntitlements, bumpUserState } from '../entitlements';
import { CancelRefused, cancelSubscription } from '../cancellation';
import { billingServices, inTransaction } from '../services';
import { runTimeLeftCheck } from '../timeLeftCheck';
import { normaliseCouponCode } from '../pricing';
import { couponSchema } from './catalogRoutes';
import type { AdminCoupon, CouponAnswer, CouponBody, CouponsAnswer } from '../../../contracts';

/** Only accounts whose username starts with this may delete themselves (document 3 section 6). */
export const DELETABLE_USERNAME_PREFIX = 'cypresstest';

export function couponView(c: typeof billingCoupons.$inferSelect): AdminCoupon {
  return {
    code: c.code, percentOff: c.percentOff, amountOffCents: c.amountOffCents, skus: c.skus, maxRedemptions: c.maxRedemptions,
    redeemedCount: c.redeemedCount, validUntil: c.validUntil?.toISOString() ?? null, active: c.active, createdAt: c.createdAt.toISOString(),
  };
}

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const services = billingServices(app);
  const { db, now } = app.deps;
  const admin = { permission: 'ADMIN' };
  const uuid = { type: 'string', pattern: '^[0-9a-fA-F-]{36}$' } as const;

  app.post<{ Body: { username: string; amount: number } }>('/userAdmin/addRT', {
    config: admin,
    schema: { body: s.object({ username: { type: 'string', minLength: 1, maxLength: 254 }, amount: { type: 'integer', enum: [...ADMIN_RT_TOPUPS] } }, ['username', 'amount']) },
  }, async (req) => {
    const actor = requireAuth(req).user;
    const target = await findUserByLogin(db, req.body.username);
    if (!target) throw notFound(`Error: Could not add ${req.body.amount} rt requests.`);
    await inTransaction(db, async (tx) => {
      await book(tx, { userId: target.id, account: 'token', delta: req.body.amount, reason: `admin RT top-up by ${actor.username}`, reference: `addRT:${randomUUID()}`, at: now() });
      await bumpUserState(tx, target.id);
    });
    await audit(db, { actorId: actor.id, action: 'admin.addRT', targetType: 'user', targetId: target.id, ip: req.ip, details: { amount: req.body.amount } });
    return { msg: `Successful: ${req.body.amount} real-time ranges added to ${target.username}.` };
  });

  const setActive = (active: boolean) => async (req: { params: { username: string; subscriptionId: string } } & Parameters<typeof requireAuth>[0]) => {
    const actor = requireAuth(req).user;
    const target = await findUserByLogin(db, req.params.username);
    if (!target) throw notFound(active ? 'Error: Could not activate.' : 'Error: Could not deactivated.');
    if (!active) {
      try {
        await cancelSubscription(services, target.id, req.params.subscriptionId, {
          actorId: actor.id, endReason: 'deactivated by an admin', override: { immediate: true, refundCents: 0, refundReason: null },
          onEntitlements: (tx) => applyEntitlements(tx, target.id, true),
        });
      } catch (err) {
        if (err instanceof CancelRefused) throw notFound('Error: Could not deactivated.');
        throw err;
      }
      return { msg: 'Successful: the subscription is deactivated.' };
    }
    const at = now();
    const reactivated = await inTransaction(db, async (tx) => {
      const rows = await tx.update(billingSubscriptions).set({ status: 'active', endedAt: null, endReason: null, cancelledAt: null, updatedAt: at })
        .where(and(eq(billingSubscriptions.id, req.params.subscriptionId), eq(billingSubscriptions.userId, target.id))).returning();
      const row = rows[0];
      if (!row || row.currentPeriodEnd.getTime() <= at.getTime()) return null;
      await applyEntitlements(tx, target.id, true);
      return row;
    });
    if (!reactivated) throw notFound('Error: Could not activate: no such subscription, or its cycle has ended.');
    await audit(db, { actorId: actor.id, action: 'admin.activateSubscription', targetType: 'subscription', targetId: reactivated.id });
    return { msg: 'Successful: the subscription is active again until the end of its cycle.' };
  };
  const subParams = s.object({ username: { type: 'string', minLength: 1, maxLength: 254 }, subscriptionId: uuid }, ['username', 'subscriptionId']);
  app.post<{ Params: { username: string; subscriptionId: string } }>('/deactivateSubscription/:username/:subscriptionId', { config: admin, schema: { params: subParams } }, setActive(false));
  app.post<{ Params: { username: string; subscriptionId: string } }>('/activateSubscription/:username/:subscriptionId', { config: admin, schema: { params: subParams } }, setActive(true));

  app.post<{ Body: CouponBody }>('/createCoupon', {
    config: admin,
    schema: {
      body: {
        ...s.object({
          code: couponSchema, percentOff: { type: 'integer', minimum: 1, maximum: 100 }, amountOffCents: { type: 'integer', minimum: 1, maximum: 10_000_000 },
          skus: { type: 'array', maxItems: 100, uniqueItems: true, items: { type: 'string', pattern: '^[0-9A-Za-z]{1,8}$' } },
          maxRedemptions: { type: 'integer', minimum: 1, maximum: 1_000_000 }, validUntil: { type: 'string', format: 'date-time' },
        }),
        oneOf: [{ required: ['percentOff'] }, { required: ['amountOffCents'] }],
      },
    },
  }, async (req): Promise<CouponAnswer> => {
    const actor = requireAuth(req).user;
    const b = req.body;
    const code = b.code ? normaliseCouponCode(b.code) : randomBytes(5).toString('hex').toUpperCase();
    const rows = await db.insert(billingCoupons).values({
      code, percentOff: b.percentOff ?? null, amountOffCents: b.amountOffCents ?? null, skus: b.skus ?? null,
      maxRedemptions: b.maxRedemptions ?? null, validUntil: b.validUntil ? new Date(b.validUntil) : null, createdBy: actor.id,
    }).onConflictDoNothing().returning();
    if (!rows[0]) throw new ApiError(409, `A coupon ${code} exists already.`, 'COUPON_EXISTS');
    await audit(db, { actorId: actor.id, action: 'admin.createCoupon', targetType: 'coupon', targetId: code, details: { ...b } });
    return { coupon: couponView(rows[0]) };
  });

  app.get('/coupons', { config: admin }, async (): Promise<CouponsAnswer> => ({
    coupons: (await db.select().from(billingCoupons).orderBy(desc(billingCoupons.createdAt))).map(couponView),
  }));

  app.get('/userSubscriptionTimeLeftCheck', { config: { auth: true } }, async (req) => {
    const { user } = requireAuth(req);
    const all = hasPermission(modulesOf(user), 'ADMIN');
    return { scope: all ? 'all' : 'own', ...(await runTimeLeftCheck(services, all ? {} : { userId: user.id })) };
  });

  app.post('/deleteAccount', { config: { auth: true } }, async (req) => {
    const { user } = requireAuth(req);
    if (!user.usernameLower.startsWith(DELETABLE_USERNAME_PREFIX)) throw forbidden('Could not delete account');
    const running = await db.select().from(billingSubscriptions).where(and(eq(billingSubscriptions.userId, user.id), isNull(billingSubscriptions.endedAt)));
    for (const sub of running) {
      if (!sub.providerSubscriptionId) continue;
      try {
        await services.provider(sub.provider).cancelSubscription(sub.providerSubscriptionId, 'now');
      } catch (err) {
        req.log.warn({ err, subscription: sub.id }, 'a subscription of a deleted test account could not be cancelled at the provider');
      }
    }
    await db.delete(users).where(eq(users.id, user.id));
    await audit(db, { actorId: null, action: 'user.deleteAccount', targetType: 'user', targetId: user.id, details: { username: user.username } });
    return { success: true };
  });
}
