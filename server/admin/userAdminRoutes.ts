/**
 * The user admin screen's calls (issue 28 scope 1; document 4 section 7.8), for admins only: a
 * user's data, the analysis of their ticker usage, resetting it, and signing them out everywhere.
 * The RT top-ups and the subscription actions are billing's (billing/routes/adminRoutes.ts).
 * Every action is audited with the values before and after.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import * as s from '../http/schemas';
import { requireAuth } from '../auth/sessionAuth';
import { notFound } from '../http/apiError';
import { activeTickers, sessions } from '../db/schema';
import { findUserByLogin } from '../users/userLookup';
import { userDataOf } from '../users/userView';
import { listWatchlists } from '../users/watchlistStore';
import { tickerAllowanceOf } from '../assets/tickerAllowance';
import { extraTickersOf, subscriptionsOf } from '../billing/userBilling';
import { resetTickers } from '../billing/tickerReset';
import { audit } from '../audit';
import type { UserRow } from '../appDeps';
import type { AdminActionAnswer, AdminUserData, AdminUsernameBody, TickerUsageAnalysis } from '../../contracts';

const usernameField = { type: 'string', minLength: 1, maxLength: 254 } as const;
const usernameQuery = { querystring: s.object({ username: usernameField }, ['username']) };
const usernameBody = { body: s.object({ username: usernameField }, ['username']) };
const admin = { permission: 'ADMIN' };

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const { db } = deps;

  /** The user named by an e-mail or username, or 404 with the screen's failure text. */
  const target = async (username: string, failure: string): Promise<UserRow> => {
    const user = await findUserByLogin(db, username);
    if (!user) throw notFound(failure);
    return user;
  };

  const openSessions = async (userId: string): Promise<number> =>
    (await db.select({ n: count() }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))))[0]?.n ?? 0;

  app.get<{ Querystring: { username: string } }>('/userAdmin/userData', { config: admin, schema: usernameQuery }, async (req): Promise<AdminUserData> => {
    const user = await target(req.query.username, `No user "${req.query.username}".`);
    const [view, subscriptions, activeSessions] = await Promise.all([userDataOf(deps, user), subscriptionsOf(db, user.id, 'all'), openSessions(user.id)]);
    return {
      username: user.username, email: user.email,
      rawUserData: view.rawUserData,
      user: view, subscriptions, activeSessions,
    };
  });

  app.get<{ Querystring: { username: string } }>('/userAdmin/analyzeUsage', { config: admin, schema: usernameQuery }, async (req): Promise<TickerUsageAnalysis> => {
    const user = await target(req.query.username, 'Error: Could not force logout user.');
    const allowance = await tickerAllowanceOf(db, user, deps.now(), await extraTickersOf(db, user));
    const [activations, lists] = await Promise.all([
      db.select({ ticker: activeTickers.ticker, billable: activeTickers.billable }).from(activeTickers)
        .where(and(eq(activeTickers.userId, user.id), gte(activeTickers.activatedAt, allowance.periodStart))),
      listWatchlists(db, user.id, user.username),
    ]);
    return {
      totalAmountOfTickersAvailable: allowance.tickersPerMonth,
      listOfAllTickersUsed: sorted(activations.map((a) => a.ticker)),
      listOfAllTickersCurrentlyUsedInLists: sorted(lists.flatMap((l) => l.includedTicker)),
      freeOrDifferentlyPayedTickers: sorted(activations.filter((a) => !a.billable).map((a) => a.ticker)),
      remainingTickers: allowance.remaining,
    };
  });

  const resetUsage = async (req: FastifyRequest<{ Body: AdminUsernameBody }>): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const user = await target(req.body.username, 'Error: Could not reset the ticker usage.');
    const { returned, cleared } = await resetTickers(deps, user, { kind: 'admin', actorId: actor.id, ip: req.ip });
    return { msg: `Successful: ${returned} EOD request(s) given back and ${cleared} active ticker(s) cleared for ${user.username}.` };
  };
  // Document 4 names both paths; they are one action.
  app.post<{ Body: AdminUsernameBody }>('/userAdmin/resetAssetHistory', { config: admin, schema: usernameBody }, resetUsage);
  app.post<{ Body: AdminUsernameBody }>('/resetAssetHistory', { config: admin, schema: usernameBody }, resetUsage);

  app.post<{ Body: AdminUsernameBody }>('/userAdmin/forceLogout', { config: admin, schema: usernameBody }, async (req): Promise<AdminActionAnswer> => {
    const actor = requireAuth(req).user;
    const user = await target(req.body.username, 'Error: Could not force logout user.');
    const ended = await db.update(sessions).set({ revokedAt: deps.now(), revokedReason: 'signed out by an admin' })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))).returning({ id: sessions.id });
    await audit(db, {
      actorId: actor.id, action: 'admin.forceLogout', targetType: 'user', targetId: user.id, ip: req.ip,
      details: { before: { activeSessions: ended.length }, after: { activeSessions: 0 } },
    });
    return { msg: `Successful: ${ended.length} session(s) of ${user.username} ended.` };
  });
}
