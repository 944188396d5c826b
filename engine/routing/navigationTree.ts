import type { NavigationEntry } from '../plugins/pluginManifest';
import { routeAccess, type RouteAccess } from '../core/permissions/modelAccess';

export interface NavGroup {
  group: string;
  entries: (NavigationEntry & { access: RouteAccess })[];
}

/**
 * The sidebar: manifest and runtime entries, without those the user may not see, grouped in a
 * stable order (by `order`, then label). Preview entries stay, marked, so the teaser can open.
 */
export function buildNavigation(entries: readonly NavigationEntry[], modules: readonly string[], label: (e: NavigationEntry) => string): NavGroup[] {
  const groups = new Map<string, NavGroup['entries']>();
  for (const entry of entries) {
    const access = routeAccess(entry, modules);
    if (access === 'denied') continue;
    const list = groups.get(entry.group) ?? [];
    list.push({ ...entry, access });
    groups.set(entry.group, list);
  }
  return [...groups.entries()].map(([group, list]) => ({
    group,
    entries: list.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || label(a).localeCompare(label(b))),
  }));
}
