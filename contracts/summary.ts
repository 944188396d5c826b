/**
 * The summary's calls (issue 21 scope 5; document 4 section 2.4, the scanner-style page): the top
 * bullish and bearish tickers and the tickers most held in portfolios and watchlists.
 *
 * - GET /api/summary/top?scope=mine|all → TopSignalsAnswer. `mine` (the user's tickers, 5 each)
 *   needs the premium module: 403 with code PREMIUM_NEEDED otherwise; `all` (every active
 *   ticker, 10 each) is free.
 * - GET /api/summary/most-held?kind=portfolio|watchlist&limit=1…100 (default 20) → MostHeldAnswer.
 */
import type { MomentumRating, TrendRating } from './ratings';
import type { TickerHolders } from './home';

export const TOP_SCOPES = ['mine', 'all'] as const;
export type TopScope = (typeof TOP_SCOPES)[number];

export const HOLDING_KINDS = ['portfolio', 'watchlist'] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];

/** One ranked ticker (docs/methodology.md, "Bullish and bearish ranking"). */
export interface TopSignalItem {
  ticker: string;
  name: string;
  percentChange: number | null;
  trend: TrendRating;
  momentum: MomentumRating;
  /** The ranking score, −3…+3. */
  score: number;
}

export interface TopSignalsAnswer {
  scope: TopScope;
  /** The snapshot's last close: the lists are based on it. */
  asOfDate: string | null;
  /** How many tickers were ranked. */
  ranked: number;
  bullish: TopSignalItem[];
  bearish: TopSignalItem[];
}

export interface MostHeldAnswer {
  kind: HoldingKind;
  limit: number;
  rows: TickerHolders[];
}
