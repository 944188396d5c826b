/**
 * Runs snapshot chunks on worker threads. Each worker rebuilds the source, reports ready, and is
 * handed one chunk at a time (so fast and slow chunks balance out). A worker that fails to start
 * or dies gives its chunk back to the queue; when no worker is left the remaining chunks are
 * returned to the caller, which computes them in-process. A chunk that throws fails the run.
 */
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectPath } from '../../projectRoot';
import type { ChunkRequest, ChunkResult } from './snapshotChunk';
import type { SnapshotWorkerData, ToWorker } from './snapshotWorker';

type FromWorker = { type: 'ready' } | { type: 'result'; result: ChunkResult } | { type: 'failed'; offset: number; message: string };

export interface PoolRun {
  /** Workers that became ready. */
  workersUsed: number;
  /** Chunks no worker completed. */
  remaining: ChunkRequest[];
  /** Why workers were lost, if they were. */
  workerError: string | null;
}

// From the project's folder: the same files when this code runs from the server bundle.
const BOOTSTRAP = pathToFileURL(projectPath('server', 'market', 'snapshot', 'tsWorker.mjs'));
const ENTRY = pathToFileURL(projectPath('server', 'market', 'snapshot', 'snapshotWorker.ts'));

export function runOnWorkers(
  count: number,
  data: SnapshotWorkerData,
  requests: readonly ChunkRequest[],
  onResult: (result: ChunkResult) => void,
  options: { readyTimeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PoolRun> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const queue = [...requests];
  const inFlight = new Map<Worker, ChunkRequest | null>();
  let workersUsed = 0;
  let workerError: string | null = null;
  let settled = false;

  return new Promise<PoolRun>((resolve, reject) => {
    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      const remaining = [...queue, ...[...inFlight.values()].filter((r): r is ChunkRequest => r !== null)];
      const workers = [...inFlight.keys()];
      inFlight.clear();
      void Promise.all(workers.map((w) => w.terminate())).then(() =>
        error ? reject(error) : resolve({ workersUsed, remaining: remaining.sort((a, b) => a.offset - b.offset), workerError }),
      );
    };
    const next = (worker: Worker): void => {
      const request = queue.shift() ?? null;
      inFlight.set(worker, request);
      if (request) worker.postMessage({ type: 'chunk', request } satisfies ToWorker);
      else if ([...inFlight.values()].every((r) => r === null)) finish();
    };
    const lose = (worker: Worker, reason: string): void => {
      if (settled || !inFlight.has(worker)) return;
      workerError = reason;
      const request = inFlight.get(worker);
      if (request) queue.unshift(request);
      inFlight.delete(worker);
      void worker.terminate();
      if (inFlight.size === 0) finish();
    };

    for (let k = 0; k < count; k++) {
      const worker = new Worker(BOOTSTRAP, { workerData: { entry: ENTRY.href, data } });
      inFlight.set(worker, null);
      const timer = setTimeout(() => lose(worker, `a worker was not ready after ${readyTimeoutMs} ms`), readyTimeoutMs);
      timer.unref();
      worker.on('message', (message: FromWorker) => {
        if (settled) return;
        if (message.type === 'ready') {
          clearTimeout(timer);
          workersUsed++;
          next(worker);
        } else if (message.type === 'result') {
          onResult(message.result);
          next(worker);
        } else if (message.offset < 0) lose(worker, message.message);
        else finish(new Error(`snapshot chunk at ${message.offset} failed: ${message.message}`));
      });
      worker.on('error', (error) => lose(worker, error.message));
      worker.on('exit', (code) => lose(worker, `a worker exited with code ${code}`));
    }
    if (options.signal) {
      if (options.signal.aborted) finish(new Error('snapshot aborted'));
      else options.signal.addEventListener('abort', () => finish(new Error('snapshot aborted')), { once: true });
    }
    if (count <= 0) finish();
  });
}
