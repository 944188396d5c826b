import { createContext, useContext, useEffect } from 'react';
import { useEngine } from '../../../engine/ui';
import { tablesStores, type TablesStores } from './tablesSession';

/** Stories and tests give their own stores; the app uses the session's. */
export const TablesStoresContext = createContext<TablesStores>(tablesStores);

/** The tables' stores, bound to the engine's session calls. */
export function useTablesStores(): TablesStores {
  const stores = useContext(TablesStoresContext);
  const { session, data } = useEngine();
  useEffect(() => {
    stores.attach({ session, data });
  }, [stores, session, data]);
  // Bound at once too, so that the first render's loads have the calls.
  stores.attach({ session, data });
  return stores;
}
