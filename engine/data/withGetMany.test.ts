import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider, type DataRequest } from './dataProvider';
import { defineManyResource } from './manyResource';
import { withGetMany } from './withGetMany';

interface Row { id: string; n: number }

/** A provider whose chunk loads wait until the test answers them (`answer(i)`), recorded in `loads`. */
function setup(options: { chunkSize?: number; inFlight?: number; maxAgeMs?: number } = {}) {
  let clock = 1_000;
  let scope = 's1';
  const loads: { ids: readonly string[]; answer(rows?: Row[]): void; fail(err: unknown): void }[] = [];
  const resource = defineManyResource<Row>({
    name: 'rows', chunkSize: options.chunkSize ?? 2, inFlight: options.inFlight ?? 2, maxAgeMs: options.maxAgeMs ?? 10_000,
    idOf: (r) => r.id,
    load: (_request, ids) => new Promise<Row[]>((resolve, reject) => {
      loads.push({ ids, answer: (rows) => resolve(rows ?? ids.map((id) => ({ id, n: loads.length }))), fail: reject });
    }),
  });
  const data = withGetMany(testDataProvider({ request: (async () => undefined) as DataRequest }), { scope: () => scope, now: () => clock });
  const tick = () => vi.advanceTimersByTimeAsync(0);
  return { data, resource, loads, tick, advance: (ms: number) => { clock += ms; }, setScope: (s: string) => { scope = s; } };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

describe('withGetMany', () => {
  it('merges the ids asked in one tick, in the order asked, without asking one twice', async () => {
    const { data, resource, loads, tick } = setup({ chunkSize: 3, inFlight: 5 });
    const a = data.getMany(resource, ['A', 'B']);
    const b = data.getMany(resource, ['B', 'C', 'D']);
    expect(loads).toHaveLength(0);
    await tick();
    expect(loads.map((l) => l.ids)).toEqual([['A', 'B', 'C'], ['D']]);
    loads.forEach((l) => l.answer());
    expect((await a).map((r) => r.id)).toEqual(['A', 'B']);
    expect((await b).map((r) => r.id).sort()).toEqual(['B', 'C', 'D']);
  });

  it('keeps at most inFlight chunks out; the next starts as one ends', async () => {
    const { data, resource, loads, tick } = setup({ chunkSize: 2, inFlight: 2 });
    const all = data.getMany(resource, ['A', 'B', 'C', 'D', 'E', 'F']);
    await tick();
    expect(loads.map((l) => l.ids)).toEqual([['A', 'B'], ['C', 'D']]);
    loads[0]!.answer();
    await tick();
    expect(loads.map((l) => l.ids)).toEqual([['A', 'B'], ['C', 'D'], ['E', 'F']]);
    loads[1]!.answer();
    loads[2]!.answer();
    expect(await all).toHaveLength(6);
  });

  it('hands records over as their chunk arrives and tells which ids go out', async () => {
    const { data, resource, loads, tick } = setup({ chunkSize: 1, inFlight: 1 });
    const onRecords = vi.fn();
    const onSend = vi.fn();
    const done = data.getMany(resource, ['A', 'B'], { onRecords, onSend });
    await tick();
    expect(onSend.mock.calls).toEqual([[['A']]]);
    loads[0]!.answer();
    await tick();
    expect(onRecords).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls).toEqual([[['A']], [['B']]]);
    loads[1]!.answer();
    await done;
    expect(onRecords).toHaveBeenCalledTimes(2);
  });

  it('reuses records for maxAgeMs within one scope; reuse: false asks again', async () => {
    const { data, resource, loads, tick, advance, setScope } = setup({ maxAgeMs: 10_000 });
    const first = data.getMany(resource, ['A']);
    await tick();
    loads[0]!.answer();
    const [row] = await first;
    expect(await data.getMany(resource, ['A'])).toEqual([row]);
    expect(loads).toHaveLength(1);
    const fresh = data.getMany(resource, ['A'], { reuse: false });
    await tick();
    expect(loads).toHaveLength(2);
    loads[1]!.answer();
    await fresh;
    advance(10_000);
    void data.getMany(resource, ['A']);
    await tick();
    expect(loads).toHaveLength(3);
    loads[2]!.answer();
    await tick();
    setScope('s2');
    void data.getMany(resource, ['A']);
    await tick();
    expect(loads).toHaveLength(4);
  });

  it('keeps records another call answered (primeMany)', async () => {
    const { data, resource, loads } = setup();
    data.primeMany(resource, [{ id: 'A', n: 99 }]);
    expect(await data.getMany(resource, ['A'])).toEqual([{ id: 'A', n: 99 }]);
    expect(loads).toHaveLength(0);
  });

  it('priority now: chunk after chunk beside the queue', async () => {
    const { data, resource, loads, tick } = setup({ chunkSize: 2, inFlight: 1 });
    void data.getMany(resource, ['Q1', 'Q2', 'Q3']);
    await tick();
    const now = data.getMany(resource, ['N1', 'N2', 'N3'], { priority: 'now' });
    await tick();
    expect(loads.map((l) => l.ids)).toEqual([['Q1', 'Q2'], ['N1', 'N2']]);
    loads[1]!.answer();
    await tick();
    expect(loads.map((l) => l.ids)).toEqual([['Q1', 'Q2'], ['N1', 'N2'], ['N3']]);
    loads[2]!.answer();
    expect((await now).map((r) => r.id)).toEqual(['N1', 'N2', 'N3']);
  });

  it('a failed chunk is logged and its ids are missing; ids not answered are missing too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { data, resource, loads, tick } = setup({ chunkSize: 2, inFlight: 2 });
    const done = data.getMany(resource, ['A', 'B', 'C']);
    await tick();
    loads[0]!.fail(new Error('offline'));
    loads[1]!.answer([]);
    expect(await done).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('an aborted read rejects and its ids leave the queue unasked', async () => {
    const { data, resource, loads, tick } = setup({ chunkSize: 1, inFlight: 1 });
    const controller = new AbortController();
    const read = data.getMany(resource, ['A', 'B', 'C'], { signal: controller.signal });
    const other = data.getMany(resource, ['C']);
    await tick();
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    loads[0]!.answer();
    await tick();
    // B is dropped; C stays, another read waits for it.
    expect(loads.map((l) => l.ids)).toEqual([['A'], ['C']]);
    loads[1]!.answer();
    expect((await other).map((r) => r.id)).toEqual(['C']);
  });

  it('uses the provider request for each chunk', async () => {
    const request = vi.fn(async () => [{ id: 'A', n: 1 }]);
    const resource = defineManyResource<Row>({
      name: 'rows', chunkSize: 5, inFlight: 1, maxAgeMs: 0, idOf: (r) => r.id,
      load: (req, ids) => req<Row[]>(`/rows?ids=${ids.join(',')}`),
    });
    const data = withGetMany(testDataProvider({ request: request as unknown as DataRequest }), { scope: () => '' });
    const done = data.getMany(resource, ['A']);
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toEqual([{ id: 'A', n: 1 }]);
    expect(request).toHaveBeenCalledWith('/rows?ids=A');
  });
});
