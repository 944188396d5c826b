import type { DataProvider } from './dataProvider';
import type { AnyModel } from '../core/model/modelTypes';

/** Decrypted models are reused for 120 minutes (document 2 section 7). */
export const MODEL_CACHE_MS = 120 * 60 * 1000;

/** Reuses each model (by class and name) for MODEL_CACHE_MS; concurrent reads share one request. */
export function withModelCache(provider: DataProvider, now: () => number = Date.now): DataProvider & { forgetModels(): void } {
  const cache = new Map<string, { expires: number; model: Promise<AnyModel> }>();
  return {
    ...provider,
    getModel(modelClass, name) {
      const key = `${modelClass}:${name}`;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.model;
      const model = provider.getModel(modelClass, name);
      const entry = { expires: now() + MODEL_CACHE_MS, model };
      cache.set(key, entry);
      // A failure is not kept (the next read asks again), unless a newer read replaced it meanwhile.
      model.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return model;
    },
    forgetModels: () => cache.clear(),
  };
}
