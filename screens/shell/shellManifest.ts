import { lazyScreen } from '../../engine/plugins/lazyScreen';
import type { NavigationEntry, PluginManifest, PluginRegistry, PluginRoute } from '../../engine/plugins/pluginManifest';
import { pendingScreen } from './screens/PendingScreen';
import { UpgradeTeaser } from './screens/UpgradeTeaser';

const route = (path: string, titleKey: string, gate: Pick<PluginRoute, 'permission' | 'previewPermission'> = {}): PluginRoute => ({
  path, component: pendingScreen(titleKey), ...gate, ...(gate.previewPermission ? { teaser: UpgradeTeaser } : {}),
});

const nav = (id: string, path: string, icon: string, group: string, order: number, extra: Partial<NavigationEntry> = {}): NavigationEntry => ({
  id, label: `shell:nav.${id}`, path, icon, group, order, ...extra,
});

/**
 * The shell's own screens and the sidebar of document 1 section 2.7. Screens that later issues
 * build (portfolio, watchlists, scanner ...) show a placeholder here until their plugin
 * registers the same path: a plugin's route and entry replace the shell's (see `withShellFallbacks`).
 */
export const shellPlugin: PluginManifest = {
  id: 'shell',
  routes: [
    { path: '/home/home', component: lazyScreen(() => import('./screens/HomeScreen')) },
    { path: '/dashboard/intro', component: lazyScreen(() => import('./screens/IntroScreen')) },
    { path: '/dashboard/display-settings', component: lazyScreen(() => import('./screens/DisplaySettingsScreen')) },
    { path: '/dashboard/detail/:ticker/:tab?', component: lazyScreen(() => import('./screens/TickerDetailScreen')) },
    route('/dashboard', 'shell:nav.portfolio'),
    route('/dashboard/portfolio', 'shell:nav.portfolio'),
    route('/dashboard/watchlists', 'shell:nav.watchlists'),
    route('/dashboard/recent-changes', 'shell:nav.recentChanges'),
    route('/dashboard/scanner', 'shell:nav.scanner', { permission: 'BASIC_OR_PREMIUM', previewPermission: 'BASIC_OR_PREMIUM_PREVIEW' }),
    route('/dashboard/gamma', 'shell:nav.gamma', { permission: 'ELITE', previewPermission: 'ELITE_PREVIEW' }),
    route('/dashboard/futures', 'shell:nav.futures', { permission: 'FuturesAccess', previewPermission: 'FuturesAccessPreview' }),
    route('/crypto/portfolio', 'shell:nav.crypto', { permission: 'Crypto' }),
    route('/extras/api', 'shell:nav.scriptsApi', { permission: 'ApiAccess', previewPermission: 'ApiAccessPreview' }),
  ],
  navigation: [
    nav('home', '/home/home', 'home', 'overview', 10),
    nav('portfolio', '/dashboard/portfolio', 'portfolio', 'overview', 20),
    nav('watchlists', '/dashboard/watchlists', 'watchlist', 'overview', 30),
    nav('recentChanges', '/dashboard/recent-changes', 'changes', 'overview', 40),
    nav('scanner', '/dashboard/scanner', 'scanner', 'analysis', 10, { permission: 'BASIC_OR_PREMIUM', previewPermission: 'BASIC_OR_PREMIUM_PREVIEW' }),
    nav('gamma', '/dashboard/gamma', 'gamma', 'analysis', 20, { permission: 'ELITE', previewPermission: 'ELITE_PREVIEW', badge: 'NEW' }),
    nav('futures', '/dashboard/futures', 'futures', 'analysis', 30, { permission: 'FuturesAccess', previewPermission: 'FuturesAccessPreview' }),
    nav('crypto', '/crypto/portfolio', 'crypto', 'analysis', 40, { permission: 'Crypto' }),
    nav('correlations', '/data/correlations', 'correlation', 'data', 10),
    nav('economicCalendar', '/data/economic-calendar', 'calendar', 'data', 20),
    nav('scriptsApi', '/extras/api', 'code', 'data', 30, { permission: 'ApiAccess', previewPermission: 'ApiAccessPreview' }),
    nav('subscription', '/join/subscriptions', 'subscription', 'account', 10),
    nav('tokens', '/join/tokens', 'token', 'account', 20),
    nav('resetRequests', '/join/reset-requests', 'reset', 'account', 30),
    nav('generalSettings', '/dashboard/settings/0', 'settings', 'account', 40),
    nav('displaySettings', '/dashboard/display-settings', 'display', 'account', 50),
    nav('faq', '/help/faq', 'faq', 'help', 10),
    nav('tutorials', '/help/tutorials', 'tutorial', 'help', 20),
    nav('contact', '/help/contact', 'contact', 'help', 30),
  ],
};

/** The order of the sidebar's groups; groups not listed (runtime ones) follow in their own order. */
export const GROUP_ORDER = ['overview', 'analysis', 'data', 'custom', 'account', 'help', 'admin'];

/**
 * Registers the shell's screens after the plugins, leaving out every route and entry whose path
 * a plugin already brings (a real screen replaces the placeholder).
 */
export function withShellFallbacks(registry: PluginRegistry): PluginRegistry {
  if (registry.all().some((p) => p.id === shellPlugin.id)) return registry;
  const routes = new Set(registry.routes().map((r) => r.path));
  const entries = new Set(registry.navigation().map((e) => e.path));
  registry.register({
    ...shellPlugin,
    routes: shellPlugin.routes.filter((r) => !routes.has(r.path)),
    navigation: (shellPlugin.navigation ?? []).filter((e) => !entries.has(e.path)),
  });
  return registry;
}
