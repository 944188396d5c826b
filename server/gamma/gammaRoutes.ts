/**
 * The gamma calls (issue 23; document 4 sections 2.2, 7.2 and 9):
 * - GET /gamma/:ticker?allowDelay=true|false → GammaAnswer. Elite only (403 ELITE_NEEDED), for a
 *   ticker the user sees (revealed or free for them, as the asset calls, or one of the gamma
 *   tickers every member sees on the home: 409 TICKER_NOT_REVEALED otherwise). `true` (the
 *   default) answers the levels of the last close for free; `false` computes them from the current
 *   option chain and costs GAMMA_RULES.realtimeTokenCost tokens, booked after the report is
 *   computed (402 with code 765 and nothing charged when the balance is short). An unknown ticker,
 *   or one without options, answers an empty gamma object and costs nothing.
 * - GET /gamma-overview → GammaOverviewAnswer: put wall, call wall and flip of the last close for
 *   the gamma tickers (every member) and, for Elite members, the tickers of their quick list that
 *   they see; read from the published snapshot's in-memory rows (the server's cache of the close).
 * Both need a session (401) and the market (503 MARKET_LOADING before the first snapshot).
 */
import type { FastifyInstance } from 'fastify';
import type { GammaAnswer, GammaOverviewAnswer } from '../../contracts';
import { ELITE_NEEDED, GAMMA_MODULE, GAMMA_RULES, GAMMA_TICKERS, normaliseQuickList } from '../../product/gammaRules';
import { hasPermission } from '../../product/permissionModules';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError } from '../http/apiError';
import { marketInstant, revealCheckOf, tickerNotRevealed, tickerParam } from '../assets/assetDataRoutes';
import { requireMarket } from '../assets/marketAccess';
import { NOT_ENOUGH_TOKENS } from '../assets/realtimeRoutes';
import { snapshotFieldsOf } from '../home/snapshotFields';
import type { MarketSnapshot } from '../market/marketService';
import { spend } from '../users/balances';
import { modulesOf } from '../users/userModules';
import { computeGammaReport, DelayedGammaCache, EMPTY_REPORT, modeOf } from './gammaReports';
import { gammaReportSchema } from './gammaSchemas';

export function eliteNeeded(): ApiError {
  return new ApiError(403, 'The gamma analytics are part of the Elite plan.', ELITE_NEEDED);
}

const isGammaTicker = (ticker: string): boolean => GAMMA_TICKERS.includes(ticker);

/** The overview's levels of the known tickers, read from the snapshot's columns. */
function overviewOf(snapshot: MarketSnapshot, tickers: readonly string[]): GammaOverviewAnswer {
  const out: GammaOverviewAnswer = {};
  for (const f of snapshotFieldsOf(snapshot.rows, tickers)) {
    out[f.ticker] = { gamma: { putWallLevel: f.putWallLevel, callWallLevel: f.callWallLevel, zeroGamma: f.zeroGamma } };
  }
  return out;
}

export async function gammaRoutes(app: FastifyInstance): Promise<void> {
  const delayed = new DelayedGammaCache();

  app.get<{ Params: { ticker: string }; Querystring: { allowDelay?: 'true' | 'false' } }>('/gamma/:ticker', {
    config: { auth: true }, schema: gammaReportSchema,
  }, async (req): Promise<GammaAnswer> => {
    const { user } = requireAuth(req);
    if (!hasPermission(modulesOf(user), GAMMA_MODULE)) throw eliteNeeded();
    const ticker = tickerParam(req.params.ticker);
    const mode = modeOf(req.query.allowDelay);
    const { snapshot, source } = requireMarket(app);
    const base = { ticker, mode, tokensCharged: 0, tokenBalance: null };
    const row = snapshot.rows.indexOf(ticker) >= 0;
    if (!row) return { ...base, ...EMPTY_REPORT };
    if (!isGammaTicker(ticker) && !(await revealCheckOf(app, req))(ticker)) throw tickerNotRevealed(ticker);
    if (mode === 'delayed') return { ...base, ...(delayed.get(snapshot, source, ticker) ?? EMPTY_REPORT) };

    const report = computeGammaReport(source, ticker, marketInstant(app, source));
    if (!report) return { ...base, ...EMPTY_REPORT };
    const cost = GAMMA_RULES.realtimeTokenCost;
    const charged = await spend(app.deps.db, { userId: user.id, account: 'token', amount: cost, reason: `real-time gamma ${ticker}`, at: app.deps.now() });
    if (!charged.ok) throw new ApiError(402, NOT_ENOUGH_TOKENS, 765, { tokenBalance: charged.balance, required: cost });
    return { ...base, ...report, tokensCharged: cost, tokenBalance: charged.balance };
  });

  app.get('/gamma-overview', { config: { auth: true } }, async (req): Promise<GammaOverviewAnswer> => {
    const { user } = requireAuth(req);
    const { snapshot } = requireMarket(app);
    let tickers = [...GAMMA_TICKERS];
    if (hasPermission(modulesOf(user), GAMMA_MODULE)) {
      const stored = (user.settings as { gammaQuickList?: unknown }).gammaQuickList;
      const quickList = Array.isArray(stored) ? normaliseQuickList(stored.filter((t): t is string => typeof t === 'string')) : [];
      const sees = quickList.some((t) => !isGammaTicker(t)) ? await revealCheckOf(app, req) : () => true;
      tickers = [...tickers, ...quickList.filter((t) => !isGammaTicker(t) && sees(t))];
    }
    return overviewOf(snapshot, tickers);
  });
}
