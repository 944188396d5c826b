import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { audit } from '../audit';
import { balanceOf } from '../users/balances';
import { activateTickers } from './activation';
import { requireMarket } from './marketAccess';
import { parseTickerList } from './tickerParams';
import type { ActivationAnswer } from '../../contracts';

/** POST /api/activate-assets: body a ticker list (or {tickers}); see activation.ts. */
export async function activationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: unknown }>('/activate-assets', { config: { auth: true } }, async (req): Promise<ActivationAnswer> => {
    const { user } = requireAuth(req);
    const body = req.body;
    const raw = Array.isArray(body) ? body : (body as { tickers?: unknown } | null)?.tickers;
    const tickers = parseTickerList(raw, 'tickers');
    const { snapshot, source } = requireMarket(app);
    const known = (ticker: string): boolean => snapshot.rows.indexOf(ticker) >= 0 || source.getInstrument(ticker) !== undefined;
    const now = app.deps.now();
    const result = await activateTickers(app.deps.db, user, tickers, known, now);
    if (result.activatedTickers.length) {
      app.engine.listCache.invalidateUser(user.id);
      await audit(app.deps.db, { actorId: user.id, action: 'tickers.activate', targetType: 'user', targetId: user.id, details: { tickers: result.activatedTickers } });
    }
    return { ...result, tokenBalance: await balanceOf(app.deps.db, user.id, 'token') };
  });
}
