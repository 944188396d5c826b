/**
 * The volatility page's call (issue 21 scope 3; document 4 sections 2.4 and 6, document 2 section 9):
 * GET /volatility → VolatilityAnswer, the six fixed groups of six (volatilityRows.ts).
 * - 401 without a session; 403 PREMIUM_NEEDED without BASIC_OR_PREMIUM (the detail page's go-to
 *   button shows the premium-needed dialog to those members); 503 MARKET_LOADING before the first snapshot.
 * - The IV figures only for PREMIUM (a premium column everywhere); null and `ivIncluded: false` otherwise.
 * - Kept VOLATILITY_CACHE.serverSeconds (1,500 s) per snapshot version and IV access: the realised
 *   volatilities read 36 candle series.
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../product/permissionModules';
import { IV_MODULE, VOLATILITY_CACHE, VOLATILITY_MODULE } from '../../product/volatilityRules';
import type { VolatilityAnswer } from '../../contracts';
import { requireAuth } from '../auth/sessionAuth';
import { requireMarket } from '../assets/marketAccess';
import { premiumNeeded } from '../home/summaryRoutes';
import { modulesOf } from '../users/userModules';
import { volatilityGroups } from './volatilityRows';

interface Kept {
  key: string;
  until: number;
  answer: VolatilityAnswer;
}

export async function volatilityRoutes(app: FastifyInstance): Promise<void> {
  const kept = new Map<boolean, Kept>();

  app.get('/volatility', { config: { auth: true } }, async (req): Promise<VolatilityAnswer> => {
    const { user } = requireAuth(req);
    const modules = modulesOf(user);
    if (!hasPermission(modules, VOLATILITY_MODULE)) throw premiumNeeded();
    const ivIncluded = hasPermission(modules, IV_MODULE);
    const { snapshot, source } = requireMarket(app);
    const key = `${snapshot.version}`;
    const now = app.deps.now().getTime();
    const hit = kept.get(ivIncluded);
    if (hit && hit.key === key && hit.until > now) return hit.answer;
    const answer: VolatilityAnswer = { asOfDate: snapshot.asOf, ivIncluded, groups: volatilityGroups(snapshot, source, ivIncluded) };
    kept.set(ivIncluded, { key, until: now + VOLATILITY_CACHE.serverSeconds * 1000, answer });
    return answer;
  });
}
