/**
 * How many active alerts a user may have (product/alertRules.ts ALERT_LIMITS by plan; staff the
 * largest allowance) and the 429 over it, worded as the spec's ticker-limit answer (the maximal
 * amount is reached, the user can upgrade) with its own code, so that the client's catalogue
 * shows the alert wording (product/errorRules.ts `alertLimit`).
 */
import { isPlanTier } from '../../product/plans';
import { ALERT_LIMITS, ALERT_STAFF_LIMIT } from '../../product/alertRules';
import { ApiError } from '../http/apiError';
import type { UserRow } from '../appDeps';
import { rolesOf } from '../users/userModules';

export const ALERT_LIMIT_CODE = 'ALERT_LIMIT';

export function alertLimitOf(user: Pick<UserRow, 'plan' | 'roles'>): number {
  if (rolesOf(user).length > 0) return ALERT_STAFF_LIMIT;
  return ALERT_LIMITS[isPlanTier(user.plan) ? user.plan : 'demo'];
}

export function alertLimitReached(limit: number, active: number): ApiError {
  return new ApiError(
    429,
    `You have reached the maximal amount of ${limit} active alerts of your plan. Upgrade your plan, or pause or delete an alert, to add more.`,
    ALERT_LIMIT_CODE,
    { limit, active },
  );
}
