/**
 * The cache admin screen's calls (issue 28 scope 4; document 4 section 7.8), admins only: the
 * caches' status, recomputing the market snapshot now (`/admin/refresh`) or only when it is out of
 * date (`/admin/refresh-old`), and clearing the list caches (on every instance). Each action is
 * audited with the values before and after; a snapshot run writes a second line when it has
 * finished (or failed).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { requireAuth } from '../auth/sessionAuth';
import { CHANGE_CHANNEL } from '../cluster/changeFeed';
import { marketLoading } from '../assets/marketAccess';
import { audit } from '../audit';
import { cacheStatusOf } from './cacheStatus';
import type { MarketService } from '../market/marketService';
import type { CacheStatusAnswer, ClearCachesAnswer, RefreshAnswer } from '../../contracts';

const admin = { permission: 'ADMIN' };

type SnapshotState = Pick<NonNullable<CacheStatusAnswer['snapshot']>, 'version' | 'asOf' | 'publishedAt'>;
const stateOf = (market: MarketService): SnapshotState => {
  const { version, asOf, publishedAt } = market.status();
  return { version, asOf, publishedAt };
};

export async function cacheAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  const requireMarketService = (): MarketService => {
    const market = app.deps.market;
    if (!market) throw marketLoading();
    return market;
  };

  /** Starts (or joins) a snapshot run; when it ends, a second audit line has the version after. */
  const startRefresh = async (req: FastifyRequest, action: string, market: MarketService): Promise<void> => {
    const actorId = requireAuth(req).user.id;
    const before = stateOf(market);
    const joined = market.status().running;
    await audit(db, { actorId, action, targetType: 'marketSnapshot', ip: req.ip, details: { before, after: { running: true, joined } } });
    market.refresh().then(
      (snapshot) => audit(db, {
        actorId, action: `${action}.done`, targetType: 'marketSnapshot', targetId: String(snapshot.version), ip: req.ip,
        details: { before, after: { ...stateOf(market), instruments: snapshot.stats.instruments, durationMs: snapshot.stats.durationMs } },
      }),
      (err: unknown) => audit(db, {
        actorId, action: `${action}.failed`, targetType: 'marketSnapshot', ip: req.ip,
        details: { before, after: { ...stateOf(market), error: err instanceof Error ? err.message : String(err) } },
      }),
    ).catch((err: unknown) => app.log.error({ err }, 'audit of a snapshot run failed'));
  };

  app.get('/admin/cacheStatus', { config: admin }, async (): Promise<CacheStatusAnswer> => cacheStatusOf(app));

  app.post('/admin/refresh', { config: admin }, async (req): Promise<RefreshAnswer> => {
    const market = requireMarketService();
    const joined = market.status().running;
    await startRefresh(req, 'admin.refresh', market);
    return {
      msg: joined ? 'Successful: a snapshot is already computing; its progress is shown.' : 'Successful: the market snapshot is being recomputed.',
      started: true, status: cacheStatusOf(app),
    };
  });

  // Document 4 names the call without its meaning: here it recomputes only what is old, that is the
  // snapshot when a New York close has passed since it (or none has been published), and does nothing otherwise.
  app.post('/admin/refresh-old', { config: admin }, async (req): Promise<RefreshAnswer> => {
    const market = requireMarketService();
    const status = cacheStatusOf(app);
    if (status.snapshot && !status.snapshot.outOfDate && !status.snapshot.running) {
      await audit(db, {
        actorId: requireAuth(req).user.id, action: 'admin.refreshOld', targetType: 'marketSnapshot', ip: req.ip,
        details: { before: stateOf(market), after: stateOf(market), skipped: 'up to date' },
      });
      return { msg: `Successful: the snapshot of ${status.snapshot.asOf} is up to date; nothing was recomputed.`, started: false, status };
    }
    await startRefresh(req, 'admin.refreshOld', market);
    return { msg: 'Successful: the out-of-date market snapshot is being recomputed.', started: true, status: cacheStatusOf(app) };
  });

  app.post('/admin/clearListCaches', { config: admin }, async (req): Promise<ClearCachesAnswer> => {
    const before = app.engine.listCache.stats();
    const cleared = app.engine.listCache.clear();
    // The other instances drop theirs when the change feed brings this (their own list caches).
    await db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, 'list_cache:all')`);
    await audit(db, {
      actorId: requireAuth(req).user.id, action: 'admin.clearListCaches', targetType: 'listCache', ip: req.ip,
      details: { before: { entries: before.entries, byModel: before.byModel }, after: { entries: app.engine.listCache.stats().entries } },
    });
    return { msg: `Successful: ${cleared} cached list answer(s) dropped.`, cleared };
  });
}
