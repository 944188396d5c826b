import { createContext, useContext, type ReactNode } from 'react';
import type { SessionStore } from '../state/sessionStore';
import type { DataProvider } from '../data/dataProvider';
import type { PluginRegistry } from '../plugins/pluginManifest';
import type { UiStore } from '../state/uiStore';
import type { SessionController } from '../state/sessionController';
import type { AccountActions } from '../state/accountActions';
import type { PreservedRedirectStore } from '../routing/redirectStorage';

export interface EngineServices {
  session: SessionStore;
  data: DataProvider;
  plugins: PluginRegistry;
  /** Alerts, the version dialog, the loading spinner. */
  ui: UiStore;
  /** Settings, notifications, opt-in, intro. */
  account: AccountActions;
  /** Heartbeat, schedules, error effects, logout. */
  controller: SessionController;
  /** The preserved redirect for after sign-in. */
  redirects: PreservedRedirectStore;
}

const Context = createContext<EngineServices | null>(null);

export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

/** The engine's services for a component: the session, the data provider, the plugins and the shell's stores. */
export function useEngine(): EngineServices {
  const services = useContext(Context);
  if (!services) throw new Error('useEngine needs an <EngineProvider> above it');
  return services;
}
