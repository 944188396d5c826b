import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStore } from '../state/sessionStore';
import type { DataProvider } from '../data/dataProvider';
import type { PluginRegistry } from '../plugins/pluginManifest';

export interface EngineServices {
  session: SessionStore;
  data: DataProvider;
  plugins: PluginRegistry;
}

const Context = createContext<EngineServices | null>(null);

export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

/** The engine's services for a component: the session, the data provider and the plugins. */
export function useEngine(): EngineServices {
  const services = useContext(Context);
  if (!services) throw new Error('useEngine needs an <EngineProvider> above it');
  return services;
}
