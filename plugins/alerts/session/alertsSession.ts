/**
 * The alerts' session hooks (engine/state/sessionHooks.ts): at sign-in (and recovery) the in-app
 * stream opens and the recent alert history loads (document 1, 'Login success'); before logout the
 * stream closes (its reconnect would meet the ended session), and the local state is cleared. What
 * they run loads with the first sign-in (liveAlerts.ts), so the first page carries only these lines;
 * the steps of one session run in order on that one load.
 */
import { sessionHooks, type SessionHookRegistry } from '../../../engine/state';
import type * as LiveAlertsModule from './liveAlerts';

type LiveAlerts = typeof LiveAlertsModule;

export function registerAlertHooks(registry: SessionHookRegistry = sessionHooks, load: () => Promise<LiveAlerts> = () => import('./liveAlerts')): () => void {
  let live: Promise<LiveAlerts> | null = null;
  return registry.register({
    afterLogin: async (ctx) => {
      live ??= load();
      await (await live).startAlerts(ctx.data);
    },
    beforeLogout: () => {
      void live?.then((m) => m.stopAlerts());
      return {};
    },
    clearLocalState: () => {
      void live?.then((m) => m.resetAlerts());
    },
  });
}
