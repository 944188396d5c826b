import type { PluginRegistry } from '../plugins/pluginManifest';
import { installPermissionScheme, type PermissionScheme } from '../core';
import type { ErrorEffect } from '../data/errorCatalogue';
import type { DataProvider } from '../data/dataProvider';
import { SessionStore } from '../state/sessionStore';
import { UiStore } from '../state/uiStore';
import { AccountActions } from '../state/accountActions';
import { SessionController } from '../state/sessionController';
import { sessionHooks, type SessionHookRegistry } from '../state/sessionHooks';
import { heartbeatConfig } from '../state/heartbeatConfig';
import { PreservedRedirectStore } from '../routing/redirectStorage';
import { createClientData } from './createClientData';
import type { ErrorRule } from '../data/errorCatalogue';
import { installAppPaths, type AppPaths } from '../routing/preservedRedirect';
import type { EngineServices } from './EngineContext';

export interface EngineServiceOptions {
  plugins: PluginRegistry;
  /** The product's permission scheme, installed for every gate of the engine (routes, sidebar, columns, row actions). */
  permissions?: PermissionScheme;
  /** The app's own addresses for the preserved redirect (protected areas, intro and home paths), installed for the engine's routing. */
  appPaths?: AppPaths;
  /** The answers of the product's API that show a message wherever they come from (the error catalogue's rules). */
  errorRules?: readonly ErrorRule[];
  appVersion?: string;
  /** How long 'Update Later' hides the new-version dialog (default 10 minutes). */
  versionSnoozeMs?: number;
  hooks?: SessionHookRegistry;
  storage?: Storage;
}

/**
 * Wires the browser's services: one session and the data provider, whose failures go to the
 * session controller's error catalogue handler; every call of the client goes through it.
 *
 * @example const services = createEngineServices({ plugins: createPluginRegistry(), permissions: PERMISSION_SCHEME });
 */
export function createEngineServices(options: EngineServiceOptions): EngineServices {
  const storage = options.storage ?? localStorage;
  if (options.permissions) installPermissionScheme(options.permissions);
  if (options.appPaths) installAppPaths(options.appPaths);
  let data: DataProvider | null = null;
  // The session's own calls (sign-in, recovery, logout) use the provider's request too.
  const session = new SessionStore(storage, (path, init) => data!.request(path, init));
  const ui = new UiStore(storage, undefined, options.versionSnoozeMs);
  const redirects = new PreservedRedirectStore();
  let controller: SessionController | null = null;
  const onEffect = (effect: ErrorEffect): void => controller?.handleEffect(effect);
  const provider = createClientData(session, onEffect, options.errorRules);
  data = provider;
  controller = new SessionController({
    session, ui, data: provider, redirects,
    hooks: options.hooks ?? sessionHooks,
    heartbeat: heartbeatConfig(window.location.search, storage),
    appVersion: options.appVersion ?? __APP_VERSION__,
  });
  return { session, data: provider, plugins: options.plugins, ui, account: new AccountActions(session, provider.request), controller, redirects };
}
