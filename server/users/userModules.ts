import { deriveModules, isPlanTier, STAFF_ROLES, type StaffRole } from '../../product/plans';
import { isPermissionModule, type PermissionModule } from '../../product/permissionModules';
import type { UserRow } from '../appDeps';

export function rolesOf(user: Pick<UserRow, 'roles'>): StaffRole[] {
  return user.roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
}

/** The permission modules of a stored user, derived from plan, roles, add-ons and intro state. */
export function modulesOf(user: Pick<UserRow, 'plan' | 'roles' | 'introAccepted' | 'extraModules'>): PermissionModule[] {
  return deriveModules({
    plan: isPlanTier(user.plan) ? user.plan : 'demo',
    roles: rolesOf(user),
    introAccepted: user.introAccepted,
    extraModules: user.extraModules.filter((m): m is PermissionModule => isPermissionModule(m)),
  });
}
