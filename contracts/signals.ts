/** The signal rows (the ListUISignal list and GET /api/signals). */
import type { RatingError, SignalChange, SignalClass, TrendRating } from './ratings';

/** A row of the ListUISignal list as the snapshot computes it. */
export interface SignalRow {
  /** `date|ticker|signalClass`. */
  id: string;
  date: string;
  ticker: string;
  tickerName: string;
  signalClass: SignalClass;
  signalDirectionPrior: string;
  signalDirectionNew: string;
  signalChange: SignalChange;
  currentTrend: TrendRating | RatingError;
}

/** GET /api/signals?ticker&limit: a signal row with the names of the user's lists that hold the ticker. */
export interface SignalView extends SignalRow {
  containedInLists: string[];
}
