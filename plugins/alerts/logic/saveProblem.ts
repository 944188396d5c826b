/**
 * What the form says when the server refuses a save: its own rule message for a 400 (the standard
 * error body's `message`, e.g. an unknown ticker), the plan's limit for a 429 (with the way to
 * upgrade), 'no longer exists' for a 404, and a plain failure otherwise.
 */
import { ApiCallError } from '../../../engine/data';

export type SaveProblem =
  | { kind: 'rule'; message: string }
  | { kind: 'limit' }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export function saveProblemOf(err: unknown): SaveProblem {
  if (!(err instanceof ApiCallError)) return { kind: 'failed' };
  if (err.status === 429) return { kind: 'limit' };
  if (err.status === 404) return { kind: 'notFound' };
  if (err.status === 400) return err.message ? { kind: 'rule', message: err.message } : { kind: 'failed' };
  return { kind: 'failed' };
}

/** Where the upgrade wording leads. */
export const UPGRADE_PATH = '/join/subscriptions';
