/**
 * The snapshot job: every instrument's asset row and recent signals as of one instant, computed on
 * worker threads (one per core) while the main thread only merges their column batches into the
 * store; without workers (no rebuildable source, workers: 0, or workers that fail to start) the
 * same chunks run in-process, yielding to the event loop between chunks.
 */
import { availableParallelism } from 'node:os';
import { assetStoreBuilder, type AssetColumnStore } from '../store/assetColumnStore';
import type { MarketDataSource } from '../source/marketDataSource';
import { DEFAULT_SIGNAL_DAYS, type SignalRow } from './assetRow';
import { computeChunk, type ChunkRequest, type ChunkResult } from './snapshotChunk';
import { SnapshotReferences } from './snapshotReferences';
import { runOnWorkers } from './workerPool';
import type { WorkerSourceSpec } from './workerSource';

export interface SnapshotJobOptions {
  /** The source the main thread reads (the instrument list; the in-process path). */
  source: MarketDataSource;
  /** The snapshot instant; every series is taken as of it. */
  at: Date;
  /** Worker threads; default one per core; 0 runs in-process. */
  workers?: number;
  /** How workers rebuild the source; without it the job runs in-process. */
  workerSource?: WorkerSourceSpec | null;
  signalDays?: number;
  /** Instruments per chunk; default 100 on workers (about 0.15 s each), 8 in-process (a slice of the event loop). */
  chunkSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Stops the job (workers are terminated); the job then rejects. */
  signal?: AbortSignal;
}

export interface SnapshotJobStats {
  mode: 'workers' | 'in-process';
  workers: number;
  instruments: number;
  durationMs: number;
  instrumentsPerSecond: number;
  /** Highest resident set size seen while the job ran (workers are threads of this process). */
  peakRssBytes: number;
  /** Why workers were not (or not fully) used. */
  fallbackReason: string | null;
}

export interface SnapshotJobResult {
  /** The latest completed NYSE session at the snapshot instant. */
  asOf: string;
  /** The snapshot instant (ISO). */
  at: string;
  assets: AssetColumnStore;
  signals: SignalRow[];
  stats: SnapshotJobStats;
}

export const defaultWorkerCount = (): number => availableParallelism();

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function chunksOf(tickers: readonly string[], size: number): ChunkRequest[] {
  const chunks: ChunkRequest[] = [];
  for (let offset = 0; offset < tickers.length; offset += size) chunks.push({ offset, tickers: tickers.slice(offset, offset + size) });
  return chunks;
}

export async function runSnapshotJob(options: SnapshotJobOptions): Promise<SnapshotJobResult> {
  const started = performance.now();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
  sampler.unref();
  try {
    const tickers = options.source.listInstruments().map((i) => i.ticker);
    const settings = { at: options.at.toISOString(), signalDays: options.signalDays ?? DEFAULT_SIGNAL_DAYS };
    const wanted = options.workerSource ? (options.workers ?? defaultWorkerCount()) : 0;
    const builder = assetStoreBuilder(tickers.length);
    const signals = new Map<number, SignalRow[]>();
    let done = 0;
    const merge = (result: ChunkResult): void => {
      builder.put(result.offset, result.batch);
      signals.set(result.offset, result.signals);
      done += result.batch.count;
      options.onProgress?.(done, tickers.length);
    };

    let remaining = chunksOf(tickers, options.chunkSize ?? (wanted > 0 ? 100 : 8));
    let workersUsed = 0;
    let fallbackReason: string | null = options.workerSource ? null : 'the source cannot be rebuilt in a worker';
    if (wanted > 0 && options.workerSource) {
      const run = await runOnWorkers(wanted, { ...settings, source: options.workerSource }, remaining, merge, { signal: options.signal });
      workersUsed = run.workersUsed;
      remaining = run.remaining;
      if (run.workerError) fallbackReason = run.workerError;
    }
    const references = new SnapshotReferences(options.source, options.at);
    for (const request of remaining) {
      if (options.signal?.aborted) throw new Error('snapshot aborted');
      merge(computeChunk(options.source, request, settings, references));
      await yieldToEventLoop();
    }

    const assets = builder.finish();
    const durationMs = performance.now() - started;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    return {
      asOf: options.source.lastCompletedSession(options.at),
      at: settings.at,
      assets,
      signals: [...signals.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, list]) => list),
      stats: {
        mode: workersUsed > 0 ? 'workers' : 'in-process',
        workers: workersUsed,
        instruments: tickers.length,
        durationMs,
        instrumentsPerSecond: tickers.length / (durationMs / 1000),
        peakRssBytes: peakRss,
        fallbackReason,
      },
    };
  } finally {
    clearInterval(sampler);
  }
}
