import type { ComponentType, LazyExoticComponent } from 'react';
import type { AnyModel } from '../core/model/modelTypes';

export interface PluginRoute {
  /** React Router path, e.g. `/dashboard/m/:model`. */
  path: string;
  /** Module needed; without it the route is denied or shows the teaser. */
  permission?: string;
  /** Module that shows `teaser` instead of the screen. */
  previewPermission?: string;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  teaser?: LazyExoticComponent<ComponentType> | ComponentType;
}

export interface NavigationEntry {
  id: string;
  /** i18n key, or inline texts for runtime entries. */
  label: string | { en: string; de: string };
  path: string;
  icon: string;
  group: string;
  badge?: string;
  permission?: string;
  previewPermission?: string;
  order?: number;
}

/**
 * What a plugin brings (DESIGN.md section 4): its routes, its sidebar entries and its models.
 *
 * @example registerPlugin({ id: 'modelEditor', routes: [...], navigation: [...] })
 */
export interface PluginManifest {
  id: string;
  routes: PluginRoute[];
  navigation?: NavigationEntry[];
  models?: AnyModel[];
  /**
   * Shown over every signed-in screen, whatever the route (a plugin's notifications): lazily loaded
   * like screens (lazyScreen), each in its own Suspense boundary with nothing as the fallback.
   */
  overlays?: (LazyExoticComponent<ComponentType> | ComponentType)[];
}

export class PluginRegistry {
  private readonly plugins: PluginManifest[] = [];

  register(manifest: PluginManifest): void {
    if (this.plugins.some((p) => p.id === manifest.id)) throw new Error(`plugin ${manifest.id} is registered twice`);
    this.plugins.push(manifest);
  }

  all(): readonly PluginManifest[] {
    return this.plugins;
  }

  routes(): PluginRoute[] {
    return this.plugins.flatMap((p) => p.routes);
  }

  navigation(): NavigationEntry[] {
    return this.plugins.flatMap((p) => p.navigation ?? []);
  }

  overlays(): (LazyExoticComponent<ComponentType> | ComponentType)[] {
    return this.plugins.flatMap((p) => p.overlays ?? []);
  }
}
