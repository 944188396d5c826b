import { createContext, useContext, type ReactNode } from 'react';
import { useDataMethods } from '../../../engine/ui';
import { detailMethods, type DetailApi } from './detailApi';

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

/** The app's DetailApi: the detail calls bound to the engine's data provider. */
export function useHttpDetailApi(): DetailApi {
  return useDataMethods(detailMethods);
}
