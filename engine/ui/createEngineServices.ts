import type { PluginRegistry } from '../plugins/pluginManifest';
import type { ErrorEffect } from '../data/errorCatalogue';
import { SessionStore } from '../state/sessionStore';
import { UiStore } from '../state/uiStore';
import { createSessionApi } from '../state/sessionApi';
import { AccountActions } from '../state/accountActions';
import { SessionController } from '../state/sessionController';
import { sessionHooks, type SessionHookRegistry } from '../state/sessionHooks';
import { heartbeatConfig } from '../state/heartbeatConfig';
import { PreservedRedirectStore } from '../routing/redirectStorage';
import { createClientData } from './createClientData';
import type { EngineServices } from './EngineContext';

export interface EngineServiceOptions {
  plugins: PluginRegistry;
  appVersion?: string;
  hooks?: SessionHookRegistry;
  storage?: Storage;
}

/**
 * Wires the browser's services: one session, the data provider and the account calls both
 * reporting failures to the session controller's error catalogue handler.
 *
 * @example const services = createEngineServices({ plugins: createPluginRegistry() });
 */
export function createEngineServices(options: EngineServiceOptions): EngineServices {
  const storage = options.storage ?? localStorage;
  const session = new SessionStore(storage);
  const ui = new UiStore(storage);
  const redirects = new PreservedRedirectStore();
  let controller: SessionController | null = null;
  const onEffect = (effect: ErrorEffect): void => controller?.handleEffect(effect);
  const api = createSessionApi(() => session.credentials, onEffect);
  const data = createClientData(session, onEffect);
  controller = new SessionController({
    session, ui, api, redirects,
    hooks: options.hooks ?? sessionHooks,
    heartbeat: heartbeatConfig(window.location.search, storage),
    appVersion: options.appVersion ?? __APP_VERSION__,
    storage,
  });
  return { session, data, plugins: options.plugins, ui, api, account: new AccountActions(session, api), controller, redirects };
}
