import { staffModules } from '../../engine/core/permissions/modelAccess';
import { hasPermission } from '../../product/permissionModules';

/** Staff handle every ticket and see every screenshot (the admin module, as for every owner-scoped model). */
export function isStaff(modules: readonly string[]): boolean {
  return staffModules().some((m) => hasPermission(modules, m));
}
