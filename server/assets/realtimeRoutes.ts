import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../appDeps';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError } from '../http/apiError';
import { spend } from '../users/balances';
import { TICKER_RULES } from '../../product/tickerAccess';
import type { AssetRow } from '../market/snapshot/assetRow';
import type { RealtimeAnswer } from '../../contracts';
import { revealCheckFor } from './activeTickers';
import { requireMarket } from './marketAccess';
import { realtimeRow } from './realtimeRange';
import { parseTickerList } from './tickerParams';

export const NOT_ENOUGH_TOKENS = 'Not enough Tokens to fulfill request';
export const REALTIME_UNAVAILABLE =
  'The Real-Time Range could not be loaded. Your balance was not charged. Trying a different exchange or country suffix may help.';

/**
 * Real-time ranges of `tickers` for `user`, charged one token per delivered ticker (one ledger
 * row); 765 and nothing charged when the balance is short, 766 when no ticker delivers. Shared
 * by the app's call and the public API's rtasset calls.
 */
export async function deliverRealtime(app: FastifyInstance, user: UserRow, tickers: readonly string[]): Promise<RealtimeAnswer> {
  const { snapshot, source } = requireMarket(app);
  const now = app.deps.now();
  const revealed = await revealCheckFor(app.deps.db, user, now);
  const rtTickers: RealtimeAnswer['rtTickers'] = [];
  const errorTickers: RealtimeAnswer['errorTickers'] = [];
  for (const ticker of tickers) {
    const row = snapshot.rows.row(ticker) as AssetRow | null;
    if (row && !revealed(row.ticker)) {
      errorTickers.push({ ticker, reason: 'notRevealed' });
      continue;
    }
    const outcome = realtimeRow(source, row, ticker, now);
    if (outcome.ok) rtTickers.push({ ...outcome.row, isActive: true });
    else errorTickers.push({ ticker, reason: outcome.reason });
  }
  if (rtTickers.length === 0) throw new ApiError(424, REALTIME_UNAVAILABLE, 766, { errorTickers });
  const cost = rtTickers.length * TICKER_RULES.realtimeTokenCost;
  const charged = await spend(app.deps.db, {
    userId: user.id, account: 'token', amount: cost, reason: `real-time ranges ${rtTickers.map((r) => r.ticker).join(',')}`, at: now,
  });
  if (!charged.ok) throw new ApiError(402, NOT_ENOUGH_TOKENS, 765, { tokenBalance: charged.balance, required: cost });
  return { rtTickers, errorTickers, tokenBalance: charged.balance, tokensCharged: cost };
}

/** GET /api/realtime-asset?tickers=A,B: deliverRealtime for the signed-in user. */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { tickers?: unknown; ticker?: unknown } }>('/realtime-asset', { config: { auth: true } }, async (req): Promise<RealtimeAnswer> => {
    const { user } = requireAuth(req);
    return deliverRealtime(app, user, parseTickerList(req.query.tickers ?? req.query.ticker, 'tickers'));
  });
}
