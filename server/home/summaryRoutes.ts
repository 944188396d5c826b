/**
 * The summary's calls (issue 21 scope 5; document 4 section 2.4), also read by the home:
 * - GET /summary/top?scope=mine|all → TopSignalsAnswer (topSignals.ts ranks, tickerSets.ts picks
 *   the tickers). `mine` needs TOP_MINE_MODULE: 403 PREMIUM_NEEDED otherwise (the client shows
 *   its premium-needed state; the catalogue does not end the session for it).
 * - GET /summary/most-held?kind=portfolio|watchlist&limit → MostHeldAnswer (HOME_RULES.mostHeldDefault, at most mostHeldMax).
 * Bad input: 400 (a missing or unknown scope or kind, a limit outside 1…100).
 */
import type { FastifyInstance } from 'fastify';
import { HOLDING_KINDS, TOP_SCOPES, type HoldingKind, type MostHeldAnswer, type TopScope, type TopSignalsAnswer } from '../../contracts';
import { HOME_RULES, PREMIUM_NEEDED, TOP_MINE_MODULE } from '../../product/homeRules';
import { hasPermission } from '../../product/permissionModules';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError } from '../http/apiError';
import * as s from '../http/schemas';
import { digits, intParam } from '../assets/assetDataRoutes';
import { requireMarket } from '../assets/marketAccess';
import { modulesOf } from '../users/userModules';
import { holderCounts } from './holderCache';
import { topHolders } from './holders';
import { snapshotFieldsOf } from './snapshotFields';
import { allActiveTickers, ownTickers } from './tickerSets';
import { rankTopSignals } from './topSignals';

export function premiumNeeded(): ApiError {
  return new ApiError(403, 'This list is part of the Premium, Elite and Professional plans.', PREMIUM_NEEDED);
}

const topQuery = s.object({ scope: { type: 'string', enum: [...TOP_SCOPES] } }, ['scope']);
const mostHeldQuery = s.object({ kind: { type: 'string', enum: [...HOLDING_KINDS] }, limit: digits }, ['kind']);

export async function summaryRoutes(app: FastifyInstance): Promise<void> {
  const config = { auth: true };

  app.get<{ Querystring: { scope: TopScope } }>('/summary/top', { config, schema: { querystring: topQuery } }, async (req): Promise<TopSignalsAnswer> => {
    const { user } = requireAuth(req);
    const scope = req.query.scope;
    if (scope === 'mine' && !hasPermission(modulesOf(user), TOP_MINE_MODULE)) throw premiumNeeded();
    const { snapshot } = requireMarket(app);
    const tickers = scope === 'mine' ? await ownTickers(app, user) : await allActiveTickers(app);
    const lists = rankTopSignals(snapshotFieldsOf(snapshot.rows, tickers), scope === 'mine' ? HOME_RULES.topMine : HOME_RULES.topAll);
    return { scope, asOfDate: snapshot.asOf, ...lists };
  });

  app.get<{ Querystring: { kind: HoldingKind; limit?: string } }>('/summary/most-held', { config, schema: { querystring: mostHeldQuery } }, async (req): Promise<MostHeldAnswer> => {
    const limit = intParam(req.query.limit, 'limit', { fallback: HOME_RULES.mostHeldDefault, min: 1, max: HOME_RULES.mostHeldMax });
    const kind = req.query.kind;
    return { kind, limit, rows: topHolders(await holderCounts(app, kind), limit) };
  });
}
