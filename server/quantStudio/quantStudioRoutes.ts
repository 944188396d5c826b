/**
 * Quant-Studio's calls (issue 23 scope 5; contracts/quantStudio.ts). Each needs a session (401)
 * and QUANT_STUDIO_MODULE (403, before any input check); bad input is a 400 with a message and
 * changes nothing; another member's run is a 404.
 * - GET    /quant-studio/config
 * - POST   /quant-studio/run          (runTokenCost tokens, charged only for a run that succeeded; 765 when short)
 * - GET    /quant-studio/runs
 * - POST   /quant-studio/runs         save a run of the member's under a name (plan limit)
 * - GET    /quant-studio/runs/:id
 * - DELETE /quant-studio/runs/:id
 * - GET    /quant-studio/compare?a=&b=
 */
import type { FastifyInstance } from 'fastify';
import type {
  QuantCompareAnswer, QuantDeleteAnswer, QuantRunAnswer, QuantRunRequest, QuantSaveRunBody, QuantSavedRun, QuantSavedRunList, QuantStudioConfig,
} from '../../contracts';
import {
  QUANT_REBALANCES, QUANT_SAVED_RUNS_BY_PLAN, QUANT_SAVED_RUNS_FALLBACK, QUANT_SIZINGS, QUANT_STRATEGIES, QUANT_STUDIO_MODULE, QUANT_STUDIO_RULES,
} from '../../product/quantStudioRules';
import { isPlanTier } from '../../product/plans';
import { requireAuth } from '../auth/sessionAuth';
import { requireMarket } from '../assets/marketAccess';
import { NOT_ENOUGH_TOKENS } from '../assets/realtimeRoutes';
import type { UserRow } from '../appDeps';
import type { Db } from '../db/database';
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { lockUserBalances, spendWithin } from '../users/balances';
import { readUserLists } from '../watchlists/userLists';
import { resolveRequest, universeTickers } from './runRequest';
import { firstSession, runQuant } from './runQuant';
import { deleteSaved, findRun, findSavedRun, listSaved, markSaved, recordRun, savedCount, savedRunOf } from './runStore';

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const date = { type: 'string', maxLength: 10 } as const;

const runBody = s.object({
  universe: {
    oneOf: [
      s.object({ kind: { const: 'tickers' }, tickers: { type: 'array', maxItems: 500, items: s.ticker } }, ['kind', 'tickers']),
      s.object({ kind: { const: 'list' }, list: { type: 'string', enum: ['portfolio', 'watchlist', 'crypto'] }, name: { type: 'string', maxLength: 100 } }, ['kind', 'list']),
    ],
  },
  strategy: { type: 'string', enum: [...QUANT_STRATEGIES] },
  parameters: { type: 'object', maxProperties: 10, additionalProperties: { type: 'number' } },
  sizing: { type: 'string', enum: [...QUANT_SIZINGS] },
  rebalance: { type: 'string', enum: [...QUANT_REBALANCES] },
  from: date,
  to: date,
  benchmark: s.ticker,
  costBps: { type: 'number' },
}, ['universe', 'strategy', 'from', 'to']);

const saveBody = s.object({
  runId: uuid,
  name: { type: 'string', minLength: 1, maxLength: QUANT_STUDIO_RULES.maxNameLength, pattern: '\\S' },
}, ['runId', 'name']);

export function savedRunsLimit(user: UserRow): number {
  const byPlan = isPlanTier(user.plan) ? QUANT_SAVED_RUNS_BY_PLAN[user.plan] : 0;
  return byPlan > 0 ? byPlan : QUANT_SAVED_RUNS_FALLBACK;
}

export async function quantStudioRoutes(app: FastifyInstance): Promise<void> {
  const config = { auth: true, permission: QUANT_STUDIO_MODULE };
  const db = (): Db => app.deps.db;

  app.get('/quant-studio/config', { config }, async (req): Promise<QuantStudioConfig> => {
    const { user } = requireAuth(req);
    const { source } = requireMarket(app);
    return {
      firstSession: firstSession(source, QUANT_STUDIO_RULES.defaultBenchmark),
      lastSession: source.lastCompletedSession(app.deps.now()),
      savedRuns: await savedCount(db(), user.id),
      savedRunsLimit: savedRunsLimit(user),
    };
  });

  app.post<{ Body: QuantRunRequest }>('/quant-studio/run', { config, schema: { body: runBody } }, async (req): Promise<QuantRunAnswer> => {
    const { user } = requireAuth(req);
    const { source } = requireMarket(app);
    const now = app.deps.now();
    const lastSession = source.lastCompletedSession(now);
    const picked = await universeTickers(req.body, () => readUserLists(db(), user.id, user.username));
    const request = resolveRequest(req.body, picked, source, lastSession);
    // Computed before the charge: a run that fails costs nothing.
    const result = runQuant(source, request, lastSession, now);
    const cost = QUANT_STUDIO_RULES.runTokenCost;
    const outcome = await db().transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockUserBalances(tx, user.id);
      const spent = await spendWithin(tx, { userId: user.id, account: 'token', amount: cost, reason: `quant-studio run ${request.strategy}`, at: now });
      if (!spent.ok) return { ok: false as const, balance: spent.balance };
      return { ok: true as const, balance: spent.balance, runId: await recordRun(tx, user.id, request, result, now) };
    });
    if (!outcome.ok) throw new ApiError(402, NOT_ENOUGH_TOKENS, 765, { tokenBalance: outcome.balance, required: cost });
    return { runId: outcome.runId, result, tokensCharged: cost, tokenBalance: outcome.balance };
  });

  app.get('/quant-studio/runs', { config }, async (req): Promise<QuantSavedRunList> => {
    const { user } = requireAuth(req);
    return { runs: await listSaved(db(), user.id), limit: savedRunsLimit(user) };
  });

  app.post<{ Body: QuantSaveRunBody }>('/quant-studio/runs', { config, schema: { body: saveBody } }, async (req): Promise<QuantSavedRun> => {
    const { user } = requireAuth(req);
    const name = req.body.name.trim();
    const limit = savedRunsLimit(user);
    return db().transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockUserBalances(tx, user.id);
      const run = await findRun(tx, user.id, req.body.runId);
      if (!run.savedAt && await savedCount(tx, user.id) >= limit) {
        throw badRequest(`Your plan keeps at most ${limit} saved runs. Delete one to save this run.`, 'QUANT_SAVED_LIMIT');
      }
      return savedRunOf(await markSaved(tx, run.id, name, app.deps.now()));
    });
  });

  app.get<{ Params: { id: string } }>('/quant-studio/runs/:id', { config, schema: { params: s.object({ id: uuid }, ['id']) } },
    async (req): Promise<QuantSavedRun> => {
      const { user } = requireAuth(req);
      return savedRunOf(await findSavedRun(db(), user.id, req.params.id));
    });

  app.delete<{ Params: { id: string } }>('/quant-studio/runs/:id', { config, schema: { params: s.object({ id: uuid }, ['id']) } },
    async (req): Promise<QuantDeleteAnswer> => {
      const { user } = requireAuth(req);
      await deleteSaved(db(), user.id, req.params.id);
      return { deleted: req.params.id };
    });

  app.get<{ Querystring: { a: string; b: string } }>('/quant-studio/compare', { config, schema: { querystring: s.object({ a: uuid, b: uuid }, ['a', 'b']) } },
    async (req): Promise<QuantCompareAnswer> => {
      const { user } = requireAuth(req);
      if (req.query.a.toLowerCase() === req.query.b.toLowerCase()) throw badRequest('Pick two different runs to compare.', 'QUANT_SAME_RUN');
      const [a, b] = await Promise.all([findSavedRun(db(), user.id, req.query.a), findSavedRun(db(), user.id, req.query.b)]);
      return { a: savedRunOf(a), b: savedRunOf(b) };
    });
}
