import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The correlation tables and the CFTC positioning (issue 22 scopes 1 and 4; document 4 sections
 * 2.4, 3, 5, 7.4, 8, 9), with their sidebar entries in the Market data group. The spec names no
 * module for either: every signed-in member opens them (the server computes only the tickers the
 * user sees in full; positioning has no reveal rule).
 */
export const correlationsPlugin: PluginManifest = {
  id: 'correlations',
  routes: [
    { path: '/data/correlations', component: lazyScreen(() => import('./screens/CorrelationsScreen')) },
    { path: '/data/cftc', component: lazyScreen(() => import('./screens/CftcScreen')) },
  ],
  navigation: [
    { id: 'correlations', label: 'shell:nav.correlations', path: '/data/correlations', icon: 'correlation', group: 'data', order: 10 },
    { id: 'cftc', label: 'shell:nav.cftc', path: '/data/cftc', icon: 'ticker', group: 'data', order: 50 },
  ],
};
