/**
 * A snapshot worker thread: rebuilds the market from its description, says `ready`, then computes
 * each chunk it is sent and posts the result (the numbers transferred, not copied). The references
 * every row compares with (SPY's closes, the CFTC reports) are loaded once for all its chunks.
 * Started by workerPool.ts through tsWorker.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { computeChunk, type ChunkRequest, type ChunkSettings } from './snapshotChunk';
import { SnapshotReferences } from './snapshotReferences';
import { openWorkerSource, type WorkerSourceSpec } from './workerSource';

export interface SnapshotWorkerData extends ChunkSettings {
  source: WorkerSourceSpec;
}

export type ToWorker = { type: 'chunk'; request: ChunkRequest } | { type: 'close' };

const port = parentPort;
const data = (workerData as { data: SnapshotWorkerData }).data;
if (port) {
  try {
    const source = await openWorkerSource(data.source, new Date(data.at));
    source.listInstruments();
    const references = new SnapshotReferences(source, new Date(data.at));
    port.on('message', (message: ToWorker) => {
      if (message.type === 'close') {
        port.close();
        return;
      }
      try {
        const result = computeChunk(source, message.request, data, references);
        port.postMessage({ type: 'result', result }, [result.batch.numbers.buffer as ArrayBuffer]);
      } catch (error) {
        port.postMessage({ type: 'failed', offset: message.request.offset, message: error instanceof Error ? error.message : String(error) });
      }
    });
    port.postMessage({ type: 'ready' });
  } catch (error) {
    port.postMessage({ type: 'failed', offset: -1, message: error instanceof Error ? error.message : String(error) });
  }
}
