import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * Batch import (/dashboard/list-import, a hidden route reached from the tables' import button and
 * the watchlist menu) and the display settings (/dashboard/display-settings, in the sidebar's
 * account group).
 */
export const listToolsPlugin: PluginManifest = {
  id: 'listTools',
  routes: [
    { path: '/dashboard/list-import', component: lazyScreen(() => import('./import/ImportScreen')) },
    { path: '/dashboard/display-settings', component: lazyScreen(() => import('./display/DisplaySettingsScreen')) },
  ],
  navigation: [
    { id: 'displaySettings', label: 'shell:nav.displaySettings', path: '/dashboard/display-settings', icon: 'display', group: 'account', order: 50 },
  ],
};
