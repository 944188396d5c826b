import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, testDataProvider, type DataProvider, type DataRequest, type EntityEnvelope } from '../../../engine/data';
import { shippedModel } from '../../../models/fixtures';
import { MODEL_CACHE_MS, SAVED_QUERY_MODEL, savedFilterMethods } from './savedFiltersApi';

const envelope = (id: string, title: string, creationDate = '2026-01-01T00:00:00Z'): EntityEnvelope => ({
  id, createdBy: 'demopremium', creationDate, version: 1, entityModelName: SAVED_QUERY_MODEL,
  payload: { title, filterConfig: { h64: { isActive: true, type: 'above', min: '0.6' } } },
});

function setup(overrides: Partial<DataProvider> = {}) {
  const provider = {
    getList: vi.fn(async () => ({ rows: [envelope('b', 'beta'), envelope('a', 'Alpha')] as unknown as Record<string, unknown>[], total: 2 })),
    create: vi.fn(async (_m: string, payload: Record<string, unknown>) => ({ ...envelope('n', String(payload.title)), payload })),
    update: vi.fn(async () => envelope('a', 'renamed')),
    remove: vi.fn(async () => undefined),
    ...overrides,
  };
  return { provider, api: savedFilterMethods.of(testDataProvider(provider)) };
}

describe('savedFilterMethods: the DomainScannerQuery entity calls', () => {
  it('lists the user\u2019s saved filters in one page, sorted by title', async () => {
    const { api, provider } = setup();
    expect((await api.list()).map((f) => f.title)).toEqual(['Alpha', 'beta']);
    expect(provider.getList).toHaveBeenCalledWith(SAVED_QUERY_MODEL, { sort: { key: 'creationDate', direction: 'desc' }, pageSize: 500 });
  });

  it('creates with title and filterConfig on the model\u2019s full screen', async () => {
    const { api, provider } = setup();
    const filterConfig = { wtd: { isActive: true, type: 'above' as const, min: '2' } };
    expect(await api.create({ title: 'Week winners', filterConfig })).toMatchObject({ id: 'n', title: 'Week winners', filterConfig });
    expect(provider.create).toHaveBeenCalledWith(SAVED_QUERY_MODEL, { title: 'Week winners', filterConfig }, 'full');
  });

  it('renames on the default screen (the stored filterConfig stays) and deletes by id', async () => {
    const { api, provider } = setup();
    await api.rename('a', 'New name');
    expect(provider.update).toHaveBeenCalledWith(SAVED_QUERY_MODEL, 'a', { title: 'New name' }, { screen: 'default' });
    await api.remove('a');
    expect(provider.remove).toHaveBeenCalledWith(SAVED_QUERY_MODEL, 'a');
  });

  it('reads the model without the catalogue (a refused user has no saved filters, not an ended session)', async () => {
    const model = shippedModel('EntityModel', SAVED_QUERY_MODEL)!;
    const request = vi.fn(async () => model);
    const { api } = setup({ request: request as unknown as DataRequest });
    expect(await api.model(null)).toBe(model);
    expect(request).toHaveBeenCalledWith(`/models/EntityModel/${SAVED_QUERY_MODEL}`, { reportError: false, cache: { maxAgeMs: MODEL_CACHE_MS } });

    const refused = setup({ request: (async () => { throw new ApiCallError(403, 'Forbidden'); }) as DataRequest });
    expect(await refused.api.model(null)).toBeNull();
    const encrypted = setup({ request: (async () => 'eyJ.jwe') as DataRequest });
    expect(await encrypted.api.model(null)).toBeNull();
  });
});
