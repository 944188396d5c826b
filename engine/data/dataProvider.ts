import type { AnyModel, ModelClass } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';

/** A record of the generic entity store as the server sends it. */
export interface EntityEnvelope {
  id: string;
  createdBy: string | null;
  creationDate: string;
  updatedAt?: string;
  version: number;
  entityModelName: string;
  payload: Record<string, unknown>;
}

export interface ListParams {
  filterQuery?: FilterQuery[];
  sort?: SortState | null;
  page?: number;
  pageSize?: number;
  idIn?: string[];
  useCache?: boolean;
  maxCacheAge?: number;
  serverSideCacheAge?: number;
  allowGlobalServiceSideCache?: boolean;
}

export interface ListAnswer {
  rows: Record<string, unknown>[];
  total: number;
  maxCacheAge?: number;
}

/**
 * The one interface every list and form goes through (DESIGN.md 9.2). Caching, batching and the
 * error catalogue are decorators around it (withListCache, withBulkBatching, withErrorCatalogue).
 */
export interface DataProvider {
  getModel(modelClass: ModelClass, name: string): Promise<AnyModel>;
  getOne(model: string, id: string): Promise<EntityEnvelope>;
  getList(listModel: string, params: ListParams): Promise<ListAnswer>;
  create(model: string, payload: Record<string, unknown>, screen?: string): Promise<EntityEnvelope>;
  update(model: string, id: string, payload: Record<string, unknown>, options?: { version?: number; screen?: string }): Promise<EntityEnvelope>;
  remove(model: string, id: string): Promise<void>;
  fireEvent(model: string, event: string, args?: { id?: string; input?: Record<string, unknown> }): Promise<unknown>;
}

export interface BulkResult {
  id: string;
  status: number;
  payload: ListAnswer | { message: string };
}

/** A provider that can answer several list reads of one list model in one request. */
export interface BulkCapableProvider extends DataProvider {
  bulkGetList(listModel: string, commands: { id: string; params: ListParams }[]): Promise<BulkResult[]>;
}

/**
 * A provider for tests and stories: every method throws unless given.
 *
 * @example const provider = testDataProvider({ getList: async () => ({ rows: [], total: 0 }) });
 */
export function testDataProvider(overrides: Partial<DataProvider> = {}): DataProvider {
  const missing = (name: string) => () => Promise.reject(new Error(`testDataProvider: ${name} was not given`));
  return {
    getModel: missing('getModel'), getOne: missing('getOne'), getList: missing('getList'), create: missing('create'),
    update: missing('update'), remove: missing('remove'), fireEvent: missing('fireEvent'),
    ...overrides,
  };
}
