/**
 * When the next New York close happens: the first instant after `from` at which the source's last
 * completed session changes (16:00, 13:00 on early-close days; weekends and holidays skipped by the
 * source's calendar). Found by stepping forward in quarter hours and bisecting to the millisecond, so it
 * needs nothing but MarketDataSource.lastCompletedSession.
 */
import type { MarketDataSource } from '../source/marketDataSource';

const STEP_MS = 15 * 60_000;
const HORIZON_MS = 14 * 86_400_000;

export function nextSessionClose(source: Pick<MarketDataSource, 'lastCompletedSession'>, from: Date): Date {
  const current = source.lastCompletedSession(from);
  let before = from.getTime();
  let after = before + STEP_MS;
  while (source.lastCompletedSession(new Date(after)) === current) {
    before = after;
    after += STEP_MS;
    if (after - from.getTime() > HORIZON_MS) throw new Error(`no session closes within 14 days of ${from.toISOString()}`);
  }
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (source.lastCompletedSession(new Date(middle)) === current) before = middle;
    else after = middle;
  }
  return new Date(after);
}
