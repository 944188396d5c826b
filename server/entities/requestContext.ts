import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { forbidden, notFound } from '../http/apiError';
import type { UserRow } from '../appDeps';
import type { EntityModel, ListModel } from '../../engine/core/model/modelTypes';
import { canReadEntity, canReadList, canWriteEntity } from '../../engine/core/permissions/modelAccess';

export interface Caller {
  user: UserRow;
  modules: string[];
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
