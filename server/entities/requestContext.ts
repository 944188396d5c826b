import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { forbidden, notFound } from '../http/apiError';
import type { UserRow } from '../appDeps';
import type { EntityModel, ListModel } from '../../engine/core/model/modelTypes';
import { canReadEntity, canReadList, canWriteEntity, rowFilterFor, seesOnlyOwn } from '../../engine/core/permissions/modelAccess';
import { fieldKinds, type RowScope } from './entityStore';
import { hasPermission } from '../../product/permissionModules';

export interface Caller {
  user: UserRow;
  modules: readonly string[];
}

export function caller(request: FastifyRequest): Caller {
  const { user } = requireAuth(request);
  return { user, modules: modulesOf(user) };
}

export function entityModelFor(app: FastifyInstance, name: string, who: Caller, access: 'read' | 'write'): EntityModel {
  const model = app.engine.models.entity(name);
  if (!model) throw notFound(`There is no entity model "${name}"`);
  const allowed = access === 'read' ? canReadEntity(model, who.modules) : canWriteEntity(model, who.modules);
  if (!allowed) throw forbidden();
  return model;
}

export function listModelFor(app: FastifyInstance, name: string, who: Caller): ListModel {
  const model = app.engine.models.list(name);
  if (!model) throw notFound(`There is no list model "${name}"`);
  if (!canReadList(model, who.modules)) throw forbidden();
  return model;
}

/** Whether a holder of `modules` may read a list: its own permission and that of its entity model or dataset. */
export function canOpenList(app: FastifyInstance, list: ListModel, modules: readonly string[]): boolean {
  if (!canReadList(list, modules)) return false;
  if (list.source.kind === 'entity') {
    const entity = app.engine.models.entity(list.source.entity);
    return entity !== undefined && canReadEntity(entity, modules);
  }
  const provider = app.engine.datasets.get(list.source.dataset);
  return provider !== undefined && hasPermission(modules, provider.permission);
}

/** The records of `model` the caller may see: their own only (owner scoping), the row filter's only. */
export function rowScopeOf(model: EntityModel, who: Caller): RowScope {
  return {
    ownerId: seesOnlyOwn(model, who.modules) ? who.user.id : null,
    rowFilters: rowFilterFor(model, who.modules) ?? [],
    rowKinds: fieldKinds(model),
  };
}
