import { lazyScreen, type PluginManifest } from '../../engine/plugins';

const apiScreen = lazyScreen(() => import('./screens/ApiScreen'));
const apiPreview = lazyScreen(() => import('./screens/ApiPreviewScreen'));
const scriptsScreen = lazyScreen(() => import('./screens/ScriptsScreen'));
const scriptsPreview = lazyScreen(() => import('./screens/ScriptsPreviewScreen'));

/**
 * Scripts & API (issue 27; document 4 sections 2.5, 3, 4, 7.6): the API page with token
 * management and reference (ApiAccess; its preview for ApiAccessPreview), the charting-platform
 * scripts with the access request (ChartingAppAccess; preview for ChartingAppPreview), and the
 * admins' charting-app requests screen (tradingviewadmin).
 */
export const scriptsApiPlugin: PluginManifest = {
  id: 'scriptsApi',
  routes: [
    { path: '/extras/api', permission: 'ApiAccess', previewPermission: 'ApiAccessPreview', component: apiScreen, teaser: apiPreview },
    { path: '/extras/apiPreview', component: apiPreview },
    { path: '/extras/scripts', permission: 'ChartingAppAccess', previewPermission: 'ChartingAppPreview', component: scriptsScreen, teaser: scriptsPreview },
    { path: '/extras/scriptsPreview', component: scriptsPreview },
    { path: '/dashboard/tradingviewadmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/ChartingAdminScreen')) },
  ],
  navigation: [
    { id: 'api', label: 'shell:nav.api', path: '/extras/api', icon: 'api', group: 'analysis', order: 90, permission: 'ApiAccess', previewPermission: 'ApiAccessPreview' },
    { id: 'scripts', label: 'shell:nav.scripts', path: '/extras/scripts', icon: 'scripts', group: 'analysis', order: 91, permission: 'ChartingAppAccess', previewPermission: 'ChartingAppPreview' },
    { id: 'chartingAdmin', label: 'shell:nav.chartingAdmin', path: '/dashboard/tradingviewadmin', icon: 'scripts', group: 'admin', order: 60, permission: 'ADMIN' },
  ],
};
