/**
 * The home's days on the market's clock (New York): today, and the prior trading day — yesterday,
 * skipping weekends (document 4 section 9).
 */
import { MARKET_TIME_ZONE } from '../../../product/marketTime';

/** The New York calendar day of an instant, as YYYY-MM-DD. */
export function marketDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * The weekday before `day` (YYYY-MM-DD): Monday's is the Friday before.
 *
 * @example priorTradingDay('2026-11-23') === '2026-11-20'
 */
export function priorTradingDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() - 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}
