import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/** The newsletters' admin page (issue 26 scope 5): preview the next daily and Elite issue, send now. Admins only (checked on the server too). */
export const newslettersPlugin: PluginManifest = {
  id: 'newsletters',
  routes: [{ path: '/dashboard/admin/newsletters', permission: 'ADMIN', component: lazyScreen(() => import('./screens/NewsletterAdminScreen')) }],
  navigation: [{ id: 'newsletters', label: 'shell:nav.newsletters', path: '/dashboard/admin/newsletters', icon: 'admin', group: 'admin', permission: 'ADMIN', order: 70 }],
};
