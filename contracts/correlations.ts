/**
 * The correlation and CFTC screens' wire types (document 4 sections 3 and 7.4): the custom
 * correlations kept in the user data (`POST /api/userData` with `customCorrelations`) and the answer
 * of `GET /api/reporting/cftc`. The correlation table itself is `CorrelationTable` (charts.ts).
 */

/**
 * One saved custom correlation (document 4 section 3). The server accepts exactly this shape:
 * `id` = correlationId(name, tickers) (product/correlationRules.ts), `tickers` the canonical
 * string (upper case, unique, sorted, comma-separated, 2 to 50 tickers, no crypto), `timeFrame`
 * 3 to 250, `offsetDays` 0 to 500, `name` 1 to 60 characters (trimmed).
 */
export interface CustomCorrelation {
  id: string;
  name: string;
  tickers: string;
  timeFrame: number;
  offsetDays: number;
}

/** Document 4 section 2.4: the CFTC row groups, in the screen's order. */
export const CFTC_GROUPS = ['equities', 'rates', 'currencies', 'commodities'] as const;
export type CftcGroupId = (typeof CFTC_GROUPS)[number];

/** One week of a CFTC entry (document 4 section 3): the net non-commercial position and its z-scores as of that week. */
export interface CftcDataRow {
  /** The report's date (its Tuesday), `YYYY-MM-DD`. */
  Date: string;
  /** Non-commercial long minus short, in contracts. */
  'Latest positioning': number;
  /** Against the 52 weeks up to this one; null before they exist. */
  '1YrZscore': number | null;
  /** Against the 104 weeks up to this one; null before they exist. */
  '2YrZscore': number | null;
}

/** The screen's columns for the latest week (docs/methodology.md, "CFTC positioning statistics"); null where a window is not filled. */
export interface CftcStatistics {
  latest: number | null;
  wowChange: number | null;
  avg1M: number | null;
  avg3M: number | null;
  avg6M: number | null;
  avg1Y: number | null;
  max2Y: number | null;
  min2Y: number | null;
  zScore1Y: number | null;
  zScore2Y: number | null;
}

export interface CftcEntry {
  /** The row code of document 4 (es, rty, ..., gold): the key of the answer. */
  ticker: string;
  name: string;
  group: CftcGroupId;
  /** The futures ticker the positioning belongs to. */
  contract: string;
  statistics: CftcStatistics;
  /** The last two years of weekly reports (at most 104), oldest first. */
  data: CftcDataRow[];
}

/** GET /api/reporting/cftc: keyed by ticker (the row code), in the order of document 4's groups. */
export type CftcAnswer = Record<string, CftcEntry>;
