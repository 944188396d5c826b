import { ApiCallError } from './apiClient';
import type { BulkCapableProvider, DataProvider, ListAnswer, ListParams } from './dataProvider';

/** How long list reads are gathered before they go out as one bulk request (document 2 section 7). */
export const BULK_BUFFER_MS = 400;
/** The most commands the server takes in one bulk request (docs/api.md); more go out in several. */
export const BULK_MAX_COMMANDS = 100;

interface Pending {
  id: string;
  params: ListParams;
  resolve(answer: ListAnswer): void;
  reject(err: unknown): void;
}

/**
 * Gathers the list reads of each list model for `bufferMs` and sends them as one bulk request;
 * each read gets its own answer (a rejected command rejects only its own promise).
 */
export function withBulkBatching(provider: BulkCapableProvider, bufferMs = BULK_BUFFER_MS): DataProvider {
  const queues = new Map<string, Pending[]>();
  let counter = 0;

  const send = async (listModel: string, batch: Pending[]): Promise<void> => {
    try {
      const results = await provider.bulkGetList(listModel, batch.map((p) => ({ id: p.id, params: p.params })));
      for (const p of batch) {
        const r = results.find((x) => x.id === p.id);
        if (r && r.status === 200) p.resolve(r.payload as ListAnswer);
        else p.reject(new ApiCallError(r?.status ?? 500, r ? (r.payload as { message?: string }).message ?? 'rejected' : 'no answer for the command'));
      }
    } catch (err) {
      batch.forEach((p) => p.reject(err));
    }
  };

  const flush = async (listModel: string): Promise<void> => {
    const batch = queues.get(listModel) ?? [];
    queues.delete(listModel);
    const chunks: Pending[][] = [];
    for (let i = 0; i < batch.length; i += BULK_MAX_COMMANDS) chunks.push(batch.slice(i, i + BULK_MAX_COMMANDS));
    await Promise.all(chunks.map((chunk) => send(listModel, chunk)));
  };

  return {
    ...provider,
    getList(listModel, params) {
      return new Promise<ListAnswer>((resolve, reject) => {
        let queue = queues.get(listModel);
        if (!queue) {
          queue = [];
          queues.set(listModel, queue);
          setTimeout(() => void flush(listModel), bufferMs);
        }
        queue.push({ id: `c${++counter}`, params, resolve, reject });
      });
    },
  };
}
