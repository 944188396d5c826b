/**
 * What GET /api/admin/cacheStatus reports (issue 28 scope 4): the market snapshot (state, age,
 * progress of the run in flight, whether a close has passed since it) and every cache of the
 * server with its size: the published asset rows and signals, the list answers
 * (serverSideCacheAge), the runtime model definitions and the 15-second quotes.
 */
import type { FastifyInstance } from 'fastify';
import { quoteCacheStats } from '../assets/quoteCache';
import type { CacheInfo, CacheStatusAnswer } from '../../contracts';

export function cacheStatusOf(app: FastifyInstance): CacheStatusAnswer {
  const now = app.deps.now();
  const market = app.deps.market;
  const snapshot = market?.snapshot() ?? null;
  const caches: CacheInfo[] = [];
  let snapshotView: CacheStatusAnswer['snapshot'] = null;
  if (market) {
    const status = market.status();
    const latestSession = market.source.lastCompletedSession(now);
    snapshotView = {
      cacheStatus: status.cacheStatus, version: status.version, asOf: status.asOf, publishedAt: status.publishedAt,
      ageSeconds: status.publishedAt ? Math.max(0, Math.round((now.getTime() - Date.parse(status.publishedAt)) / 1000)) : null,
      latestSession, outOfDate: status.asOf === null || status.asOf < latestSession,
      running: status.running, progress: status.progress, nextRunAt: status.nextRunAt, lastError: status.lastError, sourceLabel: status.sourceLabel,
      instruments: status.lastStats?.instruments ?? null, durationMs: status.lastStats?.durationMs ?? null,
    };
    if (snapshot) {
      caches.push({ id: 'marketSnapshot', entries: snapshot.rows.size, bytes: snapshot.rows.memoryBytes(), capacity: null, clearable: false });
      caches.push({ id: 'signals', entries: snapshot.signals.size, bytes: snapshot.signals.memoryBytes(), capacity: null, clearable: false });
    }
    const quotes = quoteCacheStats(market.source);
    caches.push({ id: 'quotes', entries: quotes.entries, bytes: null, capacity: quotes.capacity, clearable: false });
  }
  const lists = app.engine.listCache.stats();
  caches.push({ id: 'listAnswers', entries: lists.entries, bytes: null, capacity: lists.capacity, clearable: true, byModel: lists.byModel });
  const runtimeModels = app.engine.models.summaries().filter((m) => m.version !== null).length;
  caches.push({ id: 'runtimeModels', entries: runtimeModels, bytes: null, capacity: null, clearable: false });
  return { checkedAt: now.toISOString(), snapshot: snapshotView, caches };
}
