import type { EntityModel, ListModel } from '../model/modelTypes';
import type { FilterQuery } from '../filters/filterQuery';
import { permissionScheme } from './permissionScheme';

const hasPermission = (modules: readonly string[], required: string | undefined | null): boolean => permissionScheme().has(modules, required);

/**
 * Staff who see and change every record of an owner-scoped model: the scheme's admin module
 * alone. Other holders of an owner-scoped model see their own records (document 4 section 6).
 */
export function staffModules(): readonly string[] {
  return [permissionScheme().admin];
}

const anyOf = (modules: readonly string[], required: readonly string[]): boolean =>
  required.length === 0 || required.some((r) => hasPermission(modules, r));

export function canReadEntity(model: EntityModel, modules: readonly string[]): boolean {
  return anyOf(modules, model.permissions.read);
}

export function canWriteEntity(model: EntityModel, modules: readonly string[]): boolean {
  return anyOf(modules, model.permissions.write);
}

export function canReadList(model: ListModel, modules: readonly string[]): boolean {
  return anyOf(modules, model.permissions?.read ?? []);
}

/** Whether the user sees only their own records of an owner-scoped model. */
export function seesOnlyOwn(model: EntityModel, modules: readonly string[]): boolean {
  return model.permissions.ownerScoped && !staffModules().some((m) => hasPermission(modules, m));
}

/**
 * The filters a reader's records must match (the model's row filter), or null when they see
 * every record: the model has none, or they hold one of its `unless` modules.
 */
export function rowFilterFor(model: EntityModel, modules: readonly string[]): FilterQuery[] | null {
  const rowFilter = model.permissions.rowFilter;
  if (!rowFilter || rowFilter.unless.some((m) => hasPermission(modules, m))) return null;
  return rowFilter.filterQuery;
}

export type RouteAccess = 'allowed' | 'preview' | 'denied';

/**
 * Access to a route or navigation entry: its permission grants it, else its preview permission
 * shows the teaser, else it is denied. The never-granted hidden permission denies everyone.
 */
export function routeAccess(route: { permission?: string; previewPermission?: string }, modules: readonly string[]): RouteAccess {
  if (hasPermission(modules, route.permission)) return 'allowed';
  if (route.previewPermission && hasPermission(modules, route.previewPermission)) return 'preview';
  return 'denied';
}

/** Which column groups a user sees: PREMIUM only with one of the scheme's `premiumColumns`, HIDDEN never. */
export function visibleColumnGroups(modules: readonly string[]): Set<'GENERAL' | 'PREMIUM'> {
  const groups = new Set<'GENERAL' | 'PREMIUM'>(['GENERAL']);
  if (permissionScheme().premiumColumns.some((m) => hasPermission(modules, m))) groups.add('PREMIUM');
  return groups;
}
