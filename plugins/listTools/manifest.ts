import { lazyScreen } from '../../engine/plugins/lazyScreen';
import type { PluginManifest } from '../../engine/plugins/pluginManifest';

/**
 * Batch import (/dashboard/list-import, reached from the tables' import button and the watchlist
 * menu) and the display settings (/dashboard/display-settings, which replaces the shell's screen;
 * the shell keeps its sidebar entry for the path). Both are hidden routes of document 1.
 */
export const listToolsPlugin: PluginManifest = {
  id: 'listTools',
  routes: [
    { path: '/dashboard/list-import', component: lazyScreen(() => import('./import/ImportScreen')) },
    { path: '/dashboard/display-settings', component: lazyScreen(() => import('./display/DisplaySettingsScreen')) },
  ],
};
