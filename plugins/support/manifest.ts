import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { SUPPORT_PATHS } from '../../product/supportTickets';

/**
 * Support (issue 26, scopes 3 and 4): the support ticket screen with the member's tickets, the
 * members' contact page, and the staff's support ticket list and editor (document 4 section 2.7).
 */
export const supportPlugin: PluginManifest = {
  id: 'support',
  routes: [
    { path: SUPPORT_PATHS.tickets, component: lazyScreen(() => import('./screens/SupportScreen')) },
    { path: SUPPORT_PATHS.contact, component: lazyScreen(() => import('./screens/ContactScreen')) },
    { path: SUPPORT_PATHS.admin, permission: 'ADMIN', component: lazyScreen(() => import('./screens/SupportAdminScreen')) },
  ],
  navigation: [
    { id: 'support', label: 'shell:nav.support', path: SUPPORT_PATHS.tickets, icon: 'help', group: 'help', order: 40 },
    { id: 'contact', label: 'shell:nav.contact', path: SUPPORT_PATHS.contact, icon: 'contact', group: 'help', order: 50 },
    { id: 'supportTickets', label: 'shell:nav.supportTickets', path: SUPPORT_PATHS.admin, icon: 'admin', group: 'admin', permission: 'ADMIN', order: 60 },
  ],
};
