import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import FuturesTeaser from './screens/FuturesTeaser';
import { registerTablesHooks, tablesStores } from './state/tablesSession';

// The tables' session hooks (lists at sign-in, heartbeat fingerprints, logout lists, the daily schedule).
registerTablesHooks(tablesStores);

const portfolio = lazyScreen(() => import('./screens/PortfolioScreen'));

/**
 * The ticker tables (document 2 sections 2–6): the portfolio, the watchlists, the crypto market
 * and crypto watchlists, and the read-only futures table, with their sidebar entries.
 */
export const tickerTablesPlugin: PluginManifest = {
  id: 'tickerTables',
  routes: [
    { path: '/dashboard', component: portfolio },
    { path: '/dashboard/portfolio', component: portfolio },
    { path: '/dashboard/watchlists', component: lazyScreen(() => import('./screens/WatchlistsScreen')) },
    // No route permission: users without Crypto see the offer modal (CryptoGate).
    { path: '/crypto/portfolio', component: lazyScreen(() => import('./screens/CryptoMarketScreen')) },
    { path: '/crypto/watchlists', component: lazyScreen(() => import('./screens/CryptoWatchlistsScreen')) },
    {
      path: '/dashboard/futures', permission: 'FuturesAccess', previewPermission: 'FuturesAccessPreview',
      component: lazyScreen(() => import('./screens/FuturesScreen')), teaser: FuturesTeaser,
    },
  ],
  navigation: [
    { id: 'portfolio', label: 'shell:nav.portfolio', path: '/dashboard/portfolio', icon: 'portfolio', group: 'overview', order: 20 },
    { id: 'watchlists', label: 'shell:nav.watchlists', path: '/dashboard/watchlists', icon: 'watchlist', group: 'overview', order: 30 },
    {
      id: 'futures', label: 'shell:nav.futures', path: '/dashboard/futures', icon: 'futures', group: 'analysis', order: 30,
      permission: 'FuturesAccess', previewPermission: 'FuturesAccessPreview',
    },
    { id: 'crypto', label: 'shell:nav.crypto', path: '/crypto/portfolio', icon: 'crypto', group: 'analysis', order: 40, permission: 'Crypto' },
    { id: 'cryptoWatchlists', label: 'tables:nav.cryptoWatchlists', path: '/crypto/watchlists', icon: 'watchlist', group: 'analysis', order: 45, permission: 'Crypto' },
  ],
};
