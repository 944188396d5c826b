import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './apiClient';
import { testDataProvider } from './dataProvider';
import type { ErrorEffect } from './errorCatalogue';
import type { SubscribeOptions } from './subscription';
import { withErrorCatalogue } from './withErrorCatalogue';

/** A provider whose one subscription the test ends with a failure. */
function streaming() {
  let given: SubscribeOptions | null = null;
  const provider = testDataProvider({ subscribe: (_path, options) => { given = options; return () => undefined; } });
  return { provider, end: (err: unknown) => given!.onEnd?.(err) };
}

describe('withErrorCatalogue: subscriptions', () => {
  it('reports the failure that ends a subscription (a 401 ends the session) and still tells the subscriber', () => {
    const effects: ErrorEffect[] = [];
    const onEnd = vi.fn();
    const { provider, end } = streaming();
    withErrorCatalogue(provider, (e) => effects.push(e)).subscribe('/s', { onEvent: () => undefined, onEnd });
    end(new ApiCallError(401, 'Unauthorized'));
    expect(effects.map((e) => e.kind)).toEqual(['sessionExpired']);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure with the subscriber when its reportError declines it', () => {
    const effects: ErrorEffect[] = [];
    const { provider, end } = streaming();
    withErrorCatalogue(provider, (e) => effects.push(e)).subscribe('/s', { onEvent: () => undefined, reportError: (err) => (err as ApiCallError).status !== 404 });
    end(new ApiCallError(404, 'Not Found'));
    expect(effects).toEqual([]);
  });
});
