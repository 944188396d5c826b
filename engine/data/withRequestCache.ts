import type { DataProvider, RequestOptions } from './dataProvider';

interface Kept {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Reuses the answer of a `request` that asks for it (`cache: {maxAgeMs, key?}`) for that long,
 * per user (`owner`); concurrent reads of one key share one call, and a failure is not kept (the
 * next read asks again). Requests without `cache` pass through.
 */
export function withRequestCache<P extends DataProvider>(provider: P, owner: () => string, now: () => number = Date.now): P {
  const kept = new Map<string, Kept>();
  return {
    ...provider,
    request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const { cache, ...rest } = options;
      if (!cache || cache.maxAgeMs <= 0) return provider.request<T>(path, rest);
      const key = `${owner()}|${cache.key ?? `${options.method ?? ''} ${path}`}`;
      const hit = kept.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = provider.request<T>(path, rest);
      const entry = { expires: now() + cache.maxAgeMs, value };
      kept.set(key, entry);
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
  };
}
