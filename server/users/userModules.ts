import { deriveModules, isPlanTier, STAFF_ROLES, type StaffRole } from '../../product/plans';
import { isPermissionModule, type PermissionModule } from '../../product/permissionModules';
import type { UserRow } from '../appDeps';

export function rolesOf(user: Pick<UserRow, 'roles'>): StaffRole[] {
  return user.roles.filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r));
}

type ModuleFields = Pick<UserRow, 'plan' | 'roles' | 'introAccepted' | 'extraModules'>;

/**
 * Per user row: a signed-in call reads its user from the session cache, the same row object until
 * the user changes (a change makes a new row), and derives the modules once per row, not per call.
 */
const derived = new WeakMap<ModuleFields, readonly PermissionModule[]>();

/** The permission modules of a stored user, derived from plan, roles, add-ons and intro state. */
export function modulesOf(user: ModuleFields): readonly PermissionModule[] {
  let modules = derived.get(user);
  if (!modules) derived.set(user, (modules = Object.freeze(deriveModulesOf(user))));
  return modules;
}

function deriveModulesOf(user: ModuleFields): PermissionModule[] {
  return deriveModules({
    plan: isPlanTier(user.plan) ? user.plan : 'demo',
    roles: rolesOf(user),
    introAccepted: user.introAccepted,
    extraModules: user.extraModules.filter((m): m is PermissionModule => isPermissionModule(m)),
  });
}
