import { lazyScreen, type PluginManifest } from '../../engine/plugins';

/** The runtime model editor: admins and CMS managers (admins hold CMSManager too). */
export const modelEditorPlugin: PluginManifest = {
  id: 'modelEditor',
  routes: [{ path: '/dashboard/admin/models', permission: 'CMSManager', component: lazyScreen(() => import('./ModelEditorScreen')) }],
  navigation: [{ id: 'modelEditor', label: 'modelEditor:navLabel', path: '/dashboard/admin/models', icon: 'code', group: 'admin', permission: 'CMSManager', order: 50 }],
};
