import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/** The generic screen of any list model; the server checks the model's own permissions. */
export const genericModelPlugin: PluginManifest = {
  id: 'genericModel',
  routes: [{ path: '/dashboard/m/:model', component: lazyScreen(() => import('./GenericModelScreen')) }],
};
