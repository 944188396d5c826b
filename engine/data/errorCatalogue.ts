import { ApiCallError } from './apiClient';

/**
 * The global error catalogue of document 1 section 8 in one place: what an answer means for the
 * user. Texts live in locales (common:errors.*); the session store acts on the effects. The
 * engine knows the generic answers (session, product address, rate limit, validation, connection);
 * a product adds the answers of its own API as rules (`ErrorRule`, createEngineServices' `errorRules`).
 */
export type ErrorEffect =
  | { kind: 'sessionExpired'; messageKey: 'common:errors.sessionExpired'; redirectAfterMs: number }
  | { kind: 'wrongProduct'; messageKey: 'common:errors.wrongProduct' }
  | { kind: 'tooManyRequests'; messageKey: 'common:errors.tooManyRequests' }
  | { kind: 'alert'; rule: string; messageKey: string }
  | { kind: 'saveFailed'; messageKey: 'common:errors.saveFailed' }
  | { kind: 'validation'; errors: unknown[] }
  | { kind: 'connection'; messageKey: 'common:errors.connection' }
  | { kind: 'generic'; message: string };

/**
 * A product's answer that shows a message wherever it comes from: every given field must match
 * (`status`, `code`). Checked after the session and product-address answers and before the
 * generic rate limit, in the order given.
 *
 * @example { id: 'notEnoughTokens', code: 765, messageKey: 'common:errors.notEnoughTokens' }
 */
export interface ErrorRule {
  id: string;
  status?: number;
  code?: string | number;
  messageKey: string;
}

/** Calls whose 401/403 does not end the session (document 1 section 4). */
export type CallKind = 'signIn' | 'sessionCheck' | 'saveDashboard' | 'other';

export function classifyError(err: unknown, call: CallKind = 'other', rules: readonly ErrorRule[] = []): ErrorEffect {
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
  if (status === 429 && code === 'RATE_LIMITED') return { kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' };
  const rule = rules.find((r) => (r.status === undefined || r.status === status) && (r.code === undefined || r.code === code));
  if (rule) return { kind: 'alert', rule: rule.id, messageKey: rule.messageKey };
  if (status === 429) return { kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' };
  if (status >= 500 && call === 'saveDashboard') return { kind: 'saveFailed', messageKey: 'common:errors.saveFailed' };
  if (status === 400 && code === 'VALIDATION_FAILED') {
    return { kind: 'validation', errors: ((err.body as { errors?: unknown[] } | undefined)?.errors) ?? [] };
  }
  return { kind: 'generic', message: err.message };
}
