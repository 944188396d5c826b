import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { GAMMA_MODULE, GAMMA_PREVIEW_MODULE } from '../../product/gammaRules';
import { GAMMA_PAGE } from './logic/gammaPath';

/**
 * The gamma page (issue 23; document 4 section 2.2): /dashboard/gamma for Elite members, its teaser
 * for holders of the Elite preview, and its sidebar entry in the analysis group (after the scanner).
 */
export const gammaPlugin: PluginManifest = {
  id: 'gamma',
  routes: [
    {
      path: GAMMA_PAGE, permission: GAMMA_MODULE, previewPermission: GAMMA_PREVIEW_MODULE,
      component: lazyScreen(() => import('./screens/GammaScreen')), teaser: lazyScreen(() => import('./screens/GammaTeaser')),
    },
  ],
  navigation: [
    {
      id: 'gamma', label: 'shell:nav.gamma', path: GAMMA_PAGE, icon: 'gamma', group: 'analysis', order: 22,
      permission: GAMMA_MODULE, previewPermission: GAMMA_PREVIEW_MODULE,
    },
  ],
};
