/**
 * The ticker admin's limits (issue 28 scope 7): the EOD upload of 'Add new Tickers', the members'
 * bad-data reports (`/brokenTicker`) and the split review queue ('Asset Actions').
 */
export const TICKER_ADMIN_RULES = {
  /** Largest EOD CSV an admin may upload from the browser (about 60 years of daily bars of one ticker, or 30 tickers of 8 years). */
  uploadMaxBytes: 5 * 1024 * 1024,
  /** Longest comment of a bad-data report, and of an admin's resolution note. */
  reportCommentMaxLength: 500,
  /** Bad-data reports one member may send per `reportWindowMinutes` (all tickers together). */
  reportsPerWindow: 5,
  reportWindowMinutes: 60,
  /** Rows of the report list and of the split queue per request. */
  listLimit: 200,
} as const;

/**
 * The data sources a ticker can be served from (server/market): the imported end-of-day files
 * (`npm run import` or the upload) and the simulated market ("Demo data"). A ticker with imported
 * data may be routed to either; one without can only be served by the simulated market.
 */
export const DATA_SOURCES = ['import', 'simulated'] as const;
export type DataSourceId = (typeof DATA_SOURCES)[number];

/** The states of a bad-data report and of a suspected split. */
export const BROKEN_TICKER_STATUSES = ['open', 'resolved'] as const;
export const SPLIT_REVIEW_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
