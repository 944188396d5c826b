/**
 * Admin and system calls of billing: real-time range top-ups (/userAdmin/addRT), coupons,
 * de-/activating a subscription by id, cancelling several at once (/userAdmin/cancelSub), the
 * time-left check, and deleting test accounts.
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
import { DELETABLE_USERNAME_PREFIX } from '../../../product/adminOperationsRules';
import { applyEntitlements, bumpUserState } from '../entitlements';
import { CancelRefused, adminRefund, cancelSubscription } from '../cancellation';
import { billingServices, inTransaction } from '../services';
import { runTimeLeftCheck } from '../timeLeftCheck';
import { normaliseCouponCode } from '../pricing';
import { couponSchema } from './catalogRoutes';
import type { AdminActionAnswer, AdminCancelBody, AdminCoupon, TimeLeftCheckAnswer, CouponAnswer, CouponBody, CouponsAnswer } from '../../../contracts';

/** Only accounts whose username starts with this may be deleted (document 3 section 6): product/adminOperationsRules.ts. */
export { DELETABLE_USERNAME_PREFIX };

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

  /** Ends a user's subscription at once without a refund (the provider is told); a refusal answers 404 with `failure`. */
  const endNow = async (actorId: string, userId: string, subscriptionId: string, endReason: string, failure: string): Promise<void> => {
    try {
      await cancelSubscription(services, userId, subscriptionId, {
        actorId, endReason, override: { immediate: true, refundCents: 0, refundReason: null },
        onEntitlements: (tx) => applyEntitlements(tx, userId, true),
      });
    } catch (err) {
      if (err instanceof CancelRefused) throw notFound(failure);
      throw err;
    }
  };

  const setActive = (active: boolean) => async (req: { params: { username: string; subscriptionId: string } } & Parameters<typeof requireAuth>[0]) => {
    const actor = requireAuth(req).user;
    const target = await findUserByLogin(db, req.params.username);
    if (!target) throw notFound(active ? 'Error: Could not activate.' : 'Error: Could not deactivated.');
    if (!active) {
      await endNow(actor.id, target.id, req.params.subscriptionId, 'deactivated by an admin', 'Error: Could not deactivated.');
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

  app.post<{ Body: AdminCancelBody }>('/userAdmin/cancelSub', {
    config: admin,
    schema: { body: s.object({ username: { type: 'string', minLength: 1, maxLength: 254 }, ids: { type: 'array', minItems: 1, maxItems: 20, uniqueItems: true, items: uuid } }, ['username', 'ids']) },
  }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const target = await findUserByLogin(db, req.body.username);
    if (!target) throw notFound('Error: Could not cancel the subscriptions.');
    for (const id of req.body.ids) await endNow(actor.id, target.id, id, 'cancelled by an admin', `Error: Could not cancel the subscription ${id}.`);
    return { msg: `Successful: ${req.body.ids.length} subscription(s) of ${target.username} cancelled.` };
  });

  /** An admin's refund of a paid order, in full or `amountCents` of it (issue 29): refund, credit note, payout. */
  app.post<{ Body: { orderId: string; amountCents?: number } }>('/userAdmin/refundOrder', {
    config: admin,
    schema: { body: s.object({ orderId: uuid, amountCents: { type: 'integer', minimum: 1, maximum: 100_000_000 } }, ['orderId']) },
  }, async (req): Promise<AdminActionAnswer & { creditNote: string | null; refundedCents: number }> => {
    const actor = requireAuth(req).user;
    try {
      const r = await adminRefund(services, actor.id, req.body.orderId, req.body.amountCents);
      return {
        msg: r.settled ? `Successful: ${r.amountCents} cents refunded (credit note ${r.creditNote ?? '–'}).` : `Recorded: ${r.amountCents} cents; the payout is retried every morning.`,
        creditNote: r.creditNote, refundedCents: r.amountCents,
      };
    } catch (err) {
      if (err instanceof CancelRefused) throw new ApiError(err.code === 'ORDER_NOT_REFUNDABLE' ? 404 : 409, err.message, err.code);
      throw err;
    }
  });

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

  app.post<{ Body: { code: string } }>('/deactivateCoupon', {
    config: admin, schema: { body: s.object({ code: couponSchema }, ['code']) },
  }, async (req): Promise<CouponAnswer> => {
    const actor = requireAuth(req).user;
    const code = normaliseCouponCode(req.body.code);
    const before = (await db.select({ active: billingCoupons.active }).from(billingCoupons).where(eq(billingCoupons.code, code)).limit(1))[0];
    if (!before) throw notFound(`No coupon ${code}.`);
    const rows = await db.update(billingCoupons).set({ active: false }).where(eq(billingCoupons.code, code)).returning();
    await audit(db, { actorId: actor.id, action: 'admin.deactivateCoupon', targetType: 'coupon', targetId: code, ip: req.ip, details: { before: { active: before.active }, after: { active: false } } });
    return { coupon: couponView(rows[0]!) };
  });

  app.get('/coupons', { config: admin }, async (): Promise<CouponsAnswer> => ({
    coupons: (await db.select().from(billingCoupons).orderBy(desc(billingCoupons.createdAt))).map(couponView),
  }));

  app.get('/userSubscriptionTimeLeftCheck', { config: { auth: true } }, async (req): Promise<TimeLeftCheckAnswer> => {
    const { user } = requireAuth(req);
    const all = hasPermission(modulesOf(user), 'ADMIN');
    return { scope: all ? 'all' : 'own', ...(await runTimeLeftCheck(services, all ? {} : { userId: user.id })) };
  });

  /**
   * A test account deletes itself; an admin deletes a test account by username (the user admin
   * screen's 'Delete account', issue 28 scope 8). Only usernames with the test prefix, either way.
   */
  app.post<{ Body: { username?: string } | undefined }>('/deleteAccount', {
    config: { auth: true },
    schema: { body: { type: ['object', 'null'], additionalProperties: false, properties: { username: { type: 'string', minLength: 1, maxLength: 254 } } } },
  }, async (req) => {
    const caller = requireAuth(req).user;
    let user = caller;
    if (req.body?.username !== undefined) {
      if (!hasPermission(modulesOf(caller), 'ADMIN')) throw forbidden();
      const target = await findUserByLogin(db, req.body.username);
      if (!target) throw notFound(`No user "${req.body.username}".`);
      user = target;
    }
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
    await audit(db, {
      actorId: user.id === caller.id ? null : caller.id, action: user.id === caller.id ? 'user.deleteAccount' : 'admin.deleteAccount', targetType: 'user', targetId: user.id, ip: req.ip,
      details: { username: user.username, before: { exists: true, plan: user.plan }, after: { exists: false } },
    });
    return { success: true };
  });
}
