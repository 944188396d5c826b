/**
 * Rating states, their sort order and the signals raised when a rating or cap state changes from
 * one day to the next (document 1 section 4):
 *   improvements   neutral → bullish, bearish → neutral, bearish → bullish
 *   deteriorations neutral → bearish, bullish → neutral, bullish → bearish
 * generalised by rank in the order bullish (0), neutral (1), neutralDanger (2), bearish (3): a move to
 * a lower rank is an improvement, to a higher one a deterioration. Cap states rank as
 * LowerCap (bullish: the downside is held by support), Uncapped and UpperLowerCap (neutral),
 * UpperCap (bearish: the upside is held by resistance).
 */
import type { MomentumRating, ShortTermRating, TrendRating } from './ratings';
import type { CapState } from './volatilityRange';

export type RatingState = 'bullish' | 'neutral' | 'neutralDanger' | 'bearish' | 'error';
export type AnyRating = RatingState | TrendRating | MomentumRating | ShortTermRating | CapState;
export type SignalClass = 'Trend' | 'Momentum' | 'Cap';
export type SignalChange = 'improvement' | 'deterioration' | 'noChange';

/** The sort order of rating columns. */
export const RATING_ORDER: readonly RatingState[] = ['bullish', 'neutral', 'neutralDanger', 'bearish', 'error'];

const CAP_STATE: Record<CapState, RatingState> = {
  LowerCap: 'bullish',
  Uncapped: 'neutral',
  UpperLowerCap: 'neutral',
  UpperCap: 'bearish',
};

/** The plain state of a prefixed rating ('trendBullish' → 'bullish') or of a cap state. */
export function ratingState(value: AnyRating): RatingState {
  if (value in CAP_STATE) return CAP_STATE[value as CapState];
  const plain = value.replace(/^(trend|momentum)/, '');
  const state = plain.charAt(0).toLowerCase() + plain.slice(1);
  return (RATING_ORDER as readonly string[]).includes(state) ? (state as RatingState) : 'error';
}

export function ratingRank(value: AnyRating): number {
  return RATING_ORDER.indexOf(ratingState(value));
}

/**
 * Comparator for sorting by rating: bullish, neutral, neutralDanger, bearish, then error, then
 * missing values. Works for prefixed and plain values.
 */
export function compareRatings(a: AnyRating | null | undefined, b: AnyRating | null | undefined): number {
  const rank = (v: AnyRating | null | undefined): number => (v === null || v === undefined ? RATING_ORDER.length : ratingRank(v));
  return rank(a) - rank(b);
}

/** Improvement, deterioration or no change between two states; null when either is 'error'. */
export function classifyChange(prior: AnyRating, next: AnyRating): SignalChange | null {
  const from = ratingState(prior);
  const to = ratingState(next);
  if (from === 'error' || to === 'error') return null;
  const delta = ratingRank(next) - ratingRank(prior);
  return delta < 0 ? 'improvement' : delta > 0 ? 'deterioration' : 'noChange';
}

export interface SignalState {
  trend: TrendRating | 'error';
  momentum: MomentumRating | 'error';
  cap: CapState;
}

export interface Signal {
  date: string;
  ticker: string;
  signalClass: SignalClass;
  signalDirectionPrior: string;
  signalDirectionNew: string;
  signalChange: SignalChange;
  currentTrend: TrendRating | 'error';
}

/**
 * The signals of one ticker on `date`: one per class whose state differs from the prior day.
 * Nothing is raised from or to 'error' (missing data is not a market move).
 */
export function detectSignals(date: string, ticker: string, prior: SignalState, current: SignalState): Signal[] {
  const pairs: [SignalClass, AnyRating, AnyRating][] = [
    ['Trend', prior.trend, current.trend],
    ['Momentum', prior.momentum, current.momentum],
    ['Cap', prior.cap, current.cap],
  ];
  const signals: Signal[] = [];
  for (const [signalClass, from, to] of pairs) {
    if (from === to) continue;
    const signalChange = classifyChange(from, to);
    if (signalChange === null) continue;
    signals.push({ date, ticker, signalClass, signalDirectionPrior: from, signalDirectionNew: to, signalChange, currentTrend: current.trend });
  }
  return signals;
}
