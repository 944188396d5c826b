import { addMonths } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * The allowance period `now` lies in: from the last monthly anniversary of the activation date at
 * or before `now` to the next one after it (the day the EOD allowance starts again). Computed in
 * UTC from the activation date each time, so month ends are clamped without drifting (activated on
 * the 31st rolls over on the 30th, the 28th … and back on the 31st).
 */
export function rolloverPeriod(activationDate: Date, now: Date): { start: Date; end: Date } {
  const start = new TZDate(activationDate.getTime(), 'UTC');
  if (now.getTime() < activationDate.getTime()) return { start: new Date(activationDate.getTime()), end: new Date(addMonths(start, 1).getTime()) };
  let months = Math.max(0, (now.getUTCFullYear() - start.getFullYear()) * 12 + (now.getUTCMonth() - start.getMonth()) - 1);
  while (addMonths(start, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: new Date(addMonths(start, months).getTime()), end: new Date(addMonths(start, months + 1).getTime()) };
}

/** The next monthly anniversary of the activation date after `now`. */
export function nextRolloverDate(activationDate: Date, now: Date): Date {
  return rolloverPeriod(activationDate, now).end;
}
