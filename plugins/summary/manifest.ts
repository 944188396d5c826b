import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The summary (issue 21 scope 5; document 4 section 2.4): /data/summary, the scanner-style page of
 * top bullish and bearish tickers and the most held ones, with its sidebar entry in the data group.
 * Free to open; its list of the user's own tickers needs premium (the server answers PREMIUM_NEEDED).
 */
export const summaryPlugin: PluginManifest = {
  id: 'summary',
  routes: [{ path: '/data/summary', component: lazyScreen(() => import('./screens/SummaryScreen')) }],
  navigation: [{ id: 'summary', label: 'shell:nav.summary', path: '/data/summary', icon: 'summary', group: 'data', order: 30 }],
};
