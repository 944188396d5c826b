import { describe, expect, it, vi } from 'vitest';
import { withListCache } from './withListCache';
import { testDataProvider, type EntityEnvelope, type ListAnswer, type ListParams } from './dataProvider';

const envelope = (entityModelName: string, id: string): EntityEnvelope & Record<string, unknown> => ({
  id, createdBy: 'fiona', creationDate: '2026-11-20T10:00:00.000Z', version: 1, entityModelName, payload: {},
});

/** Which entity each list's rows come from; lists not named here are datasets (plain rows). */
const SOURCES: Record<string, string | undefined> = { Book: 'Book', BookList: 'Book', NoteList: 'Note' };

function setup(options: { maxCacheAge?: number; empty?: readonly string[] } = {}) {
  let clock = 1_000_000;
  let served = 0;
  const getList = vi.fn(async (listModel: string, _params: ListParams): Promise<ListAnswer> => {
    served += 1;
    const source = SOURCES[listModel];
    const rows = options.empty?.includes(listModel) ? [] : [source ? envelope(source, `r${served}`) : { ticker: `T${served}` }];
    return { rows, total: served, ...(options.maxCacheAge !== undefined ? { maxCacheAge: options.maxCacheAge } : {}) };
  });
  const inner = testDataProvider({
    getList,
    create: vi.fn(async (model: string) => envelope(model, 'new')),
    update: vi.fn(async (model: string, id: string) => envelope(model, id)),
    remove: vi.fn(async () => undefined),
    fireEvent: vi.fn(async () => ({ done: true })),
  });
  const provider = withListCache(inner, () => clock);
  return {
    provider, getList, inner,
    advance(seconds: number) { clock += seconds * 1000; },
    /** The `total` of a read: which request answered it. */
    async served(listModel: string, params: ListParams = {}): Promise<number> { return (await provider.getList(listModel, params)).total; },
  };
}

describe('withListCache', () => {
  it('reuses an answer within the default 300 seconds, and asks again after', async () => {
    const c = setup();
    expect(await c.served('BookList')).toBe(1);
    c.advance(299);
    expect(await c.served('BookList')).toBe(1);
    c.advance(1);
    expect(await c.served('BookList')).toBe(2);
    expect(c.getList).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer as long as the server says (maxCacheAge of the answer)', async () => {
    const c = setup({ maxCacheAge: 10 });
    expect(await c.served('BookList')).toBe(1);
    c.advance(9.999);
    expect(await c.served('BookList')).toBe(1);
    c.advance(0.001);
    expect(await c.served('BookList')).toBe(2);
  });

  it('prefers the maxCacheAge of the read, and never keeps an answer of age 0', async () => {
    const c = setup({ maxCacheAge: 10 });
    expect(await c.served('BookList', { maxCacheAge: 60 })).toBe(1);
    c.advance(30);
    expect(await c.served('BookList', { maxCacheAge: 60 })).toBe(1);
    expect(await c.served('NoteList', { maxCacheAge: 0 })).toBe(2);
    expect(await c.served('NoteList', { maxCacheAge: 0 })).toBe(3);
    const zero = setup({ maxCacheAge: 0 });
    expect(await zero.served('DomainSearchedUserResult')).toBe(1);
    expect(await zero.served('DomainSearchedUserResult')).toBe(2);
  });

  it('keeps one answer per list and query', async () => {
    const c = setup();
    const page2: ListParams = { page: 2, filterQuery: [{ filterKey: 'payload.title', type: 'contains', val: 'du' }] };
    expect(await c.served('BookList')).toBe(1);
    expect(await c.served('BookList', page2)).toBe(2);
    expect(await c.served('NoteList')).toBe(3);
    expect([await c.served('BookList'), await c.served('BookList', page2), await c.served('NoteList')]).toEqual([1, 2, 3]);
  });

  it('useCache: false goes to the server, and its fresh answer replaces the kept one', async () => {
    const c = setup();
    expect(await c.served('BookList')).toBe(1);
    expect(await c.served('BookList', { useCache: false })).toBe(2);
    expect(c.getList).toHaveBeenLastCalledWith('BookList', { useCache: false });
    // Later reads get the refreshed answer, not the older one.
    expect(await c.served('BookList')).toBe(2);
    expect(await c.served('BookList', { useCache: true })).toBe(2);
  });

  it('does not keep a failure', async () => {
    const c = setup();
    c.getList.mockRejectedValueOnce(new Error('down'));
    await expect(c.provider.getList('BookList', {})).rejects.toThrow('down');
    expect(await c.served('BookList')).toBe(1);
    expect(await c.served('BookList')).toBe(1);
  });

  describe('writes drop the lists of the written model', () => {
    const writes: [string, (c: ReturnType<typeof setup>) => Promise<unknown>][] = [
      ['create', (c) => c.provider.create('Book', { title: 'Dune' })],
      ['update', (c) => c.provider.update('Book', 'b1', { title: 'Dune' }, { version: 1 })],
      ['remove', (c) => c.provider.remove('Book', 'b1')],
      ['fireEvent', (c) => c.provider.fireEvent('Book', 'markRead', { id: 'b1' })],
    ];

    it.each(writes)('%s drops the list of the same name and the lists over that entity, and keeps the others', async (_name, write) => {
      const c = setup();
      const before = [await c.served('Book'), await c.served('BookList'), await c.served('NoteList'), await c.served('DomainAsset')];
      expect(before).toEqual([1, 2, 3, 4]);
      await write(c);
      expect(await c.served('Book')).toBe(5);
      expect(await c.served('BookList')).toBe(6);
      // Other entities and datasets keep their answers.
      expect(await c.served('NoteList')).toBe(3);
      expect(await c.served('DomainAsset')).toBe(4);
    });

    it('passes the write on and answers what it answers', async () => {
      const c = setup();
      expect(await c.provider.create('Book', { title: 'Dune' }, 'quick')).toMatchObject({ id: 'new', entityModelName: 'Book' });
      expect(c.inner.create).toHaveBeenCalledWith('Book', { title: 'Dune' }, 'quick');
      expect(await c.provider.fireEvent('Book', 'markRead', { id: 'b1' })).toEqual({ done: true });
      expect(c.inner.fireEvent).toHaveBeenCalledWith('Book', 'markRead', { id: 'b1' });
    });

    it('drops an empty list whose source is not known yet, on any write', async () => {
      const c = setup({ empty: ['BookList'] });
      expect(await c.served('BookList')).toBe(1);
      await c.provider.create('Note', { text: 'x' });
      expect(await c.served('BookList')).toBe(2);
    });

    it('remembers a list\'s source once seen, even when it is empty later', async () => {
      const c = setup();
      expect(await c.served('BookList')).toBe(1);
      c.getList.mockResolvedValueOnce({ rows: [], total: 99 });
      expect(await c.served('BookList', { page: 9 })).toBe(99);
      await c.provider.create('Note', { text: 'x' });
      expect(await c.served('BookList', { page: 9 })).toBe(99);
      await c.provider.create('Book', { title: 'x' });
      expect(await c.served('BookList', { page: 9 })).toBe(2);
    });

    it('a failed write drops nothing', async () => {
      const c = setup();
      expect(await c.served('BookList')).toBe(1);
      vi.mocked(c.inner.create).mockRejectedValueOnce(new Error('refused'));
      await expect(c.provider.create('Book', {})).rejects.toThrow('refused');
      expect(await c.served('BookList')).toBe(1);
    });
  });

  it('clearCache forgets everything', async () => {
    const c = setup();
    await c.served('BookList');
    await c.served('DomainAsset');
    c.provider.clearCache();
    expect([await c.served('BookList'), await c.served('DomainAsset')]).toEqual([3, 4]);
  });
});
