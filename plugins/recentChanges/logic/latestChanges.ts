import { inScope } from './scope';

/**
 * The latest signal changes of the user's tickers (any of their lists), newest first: what the
 * home shows of the recent changes.
 *
 * @example latestChanges(rows, 8) // the 8 newest signals of tickers in the user's lists
 */
export function latestChanges<R extends { date?: unknown; containedInLists?: unknown }>(rows: readonly R[], limit: number): R[] {
  return rows
    .filter((row) => inScope(row, 'mine'))
    .sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')))
    .slice(0, Math.max(0, limit));
}
