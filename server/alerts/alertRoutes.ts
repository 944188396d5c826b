/**
 * The alert calls (contracts/alerts.ts; docs/api.md "Alerts"). Every call needs a session; an
 * alert of another user answers 404 as an unknown one does; bad input answers 400 (code
 * ALERT_INVALID, with the field) and stores nothing; over the plan's limit of active alerts 429.
 * Saving an alert evaluates it at once: a condition that already holds fires now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../appDeps';
import { requireAuth } from '../auth/sessionAuth';
import { requireMarket } from '../assets/marketAccess';
import { notFound } from '../http/apiError';
import type {
  AlertHistoryAnswer, AlertInput, AlertListAnswer, AlertView, SuccessAnswer, WebhookSecretAnswer, WebhookSecretState,
} from '../../contracts';
import { alertViewOf, isLive, type AlertRow } from './alertRecord';
import { checkAlertInput, invalid, type CheckedAlertInput } from './alertInput';
import { alertLimitOf, alertLimitReached } from './alertLimit';
import { alertBodySchema, alertIdParams, historyQuerySchema } from './alertSchemas';
import { activeCount, alertOfUser, alertsOfUser, deleteAlert, insertAlert, updateAlert } from './alertStore';
import { checkTarget } from './alertTargets';
import { historyOf } from './historyStore';
import { alertServiceOf } from './alertService';
import { alertStreamRoute } from './streamRoute';
import { rotateSecret, secretState } from './webhookSecret';

interface HistoryQuery { from?: string; to?: string; ticker?: string }

function dateParam(value: string | undefined, name: string, endOfDay: boolean): Date | undefined {
  if (value === undefined || value === '') return undefined;
  const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(plainDate ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : value);
  if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) throw invalid(`"${name}" must be a date (YYYY-MM-DD) or an ISO date and time.`, name);
  return at;
}

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const config = { auth: true };
  const service = alertServiceOf(app);
  const { db } = app.deps;
  app.addHook('preClose', async () => { await service.stop(); });

  /** The input checked in full (shape, meaning, target) before anything is stored. */
  async function checkedInput(req: FastifyRequest<{ Body: AlertInput }>, user: UserRow): Promise<CheckedAlertInput> {
    const now = app.deps.now();
    const input = checkAlertInput(req.body as unknown as Record<string, unknown>, now, app.deps.config.webhookPrivateTargets);
    const store = input.target.kind === 'ticker' ? requireMarket(app).snapshot.rows : app.deps.market?.store() ?? requireMarket(app).snapshot.rows;
    input.target = await checkTarget(input.target, input.condition, { db, user, store, now });
    if (input.channels.includes('webhook') && !(await secretState(db, user.id)).exists) {
      throw invalid('Create your webhook secret first, so that your receiver can verify the calls (POST /api/alerts/webhookSecret).', 'channels');
    }
    return input;
  }

  /**
   * Runs `write` with the user's row locked; when the saved alert is active, the user's other
   * active alerts must leave room for it under the plan's limit (else 429 and nothing is stored).
   */
  async function withinLimit(user: UserRow, write: (tx: Db) => Promise<AlertRow>): Promise<AlertRow> {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const row = await write(tx);
      const now = app.deps.now();
      if (isLive(row, now)) {
        const limit = alertLimitOf(user);
        const others = await activeCount(tx, user.id, now, row.id);
        if (others >= limit) throw alertLimitReached(limit, others);
      }
      return row;
    });
  }

  /** The alert as saved, after its first evaluation (it may be done already). */
  async function afterSave(row: AlertRow, userId: string): Promise<AlertView> {
    await service.saved(row);
    const fresh = await alertOfUser(db, userId, row.id);
    return alertViewOf(fresh ?? row, app.deps.now());
  }

  app.get('/alerts', { config }, async (req): Promise<AlertListAnswer> => {
    const { user } = requireAuth(req);
    const now = app.deps.now();
    const rows = await alertsOfUser(db, user.id);
    return { alerts: rows.map((r) => alertViewOf(r, now)), limit: alertLimitOf(user), active: rows.filter((r) => isLive(r, now)).length };
  });

  // 200 like every other save: the engine's client takes any other status for a failure (document 1 section 7).
  app.post<{ Body: AlertInput }>('/alerts', { config, schema: { body: alertBodySchema } }, async (req): Promise<AlertView> => {
    const { user } = requireAuth(req);
    const input = await checkedInput(req, user);
    const row = await withinLimit(user, (tx) => insertAlert(tx, user.id, input, app.deps.now()));
    return afterSave(row, user.id);
  });

  app.put<{ Body: AlertInput; Params: { id: string } }>('/alerts/:id', { config, schema: { body: alertBodySchema, params: alertIdParams } }, async (req): Promise<AlertView> => {
    const { user } = requireAuth(req);
    const before = await alertOfUser(db, user.id, req.params.id);
    if (!before) throw notFound('There is no such alert.');
    const input = await checkedInput(req, user);
    const row = await withinLimit(user, (tx) => updateAlert(tx, before, input, app.deps.now()));
    return afterSave(row, user.id);
  });

  app.delete<{ Params: { id: string } }>('/alerts/:id', { config, schema: { params: alertIdParams } }, async (req): Promise<SuccessAnswer> => {
    const { user } = requireAuth(req);
    const alert = await alertOfUser(db, user.id, req.params.id);
    if (!alert) throw notFound('There is no such alert.');
    await deleteAlert(db, alert.id);
    await service.removed(alert.id);
    return { success: true };
  });

  app.get<{ Querystring: HistoryQuery }>('/alerts/history', { config, schema: { querystring: historyQuerySchema } }, async (req): Promise<AlertHistoryAnswer> => {
    const { user } = requireAuth(req);
    const from = dateParam(req.query.from, 'from', false);
    const to = dateParam(req.query.to, 'to', true);
    if (from && to && from.getTime() > to.getTime()) throw invalid('"from" must not lie after "to".', 'from');
    const ticker = req.query.ticker?.trim().toUpperCase() || undefined;
    return { entries: await historyOf(db, user.id, { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(ticker ? { ticker } : {}) }) };
  });

  app.get('/alerts/webhookSecret', { config }, async (req): Promise<WebhookSecretState> => secretState(db, requireAuth(req).user.id));

  app.post('/alerts/webhookSecret', { config }, async (req): Promise<WebhookSecretAnswer> =>
    rotateSecret(db, await service.secretKey(), requireAuth(req).user.id, app.deps.now()));

  await app.register(alertStreamRoute);
}
