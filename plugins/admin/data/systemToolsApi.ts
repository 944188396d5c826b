/**
 * The system, cache and search admin calls (issue 28 scopes 3 and 4) on the engine's data
 * provider, and the developer playground's free call. As with the other admin calls, failures stay
 * with the screens, except those that end the session.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  AdminInstrumentHit, AdminSearchAnswer, AdminUserHit, CacheStatusAnswer, ClearCachesAnswer, RefreshAnswer, ReloadConfigAnswer,
} from '../../../contracts';

const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;
const q = encodeURIComponent;

export type PlaygroundMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the playground shows of one call: the answer, or the error's status and body. */
export interface PlaygroundResult {
  /** The HTTP status of a failed call; null for a success (the provider hands over the answer only). */
  status: number | null;
  ok: boolean;
  durationMs: number;
  body: unknown;
}

export interface SystemToolsApi {
  reloadConfig(): Promise<ReloadConfigAnswer>;
  cacheStatus(): Promise<CacheStatusAnswer>;
  refresh(onlyOld: boolean): Promise<RefreshAnswer>;
  clearListCaches(): Promise<ClearCachesAnswer>;
  searchUsers(query: string, page: number): Promise<AdminSearchAnswer<AdminUserHit>>;
  searchInstruments(query: string, page: number): Promise<AdminSearchAnswer<AdminInstrumentHit>>;
  /** Any call of the server through the data provider (its credentials and decorators); never throws for an HTTP error. */
  playground(method: PlaygroundMethod, path: string, body: unknown): Promise<PlaygroundResult>;
}

export const systemToolsMethods = defineDataMethods('adminSystemTools', (data: DataProvider): SystemToolsApi => ({
  reloadConfig: () => data.request<ReloadConfigAnswer>('/reloadConfig', { method: 'POST', reportError: endsSession }),
  cacheStatus: () => data.request<CacheStatusAnswer>('/admin/cacheStatus', { reportError: endsSession }),
  refresh: (onlyOld) => data.request<RefreshAnswer>(onlyOld ? '/admin/refresh-old' : '/admin/refresh', { method: 'POST', reportError: endsSession }),
  clearListCaches: () => data.request<ClearCachesAnswer>('/admin/clearListCaches', { method: 'POST', reportError: endsSession }),
  searchUsers: (query, page) => data.request<AdminSearchAnswer<AdminUserHit>>(`/admin/search/users?q=${q(query)}&page=${page}`, { reportError: endsSession }),
  searchInstruments: (query, page) =>
    data.request<AdminSearchAnswer<AdminInstrumentHit>>(`/admin/search/instruments?q=${q(query)}&page=${page}`, { reportError: endsSession }),
  playground: async (method, path, body) => {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const answer = await data.request<unknown>(path, { method, ...(body === undefined ? {} : { body }), reportError: endsSession });
      return { status: null, ok: true, durationMs: took(), body: answer };
    } catch (err) {
      if (err instanceof ApiCallError) return { status: err.status, ok: false, durationMs: took(), body: err.body ?? { message: err.message, code: err.code } };
      throw err;
    }
  },
}));
