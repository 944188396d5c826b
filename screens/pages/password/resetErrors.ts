import { ApiCallError } from '../../../engine/data';
import type { MessageRef } from './passwordRules';

/**
 * The message for a password-reset request (document 1 section 8): a non-empty `reason` in the
 * answer or on the error names the problem; code 600 is an existing username; else 'Unknown error'.
 * Keys are of the `account` namespace unless prefixed.
 */
export function resetRequestProblem(answerOrError: unknown): MessageRef | null {
  if (!(answerOrError instanceof ApiCallError)) {
    const reason = (answerOrError as { reason?: unknown } | null | undefined)?.reason;
    return typeof reason === 'string' && reason.trim() ? { key: 'password.forgot.reasonError', params: { reason: reason.trim() } } : null;
  }
  const err = answerOrError;
  if (String(err.code) === '600') return { key: 'password.forgot.usernameExists' };
  if (err.code === 'EMAIL_INVALID') return { key: 'password.forgot.invalidEmail' };
  if (err.code === 'RATE_LIMITED' || err.status === 429) return { key: 'common:errors.tooManyRequests' };
  const reason = (err.body as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string' && reason.trim()) return { key: 'password.forgot.reasonError', params: { reason: reason.trim() } };
  if (err.status === 0) return { key: 'common:errors.connection' };
  return { key: 'password.forgot.unknown' };
}
