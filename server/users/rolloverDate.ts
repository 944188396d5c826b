import { addMonths } from 'date-fns';

/**
 * The next monthly anniversary of the activation date after `now`: the day the EOD allowance
 * starts again. Month ends are clamped (activated on the 31st rolls over on the 30th, 28th ...).
 */
export function nextRolloverDate(activationDate: Date, now: Date): Date {
  let months = (now.getUTCFullYear() - activationDate.getUTCFullYear()) * 12 + (now.getUTCMonth() - activationDate.getUTCMonth());
  if (months < 0) months = 0;
  let candidate = addMonths(activationDate, months);
  while (candidate.getTime() <= now.getTime()) {
    months += 1;
    candidate = addMonths(activationDate, months);
  }
  return candidate;
}

/** The start of the current allowance month (the last anniversary on or before `now`). */
export function currentPeriodStart(activationDate: Date, now: Date): Date {
  const next = nextRolloverDate(activationDate, now);
  return addMonths(next, -1) < activationDate ? activationDate : addMonths(activationDate, monthsBetween(activationDate, next) - 1);
}

function monthsBetween(from: Date, to: Date): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}
