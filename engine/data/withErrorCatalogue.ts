import type { DataProvider } from './dataProvider';
import { classifyError, type ErrorEffect } from './errorCatalogue';

/**
 * Reports every failed call's effect (session expired, wrong product address ...) to one handler,
 * then rethrows so that the caller can still show its own message.
 */
export function withErrorCatalogue<P extends DataProvider>(provider: P, onEffect: (effect: ErrorEffect) => void): P {
  const wrapped = { ...provider };
  for (const name of Object.keys(provider) as (keyof P)[]) {
    const fn = provider[name];
    if (typeof fn !== 'function') continue;
    wrapped[name] = (async (...args: unknown[]) => {
      try {
        return await (fn as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
      } catch (err) {
        onEffect(classifyError(err));
        throw err;
      }
    }) as P[keyof P];
  }
  return wrapped;
}
