import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { ALERT_PATHS } from '../../product/alertRules';
import { registerAlertHooks } from './session/alertsSession';

// While signed in: the in-app stream and the alert history loaded at sign-in (document 1, 'Login success').
registerAlertHooks();

/**
 * Fractal Range Alerts (issue 20, document 1's navigation labels): the alerts and their history,
 * for every plan (the plan sets how many may be active, product/alertRules.ts), beside the recent
 * changes in the sidebar; and the notifications of fired alerts over every signed-in screen.
 */
export const alertsPlugin: PluginManifest = {
  id: 'alerts',
  routes: [
    { path: ALERT_PATHS.alerts, component: lazyScreen(() => import('./screens/AlertsScreen')) },
    { path: ALERT_PATHS.history, component: lazyScreen(() => import('./screens/AlertHistoryScreen')) },
  ],
  navigation: [
    { id: 'alerts', label: 'shell:nav.alerts', path: ALERT_PATHS.alerts, icon: 'alerts', group: 'overview', order: 50 },
    { id: 'alertHistory', label: 'shell:nav.alertHistory', path: ALERT_PATHS.history, icon: 'history', group: 'overview', order: 55 },
  ],
  overlays: [lazyScreen(() => import('./components/ToastGate'))],
};
