/**
 * The track record page's call (issue 21 scope 7): GET /api/reporting/trackRecord → TrackRecordAnswer,
 * how the models did on the data in the system, evaluated without look-ahead (docs/methodology.md,
 * "Track record"). Signed-in members; 503 TRACK_RECORD_LOADING (or MARKET_LOADING) until the first
 * computation after a snapshot is done. Shares are decimals (0.8 = 80 %), returns simple decimals.
 */

/** The two ranges: short term (15 sessions ahead) and long term (63 sessions ahead). */
export type TrackRecordRangeId = 'shortTerm' | 'longTerm';

/** Where the close `sessions` later ended against the range computed at the evaluation date. */
export interface CoverageRow {
  /** The asset class (an instrument type), the period ('2025-Q3') or 'all'. */
  key: string;
  /** Evaluations (instrument × evaluation date) with a range and a later close. */
  total: number;
  /** Shares of `total`; null when total is 0. */
  inside: number | null;
  above: number | null;
  below: number | null;
}

export interface RangeTrackRecord {
  id: TrackRecordRangeId;
  /** Sessions between the evaluation date and the close compared. */
  sessions: number;
  /** The coverage the range promises (0.8). */
  nominal: number;
  overall: CoverageRow;
  byAssetClass: CoverageRow[];
  /** By calendar quarter of the evaluation date, oldest first. */
  byPeriod: CoverageRow[];
}

/** The mean forward return after one rating value. */
export interface RatingOutcomeRow {
  rating: string;
  count: number;
  /** Mean simple return from the evaluation close to the close `forwardSessions` later; null without cases. */
  meanReturn: number | null;
  /** Share of those returns above zero; null without cases. */
  shareUp: number | null;
}

export interface TrackRecordAnswer {
  /** The snapshot the track record was computed for. */
  snapshotVersion: number;
  asOfDate: string;
  computedAt: string;
  /** Instruments evaluated (a sample of the universe, spread over the asset classes) and their number in the universe. */
  instruments: number;
  universe: number;
  /** Sessions between two evaluation dates. */
  step: number;
  /** Sessions of history each instrument needs before its first evaluation date. */
  warmUp: number;
  /** Sessions ahead for the ratings' forward return. */
  forwardSessions: number;
  ranges: RangeTrackRecord[];
  trend: RatingOutcomeRow[];
  momentum: RatingOutcomeRow[];
}
