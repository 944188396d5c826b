import { callApi, type Credentials } from './apiClient';
import type { BulkCapableProvider, RequestOptions } from './dataProvider';
import type { BulkAnswer, EntityAnswer, EntityEventAnswer, ListAnswer } from '../../contracts/entities';
import type { AnyModel } from '../core/model/modelTypes';
import { decryptModel } from './modelCrypto';
import { fetchFile } from './fileTransfer';
import type { Unsubscribe } from './subscription';

export interface HttpProviderOptions {
  /** The current session's credentials (read on every call). */
  credentials: () => Credentials | null;
  /** The key for encrypted models, handed over at sign-in. */
  modelKey: () => string | null;
}

const enc = encodeURIComponent;

/** The data provider that talks to the server's engine API (docs/api.md, "Engine"). */
export function httpDataProvider(options: HttpProviderOptions): BulkCapableProvider {
  const call = <T>(path: string, init: Parameters<typeof callApi>[1] = {}): Promise<T> =>
    callApi<T>(path, { ...init, credentials: options.credentials() });
  const provider: BulkCapableProvider = {
    async request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
      const credentials = opts.credentials !== undefined ? opts.credentials : options.credentials();
      const method = opts.method;
      if (opts.responseType === 'blob') {
        if (method === 'PUT' || method === 'DELETE') throw new Error('A file is read with GET or POST');
        return (await fetchFile(path, { method, body: opts.body, credentials, signal: opts.signal })) as T;
      }
      return callApi<T>(path, { method, body: opts.body, signal: opts.signal, asText: opts.responseType === 'text', credentials });
    },
    /** Unbatched: one load for all ids (withGetMany adds the merging, chunking and reuse). */
    getMany(resource, ids) {
      return resource.load(provider.request, ids);
    },
    primeMany: () => undefined,
    /**
     * The credentials are read at each (re)connect: a stream follows the session it was opened in.
     * The stream's reader loads with the first subscription (the first page does not need it).
     */
    subscribe(path, subscribeOptions) {
      let stop: Unsubscribe | null = null;
      let stopped = false;
      void import('./streamReader').then(({ keepReading }) => {
        if (!stopped) stop = keepReading(path, subscribeOptions, options.credentials);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    async getModel(modelClass, name) {
      const body = await call<AnyModel | string>(`/models/${enc(modelClass)}/${enc(name)}`, { asText: false });
      if (typeof body === 'string') {
        const key = options.modelKey();
        if (!key) throw new Error('The server sent an encrypted model but no key was handed over');
        return (await decryptModel(body, key)) as AnyModel;
      }
      return body;
    },
    async getOne(model, id) {
      return (await call<EntityAnswer>(`/entities/${enc(model)}/${enc(id)}`)).data;
    },
    getList(listModel, params) {
      return call<ListAnswer>(`/list/${enc(listModel)}`, { body: params });
    },
    async create(model, payload, screen) {
      return (await call<EntityAnswer>(`/entities/${enc(model)}`, { body: { payload, ...(screen ? { screen } : {}) } })).data;
    },
    async update(model, id, payload, opts = {}) {
      return (await call<EntityAnswer>(`/entities/${enc(model)}`, { method: 'PUT', body: { id, payload, ...opts } })).data;
    },
    async remove(model, id) {
      await call(`/entities/${enc(model)}?id=${enc(id)}`, { method: 'DELETE' });
    },
    async bulkGetList(listModel, commands) {
      const body = commands.map((c) => ({ id: c.id, method: 'getEntities' as const, parameter: c.params }));
      return (await call<BulkAnswer>(`/bulk/${enc(listModel)}`, { body })).data;
    },
    async fireEvent(model, event, args = {}) {
      return (await call<EntityEventAnswer>(`/entities/${enc(model)}/events/${enc(event)}`, { body: args })).data;
    },
  };
  return provider;
}
