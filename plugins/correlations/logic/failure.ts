/**
 * Which text a failed correlation call shows (document 2 section 8): 'Couldn't load correlation
 * data right now. Please try again later' when the server could not answer (unreachable, 5xx,
 * 503 while the market loads), 'Sorry, something went wrong.' otherwise (a refused request or an
 * answer of the wrong shape).
 */
import { ApiCallError } from '../../../engine/data';

export type CorrelationFailure = 'unavailable' | 'unexpected';

export function correlationFailure(err: unknown): CorrelationFailure {
  if (err instanceof ApiCallError) return err.status === 0 || err.status >= 500 ? 'unavailable' : 'unexpected';
  return err instanceof TypeError ? 'unavailable' : 'unexpected';
}

/** The server's own message of a refused save (400 shape rule, 409 not revealed), else null. */
export function refusalMessage(err: unknown): string | null {
  return err instanceof ApiCallError && (err.status === 400 || err.status === 409) && err.message ? err.message : null;
}
