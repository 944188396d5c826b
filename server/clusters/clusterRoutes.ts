/**
 * The market clusters and leadership chains (issue 22 scopes 2 and 3). Each call needs a session
 * (401) and answers 503 until the first market snapshot:
 * - POST /analytics/clusters   ClusterBody → ClusterAnswer
 * - POST /analytics/leadership LeadershipBody → LeadershipAnswer
 * Only tickers the user sees in full are analysed (clusterUniverse.ts). Answers are kept per
 * market version and analysed ticker set (so users who see the same tickers share them) for
 * CLUSTER_RULES.cacheMinutes in a small LRU.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { requireMarket, type MarketAccess } from '../assets/marketAccess';
import { LruCache } from '../market/simulation/lruCache';
import { CLUSTER_RULES } from '../../product/clusterRules';
import type { ClusterAnswer, ClusterBody, LeadershipAnswer, LeadershipBody } from '../../contracts';
import { analyseUniverse, clusterAnswer, leadershipAnswer } from './clusterAnalysis';
import { clusterBody, leadershipBody } from './clusterSchemas';
import { resolveUniverse, type ResolvedUniverse, type UniverseInput } from './clusterUniverse';

type Body<T> = Omit<T, 'universe'> & { universe: UniverseInput };

const CACHE_ENTRIES = 40;

interface Cached<T> { value: T; expires: number }

export async function clusterRoutes(app: FastifyInstance): Promise<void> {
  const cache = new LruCache<string, Cached<ClusterAnswer | LeadershipAnswer>>(CACHE_ENTRIES);

  /** The analysis of the request's universe: from the cache when the same version and tickers were analysed lately. */
  async function answer<T extends ClusterAnswer | LeadershipAnswer>(
    req: FastifyRequest, input: UniverseInput, key: string, build: (market: MarketAccess, universe: ResolvedUniverse) => T,
  ): Promise<T> {
    const auth = requireAuth(req);
    const market = requireMarket(app);
    const { snapshot, source } = market;
    const universe = await resolveUniverse(app, auth, snapshot, source, input);
    const now = app.deps.now().getTime();
    const fullKey = `${snapshot.version}|${key}|${universe.tickers.join(',')}`;
    const hit = cache.get(fullKey);
    // The tickers left out are the user's own: put them into the shared answer each time.
    const own = (value: T): T => ({ ...value, universe: { ...value.universe, requested: universe.requested, notRevealed: universe.notRevealed, unknown: universe.unknown } });
    if (hit && hit.expires > now) return own(hit.value as T);
    const value = build(market, universe);
    cache.set(fullKey, { value, expires: now + CLUSTER_RULES.cacheMinutes * 60_000 });
    return value;
  }

  app.post<{ Body: Body<ClusterBody> }>('/analytics/clusters', { config: { auth: true }, schema: { body: clusterBody } },
    async (req): Promise<ClusterAnswer> => {
      const windowDays = req.body.windowDays ?? CLUSTER_RULES.windowDays.fallback;
      const minCorrelation = req.body.minCorrelation ?? CLUSTER_RULES.minCorrelation.fallback;
      return answer(req, req.body.universe, `clusters|${windowDays}|${minCorrelation}`, ({ snapshot, source }, universe) =>
        clusterAnswer(analyseUniverse(snapshot, source, universe, windowDays), snapshot.asOf, minCorrelation));
    });

  app.post<{ Body: Body<LeadershipBody> }>('/analytics/leadership', { config: { auth: true }, schema: { body: leadershipBody } },
    async (req): Promise<LeadershipAnswer> => {
      const windowDays = req.body.windowDays ?? CLUSTER_RULES.windowDays.fallback;
      return answer(req, req.body.universe, `leadership|${windowDays}`, ({ snapshot, source }, universe) =>
        leadershipAnswer(analyseUniverse(snapshot, source, universe, windowDays), snapshot.asOf));
    });
}
