/**
 * The calls of the admins' dev-only pages (issue 28 scope 9; contracts/adminDev.ts): the fired
 * alerts of every user (paged, by user, ticker and date) and the model portfolios' current
 * positions from the backtest engine. ADMIN on every route (config.permission, checked before the
 * input) and DEV_ONLY on top (the pages are dev-only, document 4 section 2.7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import * as s from '../http/schemas';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { alertHistory, users } from '../db/schema';
import { findUserByLogin } from '../users/userLookup';
import { entryOf } from '../alerts/historyStore';
import { requireMarket } from '../assets/marketAccess';
import { backtestServiceOf } from '../backtests/backtestService';
import { BACKTESTS_LOADING } from '../backtests/backtestRoutes';
import { hasPermission } from '../../product/permissionModules';
import { ADMIN_DEV_MODULES, ADMIN_DEV_RULES } from '../../product/adminDevRules';
import { BACKTEST_INITIAL_CASH } from '../../product/backtestRules';
import { managedPortfolioOf } from './managedPortfolio';
import type { AdminAlertHistoryAnswer, ManagedPortfolioAnswer } from '../../contracts';

interface HistoryQuery { username?: string; ticker?: string; from?: string; to?: string; page?: string; pageSize?: string }

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const positive = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;

/** A YYYY-MM-DD that is a real day (2026-02-30 is not), as the start or the end of that UTC day. */
function dayOf(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (value === undefined) return undefined;
  const at = new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value) throw badRequest(`"${name}" must be a date (YYYY-MM-DD).`, 'DATE');
  return at;
}

/** Every module of ADMIN_DEV_MODULES: ADMIN is checked before the input (config.permission), the rest here. */
async function devOnly(req: FastifyRequest): Promise<void> {
  const modules = modulesOf(requireAuth(req).user);
  if (!ADMIN_DEV_MODULES.every((m) => hasPermission(modules, m))) throw forbidden();
}

export async function devPagesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const config = { permission: 'ADMIN' };
  app.get<{ Querystring: HistoryQuery }>('/admin/alertHistory', {
    config, preHandler: devOnly,
    schema: {
      querystring: s.object({
        username: { type: 'string', maxLength: 254 }, ticker: s.ticker, from: date, to: date, page: positive, pageSize: positive,
      }),
    },
  }, async (req): Promise<AdminAlertHistoryAnswer> => {
    const from = dayOf(req.query.from, 'from', false);
    const to = dayOf(req.query.to, 'to', true);
    if (from && to && from > to) throw badRequest('The from date must not be after the to date.', 'DATE_RANGE');
    const page = Number(req.query.page ?? 1);
    const pageSize = Number(req.query.pageSize ?? ADMIN_DEV_RULES.alertHistoryPageSize);
    if (pageSize > ADMIN_DEV_RULES.alertHistoryMaxPageSize) throw badRequest(`At most ${ADMIN_DEV_RULES.alertHistoryMaxPageSize} alerts per page.`, 'PAGE_SIZE');
    const name = req.query.username?.trim();
    const user = name ? await findUserByLogin(db, name) : null;
    if (name && !user) throw notFound(`No user "${name}".`);
    const ticker = req.query.ticker?.trim().toUpperCase();
    const where = and(
      user ? eq(alertHistory.userId, user.id) : undefined,
      ticker ? eq(alertHistory.ticker, ticker) : undefined,
      from ? gte(alertHistory.firedAt, from) : undefined,
      to ? lte(alertHistory.firedAt, to) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db.select({ entry: alertHistory, username: users.username }).from(alertHistory).innerJoin(users, eq(users.id, alertHistory.userId))
        .where(where).orderBy(desc(alertHistory.firedAt), desc(alertHistory.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ n: count() }).from(alertHistory).where(where),
    ]);
    return { entries: rows.map((r) => ({ ...entryOf(r.entry), username: r.username })), page, pageSize, total: totals[0]?.n ?? 0 };
  });

  app.get('/admin/managedPortfolio', { config, preHandler: devOnly }, async (): Promise<ManagedPortfolioAnswer> => {
    const service = backtestServiceOf(app);
    service.start();
    requireMarket(app);
    const answer = service.answer();
    if (!answer) throw new ApiError(503, 'The model backtests are being computed. Please try again in a moment.', BACKTESTS_LOADING);
    const portfolios = answer.entries.map(managedPortfolioOf);
    const lastSession = answer.entries[0]?.backtest.date.at(-1) ?? answer.asOfDate;
    return { asOfDate: answer.asOfDate, lastSession, initialCash: BACKTEST_INITIAL_CASH, portfolios };
  });
}
