import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { BACKTEST_PERMISSION } from '../../product/backtestRules';

/**
 * The backtest page (issue 23 scope 4; document 4 section 2.3): /dashboard/backtest, a dev-only
 * route (DEV_ONLY: the admins), with its sidebar entry in the analysis group for those who hold it.
 */
export const backtestPlugin: PluginManifest = {
  id: 'backtest',
  routes: [{ path: '/dashboard/backtest', permission: BACKTEST_PERMISSION, component: lazyScreen(() => import('./screens/BacktestScreen')) }],
  navigation: [
    { id: 'backtest', label: 'shell:nav.backtest', path: '/dashboard/backtest', icon: 'changes', group: 'analysis', order: 70, permission: BACKTEST_PERMISSION },
  ],
};
