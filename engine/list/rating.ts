import { SIGNAL_ORDER, signalRank } from '../core/sorting/sortRows';

export type Rating = (typeof SIGNAL_ORDER)[number] | 'error';

/**
 * The bare rating state of a signal value: `momentumNeutralDanger` → `neutralDanger`,
 * `trendBullish` → `bullish`, `error` → `error`; anything else → null.
 */
export function ratingOf(value: unknown): Rating | null {
  const rank = signalRank(value);
  if (rank < SIGNAL_ORDER.length) return SIGNAL_ORDER[rank]!;
  if (typeof value === 'string' && /^(trend|momentum)?error$/i.test(value)) return 'error';
  return null;
}
