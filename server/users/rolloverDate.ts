import { addMonths } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * The next monthly anniversary of the activation date after `now`: the day the EOD allowance
 * starts again. Computed in UTC; month ends are clamped (activated on the 31st rolls over on the
 * 30th, the 28th ...).
 */
export function nextRolloverDate(activationDate: Date, now: Date): Date {
  const start = new TZDate(activationDate.getTime(), 'UTC');
  let months = Math.max(0, (now.getUTCFullYear() - start.getFullYear()) * 12 + (now.getUTCMonth() - start.getMonth()) - 1);
  let candidate = addMonths(start, months);
  while (candidate.getTime() <= now.getTime()) {
    months += 1;
    candidate = addMonths(start, months);
  }
  return new Date(candidate.getTime());
}
