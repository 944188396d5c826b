/**
 * Charting-platform script access (document 4 sections 2.5, 3, 4, 5, 7.6; issue 27): a member
 * with ChartingAppAccess requests scripts on TradingView or Sierra; admins grant or revoke the
 * request on the charting-app admin screen (audited), the platform adapter carries it out (by
 * default: a task for the admin by hand), and the member gets a mail.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { requireAuth } from '../auth/sessionAuth';
import { chartingAccessRequests, users } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/apiError';
import * as s from '../http/schemas';
import { audit } from '../audit';
import { userLanguage } from '../users/userLookup';
import { CHARTING_PLATFORMS, CHARTING_SCRIPT_IDS, CHARTING_USERNAME_RULES, checkScriptChoice, type ChartingPlatform } from '../../product/chartingScripts';
import type {
  ChartingAccessRequestAnswer, ChartingAccessRequestBody, ChartingAccessRequestRow, ChartingDecisionAnswer, ChartingRequestStatus,
} from '../../contracts';
import { manualChartingPlatform, type ChartingPlatformAdapter } from './chartingPlatform';
import { chartingDecisionMail } from './chartingMails';

const requestBody = s.object({
  chartingAppUsername: { type: 'string', minLength: 1, maxLength: CHARTING_USERNAME_RULES.maxLength },
  chartingAppScripts: { type: 'array', maxItems: CHARTING_SCRIPT_IDS.length, uniqueItems: true, items: { type: 'string', enum: [...CHARTING_SCRIPT_IDS] } },
  chartingAppName: { type: 'string', enum: [...CHARTING_PLATFORMS] },
}, ['chartingAppUsername', 'chartingAppScripts', 'chartingAppName']);

const STATUSES = ['pending', 'granted', 'revoked'] as const;
const CHOICE_MESSAGES = {
  empty: 'Please choose at least one script.',
  notOffered: 'A chosen script is not offered on this platform.',
  sierraFixed: 'Sierra access always covers MFR Range, MFR Trend and Vaidotas Momentum Score together.',
} as const;

type RequestRow = typeof chartingAccessRequests.$inferSelect;
const view = (r: RequestRow, u: { username: string; email: string }): ChartingAccessRequestRow => ({
  id: r.id, username: u.username, email: u.email, platform: r.appName as ChartingPlatform, platformUsername: r.appUsername,
  scripts: r.scripts, status: r.status as ChartingRequestStatus, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null,
});

export function chartingRoutes(adapter: ChartingPlatformAdapter = manualChartingPlatform) {
  return async (app: FastifyInstance): Promise<void> => {
    const { db, now } = app.deps;

    app.post<{ Body: ChartingAccessRequestBody }>('/requestChartingAppAccess', {
      config: { auth: true, permission: 'ChartingAppAccess' }, schema: { body: requestBody },
    }, async (req): Promise<ChartingAccessRequestAnswer> => {
      const { user } = requireAuth(req);
      const platformUsername = req.body.chartingAppUsername.trim();
      if (!new RegExp(CHARTING_USERNAME_RULES.pattern).test(platformUsername)) {
        throw badRequest('Please enter your username or account number (letters, digits, dot, dash, underscore).', 'INVALID_CHARTING_USERNAME');
      }
      const choice = checkScriptChoice(req.body.chartingAppName, req.body.chartingAppScripts);
      if (choice !== 'ok') throw badRequest(CHOICE_MESSAGES[choice], 'INVALID_CHARTING_SCRIPTS');
      const at = now();
      const id = await db.transaction(async (tx) => {
        await tx.update(users).set({ chartingAppUsername: platformUsername, chartingAppName: req.body.chartingAppName }).where(eq(users.id, user.id));
        // A newer request replaces the member's pending one: the admin sees one line per member.
        await tx.delete(chartingAccessRequests).where(and(eq(chartingAccessRequests.userId, user.id), eq(chartingAccessRequests.status, 'pending')));
        const [row] = await tx.insert(chartingAccessRequests).values({
          userId: user.id, appName: req.body.chartingAppName, appUsername: platformUsername, scripts: req.body.chartingAppScripts, createdAt: at,
        }).returning({ id: chartingAccessRequests.id });
        return row!.id;
      });
      await audit(db, { actorId: user.id, action: 'charting.request', targetType: 'chartingAccessRequest', targetId: id, ip: req.ip, details: { platform: req.body.chartingAppName, scripts: req.body.chartingAppScripts } });
      return { success: true, requestId: id };
    });

    app.get<{ Querystring: { status?: string } }>('/admin/chartingAccess', {
      config: { auth: true, permission: 'ADMIN' },
      schema: { querystring: s.object({ status: { type: 'string', enum: [...STATUSES, 'all'] } }) },
    }, async (req): Promise<ChartingAccessRequestRow[]> => {
      const status = req.query.status ?? 'pending';
      const rows = await db.select({ r: chartingAccessRequests, u: { username: users.username, email: users.email } })
        .from(chartingAccessRequests).innerJoin(users, eq(users.id, chartingAccessRequests.userId))
        .where(status === 'all' ? inArray(chartingAccessRequests.status, [...STATUSES]) : eq(chartingAccessRequests.status, status))
        .orderBy(desc(chartingAccessRequests.createdAt)).limit(500);
      return rows.map(({ r, u }) => view(r, u));
    });

    const decide = (decision: 'grant' | 'revoke') => async (req: FastifyRequest<{ Body: { id: string } }>): Promise<ChartingDecisionAnswer> => {
      const admin = requireAuth(req).user;
      const [found] = await db.select({ r: chartingAccessRequests, u: users }).from(chartingAccessRequests)
        .innerJoin(users, eq(users.id, chartingAccessRequests.userId)).where(eq(chartingAccessRequests.id, req.body.id)).limit(1);
      if (!found) throw notFound('No such charting access request.');
      const wanted = decision === 'grant' ? 'granted' : 'revoked';
      if (decision === 'grant' && found.r.status !== 'pending') throw new ApiError(409, 'Only a pending request can be granted.', 'CHARTING_REQUEST_DECIDED');
      if (decision === 'revoke' && found.r.status === 'revoked') throw new ApiError(409, 'This request is already revoked.', 'CHARTING_REQUEST_DECIDED');
      const grant = { platform: found.r.appName as ChartingPlatform, platformUsername: found.r.appUsername, scripts: found.r.scripts };
      const outcome = decision === 'grant' ? await adapter.grant(grant) : await adapter.revoke(grant);
      const at = now();
      const [updated] = await db.transaction(async (tx) => {
        await tx.update(users).set({ chartingAppAccessGranted: decision === 'grant' }).where(eq(users.id, found.u.id));
        return tx.update(chartingAccessRequests).set({ status: wanted, decidedAt: at, decidedBy: admin.id }).where(eq(chartingAccessRequests.id, found.r.id)).returning();
      });
      await audit(db, {
        actorId: admin.id, action: `charting.${decision}`, targetType: 'chartingAccessRequest', targetId: found.r.id, ip: req.ip,
        details: { userId: found.u.id, platform: grant.platform, scripts: grant.scripts, platformMode: outcome.mode, note: outcome.note },
      });
      await app.deps.mailer.send(chartingDecisionMail(
        { email: found.u.email, firstname: found.u.firstname, language: userLanguage(found.u) }, decision, grant.platform, app.deps.config.appUrl,
      ));
      return { request: view(updated!, found.u), platform: outcome };
    };
    const decisionSchema = { body: s.object({ id: { type: 'string', format: 'uuid' } }, ['id']) };
    app.post<{ Body: { id: string } }>('/admin/chartingAccess/grant', { config: { auth: true, permission: 'ADMIN' }, schema: decisionSchema }, decide('grant'));
    app.post<{ Body: { id: string } }>('/admin/chartingAccess/revoke', { config: { auth: true, permission: 'ADMIN' }, schema: decisionSchema }, decide('revoke'));
  };
}
