import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { SCANNER_MODULE, SCANNER_PREVIEW_MODULE } from '../../product/scannerRules';

/**
 * The scanner (document 2 sections 2–5, issue 19): /dashboard/scanner for scanner users, its
 * teaser for holders of the preview module, and its sidebar entry in the analysis group (before
 * the futures table).
 */
export const scannerPlugin: PluginManifest = {
  id: 'scanner',
  routes: [
    {
      path: '/dashboard/scanner', permission: SCANNER_MODULE, previewPermission: SCANNER_PREVIEW_MODULE,
      component: lazyScreen(() => import('./screens/ScannerScreen')), teaser: lazyScreen(() => import('./screens/ScannerTeaser')),
    },
  ],
  navigation: [
    {
      id: 'scanner', label: 'shell:nav.scanner', path: '/dashboard/scanner', icon: 'scanner', group: 'analysis', order: 20,
      permission: SCANNER_MODULE, previewPermission: SCANNER_PREVIEW_MODULE,
    },
  ],
};
