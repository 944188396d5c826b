import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { VOLATILITY_MODULE, VOLATILITY_PREVIEW_MODULE } from '../../product/volatilityRules';

/**
 * The volatility page (issue 21 scope 3; document 4 sections 2.4 and 6): /data/volatility for basic
 * or premium members, its teaser for free members, and its sidebar entry in the data group.
 */
export const volatilityPlugin: PluginManifest = {
  id: 'volatility',
  routes: [
    {
      path: '/data/volatility', permission: VOLATILITY_MODULE, previewPermission: VOLATILITY_PREVIEW_MODULE,
      component: lazyScreen(() => import('./screens/VolatilityScreen')), teaser: lazyScreen(() => import('./screens/VolatilityTeaser')),
    },
  ],
  navigation: [
    {
      id: 'volatility', label: 'shell:nav.volatility', path: '/data/volatility', icon: 'changes', group: 'data', order: 20,
      permission: VOLATILITY_MODULE, previewPermission: VOLATILITY_PREVIEW_MODULE,
    },
  ],
};
