/**
 * Issue 28 scope 10, the client's half (the server's is tests/api/adminRouteGuard.test.ts): every
 * admin screen of every plugin is in the sidebar's admin group, for admins only; CMS managers see
 * the FAQ editor and the content tools there and nothing else of it; members see no admin group.
 * Read from the plugin registry, so screens that plugins add later are checked without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { createPluginRegistry } from '../pluginRegistry';
import { withShellScreens } from './shellManifest';
import { buildNavigation } from '../../engine/routing';
import { routeAccess, installPermissionScheme } from '../../engine/core';
import type { NavigationEntry, PluginRoute } from '../../engine/plugins';
import { canonicalModule, PERMISSION_SCHEME } from '../../product/permissionModules';
import { deriveModules } from '../../product/plans';

installPermissionScheme(PERMISSION_SCHEME);
const registry = withShellScreens(createPluginRegistry());
const entries = registry.navigation();
const routes = registry.routes();

const ADMIN_MODULES = new Set(['ADMIN', 'DEV_ONLY', 'CMSManager']);
/** Document 4 section 2.7's admin and dev-only screens (under /dashboard), whichever exist yet. */
const SPEC_ADMIN_SCREENS = [
  'useradmin', 'useradminv2', 'sysadmin', 'accountingAdmin', 'searchAdmin', 'cacheAdmin', 'faqeditor', 'tickerAddAdmin', 'notificationAdmin',
  'auditLog', 'tradingviewadmin', 'subscription-user-search', 'export-by-tier', 'explorer', 'alertHistory', 'typescale', 'managedPortfolio', 'assetActions',
].map((x) => `/dashboard/${x}`);
/**
 * Admin-only entries outside the admin group, and why: the backtests are a dev-only page that
 * document 4 section 2.3 places among the analyses (plugins/backtest).
 */
const ELSEWHERE: Record<string, string> = { backtest: 'document 4 section 2.3: an analysis page' };
/** What a CMS manager may see in the admin group: the FAQ editor and the content tools (blog, content entries, models). */
const CMS_CONTENT = /faq|blog|content|article|modelEditor/i;

const permissionOf = (x: { permission?: string }): string | null => (x.permission ? canonicalModule(x.permission) : null);
const isAdminRoute = (r: PluginRoute): boolean => {
  const p = permissionOf(r);
  return (p !== null && ADMIN_MODULES.has(p)) || SPEC_ADMIN_SCREENS.includes(r.path) || r.path.startsWith('/dashboard/admin/');
};
const adminGroupOf = (modules: readonly string[]): string[] =>
  buildNavigation(entries, modules, (e) => e.id).find((g) => g.group === 'admin')?.entries.map((e) => e.id) ?? [];

const admin = deriveModules({ plan: 'elite', roles: ['admin'], introAccepted: true });
const cms = deriveModules({ plan: 'demo', roles: ['cmsManager'], introAccepted: true });
const members = (['demo', 'basic', 'premium', 'professional', 'elite', 'elitePlus'] as const).map((plan) => deriveModules({ plan, roles: [], introAccepted: true }));

describe('the admin screens in the sidebar', () => {
  it('guards every entry of the admin group with an admin module', () => {
    const unguarded = entries.filter((e) => e.group === 'admin' && !ADMIN_MODULES.has(permissionOf(e) ?? ''));
    expect(unguarded.map((e) => e.id)).toEqual([]);
  });

  it('puts every admin-only entry in the admin group', () => {
    const astray = entries.filter((e) => e.group !== 'admin' && ['ADMIN', 'DEV_ONLY'].includes(permissionOf(e) ?? '') && !ELSEWHERE[e.id]);
    expect(astray.map((e) => `${e.id} (${e.group})`)).toEqual([]);
  });

  it('gives every admin screen an entry in the admin group (one entry for screens that share a component)', () => {
    const linked = new Map<string, NavigationEntry>(entries.filter((e) => e.group === 'admin' || ELSEWHERE[e.id]).map((e) => [e.path, e]));
    const componentsLinked = new Set(routes.filter((r) => linked.has(r.path)).map((r) => r.component));
    const missing = routes.filter((r) => isAdminRoute(r) && !r.path.includes(':') && !linked.has(r.path) && !componentsLinked.has(r.component));
    expect(missing.map((r) => r.path)).toEqual([]);
    // The dev-only pages of scope 9 among them.
    for (const path of ['/dashboard/explorer', '/dashboard/alertHistory', '/dashboard/typescale', '/dashboard/managedPortfolio']) expect(linked.get(path)?.permission).toBe('DEV_ONLY');
  });

  it('shows admins the whole admin group', () => {
    const all = entries.filter((e) => e.group === 'admin').map((e) => e.id);
    expect(adminGroupOf(admin).sort()).toEqual([...new Set(all)].sort());
  });

  it('shows CMS managers the FAQ editor and the content tools only', () => {
    const seen = adminGroupOf(cms);
    expect(seen).toContain('faqEditor');
    expect(seen.filter((id) => !CMS_CONTENT.test(id))).toEqual([]);
  });

  it('shows members no admin group and denies them the admin routes that declare a module', () => {
    for (const modules of members) {
      expect(adminGroupOf(modules)).toEqual([]);
      const open = routes.filter((r) => isAdminRoute(r) && permissionOf(r) && routeAccess(r, modules) !== 'denied');
      expect(open.map((r) => r.path)).toEqual([]);
    }
  });
});
