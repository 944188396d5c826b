/** The types of MarketService: its options, the published version of the universe and its status. */
import type { MarketDataSource } from './source/marketDataSource';
import type { SnapshotJobStats } from './snapshot/snapshotJob';
import type { SnapshotStore, StoredSnapshotInfo } from './snapshot/storedSnapshot';
import type { AssetColumnStore } from './store/assetColumnStore';
import type { SignalColumnStore } from './store/signalColumnStore';

export interface MarketServiceOptions {
  source: MarketDataSource;
  /**
   * Seed and size (and history start) of the simulated market `source` is or layers imported data
   * over: with them the job runs on worker threads that rebuild the source; without, in-process.
   */
  seed?: string | number;
  size?: number;
  historyStart?: string;
  /** The clock; default source.now(). */
  now?: () => Date;
  /** Worker threads; default one per core; 0 computes in-process. */
  workers?: number;
  /** Sessions of signals per snapshot (default 5, one trading week). */
  signalDays?: number;
  /** Wait after a close before the snapshot (default 5 minutes). */
  delayAfterCloseMs?: number;
  /** How often the scheduler reads the clock (default 60 s). */
  checkIntervalMs?: number;
  /** Called after each published version and each failed run (for logging). */
  onEvent?: (event: MarketServiceEvent) => void;
  /**
   * Builds the source again from where its data is kept (the imported end-of-day data in the
   * database, an admin's routing of a ticker): called before every run but the first, so each
   * snapshot — scheduled or asked for — serves the data as it is then. The new source replaces
   * the old one in the same step as the snapshot computed from it is published.
   */
  reloadSource?: () => Promise<MarketDataSource>;
  /**
   * Where published snapshots are kept (issue 24): each computed one is stored, and start() serves
   * the stored one of the current session instead of computing it again.
   */
  store?: SnapshotStore;
  /** Names this instance in the stored rows (`computed_by`). */
  instanceId?: string;
  /**
   * Asks for the snapshot of session `asOf` to be computed once across instances (the job queue,
   * server/jobs); its handler calls `runSnapshotJob(asOf)`. Without it the scheduler computes here.
   */
  requestSnapshot?: (asOf: string) => Promise<void>;
}

export type MarketServiceEvent =
  | { type: 'published'; version: number; asOf: string; stats: SnapshotJobStats; from: SnapshotOrigin; loadMs?: number }
  | { type: 'failed'; error: Error }
  | { type: 'store-failed'; error: Error };

/** Whether the published snapshot was computed by this instance or loaded from the table. */
export type SnapshotOrigin = 'computed' | 'stored';

/** One published version of the universe. */
export interface MarketSnapshot {
  /** 1, 2, 3 … per process. */
  version: number;
  /** The NYSE session the snapshot belongs to (its last completed session). */
  asOf: string;
  /** The snapshot instant (ISO) every series was taken at. */
  at: string;
  publishedAt: string;
  /** The asset rows, column by column. */
  rows: AssetColumnStore;
  /** The signals of the last `signalDays` sessions (ListUISignal rows), column by column. */
  signals: SignalColumnStore;
  stats: SnapshotJobStats;
}

export interface MarketStatus {
  /** UPDATING while a snapshot runs or before the first one; READY otherwise (the spec's systemStatus OK). */
  cacheStatus: 'UPDATING' | 'READY';
  version: number | null;
  asOf: string | null;
  publishedAt: string | null;
  running: boolean;
  progress: { done: number; total: number } | null;
  nextRunAt: string | null;
  lastStats: SnapshotJobStats | null;
  lastError: string | null;
  /** "Demo data" for the simulated market. */
  sourceLabel: string;
  /** Computed here or loaded from the stored snapshots (null before the first). */
  snapshotSource: SnapshotOrigin | null;
  /** The stored row this instance last wrote or loaded (null without a store). */
  stored: StoredSnapshotInfo | null;
  /** How long loading the stored snapshot took (read, unzip, columns, warm-up; ms); null when computed. */
  loadMs: number | null;
}
