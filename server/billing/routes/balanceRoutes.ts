/**
 * Balances: /userBalance, /used-tickers (with the active tickers and the rollover date), the
 * ticker reset, and the referral link.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { requireAuth } from '../../auth/sessionAuth';
import { balanceLedger, billingOrders, users } from '../../db/schema';
import { balancesOf, userDataOf } from '../../users/userView';
import { activeTickersOf } from '../../assets/activeTickers';
import { nextRolloverDate } from '../../users/rolloverDate';
import { REFERRAL_REWARD_TOKENS } from '../../../product/catalogue';
import { resetTickers } from '../tickerReset';
import type { ReferralInfo, ResetTickersAnswer, UsedTickers, UserBalance } from '../../../contracts';

export async function balanceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/userBalance', { config: { auth: true } }, async (req): Promise<UserBalance> => {
    const b = await balancesOf(app.deps, requireAuth(req).user, app.sessionCache);
    return { tokenBalance: b.tokenBalance, resetBalance: b.resetBalance, tickersInLastMonth: b.tickersInLastMonth, tickersPerMonth: b.tickersPerMonth };
  });

  app.get('/used-tickers', { config: { auth: true } }, async (req): Promise<UsedTickers> => {
    const { user } = requireAuth(req);
    const now = app.deps.now();
    const [b, active] = await Promise.all([balancesOf(app.deps, user, app.sessionCache), activeTickersOf(db, user.id, now)]);
    return {
      tickersInLastMonth: b.tickersInLastMonth, tickersPerMonth: b.tickersPerMonth, remaining: Math.max(b.tickersPerMonth - b.tickersInLastMonth, 0),
      tokenBalance: b.tokenBalance, resetBalance: b.resetBalance,
      activationDate: user.activationDate.toISOString(), rolloverDate: nextRolloverDate(user.activationDate, now).toISOString(),
      activeTickers: [...active.values()].sort((a, b2) => b2.activatedAt.getTime() - a.activatedAt.getTime())
        .map((t) => ({ ticker: t.ticker, activatedAt: t.activatedAt.toISOString(), expiresAt: t.expiresAt.toISOString(), billable: t.billable })),
    };
  });

  app.post('/resetTickers', { config: { auth: true } }, async (req): Promise<ResetTickersAnswer> => {
    const { user } = await resetTickers(app.deps, requireAuth(req).user);
    app.engine.listCache.invalidateUser(user.id);
    return { ...(await userDataOf(app.deps, user)), loggedOut: true };
  });

  app.get('/referral', { config: { auth: true } }, async (req): Promise<ReferralInfo> => {
    const { user } = requireAuth(req);
    const [referred, paying, earned] = await Promise.all([
      db.select({ n: count() }).from(users).where(eq(users.referredBy, user.id)),
      db.selectDistinct({ id: billingOrders.userId }).from(billingOrders).innerJoin(users, eq(users.id, billingOrders.userId))
        .where(and(eq(users.referredBy, user.id), inArray(billingOrders.status, ['paid', 'partially_refunded', 'refunded']))),
      db.select({ n: count() }).from(balanceLedger).where(and(eq(balanceLedger.userId, user.id), eq(balanceLedger.account, 'token'), like(balanceLedger.reference, 'referral:%'))),
    ]);
    return {
      referralCode: user.referralCode, referralLink: `${app.deps.config.appUrl}/register?referralId=${encodeURIComponent(user.referralCode)}`,
      referredUsers: referred[0]?.n ?? 0, payingReferredUsers: paying.length, rewardTokensPerReferral: REFERRAL_REWARD_TOKENS,
      rewardsEarned: earned[0]?.n ?? 0,
    };
  });
}
