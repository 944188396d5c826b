import type { TickerHolders } from '../../../contracts';

/** The cloud's five tag sizes. */
export const CLOUD_SIZES = 5;

/**
 * A size 1…5 per ticker, linear in its holders between the fewest and the most held (all 3 when
 * every ticker has as many holders).
 *
 * @example cloudSizes([{ticker: 'A', holders: 1}, {ticker: 'B', holders: 9}]) // A → 1, B → 5
 */
export function cloudSizes(rows: readonly TickerHolders[]): Map<string, number> {
  const counts = rows.map((r) => r.holders);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return new Map(rows.map((r) => [r.ticker, max === min ? 3 : 1 + Math.round(((r.holders - min) / (max - min)) * (CLOUD_SIZES - 1))]));
}
