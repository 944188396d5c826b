/**
 * The gamma calls (issue 23; document 4 sections 3 and 7.2):
 * - GET /api/gamma/{ticker}?allowDelay=true|false → GammaAnswer
 * - GET /api/gamma-overview → GammaOverviewAnswer
 * Exposures are dollars of dealer gamma per 1 % move of the underlying (calls positive, puts
 * negative); the page shows magnitudes above 1,000 in billions (product/gammaRules.ts GAMMA_CHART).
 */

/** The report of one underlying: the spec's `gamma` object. */
export interface GammaReportData {
  quote: { current_price: number };
  putWallLevel: number | null;
  callWallLevel: number | null;
  absoluteGammaLevel: number | null;
  /** The gamma flip: where the total profile changes sign (nearest the spot); null when it never does. */
  zeroGamma: number | null;
  /** Hypothetical spot levels (80 % to 120 % of the spot), ascending. */
  levels: number[];
  /** The total exposure if the spot were at each level; the same without the next expiry, and without the next monthly expiry. */
  totalGamma: number[];
  totalGammaExNext: number[];
  totalGammaExFri: number[];
  /** 'YYYY-MM-DD', or 'NaT' when there is none. */
  nextExpiry: string;
  /** The next third-Friday expiry, 'YYYY-MM-DD', or 'NaT' when there is none. */
  nextMonthlyExp: string;
}

/** A df_agg row: the exposure at one strike over all expiries. */
export interface GammaStrikeRow {
  strike_price: number;
  total_gamma: number;
  GEX_call: number;
  GEX_put: number;
}

export type GammaMode = 'delayed' | 'realtime';

/**
 * GET /api/gamma/{ticker}: `gamma` is an empty object (and `df_agg` empty) for a ticker the market
 * does not know or that has no options; nothing is charged then.
 */
export interface GammaAnswer {
  gamma: GammaReportData | Record<string, never>;
  /** Ascending by strike. */
  df_agg: GammaStrikeRow[];
  ticker: string;
  mode: GammaMode;
  /** The instant of the option chain the report was computed from (ISO); null when empty. */
  asOf: string | null;
  /** 5 for a real-time report, else 0. */
  tokensCharged: number;
  /** The token balance after the charge (real time only). */
  tokenBalance: number | null;
}

/** The levels the overview gives per ticker. */
export interface GammaOverviewLevels {
  putWallLevel: number | null;
  callWallLevel: number | null;
  zeroGamma: number | null;
}

/** GET /api/gamma-overview: ticker → levels of the last close, for the gamma tickers and the user's quick list. */
export type GammaOverviewAnswer = Record<string, { gamma: GammaOverviewLevels }>;
