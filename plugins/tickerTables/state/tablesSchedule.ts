/**
 * The tables' part of the session's schedule (document 1 section 4), registered as session
 * hooks by tablesSession.ts: the first watchlist 10 s after sign-in, the quote refresh daily at
 * 09:35 New York time, and the daily wipe at sign-in and daily at 00:01 New York time.
 */
import { zonedDay, type SessionHookContext } from '../../../engine/state';
import { MARKET_TIME_ZONE } from '../../../product/marketTime';

export const TABLES_SCHEDULE = {
  firstWatchlistDelayMs: 10_000,
  quoteRefresh: { timeZone: MARKET_TIME_ZONE, hour: 9, minute: 35 },
  /** Just after midnight in New York, the day's stored data check runs again. */
  dailyWipe: { timeZone: MARKET_TIME_ZONE, hour: 0, minute: 1 },
  /** The scripts page is not left when yesterday's data is wiped. */
  wipeExemptPath: '/vola2volaTVscripts',
} as const;

/** The New York day (YYYY-MM-DD) the stored market data belongs to. */
export const DATA_DAY_KEY = 'rs.dataDay';

/**
 * The daily wipe: when the stored data's day is older than today (New York), `wipe(today)` runs
 * and, if it wiped something, the user goes to / (a signed-in user then lands on /dashboard),
 * unless on the scripts page. The first check on a browser only notes the day.
 *
 * @example checkDailyWipe(ctx, (today) => assets.wipeOlderThan(today))
 */
export function checkDailyWipe(
  ctx: Pick<SessionHookContext, 'navigate' | 'location'>,
  wipe: (today: string) => boolean,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage(),
  now: Date = new Date(),
): void {
  const today = zonedDay(now, MARKET_TIME_ZONE);
  const last = storage?.getItem(DATA_DAY_KEY) ?? null;
  storage?.setItem(DATA_DAY_KEY, today);
  if (!last || last >= today) return;
  if (wipe(today) && !ctx.location().startsWith(TABLES_SCHEDULE.wipeExemptPath)) ctx.navigate('/');
}

function safeLocalStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
