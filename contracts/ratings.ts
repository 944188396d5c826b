/**
 * The rating and signal vocabulary of the wire: the words an asset row and a signal row carry.
 *
 * The analytics (server/market/analytics) compute these values and, being pure functions that may
 * import nothing outside themselves, keep their own declarations of the same unions;
 * server/market/snapshot/assetRow.ts checks at compile time that the two stay equal.
 */

/** Trend rating (63-session regression score): the row's `overallTARating`. */
export type TrendRating = 'trendBullish' | 'trendNeutral' | 'trendBearish';
/** Momentum rating (21-session momentum score): the row's `ltTARating`. */
export type MomentumRating = 'momentumBullish' | 'momentumNeutral' | 'momentumNeutralDanger' | 'momentumBearish';
/** Short-term rating (10-session regression score): the row's `stTARating`. */
export type ShortTermRating = 'bullish' | 'neutral' | 'bearish';
/** The caps of a volatility range. */
export type CapState = 'UpperCap' | 'LowerCap' | 'UpperLowerCap' | 'Uncapped';
/** A rating the analytics could not compute. */
export type RatingError = 'error';

export type SignalClass = 'Trend' | 'Momentum' | 'Cap';
export type SignalChange = 'improvement' | 'deterioration' | 'noChange';
