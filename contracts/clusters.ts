/**
 * The market clusters and leadership chains (issue 22 scopes 2 and 3):
 * POST /api/analytics/clusters (ClusterBody → ClusterAnswer) and POST /api/analytics/leadership
 * (LeadershipBody → LeadershipAnswer). See docs/api.md and docs/methodology.md.
 */
import type { ClusterGroupId, ClusterListType } from '../product/clusterRules';

/** Which instruments an analysis takes. */
export type ClusterUniverse =
  /** One of the user's lists: the portfolio (DASHBOARD, no name), a watchlist or crypto watchlist by name. */
  | { kind: 'list'; listType: ClusterListType; listName?: string }
  /** A group of the market overview. */
  | { kind: 'group'; group: ClusterGroupId }
  /** The `size` instruments of the largest average dollar volume. */
  | { kind: 'liquid'; size: number };

export interface LeadershipBody {
  universe: ClusterUniverse;
  /** Daily returns per instrument (product/clusterRules.ts windowDays). */
  windowDays?: number;
}

export interface ClusterBody extends LeadershipBody {
  /** The flat cut: members of a cluster correlate at least this much on average (default 0.5). */
  minCorrelation?: number;
}

/** What became of the universe's tickers, and the window the returns cover. */
export interface UniverseSummary {
  /** Tickers the universe named (known or not). */
  requested: number;
  /** Analysed, in the answer's row order. */
  tickers: string[];
  /** Instrument names of `tickers`, same order. */
  names: string[];
  /** Left out: the user has not revealed them (no figure of theirs is used or shown). */
  notRevealed: string[];
  /** Left out: the market does not know them. */
  unknown: string[];
  /** Left out: too few returns in the window, or none that varies. */
  shortHistory: string[];
  /** First and last date of the returns (null when nothing was analysed). */
  from: string | null;
  to: string | null;
  /** Returns per instrument. */
  returns: number;
}

/** One join of the dendrogram, SciPy's convention: ids below n are rows, n + k the k-th merge. */
export interface DendrogramMerge {
  left: number;
  right: number;
  /** Average distance √(2(1 − ρ)) between the two sides. */
  height: number;
  size: number;
}

export interface FlatCluster {
  /** 1 = the largest. */
  id: number;
  /** Tickers in dendrogram order. */
  members: string[];
  /** Mean correlation of its pairs; null for a single member. */
  averageCorrelation: number | null;
}

export interface ClusterAnswer {
  universe: UniverseSummary;
  /** The session of the market version analysed (YYYY-MM-DD). */
  asOf: string;
  /** Row indexes in dendrogram order (the heat map's rows and columns). */
  order: number[];
  /** Correlations, n × n in row order (`universe.tickers`), 3 decimals. */
  correlations: number[][];
  merges: DendrogramMerge[];
  minCorrelation: number;
  /** The height the flat clusters are cut at: √(2(1 − minCorrelation)). */
  cutHeight: number;
  clusters: FlatCluster[];
}

/** "leader leads follower by lagDays days (correlation, pValue)". */
export interface LeadershipRelation {
  leader: string;
  follower: string;
  lagDays: number;
  correlation: number;
  pValue: number;
  /** Benjamini–Hochberg adjusted p-value. */
  qValue: number;
  /** Return pairs the correlation is computed from. */
  observations: number;
}

export interface LeadershipAnswer {
  universe: UniverseSummary;
  asOf: string;
  /** Tests run: n(n − 1) × maxLag. */
  tests: number;
  maxLag: number;
  falseDiscoveryRate: number;
  /** Kept relations, strongest first (at most CLUSTER_RULES.maxRelations). */
  relations: LeadershipRelation[];
  /** Relations found beyond those listed. */
  omitted: number;
  /** Chains A → B → C as indexes into `relations`. */
  chains: number[][];
}
