/**
 * Where a price stands in a range [lower, upper]: upside and downside in percent of the price, their
 * ratio and the position on the range; and the EOD-range flags. Used for the published EOD range
 * (price = the close it was computed from), for real-time quotes against the EOD range and by
 * /deriveRangeData (price, low, high).
 */

/** Bound of upsideDownsideRatio; the table shows '> 100' above 100 and '< 0' below 0. */
export const UPSIDE_DOWNSIDE_RATIO_MAX = 1000;

export interface RangeMetrics {
  /** % from the price up to the upper bound: (upper / price − 1) × 100; negative above the range. */
  upside: number;
  /** % from the price down to the lower bound: (1 − lower / price) × 100; negative below the range. */
  downside: number;
  /**
   * upside / downside, bounded to ±UPSIDE_DOWNSIDE_RATIO_MAX; at or below the lower bound (downside ≤ 0)
   * it is +UPSIDE_DOWNSIDE_RATIO_MAX; above the upper bound it is negative.
   */
  upsideDownsideRatio: number;
  /** (price − lower) / (upper − lower) × 100, not clamped (the display clamps to 0…100). */
  positionOnRange: number;
}

/** The metrics of `price` in [lower, upper]; null unless 0 < lower < upper and price > 0. */
export function rangeMetrics(price: number, lower: number, upper: number): RangeMetrics | null {
  if (!(price > 0 && lower > 0 && upper > lower) || !Number.isFinite(upper)) return null;
  const upside = (upper / price - 1) * 100;
  const downside = (1 - lower / price) * 100;
  const ratio = downside > 0 ? upside / downside : UPSIDE_DOWNSIDE_RATIO_MAX;
  return {
    upside,
    downside,
    upsideDownsideRatio: Math.max(-UPSIDE_DOWNSIDE_RATIO_MAX, Math.min(UPSIDE_DOWNSIDE_RATIO_MAX, ratio)),
    positionOnRange: ((price - lower) / (upper - lower)) * 100,
  };
}

export interface EodRangeFlags {
  onEODRange: boolean;
  belowEODRange: boolean;
  aboveEODRange: boolean;
}

/**
 * The latest price against the EOD range (bounds inclusive): exactly one flag is true. The snapshot
 * passes the new close with the range published after the previous close; the real-time path passes
 * the quote with the latest EOD range.
 */
export function eodRangeFlags(price: number, lower: number, upper: number): EodRangeFlags {
  const below = price < lower;
  const above = price > upper;
  return { onEODRange: !below && !above, belowEODRange: below, aboveEODRange: above };
}
