import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The asset overview (issue 21 scope 2; document 4 section 2.4): /data/overview, the nine asset
 * groups and the user's own asset groups, with its sidebar entry in the data group. Free for members.
 */
export const overviewPlugin: PluginManifest = {
  id: 'overview',
  routes: [{ path: '/data/overview', component: lazyScreen(() => import('./screens/OverviewScreen')) }],
  navigation: [{ id: 'overview', label: 'shell:nav.overview', path: '/data/overview', icon: 'list', group: 'data', order: 5 }],
};
