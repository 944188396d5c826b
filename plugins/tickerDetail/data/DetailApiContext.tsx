import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useEngine } from '../../../engine/ui/EngineContext';
import { createHttpDetailApi, type DetailApi } from './detailApi';

const Context = createContext<DetailApi | null>(null);

/** Gives the detail page's parts their calls: fixtures in stories and tests, HTTP in the app. */
export function DetailApiProvider({ api, children }: { api: DetailApi; children: ReactNode }) {
  return <Context.Provider value={api}>{children}</Context.Provider>;
}

/** The calls of the detail page: the provided ones, else HTTP with the session's credentials. */
export function useDetailApi(): DetailApi {
  const provided = useContext(Context);
  if (!provided) throw new Error('useDetailApi needs a <DetailApiProvider> above it');
  return provided;
}

/** One HTTP DetailApi per engine (its memory cache lives as long as the app). */
const apis = new WeakMap<object, DetailApi>();

export function useHttpDetailApi(): DetailApi {
  const { session, controller } = useEngine();
  return useMemo(() => {
    let api = apis.get(session);
    if (!api) {
      api = createHttpDetailApi({ credentials: () => session.credentials, onEffect: controller.handleEffect });
      apis.set(session, api);
    }
    return api;
  }, [session, controller]);
}
