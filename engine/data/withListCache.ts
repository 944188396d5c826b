import type { DataProvider, ListAnswer, ListParams } from './dataProvider';
import { DEFAULT_MAX_CACHE_AGE_S } from '../core/model/modelTypes';

interface CachedList {
  expires: number;
  answer: ListAnswer;
  listModel: string;
}

/** The cache key of a read: its list and query; `useCache` only says whether to look. */
function keyOf(listModel: string, params: ListParams): string {
  const { useCache: _ignored, ...query } = params;
  return `${listModel}|${JSON.stringify(query)}`;
}

/**
 * Reuses list answers for `maxCacheAge` seconds (default 300). A read with `useCache: false`
 * goes to the server and its fresh answer replaces the cached one. Any write through the provider
 * (create, update, remove, event) drops the cached lists of that entity model: the list of the same
 * name and the lists whose rows came from it (a list's name need not be its entity's, e.g.
 * `BookList` over `Book`; the rows' `entityModelName` tells). A list whose source is not known yet
 * (no rows seen) is dropped on every write, to be safe.
 */
export function withListCache(provider: DataProvider, now: () => number = Date.now): DataProvider & { clearCache(): void } {
  const cache = new Map<string, CachedList>();
  /** List model → the entity model its rows come from; null for datasets (rows without an entity). */
  const sources = new Map<string, string | null>();

  const learn = (listModel: string, answer: ListAnswer): void => {
    const first = answer.rows[0];
    if (!first) return;
    const entity = first.entityModelName;
    sources.set(listModel, typeof entity === 'string' ? entity : null);
  };
  const drop = (model: string): void => {
    for (const [k, v] of cache) {
      const source = sources.get(v.listModel);
      if (v.listModel === model || source === model || source === undefined) cache.delete(k);
    }
  };

  return {
    ...provider,
    async getList(listModel, params) {
      const key = keyOf(listModel, params);
      const hit = cache.get(key);
      if (params.useCache !== false && hit && hit.expires > now()) return hit.answer;
      const answer = await provider.getList(listModel, params);
      learn(listModel, answer);
      const age = params.maxCacheAge ?? answer.maxCacheAge ?? DEFAULT_MAX_CACHE_AGE_S;
      if (age > 0) cache.set(key, { expires: now() + age * 1000, answer, listModel });
      else cache.delete(key);
      return answer;
    },
    async create(model, payload, screen) {
      const out = await provider.create(model, payload, screen);
      drop(model);
      return out;
    },
    async update(model, id, payload, options) {
      const out = await provider.update(model, id, payload, options);
      drop(model);
      return out;
    },
    async remove(model, id) {
      await provider.remove(model, id);
      drop(model);
    },
    async fireEvent(model, event, args) {
      const out = await provider.fireEvent(model, event, args);
      drop(model);
      return out;
    },
    clearCache: () => cache.clear(),
  };
}
