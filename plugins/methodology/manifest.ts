import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/**
 * The methodology pages (issue 21 scope 6, "every number explains itself"): /help/methodology lists
 * the metrics, /help/methodology/{metric} explains one (formula, parameters, data, the as-of date of
 * the number the user came from, the methodology version). Reached from the "ⓘ" links beside the
 * numbers (ticker tables, detail page); no sidebar entry.
 */
export const methodologyPlugin: PluginManifest = {
  id: 'methodology',
  routes: [
    { path: '/help/methodology', component: lazyScreen(() => import('./screens/MethodologyIndexScreen')) },
    { path: '/help/methodology/:metric', component: lazyScreen(() => import('./screens/MethodologyScreen')) },
  ],
  navigation: [],
};
