import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The ticker detail page (document 2 section 2). The screen, its styles and plotly load only when
 * a detail page opens.
 */
export const tickerDetailPlugin: PluginManifest = {
  id: 'tickerDetail',
  routes: [{ path: '/dashboard/detail/:ticker/:tab?', component: lazyScreen(() => import('./TickerDetailScreen')) }],
};
