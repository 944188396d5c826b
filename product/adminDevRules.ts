/** The admins' dev-only pages (issue 28 scope 9): paging of the alert history, who may open them. */
import type { PermissionModule } from './permissionModules';

export const ADMIN_DEV_RULES = {
  /** Fired alerts per page of the all-users alert history, and the most a caller may ask for. */
  alertHistoryPageSize: 50,
  alertHistoryMaxPageSize: 500,
  /** Records per page of the explorer (through the engine's POST /api/list/{model}). */
  explorerPageSize: 50,
} as const;

/** Both are needed, on the server and for the routes: the pages are developers' pages of the admins. */
export const ADMIN_DEV_MODULES: readonly PermissionModule[] = ['ADMIN', 'DEV_ONLY'];
