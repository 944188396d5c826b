/**
 * The holder counts over every user's lists, kept for HOME_RULES.holdersServerCacheSeconds per
 * app and scope: they change slowly, and counting reads every list.
 */
import type { FastifyInstance } from 'fastify';
import { HOME_RULES } from '../../product/homeRules';
import type { TickerHolders } from '../../contracts';
import { countHolders, type HolderScope } from './holders';

interface Kept { at: number; counts: Promise<TickerHolders[]> }

const kept = new WeakMap<FastifyInstance, Map<HolderScope, Kept>>();

export function holderCounts(app: FastifyInstance, scope: HolderScope): Promise<TickerHolders[]> {
  let byScope = kept.get(app);
  if (!byScope) kept.set(app, (byScope = new Map()));
  const now = app.deps.now().getTime();
  const hit = byScope.get(scope);
  if (hit && now - hit.at < HOME_RULES.holdersServerCacheSeconds * 1000 && now >= hit.at) return hit.counts;
  const counts = countHolders(app.deps.db, scope);
  byScope.set(scope, { at: now, counts });
  // A failed count is not kept.
  counts.catch(() => { if (byScope.get(scope)?.counts === counts) byScope.delete(scope); });
  return counts;
}
