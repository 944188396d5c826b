/**
 * The market data the API serves: runs the snapshot job at start and after every New York close,
 * publishes each result as a new version in one step (a reader sees the old version or the new
 * one, never a mix), and answers what the HTTP layer asks (status, rows, fingerprints). See
 * README.md in this folder.
 */
import { CloseScheduler } from './snapshot/closeScheduler';
import { runSnapshotJob } from './snapshot/snapshotJob';
import { workerSpecOf, type WorkerSourceSpec } from './snapshot/workerSource';
import type { AssetColumnStore } from './store/assetColumnStore';
import { buildStoreInSlices } from './store/columnStoreBuilder';
import { SIGNAL_SCHEMA, type SignalColumnStore } from './store/signalColumnStore';
import type { MarketServiceOptions, MarketSnapshot, MarketStatus } from './marketSnapshot';

export type { MarketServiceEvent, MarketServiceOptions, MarketSnapshot, MarketStatus } from './marketSnapshot';

const pause = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class MarketService {
  private current: MarketSnapshot | null = null;
  private running: Promise<MarketSnapshot> | null = null;
  private progress: { done: number; total: number } | null = null;
  private lastError: string | null = null;
  private abort: AbortController | null = null;
  private readonly scheduler: CloseScheduler;
  private fingerprintCache: { version: number; map: ReadonlyMap<string, string> } | null = null;
  private readonly clock: () => Date;
  private readonly workerSource: WorkerSourceSpec | null;
  private readonly publishedListeners = new Set<(snapshot: MarketSnapshot) => void>();

  constructor(private readonly options: MarketServiceOptions) {
    this.clock = options.now ?? (() => options.source.now());
    const { seed, size, historyStart } = options;
    this.workerSource =
      seed !== undefined && size !== undefined ? workerSpecOf(options.source, { seed, size, ...(historyStart ? { historyStart } : {}) }) : null;
    this.scheduler = new CloseScheduler({
      source: options.source,
      now: this.clock,
      task: () => this.refresh().then(() => true),
      delayAfterCloseMs: options.delayAfterCloseMs,
      checkIntervalMs: options.checkIntervalMs,
    });
  }

  /** Takes the first snapshot (resolves when it is published) and schedules the next ones. */
  async start(): Promise<MarketSnapshot> {
    try {
      return this.current ?? (await this.refresh());
    } finally {
      this.scheduler.start(this.current !== null);
    }
  }

  /** Runs a snapshot now (or joins the one running) and publishes it. */
  refresh(): Promise<MarketSnapshot> {
    this.running ??= this.run().finally(() => {
      this.running = null;
      this.progress = null;
    });
    return this.running;
  }

  private async run(): Promise<MarketSnapshot> {
    this.abort = new AbortController();
    try {
      const result = await runSnapshotJob({
        source: this.options.source, at: this.clock(), workers: this.options.workers, workerSource: this.workerSource,
        signalDays: this.options.signalDays, signal: this.abort.signal, onProgress: (done, total) => (this.progress = { done, total }),
      });
      const signals = await buildStoreInSlices(SIGNAL_SCHEMA, result.signals);
      for (let k = 0; k < result.assets.columnCount; k++) {
        result.assets.warmColumn(k);
        await pause();
      }
      if (this.abort.signal.aborted) throw new Error('snapshot aborted');
      const snapshot: MarketSnapshot = {
        version: (this.current?.version ?? 0) + 1, asOf: result.asOf, at: result.at, publishedAt: this.clock().toISOString(),
        rows: result.assets, signals, stats: result.stats,
      };
      this.current = snapshot;
      this.lastError = null;
      this.options.onEvent?.({ type: 'published', version: snapshot.version, asOf: snapshot.asOf, stats: snapshot.stats });
      for (const listener of [...this.publishedListeners]) listener(snapshot);
      return snapshot;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.lastError = failure.message;
      this.options.onEvent?.({ type: 'failed', error: failure });
      throw failure;
    } finally {
      this.abort = null;
    }
  }

  /**
   * Calls `listener` with every version published from now on (the alerts evaluate after each);
   * the answer unsubscribes. A listener must not throw: it runs inside the publishing step.
   */
  onPublished(listener: (snapshot: MarketSnapshot) => void): () => void {
    this.publishedListeners.add(listener);
    return () => this.publishedListeners.delete(listener);
  }

  status(): MarketStatus {
    const current = this.current;
    return {
      cacheStatus: this.running || !current ? 'UPDATING' : 'READY',
      version: current?.version ?? null,
      asOf: current?.asOf ?? null,
      publishedAt: current?.publishedAt ?? null,
      running: this.running !== null,
      progress: this.progress,
      nextRunAt: this.scheduler.nextRunAt?.toISOString() ?? null,
      lastStats: current?.stats ?? null,
      lastError: this.lastError,
      sourceLabel: this.options.source.label,
    };
  }

  /** The market data source the snapshots are computed from (candles, quotes, chains, search). */
  get source(): MarketServiceOptions['source'] {
    return this.options.source;
  }

  /** The published version; null until the first snapshot is done. */
  snapshot(): MarketSnapshot | null {
    return this.current;
  }

  store(): AssetColumnStore | null {
    return this.current?.rows ?? null;
  }

  signalStore(): SignalColumnStore | null {
    return this.current?.signals ?? null;
  }

  /** Ticker → fingerprint of the published version. */
  fingerprints(): ReadonlyMap<string, string> {
    const current = this.current;
    if (!current) return new Map();
    if (this.fingerprintCache?.version !== current.version) {
      const tickers = current.rows.columnValues('ticker') as string[];
      const prints = current.rows.columnValues('fingerprint') as string[];
      this.fingerprintCache = { version: current.version, map: new Map(tickers.map((t, i) => [t, prints[i]!])) };
    }
    return this.fingerprintCache.map;
  }

  /** The client's tickers whose fingerprint differs from the published one (the heartbeat's staleData). */
  staleTickers(fingerprintMap: Readonly<Record<string, string>> | ReadonlyMap<string, string>): string[] {
    const rows = this.current?.rows;
    if (!rows) return [];
    const entries = fingerprintMap instanceof Map ? [...fingerprintMap.entries()] : Object.entries(fingerprintMap);
    const stale: string[] = [];
    for (const [ticker, fingerprint] of entries) {
      let index = rows.indexOf(ticker);
      if (index < 0) index = rows.indexOf(ticker.trim().toUpperCase());
      if (index >= 0 && rows.value(index, 'fingerprint') !== fingerprint) stale.push(ticker);
    }
    return stale;
  }

  /** Stops scheduling and cancels a running snapshot (its workers are terminated). */
  async stop(): Promise<void> {
    this.scheduler.stop();
    this.abort?.abort();
    await this.running?.catch(() => undefined);
  }
}
