/**
 * The limits of the market clusters and leadership chains (issue 22 scopes 2 and 3), read by the
 * server (which enforces them) and the screens (which offer them). Methodology: docs/methodology.md.
 */

export const CLUSTER_RULES = {
  /** Instruments one analysis takes at most (a list or the liquid universe is cut to this). */
  maxUniverse: 500,
  /** Instruments an analysis needs at least, after leaving out the unrevealed and short ones. */
  minInstruments: 2,
  /** Daily returns per instrument: the window. */
  windowDays: { min: 30, max: 500, fallback: 120 },
  /** The windows the screens offer. */
  windowChoices: [60, 120, 250, 500],
  /** The liquid universe: the `size` instruments of the largest average dollar volume. */
  liquidSize: { min: 10, max: 500, fallback: 100 },
  liquidChoices: [50, 100, 250, 500],
  /** Sessions of the dollar-volume average (one month). */
  liquidityWindow: 21,
  /** The flat cut: clusters whose members correlate at least this much on average. */
  minCorrelation: { min: -1, max: 0.99, fallback: 0.5 },
  /** Share of the window's returns an instrument must have to be analysed. */
  minCoverage: 0.9,
  /** Lead-lag: lags tested (days) and the Benjamini–Hochberg false discovery rate. */
  maxLag: 5,
  falseDiscoveryRate: 0.05,
  /** Relations one leadership answer lists at most (strongest first). */
  maxRelations: 300,
  /** Listed names (watchlist names) are at most this long. */
  listNameMaxLength: 100,
  /** Answers are kept per market version and request this long. */
  cacheMinutes: 60,
} as const;

/** The overview groups a universe may name (server/market/source/tickerGroups.ts OVERVIEW_GROUPS, checked there). */
export const CLUSTER_GROUPS = [
  'mainMarkets', 'commodities', 'sectorEtfs', 'bonds', 'currencies', 'volatility', 'stocks', 'factorEtfs', 'crypto',
] as const;
export type ClusterGroupId = (typeof CLUSTER_GROUPS)[number];

/** The lists a universe may name: the portfolio ('Market overview'), a watchlist, a crypto watchlist. */
export const CLUSTER_LIST_TYPES = ['DASHBOARD', 'GENERAL', 'CRYPTO'] as const;
export type ClusterListType = (typeof CLUSTER_LIST_TYPES)[number];
