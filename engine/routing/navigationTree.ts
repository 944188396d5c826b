import type { NavigationEntry } from '../plugins/pluginManifest';
import { routeAccess, type RouteAccess } from '../core/permissions/modelAccess';

export interface NavGroup {
  group: string;
  entries: (NavigationEntry & { access: RouteAccess })[];
}

/**
 * The sidebar: manifest and runtime entries, without those the user may not see, grouped in a
 * stable order (by `order`, then label). Preview entries stay, marked, so the teaser can open.
 * Groups follow `groupOrder`; groups it does not name come after, in the order they appear.
 * Two entries with the same path are shown once (the first wins).
 *
 * @example buildNavigation(registry.navigation(), session.modules, label, ['overview', 'admin'])
 */
export function buildNavigation(
  entries: readonly NavigationEntry[],
  modules: readonly string[],
  label: (e: NavigationEntry) => string,
  groupOrder: readonly string[] = [],
): NavGroup[] {
  const groups = new Map<string, NavGroup['entries']>();
  const paths = new Set<string>();
  for (const entry of entries) {
    const access = routeAccess(entry, modules);
    if (access === 'denied' || paths.has(entry.path)) continue;
    paths.add(entry.path);
    const list = groups.get(entry.group) ?? [];
    list.push({ ...entry, access });
    groups.set(entry.group, list);
  }
  const rank = (group: string): number => {
    const at = groupOrder.indexOf(group);
    return at < 0 ? groupOrder.length : at;
  };
  return [...groups.entries()]
    .map(([group, list], index) => ({ group, index, entries: list.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || label(a).localeCompare(label(b))) }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.index - b.index)
    .map(({ group, entries: list }) => ({ group, entries: list }));
}
