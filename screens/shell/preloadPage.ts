import { matchPath } from 'react-router-dom';
import { type PluginRoute, isPreloadable } from '../../engine/plugins';

/**
 * For a browser that opens a protected page with a saved session: starts the chunks that page
 * needs (the shell's layout and the route's screen) while the session is still being recovered,
 * so that both are there when it is. Answers what it started, for tests.
 */
export function preloadProtectedPage(pathname: string, routes: readonly PluginRoute[], layout: unknown): string[] {
  const started: string[] = [];
  if (isPreloadable(layout)) {
    void layout.preload().catch(() => undefined);
    started.push('layout');
  }
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (route && isPreloadable(route.component)) {
    // A failure shows later, when the route renders and loads the chunk again.
    void route.component.preload().catch(() => undefined);
    started.push(route.path);
  }
  return started;
}
