import { lazyScreen, type PluginManifest } from '../../engine/plugins';
import { HELP_PATHS } from './helpPaths';

/**
 * The FAQ and the tutorials (issue 26 scopes 1 and 2; documents 1 and 4): /help/faq and
 * /help/tutorials for every signed-in member (the Help group of the sidebar), and the FAQ editor
 * for CMS managers (admins hold the module too). The visitors' /qanda shows the same FAQ through
 * this plugin's index.ts.
 */
export const helpPlugin: PluginManifest = {
  id: 'help',
  routes: [
    { path: HELP_PATHS.faq, component: lazyScreen(() => import('./screens/FaqScreen')) },
    { path: HELP_PATHS.tutorials, component: lazyScreen(() => import('./screens/TutorialsScreen')) },
    { path: HELP_PATHS.faqEditor, permission: 'CMSManager', component: lazyScreen(() => import('./screens/FaqEditorScreen')) },
  ],
  navigation: [
    { id: 'faq', label: 'shell:nav.faq', path: HELP_PATHS.faq, icon: 'faq', group: 'help', order: 10 },
    { id: 'tutorials', label: 'shell:nav.tutorials', path: HELP_PATHS.tutorials, icon: 'tutorial', group: 'help', order: 20 },
    { id: 'faqEditor', label: 'shell:nav.faqEditor', path: HELP_PATHS.faqEditor, icon: 'faq', group: 'admin', order: 40, permission: 'CMSManager' },
  ],
};
