import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The recent changes (issue 20, document 2 "Recent changes screen"): the signal changes of the
 * last sessions, one screen for the stock market and one for crypto, with their sidebar entries
 * (beside the lists they watch: the dashboard's next to the watchlists, the crypto one after the
 * crypto watchlists). Recent changes are free (document 3); the crypto screen needs Crypto.
 */
export const recentChangesPlugin: PluginManifest = {
  id: 'recentChanges',
  routes: [
    { path: '/dashboard/recent-changes', component: lazyScreen(() => import('./screens/RecentChangesScreen')) },
    { path: '/crypto/recent-changes', permission: 'Crypto', component: lazyScreen(() => import('./screens/CryptoRecentChangesScreen')) },
  ],
  navigation: [
    { id: 'recentChanges', label: 'shell:nav.recentChanges', path: '/dashboard/recent-changes', icon: 'changes', group: 'overview', order: 40 },
    {
      id: 'cryptoRecentChanges', label: 'shell:nav.cryptoRecentChanges', path: '/crypto/recent-changes', icon: 'changes', group: 'analysis', order: 47,
      permission: 'Crypto',
    },
  ],
};
