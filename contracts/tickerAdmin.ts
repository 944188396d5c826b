/**
 * The ticker admin's calls (issue 28 scope 7; document 4 sections 2.7 and 7.8): 'Add new Tickers'
 * (an EOD CSV uploaded from the browser, a ticker routed to a data source), the members' bad-data
 * reports (`/brokenTicker`) and 'Asset Actions', the review queue of suspected splits.
 */

export type TickerDataSource = 'import' | 'simulated';

/** One data source of GET /api/tickerAdmin/sources. */
export interface DataSourceInfo {
  id: TickerDataSource;
  /** As the UI names it ("Imported end-of-day data", "Demo data"). */
  label: string;
  /** Instruments it serves in the published snapshot. */
  instruments: number;
}

/** A ticker with imported end-of-day data and where it is served from. */
export interface TickerRouteEntry {
  ticker: string;
  name: string | null;
  /** Where it is served from now. */
  source: TickerDataSource;
  firstDate: string | null;
  lastDate: string | null;
  rows: number;
  importedAt: string;
  /** Whether the simulated market has the ticker too (so that it can be routed there). */
  inDemoData: boolean;
  /** Whether the published snapshot has a row for it. */
  served: boolean;
}

/** GET /api/tickerAdmin/sources: the data sources, the tickers with imported data, the snapshot's state. */
export interface TickerSourcesAnswer {
  sources: DataSourceInfo[];
  tickers: TickerRouteEntry[];
  /** `UPDATING` while a snapshot computes (an upload or a routing is served after it). */
  cacheStatus: 'READY' | 'UPDATING';
  snapshotVersion: number | null;
}

/** One problem of an uploaded file: its line (1 is the header; null for the whole file) and why. */
export interface UploadIssue {
  line: number | null;
  message: string;
}

/** POST /api/tickerAdmin/upload (multipart, one part `file`): what was imported. */
export interface TickerUploadAnswer {
  msg: string;
  file: string;
  tickers: { ticker: string; rows: number; firstDate: string; lastDate: string; replaced: boolean }[];
  nullRows: number;
  ignoredColumns: string[];
}

/** POST /api/tickerAdmin/route. */
export interface TickerRouteBody {
  ticker: string;
  source: TickerDataSource;
}

/** POST /api/brokenTicker: a member reports a ticker with bad data. */
export interface BrokenTickerBody {
  ticker: string;
  comment?: string;
}

/** The answer of POST /api/brokenTicker: `alreadyReported` when the member's earlier report of the ticker is still open. */
export interface BrokenTickerAnswer {
  msg: string;
  status: 'sent' | 'alreadyReported';
}

export type BrokenTickerStatus = 'open' | 'resolved';

export interface BrokenTickerReport {
  id: string;
  ticker: string;
  username: string;
  comment: string | null;
  status: BrokenTickerStatus;
  createdAt: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
  resolution: string | null;
}

/** GET /api/brokenTicker?status=open|resolved|all (admins). */
export interface BrokenTickerListAnswer {
  reports: BrokenTickerReport[];
}

/** POST /api/brokenTicker/resolve (admins). */
export interface BrokenTickerResolveBody {
  id: string;
  resolution?: string;
}

export type SplitReviewStatus = 'pending' | 'confirmed' | 'dismissed';

/** One suspected split of the review queue. */
export interface SuspectedSplit {
  id: string;
  ticker: string;
  /** The first session on the new share basis. */
  date: string;
  ratio: string;
  /** What the prices before `date` are multiplied by when confirmed. */
  factor: number;
  closeBefore: number;
  closeAfter: number;
  source: TickerDataSource;
  /** Whether confirming can adjust the stored history (imported data only). */
  adjustable: boolean;
  status: SplitReviewStatus;
  detectedAt: string;
  resolvedBy: string | null;
  resolvedAt: string | null;
}

/** GET /api/assetActions/splits?status=pending|confirmed|dismissed|all (admins). */
export interface SuspectedSplitsAnswer {
  splits: SuspectedSplit[];
}

/** POST /api/assetActions/splits/confirm and /dismiss. */
export interface SplitDecisionBody {
  id: string;
}
