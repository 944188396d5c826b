import type { DataProvider } from './dataProvider';
import type { AnyModel } from '../core/model/modelTypes';

/** Decrypted models are reused for 120 minutes (document 2 section 7). */
export const MODEL_CACHE_MS = 120 * 60 * 1000;

export function withModelCache(provider: DataProvider, now: () => number = Date.now): DataProvider & { forgetModels(): void } {
  const cache = new Map<string, { expires: number; model: Promise<AnyModel> }>();
  return {
    ...provider,
    getModel(modelClass, name) {
      const key = `${modelClass}:${name}`;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.model;
      const model = provider.getModel(modelClass, name);
      cache.set(key, { expires: now() + MODEL_CACHE_MS, model });
      model.catch(() => cache.delete(key));
      return model;
    },
    forgetModels: () => cache.clear(),
  };
}
