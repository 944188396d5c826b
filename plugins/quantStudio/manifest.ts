import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { QUANT_STUDIO_MODULE, QUANT_STUDIO_PREVIEW_MODULE } from '../../product/quantStudioRules';

/**
 * Quant-Studio (issue 23 scope 5): /dashboard/quant-studio for Elite members, its teaser for
 * holders of the preview module, and its sidebar entry in the analysis group.
 */
export const quantStudioPlugin: PluginManifest = {
  id: 'quantStudio',
  routes: [
    {
      path: '/dashboard/quant-studio', permission: QUANT_STUDIO_MODULE, previewPermission: QUANT_STUDIO_PREVIEW_MODULE,
      component: lazyScreen(() => import('./screens/QuantStudioScreen')), teaser: lazyScreen(() => import('./screens/QuantStudioTeaser')),
    },
  ],
  navigation: [
    {
      id: 'quantStudio', label: 'shell:nav.quantStudio', path: '/dashboard/quant-studio', icon: 'quant', group: 'analysis', order: 68,
      permission: QUANT_STUDIO_MODULE, previewPermission: QUANT_STUDIO_PREVIEW_MODULE,
    },
  ],
};
