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
import type { SnapshotContent, StoredSnapshotInfo } from './snapshot/storedSnapshot';
import type { MarketServiceOptions, MarketSnapshot, MarketStatus, SnapshotOrigin } from './marketSnapshot';

export type { MarketServiceEvent, MarketServiceOptions, MarketSnapshot, MarketStatus, SnapshotOrigin } from './marketSnapshot';

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
  private currentSource: MarketServiceOptions['source'];
  private readonly publishedListeners = new Set<(snapshot: MarketSnapshot) => void>();
  private origin: SnapshotOrigin | null = null;
  private loadMs: number | null = null;
  private storedInfo: StoredSnapshotInfo | null = null;
  private loading: Promise<MarketSnapshot | null> | null = null;

  constructor(private readonly options: MarketServiceOptions) {
    this.clock = options.now ?? (() => options.source.now());
    this.currentSource = options.source;
    this.scheduler = new CloseScheduler({
      source: options.source,
      now: this.clock,
      task: () => {
        const request = this.options.requestSnapshot;
        return request ? request(this.currentSource.lastCompletedSession(this.clock())).then(() => true) : this.refresh().then(() => true);
      },
      delayAfterCloseMs: options.delayAfterCloseMs,
      checkIntervalMs: options.checkIntervalMs,
    });
  }

  /**
   * Takes the first snapshot (resolves when it is published) and schedules the next ones. With a
   * store, the stored snapshot of the current session is served instead of computing it (an older
   * one is served until the new one is published); with `requestSnapshot` a missing one is asked
   * of the job queue, and this resolves when it is published (here or by another instance).
   */
  async start(): Promise<MarketSnapshot> {
    let pending: Promise<MarketSnapshot> | null = null;
    try {
      if (!this.current && this.options.store) await this.loadStored(undefined, false);
      const due = this.currentSource.lastCompletedSession(this.clock());
      if (this.current && this.current.asOf >= due) return this.current;
      const request = this.options.requestSnapshot;
      // A stored row of the session this instance could not use (another format): computed again here.
      const unusable = this.options.store && (!this.current || this.current.asOf < due) ? await this.options.store.peek(due) : null;
      if (!request || unusable) return await this.refresh();
      // Published here when this instance takes the job, or loaded when another one stores it (main.ts).
      pending = this.nextPublished();
      await request(due);
      if (this.current && this.current.asOf >= due) return this.current;
    } finally {
      this.scheduler.start(this.current !== null);
    }
    return this.current ?? (await pending);
  }

  private nextPublished(): Promise<MarketSnapshot> {
    return new Promise((resolve) => {
      const stop = this.onPublished((snapshot) => {
        stop();
        resolve(snapshot);
      });
    });
  }

  /**
   * The scheduled snapshot of session `asOf` (the job queue's handler): nothing when this instance
   * already serves it, the stored one when another instance computed it, else computed and stored.
   */
  async runScheduledSnapshot(asOf: string): Promise<SnapshotOrigin | 'current'> {
    if (this.current && this.current.asOf >= asOf) return 'current';
    if (this.options.store && (await this.options.store.peek(asOf)) && (await this.loadStored(asOf, true))) return 'stored';
    await this.refresh();
    return 'computed';
  }

  /**
   * Loads and publishes the stored snapshot (of session `asOf`, else the newest) unless this
   * instance serves it or a newer one already; `reload` rebuilds the source first (another instance
   * computed it from the data as it is now). Answers the published version, or null. Never throws:
   * a failure is reported as 'store-failed' (the instance then computes or keeps what it has).
   */
  loadStored(asOf?: string, reload = true): Promise<MarketSnapshot | null> {
    const store = this.options.store;
    if (!store) return Promise.resolve(null);
    const previous = this.loading ?? Promise.resolve(null);
    const next = previous.then(async () => {
      try {
        const current = this.current;
        if (asOf !== undefined && current && current.asOf >= asOf) {
          const info = await store.peek(asOf);
          if (!info || info.at === current.at) return null;
        }
        const started = performance.now();
        const stored = await store.load(asOf);
        if (!stored) return null;
        const now = this.current;
        if (now && (now.asOf > stored.asOf || now.at === stored.at)) return null;
        const source = reload && this.options.reloadSource ? await this.options.reloadSource() : this.currentSource;
        for (let k = 0; k < stored.rows.columnCount; k++) {
          stored.rows.warmColumn(k);
          await pause();
        }
        this.storedInfo = stored.info;
        return this.publish(stored, source, 'stored', performance.now() - started);
      } catch (error) {
        this.options.onEvent?.({ type: 'store-failed', error: error instanceof Error ? error : new Error(String(error)) });
        return null;
      }
    });
    this.loading = next.finally(() => {
      if (this.loading === next) this.loading = null;
    });
    return next;
  }

  private publish(content: SnapshotContent, source: MarketServiceOptions['source'], from: SnapshotOrigin, loadMs?: number): MarketSnapshot {
    const snapshot: MarketSnapshot = {
      version: (this.current?.version ?? 0) + 1, asOf: content.asOf, at: content.at, publishedAt: this.clock().toISOString(),
      rows: content.rows, signals: content.signals, stats: content.stats,
    };
    this.current = snapshot;
    this.currentSource = source;
    this.origin = from;
    this.loadMs = loadMs === undefined ? null : Math.round(loadMs);
    this.lastError = null;
    this.options.onEvent?.({ type: 'published', version: snapshot.version, asOf: snapshot.asOf, stats: snapshot.stats, from, ...(loadMs === undefined ? {} : { loadMs }) });
    for (const listener of [...this.publishedListeners]) listener(snapshot);
    return snapshot;
  }

  /** Runs a snapshot now (or joins the one running) and publishes it. */
  refresh(): Promise<MarketSnapshot> {
    this.running ??= this.run().finally(() => {
      this.running = null;
      this.progress = null;
    });
    return this.running;
  }

  /** How worker threads rebuild `source` (null: the job runs in-process). */
  private workerSourceOf(source: MarketServiceOptions['source']): WorkerSourceSpec | null {
    const { seed, size, historyStart } = this.options;
    return seed !== undefined && size !== undefined ? workerSpecOf(source, { seed, size, ...(historyStart ? { historyStart } : {}) }) : null;
  }

  private async run(): Promise<MarketSnapshot> {
    this.abort = new AbortController();
    try {
      const source = this.current && this.options.reloadSource ? await this.options.reloadSource() : this.currentSource;
      const result = await runSnapshotJob({
        source, at: this.clock(), workers: this.options.workers, workerSource: this.workerSourceOf(source),
        signalDays: this.options.signalDays, signal: this.abort.signal, onProgress: (done, total) => (this.progress = { done, total }),
      });
      const signals = await buildStoreInSlices(SIGNAL_SCHEMA, result.signals);
      for (let k = 0; k < result.assets.columnCount; k++) {
        result.assets.warmColumn(k);
        await pause();
      }
      if (this.abort.signal.aborted) throw new Error('snapshot aborted');
      const snapshot = this.publish({ asOf: result.asOf, at: result.at, rows: result.assets, signals, stats: result.stats }, source, 'computed');
      // Stored for the other instances and the next start; the version is served whether or not that works.
      if (this.options.store) {
        try {
          this.storedInfo = await this.options.store.save(snapshot, this.options.instanceId ?? 'this instance');
        } catch (error) {
          this.options.onEvent?.({ type: 'store-failed', error: error instanceof Error ? error : new Error(String(error)) });
        }
      }
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
      sourceLabel: this.currentSource.label,
      snapshotSource: this.origin,
      stored: this.storedInfo,
      loadMs: this.loadMs,
    };
  }

  /** The market data source the published snapshot was computed from (candles, quotes, chains, search). */
  get source(): MarketServiceOptions['source'] {
    return this.currentSource;
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
    await this.loading;
  }
}
