import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { admin, customer, ok } from './support/billingFlows';
import { auditLog } from '../../server/db/schema';
import type { CouponAnswer, CouponsAnswer } from '../../contracts';

describe.each(BACKENDS)('the coupon admin calls on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  it('creates, lists and deactivates a coupon; a deactivated coupon no longer prices; audited; admins only', async () => {
    const a = await admin(t);
    const c = await customer(t);
    const code = `ADM${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const created = await ok<CouponAnswer>(authed(t, a, 'POST', '/api/createCoupon', { code: code.toLowerCase(), percentOff: 20, maxRedemptions: 5 }));
    expect(created.coupon).toMatchObject({ code, percentOff: 20, active: true, redeemedCount: 0 });
    expect((await ok<CouponsAnswer>(authed(t, a, 'GET', '/api/coupons'))).coupons[0]).toMatchObject({ code });
    await ok(authed(t, c, 'GET', `/api/price?sku=001&coupon=${code}`));

    const answer = await ok<CouponAnswer>(authed(t, a, 'POST', '/api/deactivateCoupon', { code: code.toLowerCase() }));
    expect(answer.coupon).toMatchObject({ code, active: false });
    expectError(await authed(t, c, 'GET', `/api/price?sku=001&coupon=${code}`), 400);
    const [line] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.deactivateCoupon'), eq(auditLog.targetId, code)));
    expect(line!.details).toEqual({ before: { active: true }, after: { active: false } });

    expectError(await authed(t, a, 'POST', '/api/deactivateCoupon', { code: 'NOSUCHCODE' }), 404);
    expectError(await authed(t, a, 'POST', '/api/deactivateCoupon', { code: 'bad code!' }), 400);
    expectError(await authed(t, c, 'POST', '/api/deactivateCoupon', { code }), 403);
  });
});
