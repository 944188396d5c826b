import { describe, expect, it, vi } from 'vitest';
import type { AnyModel } from '../../engine/core';
import { ApiCallError, testDataProvider, type DataRequest, type RequestOptions } from '../../engine/data';
import { modelEditorMethods, type NavEntryInput } from './modelEditorApi';

/** The editor's calls on a test provider whose `request` answers with `answer(path)`; every call is recorded. */
function setup(answer: (path: string, options: RequestOptions) => unknown = () => ({})) {
  const request = vi.fn(async (path: string, options?: RequestOptions) => answer(path, options ?? {}));
  return { api: modelEditorMethods.of(testDataProvider({ request: request as unknown as DataRequest })), request };
}

const model = { modelClass: 'ListModel', name: 'Watch list/2' } as unknown as AnyModel;

describe('modelEditorMethods (docs/api.md, "Engine")', () => {
  it('reads the model list and a model\u2019s history, the name encoded', async () => {
    const listed = { models: [{ name: 'Asset', modelClass: 'EntityModel', origin: 'shipped', version: null }], datasets: ['assets'] };
    const { api, request } = setup((path) => (path === '/admin/models' ? listed : { shipped: true, versions: [] }));
    expect(await api.list()).toBe(listed);
    expect(await api.history('ListModel', 'Watch list/2')).toEqual({ shipped: true, versions: [] });
    expect(request.mock.calls).toEqual([
      ['/admin/models'],
      ['/admin/models/ListModel/Watch%20list%2F2/history'],
    ]);
  });

  it('posts a draft to validate, a new model to create, and PUTs an update, each with its note', async () => {
    const { api, request } = setup((path) => (path === '/admin/models/validate' ? { valid: true, problems: [] } : { version: 3 }));
    expect(await api.validate({ draft: true })).toEqual({ valid: true, problems: [] });
    expect(await api.create(model, 'first')).toEqual({ version: 3 });
    expect(await api.update(model, 'second')).toEqual({ version: 3 });
    expect(request.mock.calls).toEqual([
      ['/admin/models/validate', { body: { model: { draft: true } } }],
      ['/admin/models', { body: { model, note: 'first' } }],
      ['/admin/models', { method: 'PUT', body: { model, note: 'second' } }],
    ]);
  });

  it('rolls a model back to a version and adds a navigation entry', async () => {
    const { api, request } = setup((path) => (path === '/admin/navigation' ? { entry: { path: '/lists/watch' } } : { version: 1 }));
    expect(await api.rollback('EntityModel', 'Asset model', 1)).toEqual({ version: 1 });
    const entry: NavEntryInput = { label: { en: 'Watch', de: 'Beobachten' }, icon: 'list', group: 'data', permission: null, listModel: 'Watch list/2' };
    expect(await api.addNavigation(entry)).toEqual({ entry: { path: '/lists/watch' } });
    expect(request.mock.calls).toEqual([
      ['/admin/models/Asset%20model/rollback', { body: { modelClass: 'EntityModel', version: 1 } }],
      ['/admin/navigation', { body: entry }],
    ]);
  });

  it('leaves every failure to the error catalogue (no call keeps one) and passes it on to the editor', async () => {
    const refused = new ApiCallError(403, 'admins only');
    const { api, request } = setup(() => { throw refused; });
    await expect(api.list()).rejects.toBe(refused);
    await expect(api.update(model, 'x')).rejects.toBe(refused);
    for (const [, options] of request.mock.calls) expect(options?.reportError).toBeUndefined();
  });
});
