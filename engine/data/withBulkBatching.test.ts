import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_BUFFER_MS, BULK_MAX_COMMANDS, withBulkBatching } from './withBulkBatching';
import { ApiCallError } from './apiClient';
import { testDataProvider, type BulkCapableProvider, type BulkResult, type ListParams } from './dataProvider';

type Commands = { id: string; params: ListParams }[];
type BulkFn = (listModel: string, commands: Commands) => Promise<BulkResult[]>;

/** Each command answered 200 with its own page number as the total, so answers can be told apart. */
const echo: BulkFn = async (listModel, commands) =>
  commands.map((c) => ({ id: c.id, status: 200, payload: { rows: [{ listModel, id: c.id }], total: c.params.page ?? 0 } }));

function setup(bulk: BulkFn = echo) {
  const bulkGetList = vi.fn(bulk);
  const inner: BulkCapableProvider = { ...testDataProvider({ getOne: async (model, id) => ({ id, createdBy: null, creationDate: '', version: 1, entityModelName: model, payload: {} }) }), bulkGetList };
  return { provider: withBulkBatching(inner), bulkGetList };
}

/** Settles a promise into {value} or {error} without unhandled rejections. */
function settle<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return p.then((value) => ({ value }), (error: unknown) => ({ error }));
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('withBulkBatching', () => {
  it('sends the reads of 400 ms as one bulk call per list model', async () => {
    const { provider, bulkGetList } = setup();
    const a1 = provider.getList('BookList', { page: 1 });
    await vi.advanceTimersByTimeAsync(150);
    const a2 = provider.getList('BookList', { page: 2 });
    const b1 = provider.getList('DomainAsset', { page: 3 });
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS - 151);
    expect(bulkGetList).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The BookList batch went out 400 ms after its first read; the DomainAsset batch has its own timer.
    expect(bulkGetList).toHaveBeenCalledTimes(1);
    expect(bulkGetList.mock.calls[0]![0]).toBe('BookList');
    expect(bulkGetList.mock.calls[0]![1].map((c) => c.params)).toEqual([{ page: 1 }, { page: 2 }]);
    await vi.advanceTimersByTimeAsync(150);
    expect(bulkGetList).toHaveBeenCalledTimes(2);
    expect(bulkGetList.mock.calls[1]![0]).toBe('DomainAsset');
    expect(BULK_BUFFER_MS).toBe(400);

    // Each promise gets its own answer.
    expect((await a1).total).toBe(1);
    expect((await a2).total).toBe(2);
    expect(await b1).toEqual({ rows: [{ listModel: 'DomainAsset', id: expect.any(String) }], total: 3 });
  });

  it('gives every command its own id, and starts a new batch after a flush', async () => {
    const { provider, bulkGetList } = setup();
    const first = [provider.getList('L', {}), provider.getList('L', {})];
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    const later = provider.getList('L', {});
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    await Promise.all([...first, later]);
    const ids = bulkGetList.mock.calls.flatMap((call) => call[1].map((c) => c.id));
    expect(bulkGetList).toHaveBeenCalledTimes(2);
    expect(new Set(ids).size).toBe(3);
  });

  it('a rejected command rejects only its own promise, with the status and message of its answer', async () => {
    const { provider } = setup(async (_m, commands) => commands.map((c, i) => (i === 1
      ? { id: c.id, status: 403, payload: { message: 'You do not have the permission for this action.' } }
      : { id: c.id, status: 200, payload: { rows: [], total: i } })));
    const results = [0, 1, 2].map(() => settle(provider.getList('L', {})));
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    const [ok1, bad, ok2] = await Promise.all(results);
    expect(ok1!.value).toEqual({ rows: [], total: 0 });
    expect(ok2!.value).toEqual({ rows: [], total: 2 });
    expect(bad!.error).toBeInstanceOf(ApiCallError);
    expect(bad!.error).toMatchObject({ status: 403, message: 'You do not have the permission for this action.' });
  });

  it('rejects a command the answer leaves out with 500', async () => {
    const { provider } = setup(async (_m, commands) => [{ id: commands[0]!.id, status: 200, payload: { rows: [], total: 0 } }]);
    const results = [settle(provider.getList('L', {})), settle(provider.getList('L', {}))];
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    const [answered, forgotten] = await Promise.all(results);
    expect(answered!.value).toEqual({ rows: [], total: 0 });
    expect(forgotten!.error).toMatchObject({ status: 500, message: 'no answer for the command' });
  });

  it('rejects every read of the batch when the bulk call itself fails', async () => {
    const down = new ApiCallError(0, 'Failed to fetch');
    const { provider } = setup(async () => { throw down; });
    const results = [settle(provider.getList('L', {})), settle(provider.getList('L', {}))];
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    expect((await Promise.all(results)).map((r) => r.error)).toEqual([down, down]);
  });

  it('splits a batch into calls of at most 100 commands (the server\'s limit)', async () => {
    const { provider, bulkGetList } = setup();
    const reads = Array.from({ length: 250 }, (_, i) => provider.getList('L', { page: i + 1 }));
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS);
    const answers = await Promise.all(reads);
    expect(bulkGetList.mock.calls.map((c) => c[1].length)).toEqual([BULK_MAX_COMMANDS, BULK_MAX_COMMANDS, 50]);
    expect(answers.map((a) => a.total)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
  });

  it('leaves the other calls alone', async () => {
    const { provider, bulkGetList } = setup();
    expect((await provider.getOne('Book', 'b1')).id).toBe('b1');
    expect(bulkGetList).not.toHaveBeenCalled();
  });

  it('answers nothing before the buffer time is up', async () => {
    const { provider } = setup();
    let done = false;
    void provider.getList('L', {}).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(BULK_BUFFER_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
