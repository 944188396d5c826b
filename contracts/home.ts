/**
 * The home page's calls (issue 21; document 4 sections 2.4, 3, 9): GET /api/home/strip,
 * /api/home/main-markets and /api/home/most-watched ("Gamma at open" reads /api/gamma-overview,
 * gamma.ts). Every answer carries the market's as-of date (the snapshot's last close). The lists are the product's
 * (product/homeRules.ts).
 */
import type { MomentumRating, RatingError, TrendRating } from './ratings';

/** One ticker of the home strip (document 4 section 3: payload {ticker, percentChange}). */
export interface HomeStripItem {
  ticker: string;
  name: string;
  latestPrice: number | null;
  /** Percent number (1.5 means 1.5 %); null when unknown. */
  percentChange: number | null;
}

export interface HomeStripAnswer {
  asOfDate: string | null;
  items: HomeStripItem[];
}

/** One of the default main markets: where it stands in its short-term range, its trend and momentum. */
export interface MainMarketRow {
  ticker: string;
  name: string;
  latestPrice: number | null;
  percentChange: number | null;
  /** 0…100 (not clamped: below 0 or above 100 outside the range); null without a range. */
  positionOnRange: number | null;
  trend: TrendRating | RatingError | null;
  momentum: MomentumRating | RatingError | null;
}

export interface MainMarketsAnswer {
  asOfDate: string | null;
  rows: MainMarketRow[];
}

/** A ticker and how many members hold it in one of their lists. */
export interface TickerHolders {
  ticker: string;
  holders: number;
}

/** GET /api/home/most-watched: the most-watched ticker cloud, most held first. */
export interface MostWatchedAnswer {
  rows: TickerHolders[];
}
