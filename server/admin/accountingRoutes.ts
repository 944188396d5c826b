/**
 * The accounting admin's calls (issue 28 scope 6; document 4 sections 2.7 and 7.8), admins only,
 * audited:
 * - GET /accounting/sheet?year=&masterKey=: the year's accounting workbook (xlsx). The master key
 *   travels like the user export's token and is compared in constant time with
 *   ACCOUNTING_MASTER_KEY; unset, the download is off.
 * - POST /accounting/importStripeDataDiff {from, to}: our invoices and refunds against the card
 *   provider's balance transactions (the Stripe adapter, or the sandbox's own records).
 * - GET /admin/localSubscriptions: the subscription user search's list of subscriptions.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import * as s from '../http/schemas';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError, badRequest, forbidden } from '../http/apiError';
import { billingSubscriptions, users } from '../db/schema';
import { audit } from '../audit';
import { tokenMatches } from './exportUsersRoutes';
import { accountingSheet, providerDiff } from './accounting';
import { billingServices } from '../billing/services';
import { ProviderError } from '../billing/providers/types';
import { ACCOUNTING_RULES } from '../../product/accountingRules';
import { LOCAL_SUBSCRIPTION_RULES } from '../../product/adminOperationsRules';
import type { LocalSubscriptionsAnswer, StripeDiffAnswer, StripeDiffBody } from '../../contracts';

const day = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** A real calendar day (YYYY-MM-DD) or null. */
function parseDay(value: string): Date | null {
  const d = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? null : d;
}

export async function accountingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, now } = app.deps;
  const admin = { permission: 'ADMIN' };

  app.get<{ Querystring: { year?: string; masterKey?: string } }>('/accounting/sheet', {
    config: admin,
    schema: { querystring: s.object({ year: { type: 'string', pattern: '^[0-9]{4}$' }, masterKey: { type: 'string', maxLength: 500 } }) },
  }, async (req, reply) => {
    const actor = requireAuth(req).user;
    const year = req.query.year ? Number(req.query.year) : now().getUTCFullYear();
    if (year < ACCOUNTING_RULES.minYear || year > ACCOUNTING_RULES.maxYear) {
      throw badRequest(`The year must be between ${ACCOUNTING_RULES.minYear} and ${ACCOUNTING_RULES.maxYear}.`, 'ACCOUNTING_YEAR');
    }
    if (!req.query.masterKey) throw badRequest('Please enter the master key.', 'ACCOUNTING_NO_KEY');
    if (!config.accountingMasterKey) throw new ApiError(403, 'The accounting sheet is not configured on this server (ACCOUNTING_MASTER_KEY).', 'ACCOUNTING_OFF');
    if (!tokenMatches(req.query.masterKey, config.accountingMasterKey)) {
      await audit(db, { actorId: actor.id, action: 'admin.accountingSheet.refused', ip: req.ip, details: { year } });
      throw forbidden('The master key is wrong.');
    }
    const sheet = await accountingSheet(db, year, now());
    await audit(db, { actorId: actor.id, action: 'admin.accountingSheet', ip: req.ip, details: { year, ...sheet.counts } });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${ACCOUNTING_RULES.fileName(year)}"`)
      .header('cache-control', 'no-store')
      .send(sheet.buffer);
  });

  app.post<{ Body: StripeDiffBody }>('/accounting/importStripeDataDiff', {
    config: admin,
    schema: { body: s.object({ from: day, to: day }, ['from', 'to']) },
  }, async (req): Promise<StripeDiffAnswer> => {
    const actor = requireAuth(req).user;
    const from = parseDay(req.body.from);
    const to = parseDay(req.body.to);
    if (!from || !to) throw badRequest('Please enter real dates (YYYY-MM-DD).', 'DIFF_DATE');
    if (from > to) throw badRequest('The from date must not be after the to date.', 'DIFF_RANGE');
    if ((to.getTime() - from.getTime()) / 86_400_000 + 1 > ACCOUNTING_RULES.diffMaxDays) {
      throw badRequest(`Compare at most ${ACCOUNTING_RULES.diffMaxDays} days at once.`, 'DIFF_RANGE_TOO_LONG');
    }
    const provider = billingServices(app).provider(config.payments.provider);
    let answer: StripeDiffAnswer;
    try {
      answer = await providerDiff(db, provider, req.body.from, req.body.to);
    } catch (err) {
      if (err instanceof ProviderError) throw new ApiError(502, `The card provider did not answer: ${err.message}`, 'PROVIDER_UNAVAILABLE');
      throw err;
    }
    const counts = { missingAtProvider: 0, missingLocally: 0, amountMismatch: 0 };
    for (const d of answer.differences) counts[d.kind] += 1;
    await audit(db, {
      actorId: actor.id, action: 'admin.accountingDiff', ip: req.ip,
      details: { provider: answer.provider, from: answer.from, to: answer.to, checked: answer.checked, differences: counts },
    });
    return answer;
  });

  app.get<{ Querystring: { local?: string; status?: string; limit?: string } }>('/admin/localSubscriptions', {
    config: admin,
    schema: {
      querystring: s.object({
        local: { type: 'string', enum: ['true', 'false'] },
        status: { type: 'string', enum: [...LOCAL_SUBSCRIPTION_RULES.statuses] },
        limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
      }),
    },
  }, async (req): Promise<LocalSubscriptionsAnswer> => {
    const actor = requireAuth(req).user;
    const limit = Number(req.query.limit ?? LOCAL_SUBSCRIPTION_RULES.defaultLimit);
    if (limit > LOCAL_SUBSCRIPTION_RULES.maxLimit) throw badRequest(`At most ${LOCAL_SUBSCRIPTION_RULES.maxLimit} subscriptions at once.`, 'SUBSCRIPTIONS_LIMIT');
    const conditions: SQL[] = [];
    if (req.query.local === 'true') conditions.push(inArray(billingSubscriptions.provider, [...LOCAL_SUBSCRIPTION_RULES.localProviders]));
    if (req.query.status) conditions.push(eq(billingSubscriptions.status, req.query.status));
    const rows = await db.select({ sub: billingSubscriptions, username: users.username }).from(billingSubscriptions)
      .innerJoin(users, eq(users.id, billingSubscriptions.userId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id)).limit(limit);
    await audit(db, { actorId: actor.id, action: 'admin.localSubscriptions', ip: req.ip, details: { local: req.query.local === 'true', status: req.query.status ?? null, found: rows.length } });
    return {
      subscriptions: rows.map(({ sub, username }) => ({
        id: sub.id, providerSubscriptionId: sub.providerSubscriptionId, username, sku: sub.sku, kind: sub.kind, status: sub.status,
        provider: sub.provider, local: (LOCAL_SUBSCRIPTION_RULES.localProviders as readonly string[]).includes(sub.provider),
        startedAt: sub.startedAt.toISOString(), currentPeriodEnd: sub.currentPeriodEnd.toISOString(), cancelledAt: sub.cancelledAt?.toISOString() ?? null,
      })),
    };
  });
}
