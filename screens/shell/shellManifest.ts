import { lazyScreen, type PluginManifest, type PluginRegistry } from '../../engine/plugins';

/**
 * The shell's own screens: the signed-in start page and the intro. Every other screen and its
 * sidebar entry comes with the plugin that builds it (document 1 section 2.7 lists the sidebar);
 * an address that no screen answers shows the not-found screen (App.tsx).
 */
export const shellPlugin: PluginManifest = {
  id: 'shell',
  routes: [
    { path: '/home/home', component: lazyScreen(() => import('./screens/HomeScreen')) },
    { path: '/dashboard/intro', component: lazyScreen(() => import('./screens/IntroScreen')) },
  ],
  navigation: [
    { id: 'home', label: 'shell:nav.home', path: '/home/home', icon: 'home', group: 'overview', order: 10 },
  ],
};

/** The order of the sidebar's groups; groups not listed (runtime ones) follow in their own order. */
export const GROUP_ORDER = ['overview', 'analysis', 'data', 'custom', 'account', 'help', 'admin'];

/** Adds the shell's screens to the plugins' (once). */
export function withShellScreens(registry: PluginRegistry): PluginRegistry {
  if (!registry.all().some((p) => p.id === shellPlugin.id)) registry.register(shellPlugin);
  return registry;
}
