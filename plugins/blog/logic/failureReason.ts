import { ApiCallError } from '../../../engine/data';

/** The reason of a failed call as the blog shows it ("... Reason: {reason}"). */
export function failureReason(error: unknown, fallback: string): string {
  if (error instanceof ApiCallError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
