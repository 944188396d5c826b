import type { DataProvider, ListAnswer } from './dataProvider';
import { DEFAULT_MAX_CACHE_AGE_S } from '../core/model/modelTypes';

/**
 * Reuses list answers for `maxCacheAge` seconds (default 300) unless a read says `useCache:
 * false`; any write through the provider drops the cached lists of that model.
 */
export function withListCache(provider: DataProvider, now: () => number = Date.now): DataProvider & { clearCache(): void } {
  const cache = new Map<string, { expires: number; answer: ListAnswer; model: string }>();
  const drop = (model: string): void => {
    for (const [k, v] of cache) if (v.model === model) cache.delete(k);
  };
  return {
    ...provider,
    async getList(listModel, params) {
      const key = `${listModel}|${JSON.stringify(params)}`;
      const hit = cache.get(key);
      if (params.useCache !== false && hit && hit.expires > now()) return hit.answer;
      const answer = await provider.getList(listModel, params);
      const age = params.maxCacheAge ?? answer.maxCacheAge ?? DEFAULT_MAX_CACHE_AGE_S;
      if (params.useCache !== false && age > 0) cache.set(key, { expires: now() + age * 1000, answer, model: listModel });
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
