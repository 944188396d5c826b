import type { DataProvider, RequestOptions } from './dataProvider';
import { classifyError, type ErrorEffect, type ErrorRule } from './errorCatalogue';

/** Whether a failed `request` goes to the catalogue: not when aborted, nor when the call keeps it. */
function reports(err: unknown, options: Pick<RequestOptions, 'signal' | 'reportError'>): boolean {
  if (options.signal?.aborted) return false;
  if (options.reportError === false) return false;
  return options.reportError ? options.reportError(err) : true;
}

/**
 * Reports every failed call's effect (session expired, wrong product address, the product's `rules` ...) to one handler,
 * then rethrows so that the caller can still show its own message. A `request` is read with its
 * own `callKind`; an aborted one, or one whose `reportError` declines the failure, is not reported.
 */
export function withErrorCatalogue<P extends DataProvider>(provider: P, onEffect: (effect: ErrorEffect) => void, rules: readonly ErrorRule[] = []): P {
  const wrapped = { ...provider };
  for (const name of Object.keys(provider) as (keyof P)[]) {
    const fn = provider[name];
    if (typeof fn !== 'function' || name === 'request' || name === 'subscribe') continue;
    wrapped[name] = (async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
      } catch (err) {
        onEffect(classifyError(err, 'other', rules));
        throw err;
      }
    }) as P[keyof P];
  }
  wrapped.request = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
    try {
      return await provider.request<T>(path, options);
    } catch (err) {
      if (reports(err, options)) onEffect(classifyError(err, options.callKind, rules));
      throw err;
    }
  };
  // A subscription's failures are retried; only the one that ends it is read by the catalogue.
  wrapped.subscribe = (path, options) => provider.subscribe(path, {
    ...options,
    onEnd: (err) => {
      if (reports(err, options)) onEffect(classifyError(err, 'other', rules));
      options.onEnd?.(err);
    },
  });
  return wrapped;
}
