import type { DataRequest } from './dataProvider';

/**
 * A kind of record a plugin reads by id in bulk (the asset rows by ticker ...): how one chunk is
 * loaded and how the provider's `getMany` merges, chunks and reuses the reads (withGetMany).
 *
 * @example
 * export const assetRows = defineManyResource<AssetRecord>({
 *   name: 'assets', chunkSize: 15, inFlight: 3, maxAgeMs: 600_000,
 *   idOf: (r) => r.ticker.toUpperCase(),
 *   load: (request, ids) => request(`/assetData?ticker=${ids.join('+')}`),
 * });
 * const rows = await data.getMany(assetRows, ['SPY', 'QQQ']);
 */
export interface ManyResource<R> {
  /** For the log and the cache key. */
  readonly name: string;
  /** Loads one chunk through the provider's request (credentials, error catalogue). */
  load(request: DataRequest, ids: readonly string[]): Promise<R[]>;
  /** The id an answered record belongs to (ids asked are compared as they are given). */
  idOf(record: R): string;
  /** The most ids one load takes. */
  readonly chunkSize: number;
  /** The most loads of the queue in flight at once. */
  readonly inFlight: number;
  /** How long an answered record is reused (per session); 0 keeps none. */
  readonly maxAgeMs: number;
}

export interface ManyOptions<R> {
  /** `false`: ask the server whatever the age of a kept record (the answer is kept again). */
  reuse?: boolean;
  /**
   * `queue` (default): the ids join the resource's queue in the order asked, after the ids asked
   * before. `now`: the ids go out at once, chunk after chunk, beside the queue (a retry, an add).
   */
  priority?: 'queue' | 'now';
  /** An aborted read leaves the queue (ids other reads wait for stay) and rejects with an AbortError. */
  signal?: AbortSignal;
  /** Records as they arrive: the kept ones at once, then each chunk's (a table shows them as they come). */
  onRecords?(records: R[]): void;
  /** The ids of this read whose chunk goes out now (a table starts its "no data" timer). */
  onSend?(ids: string[]): void;
}

/** Declares a resource for `getMany`; the object itself is the resource's identity. */
export function defineManyResource<R>(resource: ManyResource<R>): ManyResource<R> {
  return resource;
}
