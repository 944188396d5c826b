import { ApiCallError } from './apiClient';

/**
 * The global error catalogue of document 1 section 8 in one place: what an answer means for the
 * user. Texts live in locales (common:errors.*); the session store acts on the effects.
 */
export type ErrorEffect =
  | { kind: 'sessionExpired'; messageKey: 'common:errors.sessionExpired'; redirectAfterMs: number }
  | { kind: 'wrongProduct'; messageKey: 'common:errors.wrongProduct' }
  | { kind: 'tickerLimit'; messageKey: 'common:errors.tickerLimit' }
  | { kind: 'tooManyRequests'; messageKey: 'common:errors.tooManyRequests' }
  | { kind: 'notEnoughTokens'; messageKey: 'common:errors.notEnoughTokens' }
  | { kind: 'realtimeUnavailable'; messageKey: 'common:errors.realtimeUnavailable' }
  | { kind: 'saveFailed'; messageKey: 'common:errors.saveFailed' }
  | { kind: 'validation'; errors: unknown[] }
  | { kind: 'connection'; messageKey: 'common:errors.connection' }
  | { kind: 'generic'; message: string };

/** Calls whose 401/403 does not end the session (document 1 section 4). */
export type CallKind = 'signIn' | 'sessionCheck' | 'saveDashboard' | 'other';

export function classifyError(err: unknown, call: CallKind = 'other'): ErrorEffect {
  if (!(err instanceof ApiCallError)) return { kind: 'generic', message: err instanceof Error ? err.message : String(err) };
  const { status, code } = err;
  if (status === 0) return { kind: 'connection', messageKey: 'common:errors.connection' };
  if ((status === 401 || status === 403) && call !== 'signIn' && call !== 'sessionCheck') {
    return { kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 };
  }
  // Only the product-address answer: other 409s (a ticker not revealed, a plan change not allowed)
  // belong to the screen that made the call.
  if (status === 409 && (code === 'WRONG_PRODUCT' || (code === undefined && call === 'signIn'))) {
    return { kind: 'wrongProduct', messageKey: 'common:errors.wrongProduct' };
  }
  if (status === 429) {
    return code === 'RATE_LIMITED'
      ? { kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' }
      : { kind: 'tickerLimit', messageKey: 'common:errors.tickerLimit' };
  }
  if (code === 765) return { kind: 'notEnoughTokens', messageKey: 'common:errors.notEnoughTokens' };
  if (code === 766) return { kind: 'realtimeUnavailable', messageKey: 'common:errors.realtimeUnavailable' };
  if (status >= 500 && call === 'saveDashboard') return { kind: 'saveFailed', messageKey: 'common:errors.saveFailed' };
  if (status === 400 && code === 'VALIDATION_FAILED') {
    return { kind: 'validation', errors: ((err.body as { errors?: unknown[] } | undefined)?.errors) ?? [] };
  }
  return { kind: 'generic', message: err.message };
}
