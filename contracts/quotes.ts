/** The price calls: POST /api/quote, GET /api/realtime-asset and POST /api/deriveRangeData. */
import type { QuoteSource, RevealedAsset } from './assets';

/** One entry of the POST /api/quote answer (unknown tickers are left out). */
export interface QuoteView {
  ticker: string;
  price: number;
  time: string;
  source: QuoteSource;
  previousClose: number | null;
  /** price − previousClose; null without a previous close. */
  change: number | null;
  /** In percent (1.5 = 1.5 %). */
  percentChange: number | null;
  marketOpen: boolean;
}

/** POST /api/quote: `{tickers}` (an array or a comma-separated text) or a bare array. */
export type QuoteBody = string[] | { tickers: string[] | string };

/** Why a ticker delivered no real-time range (`notRevealed`: the user has not revealed it). */
export type RealtimeFailure = 'unknownTicker' | 'noRealtime' | 'marketClosed' | 'noRange';

/** GET /api/realtime-asset?tickers=A,B: one token per ticker that delivers a range. */
export interface RealtimeAnswer {
  /** The rows with the ranges recomputed against the live quote (`latestSource: 'realtime'`). */
  rtTickers: RevealedAsset[];
  errorTickers: { ticker: string; reason: RealtimeFailure | 'notRevealed' }[];
  tokenBalance: number;
  tokensCharged: number;
}

/** One group of the POST /api/deriveRangeData body; numbers may also arrive as numeric text. */
export interface RangeGroupInput {
  ticker: string;
  price: number | string;
  low: number | string;
  high: number | string;
}

export interface DeriveRangeBody {
  rangeGroups: RangeGroupInput[];
}

/** Where a price stands in its range. */
export interface DerivedRange {
  ticker: string;
  price: number;
  upside: number;
  downside: number;
  upsideDownsideRatio: number;
  positionOnRange: number;
}

export interface DeriveRangeAnswer {
  returnSet: DerivedRange[];
}
