/**
 * The sidebar entries that admins and CMS managers add at runtime (docs/api.md, "Engine"): GET
 * /api/navigation and the admin calls POST, PUT and DELETE /api/admin/navigation. Each entry opens
 * a list model's generic screen.
 */

/** One entry as every navigation answer carries it. */
export interface NavEntry {
  id: string;
  /** The generic screen of the list model: /dashboard/m/{listModel}. */
  path: string;
  label: { en: string; de: string };
  icon: string;
  group: string;
  /** The module that sees the entry; null: everyone. */
  permission: string | null;
  listModel: string;
  badge: string | null;
  sortOrder: number;
}

/** GET /api/navigation: the entries the user may see, by sortOrder and path. */
export interface NavigationAnswer {
  entries: NavEntry[];
}

/** POST /api/admin/navigation, PUT /api/admin/navigation/{id}. */
export interface NavEntryAnswer {
  entry: NavEntry;
}

/** The body of POST /api/admin/navigation and PUT /api/admin/navigation/{id}; the defaults fill what is left out. */
export interface NavEntryBody {
  label: { en: string; de: string };
  /** Default 'table'. */
  icon?: string;
  /** Default 'custom'. */
  group?: string;
  permission?: string | null;
  listModel: string;
  badge?: string | null;
  /** Default 100. */
  sortOrder?: number;
}
