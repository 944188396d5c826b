import type { DataProvider } from './dataProvider';
import type { ManyOptions, ManyResource } from './manyResource';

interface Reader<R> {
  remaining: Set<string>;
  records: R[];
  options: ManyOptions<R>;
  resolve(records: R[]): void;
  reject(err: unknown): void;
  done: boolean;
}

interface ResourceState<R> {
  kept: Map<string, { at: number; record: R }>;
  /** Ids waiting for a worker, in the order asked. */
  queue: string[];
  /** Id → the reads waiting for it (queued or in flight). */
  waiting: Map<string, Reader<R>[]>;
  /** Ids asked in this tick, merged into the queue once the tick ends. */
  asked: string[];
  running: number;
}

export interface GetManyOptions {
  /** Records are reused within one scope only (the session: another sign-in asks afresh). */
  scope: () => string;
  now?: () => number;
}

function abortError(): Error {
  return new DOMException('The read was aborted', 'AbortError');
}

/**
 * The provider's `getMany`: the ids asked of a resource in one tick are merged (react-admin's
 * useGetManyAggregate), ids already queued or in flight are not asked twice, the rest go out in
 * chunks of the resource's `chunkSize` with at most `inFlight` chunks at once, in the order asked.
 * Answered records are kept for the resource's `maxAgeMs` in the current scope and answered at
 * once by the next read. A failed chunk is logged and its ids are missing from the answer (the
 * provider's error catalogue has seen the failure). `primeMany` keeps records another call answered.
 */
export function withGetMany<P extends DataProvider>(provider: P, options: GetManyOptions): P {
  const now = options.now ?? Date.now;
  const states = new Map<ManyResource<unknown>, ResourceState<unknown>>();
  let scope: string | null = null;

  const stateOf = <R>(resource: ManyResource<R>): ResourceState<R> => {
    const current = options.scope();
    if (current !== scope) {
      scope = current;
      for (const s of states.values()) s.kept.clear();
    }
    let state = states.get(resource as ManyResource<unknown>) as ResourceState<R> | undefined;
    if (!state) {
      state = { kept: new Map(), queue: [], waiting: new Map(), asked: [], running: 0 };
      states.set(resource as ManyResource<unknown>, state as ResourceState<unknown>);
    }
    return state;
  };

  const keep = <R>(resource: ManyResource<R>, state: ResourceState<R>, records: readonly R[]): void => {
    if (resource.maxAgeMs <= 0) return;
    const at = now();
    for (const record of records) state.kept.set(resource.idOf(record), { at, record });
  };

  /** Hands a chunk's records to the reads waiting for its ids; finished reads resolve. */
  const deliver = <R>(resource: ManyResource<R>, readers: ReadonlySet<Reader<R>>, ids: readonly string[], records: readonly R[]): void => {
    const chunkIds = new Set(ids);
    for (const reader of readers) {
      if (reader.done) continue;
      const mine = records.filter((r) => {
        const id = resource.idOf(r);
        return reader.remaining.has(id) || !chunkIds.has(id);
      });
      for (const id of ids) reader.remaining.delete(id);
      if (mine.length) {
        reader.records.push(...mine);
        reader.options.onRecords?.(mine);
      }
      if (!reader.remaining.size) {
        reader.done = true;
        reader.resolve(reader.records);
      }
    }
  };

  const loadChunk = async <R>(resource: ManyResource<R>, ids: readonly string[]): Promise<R[]> => {
    try {
      return await resource.load(wrapped.request, ids);
    } catch (err) {
      console.warn(`getMany ${resource.name} failed`, err);
      return [];
    }
  };

  const pump = <R>(resource: ManyResource<R>, state: ResourceState<R>): void => {
    while (state.running < resource.inFlight && state.queue.length) {
      state.running++;
      void work(resource, state).finally(() => {
        state.running--;
        pump(resource, state);
      });
    }
  };

  const work = async <R>(resource: ManyResource<R>, state: ResourceState<R>): Promise<void> => {
    while (state.queue.length) {
      const chunk: string[] = [];
      while (chunk.length < resource.chunkSize && state.queue.length) {
        const id = state.queue.shift()!;
        // Ids whose reads were all aborted leave the queue unasked.
        if (state.waiting.get(id)?.some((r) => !r.done)) chunk.push(id);
        else state.waiting.delete(id);
      }
      if (!chunk.length) continue;
      const readers = new Set(chunk.flatMap((id) => state.waiting.get(id) ?? []));
      for (const reader of readers) reader.options.onSend?.(chunk.filter((id) => reader.remaining.has(id)));
      const records = await loadChunk(resource, chunk);
      keep(resource, state, records);
      // Reads that joined while the chunk was out are answered too.
      for (const id of chunk) {
        for (const reader of state.waiting.get(id) ?? []) readers.add(reader);
        state.waiting.delete(id);
      }
      deliver(resource, readers, chunk, records);
    }
  };

  const flushAsked = <R>(resource: ManyResource<R>, state: ResourceState<R>): void => {
    state.queue.push(...state.asked);
    state.asked = [];
    pump(resource, state);
  };

  /** `priority: 'now'`: chunk after chunk, beside the queue. */
  const readNow = async <R>(resource: ManyResource<R>, state: ResourceState<R>, reader: Reader<R>, ids: readonly string[]): Promise<void> => {
    for (let i = 0; i < ids.length && !reader.done; i += resource.chunkSize) {
      const chunk = ids.slice(i, i + resource.chunkSize);
      reader.options.onSend?.([...chunk]);
      const records = await loadChunk(resource, chunk);
      keep(resource, state, records);
      deliver(resource, new Set([reader]), chunk, records);
    }
  };

  const wrapped: P = {
    ...provider,
    getMany<R>(resource: ManyResource<R>, ids: readonly string[], opts: ManyOptions<R> = {}): Promise<R[]> {
      const state = stateOf(resource);
      return new Promise<R[]>((resolve, reject) => {
        if (opts.signal?.aborted) return reject(abortError());
        const reader: Reader<R> = { remaining: new Set(ids), records: [], options: opts, resolve, reject, done: false };
        // Records kept from an earlier read answer at once.
        if (opts.reuse !== false && resource.maxAgeMs > 0) {
          const hits: R[] = [];
          for (const id of reader.remaining) {
            const kept = state.kept.get(id);
            if (kept && now() - kept.at < resource.maxAgeMs) {
              hits.push(kept.record);
              reader.remaining.delete(id);
            }
          }
          if (hits.length) {
            reader.records.push(...hits);
            opts.onRecords?.(hits);
          }
        }
        if (!reader.remaining.size) {
          reader.done = true;
          return resolve(reader.records);
        }
        opts.signal?.addEventListener('abort', () => {
          if (reader.done) return;
          reader.done = true;
          reject(abortError());
        }, { once: true });
        if (opts.priority === 'now') {
          readNow(resource, state, reader, [...reader.remaining]).catch(reject);
          return;
        }
        const firstOfTick = !state.asked.length;
        for (const id of reader.remaining) {
          const waiting = state.waiting.get(id);
          if (waiting) waiting.push(reader);
          else {
            state.waiting.set(id, [reader]);
            state.asked.push(id);
          }
        }
        if (firstOfTick && state.asked.length) queueMicrotask(() => flushAsked(resource, state));
      });
    },
    primeMany<R>(resource: ManyResource<R>, records: readonly R[]): void {
      keep(resource, stateOf(resource), records);
    },
  };
  return wrapped;
}
