import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * Market clusters and leadership chains (issue 22 scopes 2 and 3; document 1 names the two
 * sidebar entries): /data/clusters and /data/leadership, open to every signed-in user (the server
 * analyses only the tickers each user sees in full). Their entries sit in the analysis group,
 * after the scanner and the futures table, as document 1 lists them beside the alerts.
 */
export const clustersPlugin: PluginManifest = {
  id: 'clusters',
  routes: [
    { path: '/data/clusters', component: lazyScreen(() => import('./screens/ClustersScreen')) },
    { path: '/data/leadership', component: lazyScreen(() => import('./screens/LeadershipScreen')) },
  ],
  navigation: [
    { id: 'marketClusters', label: 'shell:nav.marketClusters', path: '/data/clusters', icon: 'clusters', group: 'analysis', order: 60 },
    { id: 'leadershipChains', label: 'shell:nav.leadershipChains', path: '/data/leadership', icon: 'leadership', group: 'analysis', order: 65 },
  ],
};
