import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { BLOG_PATHS } from '../../product/blogRules';

const preview = lazyScreen(() => import('./screens/TradingPlanPreviewScreen'));

/**
 * The blog and the Elite trading plan (issue 25 scopes 1 to 3; document 4 section 2.1): the
 * general blog for every signed-in member, the trading plan for Elite (its sales page as the
 * teaser of the Elite preview, and at /dashboard/trading-planPreview), the upgrade pages, and
 * the CMS managers' article editor (admins hold the module too).
 */
export const blogPlugin: PluginManifest = {
  id: 'blog',
  routes: [
    { path: BLOG_PATHS.blog, component: lazyScreen(() => import('./screens/BlogScreen')) },
    { path: BLOG_PATHS.tradingPlan, permission: 'ELITE', previewPermission: 'ELITE_PREVIEW', component: lazyScreen(() => import('./screens/TradingPlanScreen')), teaser: preview },
    { path: BLOG_PATHS.tradingPlanPreview, component: preview },
    { path: BLOG_PATHS.upgrade, component: lazyScreen(() => import('./screens/UpgradeScreen')) },
    { path: BLOG_PATHS.eliteUpgrade, component: lazyScreen(() => import('./screens/EliteUpgradeScreen')) },
    { path: BLOG_PATHS.editor, permission: 'CMSManager', component: lazyScreen(() => import('./screens/BlogEditorScreen')) },
  ],
  navigation: [
    { id: 'blog', label: 'shell:nav.blog', path: BLOG_PATHS.blog, icon: 'blog', group: 'overview', order: 80 },
    { id: 'tradingPlan', label: 'shell:nav.tradingPlan', path: BLOG_PATHS.tradingPlan, icon: 'blog', group: 'overview', order: 81, permission: 'ELITE', previewPermission: 'ELITE_PREVIEW' },
    { id: 'blogEditor', label: 'shell:nav.blogEditor', path: BLOG_PATHS.editor, icon: 'blog', group: 'admin', order: 45, permission: 'CMSManager' },
  ],
};
