import { describe, expect, it, vi } from 'vitest';
import { MODEL_CACHE_MS, withModelCache } from './withModelCache';
import { testDataProvider } from './dataProvider';
import type { AnyModel, ModelClass } from '../core/model/modelTypes';

const model = (name: string, version: number): AnyModel => ({
  modelClass: 'EntityModel', name, label: `${name} v${version}`, schema: { type: 'object', properties: { title: { type: 'string' } } },
  permissions: { read: [], write: [], ownerScoped: false },
});

function setup() {
  let clock = 0;
  let version = 0;
  const getModel = vi.fn(async (_modelClass: ModelClass, name: string): Promise<AnyModel> => model(name, ++version));
  const provider = withModelCache(testDataProvider({ getModel }), () => clock);
  return { provider, getModel, advance(ms: number) { clock += ms; } };
}
const labelOf = async (p: Promise<AnyModel>): Promise<unknown> => (await p).label;

describe('withModelCache', () => {
  it('reuses a model for 120 minutes, then loads it again', async () => {
    const c = setup();
    expect(MODEL_CACHE_MS).toBe(120 * 60 * 1000);
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v1');
    c.advance(MODEL_CACHE_MS - 1);
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v1');
    c.advance(1);
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v2');
    expect(c.getModel).toHaveBeenCalledTimes(2);
  });

  it('keeps each class and name apart', async () => {
    const c = setup();
    await c.provider.getModel('EntityModel', 'Book');
    await c.provider.getModel('ListModel', 'Book');
    await c.provider.getModel('EntityModel', 'Note');
    await c.provider.getModel('ListModel', 'Book');
    expect(c.getModel.mock.calls).toEqual([['EntityModel', 'Book'], ['ListModel', 'Book'], ['EntityModel', 'Note']]);
  });

  it('lets concurrent reads share one request', async () => {
    const c = setup();
    const [a, b] = await Promise.all([c.provider.getModel('EntityModel', 'Book'), c.provider.getModel('EntityModel', 'Book')]);
    expect(a).toBe(b);
    expect(c.getModel).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next read asks again', async () => {
    const c = setup();
    c.getModel.mockRejectedValueOnce(new Error('offline'));
    await expect(c.provider.getModel('EntityModel', 'Book')).rejects.toThrow('offline');
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v1');
    expect(c.getModel).toHaveBeenCalledTimes(2);
  });

  it('a late failure of an expired read does not evict the newer model', async () => {
    const c = setup();
    let fail: (err: Error) => void = () => undefined;
    c.getModel.mockImplementationOnce(() => new Promise<AnyModel>((_, reject) => { fail = reject; }));
    const slow = c.provider.getModel('EntityModel', 'Book');
    c.advance(MODEL_CACHE_MS);
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v1');
    fail(new Error('timed out'));
    await expect(slow).rejects.toThrow('timed out');
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v1');
    expect(c.getModel).toHaveBeenCalledTimes(2);
  });

  it('forgetModels empties the cache (a new session, a changed model)', async () => {
    const c = setup();
    await c.provider.getModel('EntityModel', 'Book');
    c.provider.forgetModels();
    expect(await labelOf(c.provider.getModel('EntityModel', 'Book'))).toBe('Book v2');
  });
});
