import type { AnyModel, ModelClass } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import type { Credentials } from './apiClient';
import type { CallKind } from './errorCatalogue';
import type { ManyOptions, ManyResource } from './manyResource';
import type { SubscribeOptions, Unsubscribe } from './subscription';
import type * as wire from '../../contracts/entities';

/*
 * What a provider answers: the server's shapes (contracts/entities.ts), of which a provider other
 * than the server's (a test's, a story's) may leave out what the engine does not need: a record's
 * `updatedAt`, a page's `maxCacheAge` (the list cache then keeps it for the default age).
 */

/** A record of the generic entity store (contracts' EntityEnvelope; `updatedAt` optional). */
export type EntityEnvelope = Omit<wire.EntityEnvelope, 'updatedAt'> & Partial<Pick<wire.EntityEnvelope, 'updatedAt'>>;

/** A page of a list (contracts' ListAnswer; `maxCacheAge` optional). */
export type ListAnswer = Omit<wire.ListAnswer, 'maxCacheAge'> & Partial<Pick<wire.ListAnswer, 'maxCacheAge'>>;

/** One command's answer of a bulk list read (contracts' BulkResult, its page as above). */
export type BulkResult = Omit<wire.BulkResult, 'payload'> & { payload: ListAnswer | wire.BulkFailure };

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

/** How one `request` is sent, cached and reported (engine/data/README.md). */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a `FormData` as multipart/form-data (one part per file); a body without a method means POST. */
  body?: unknown;
  signal?: AbortSignal;
  /** The answer as `json` (default), `text` (CSV, JWE) or `blob` (a file: .xlsx, .pdf). */
  responseType?: 'json' | 'text' | 'blob';
  /** How the error catalogue reads a failure (a 500 on `saveDashboard` means the save failed). */
  callKind?: CallKind;
  /**
   * Whether a failure goes to the global error catalogue (default: every failure but an aborted
   * call). `false` keeps all of them with the caller (the sign-in's own answers, the public pages).
   */
  reportError?: false | ((err: unknown) => boolean);
  /** Reuse the answer for `maxAgeMs` per user (a failure is not kept); `key` defaults to the path. */
  cache?: { maxAgeMs: number; key?: string };
  /** The credentials to send instead of the session's (`null`: none, the public pages). */
  credentials?: Credentials | null;
}

/** The provider's generic call: any server path with the provider's credentials and decorators. */
export type DataRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * The one interface every call of the client goes through (DESIGN.md 9.2). Caching, batching and
 * the error catalogue are decorators around it (withListCache, withBulkBatching, withRequestCache,
 * withGetMany, withErrorCatalogue); plugins build their calls on `request` and `getMany`
 * (defineDataMethods).
 */
export interface DataProvider {
  /** Any call of the API (docs/api.md) that is not an entity or list call; see RequestOptions. */
  request: DataRequest;
  /**
   * The records of `ids` from a resource a plugin declared (defineManyResource): the ids asked in
   * one tick are merged, fresh records are reused, the rest go out in chunks, a few in flight.
   * Ids the server does not answer are missing from the result.
   */
  getMany<R>(resource: ManyResource<R>, ids: readonly string[], options?: ManyOptions<R>): Promise<R[]>;
  /** Keeps records another call answered (a real-time refresh) as if getMany had read them. */
  primeMany<R>(resource: ManyResource<R>, records: readonly R[]): void;
  /**
   * Listens to a server-sent-events path (`text/event-stream`) with the provider's credentials until
   * unsubscribed: reconnects after a broken connection, ends on a 4xx (401/403 go to the catalogue
   * and end the session), see SubscribeOptions.
   */
  subscribe(path: string, options: SubscribeOptions): Unsubscribe;
  getModel(modelClass: ModelClass, name: string): Promise<AnyModel>;
  getOne(model: string, id: string): Promise<EntityEnvelope>;
  getList(listModel: string, params: ListParams): Promise<ListAnswer>;
  create(model: string, payload: Record<string, unknown>, screen?: string): Promise<EntityEnvelope>;
  update(model: string, id: string, payload: Record<string, unknown>, options?: { version?: number; screen?: string }): Promise<EntityEnvelope>;
  remove(model: string, id: string): Promise<void>;
  fireEvent(model: string, event: string, args?: { id?: string; input?: Record<string, unknown> }): Promise<unknown>;
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
    update: missing('update'), remove: missing('remove'), fireEvent: missing('fireEvent'), request: missing('request'),
    getMany: missing('getMany'), primeMany: () => undefined,
    subscribe: () => {
      throw new Error('testDataProvider: subscribe was not given');
    },
    ...overrides,
  };
}
