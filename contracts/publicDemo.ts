/** GET /api/public/freeTickers: what the landing page shows without an account. */
import type { AssetRow } from './assets';

/** A free ticker's numbers from the published snapshot. */
export type FreeTickerRow = Pick<AssetRow,
  'ticker' | 'name' | 'latestPrice' | 'daily_percentChange' | 'lowerVolatilityRange' | 'upperVolatilityRange' | 'positionOnRange'
  | 'overallTARating' | 'ltTARating' | 'h64'>;

export interface FreeTickersAnswer {
  /** The source's label ("Demo data"). */
  sourceLabel: string;
  asOf: string;
  rows: FreeTickerRow[];
  /** The closes of the first free ticker, for the hero chart. */
  chart: { ticker: string; dates: string[]; closes: number[] } | null;
}
