import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { USER_ADMIN_PATH } from './logic/userAdminPath';

const userAdmin = lazyScreen(() => import('./screens/UserAdminScreen'));

/**
 * The admin tools (issue 28; document 4 section 2.7), admins only, in the sidebar's admin group:
 * the user admin screen ('User Admin (V1/V2)': /dashboard/useradmin and /dashboard/useradminv2
 * are one screen), the system admin screen (time-left and integrity checks), coupons ('Create Coupon'), the audit
 * log viewer, the export of users by tier, 'Add new Tickers' (EOD upload, data sources, bad-data reports) and
 * 'Asset Actions' (the suspected-split queue); the dev-only pages (explorer, alertHistory, typescale,
 * managedPortfolio) for admins with DEV_ONLY. The server checks the ADMIN module on every call.
 */
export const adminPlugin: PluginManifest = {
  id: 'admin',
  routes: [
    { path: USER_ADMIN_PATH, permission: 'ADMIN', component: userAdmin },
    { path: '/dashboard/useradminv2', permission: 'ADMIN', component: userAdmin },
    { path: '/dashboard/sysadmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/SystemAdminScreen')) },
    { path: '/dashboard/coupons', permission: 'ADMIN', component: lazyScreen(() => import('./screens/CouponsScreen')) },
    { path: '/dashboard/cacheAdmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/CacheAdminScreen')) },
    { path: '/dashboard/searchAdmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/SearchAdminScreen')) },
    { path: '/dashboard/auditLog', permission: 'ADMIN', component: lazyScreen(() => import('./screens/AuditLogScreen')) },
    { path: '/dashboard/subscription-user-search', permission: 'ADMIN', component: lazyScreen(() => import('./screens/SubscriptionUserSearchScreen')) },
    { path: '/dashboard/accountingAdmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/AccountingAdminScreen')) },
    { path: '/dashboard/notificationAdmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/NotificationAdminScreen')) },
    { path: '/dashboard/tickerAddAdmin', permission: 'ADMIN', component: lazyScreen(() => import('./screens/TickerAddScreen')) },
    { path: '/dashboard/assetActions', permission: 'ADMIN', component: lazyScreen(() => import('./screens/AssetActionsScreen')) },
    // Document 4: anyone else is sent to /dashboard (the screen redirects), rather than told "denied".
    { path: '/dashboard/export-by-tier', component: lazyScreen(() => import('./screens/ExportByTierScreen')) },
    // The dev-only pages (issue 28 scope 9): ADMIN and DEV_ONLY; anyone else is sent to /dashboard (DevPageGate).
    { path: '/dashboard/explorer', component: lazyScreen(() => import('./screens/dev/ExplorerScreen')) },
    { path: '/dashboard/alertHistory', component: lazyScreen(() => import('./screens/dev/AlertHistoryAllScreen')) },
    { path: '/dashboard/typescale', component: lazyScreen(() => import('./screens/dev/TypeScaleScreen')) },
    { path: '/dashboard/managedPortfolio', component: lazyScreen(() => import('./screens/dev/ManagedPortfolioScreen')) },
  ],
  navigation: [
    { id: 'userAdmin', label: 'shell:nav.userAdmin', path: USER_ADMIN_PATH, icon: 'settings', group: 'admin', permission: 'ADMIN', order: 10 },
    { id: 'systemAdmin', label: 'shell:nav.systemAdmin', path: '/dashboard/sysadmin', icon: 'settings', group: 'admin', permission: 'ADMIN', order: 20 },
    { id: 'coupons', label: 'shell:nav.coupons', path: '/dashboard/coupons', icon: 'coupon', group: 'admin', permission: 'ADMIN', order: 40 },
    { id: 'cacheAdmin', label: 'shell:nav.cacheAdmin', path: '/dashboard/cacheAdmin', icon: 'settings', group: 'admin', permission: 'ADMIN', order: 24 },
    { id: 'searchAdmin', label: 'shell:nav.searchAdmin', path: '/dashboard/searchAdmin', icon: 'search', group: 'admin', permission: 'ADMIN', order: 15 },
    { id: 'exportByTier', label: 'shell:nav.exportByTier', path: '/dashboard/export-by-tier', icon: 'summary', group: 'admin', permission: 'ADMIN', order: 70 },
    { id: 'auditLog', label: 'shell:nav.auditLog', path: '/dashboard/auditLog', icon: 'history', group: 'admin', permission: 'ADMIN', order: 60 },
    { id: 'subscriptionSearch', label: 'shell:nav.subscriptionSearch', path: '/dashboard/subscription-user-search', icon: 'search', group: 'admin', permission: 'ADMIN', order: 12 },
    { id: 'accountingAdmin', label: 'shell:nav.accountingAdmin', path: '/dashboard/accountingAdmin', icon: 'summary', group: 'admin', permission: 'ADMIN', order: 65 },
    { id: 'notificationAdmin', label: 'shell:nav.notificationAdmin', path: '/dashboard/notificationAdmin', icon: 'alerts', group: 'admin', permission: 'ADMIN', order: 50 },
    { id: 'tickerAdd', label: 'shell:nav.tickerAdd', path: '/dashboard/tickerAddAdmin', icon: 'ticker', group: 'admin', permission: 'ADMIN', order: 30 },
    { id: 'assetActions', label: 'shell:nav.assetActions', path: '/dashboard/assetActions', icon: 'settings', group: 'admin', permission: 'ADMIN', order: 32 },
    { id: 'explorer', label: 'shell:nav.explorer', path: '/dashboard/explorer', icon: 'search', group: 'admin', permission: 'DEV_ONLY', order: 90 },
    { id: 'alertHistoryAll', label: 'shell:nav.alertHistoryAll', path: '/dashboard/alertHistory', icon: 'alerts', group: 'admin', permission: 'DEV_ONLY', order: 91 },
    { id: 'typescale', label: 'shell:nav.typescale', path: '/dashboard/typescale', icon: 'display', group: 'admin', permission: 'DEV_ONLY', order: 92 },
    { id: 'managedPortfolio', label: 'shell:nav.managedPortfolio', path: '/dashboard/managedPortfolio', icon: 'portfolio', group: 'admin', permission: 'DEV_ONLY', order: 93 },
  ],
};
