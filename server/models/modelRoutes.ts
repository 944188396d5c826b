import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as s from '../http/schemas';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { hasPermission } from '../../product/permissionModules';
import { validateModel } from '../../engine/core/model/validateModel';
import { canReadEntity, canReadList } from '../../engine/core/permissions/modelAccess';
import type { AnyModel, ModelClass } from '../../engine/core/model/modelTypes';
import { KNOWN_MODULES } from './shippedModels';
import { encryptModel } from './modelEncryption';
import { audit } from '../audit';

const className = { enum: ['EntityModel', 'ListModel'] };
const modelName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' };

/** Admins and CMS managers edit models and navigation entries. */
export function requireModelEditor(request: FastifyRequest): { userId: string } {
  const { user } = requireAuth(request);
  const modules = modulesOf(user);
  if (!hasPermission(modules, 'ADMIN') && !hasPermission(modules, 'CMSManager')) throw forbidden();
  return { userId: user.id };
}

function checked(candidate: unknown): AnyModel {
  const result = validateModel(candidate, { knownModules: KNOWN_MODULES });
  if (!result.valid) throw new ApiError(400, 'The model is not valid', 'MODEL_INVALID', { problems: result.problems });
  return candidate as AnyModel;
}

export async function modelRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { modelClass: ModelClass; name: string } }>('/models/:modelClass/:name', {
    config: { auth: true }, schema: { params: s.object({ modelClass: className, name: modelName }, ['modelClass', 'name']) },
  }, async (req, reply) => {
    const { user, session } = requireAuth(req);
    const model = app.engine.models.get(req.params.modelClass, req.params.name);
    if (!model) throw notFound(`There is no ${req.params.modelClass} "${req.params.name}"`);
    const modules = modulesOf(user);
    const readable = model.modelClass === 'EntityModel' ? canReadEntity(model, modules) : canReadList(model, modules);
    if (!readable) throw forbidden();
    if (app.deps.config.encryptModels && session.modelKey) {
      return reply.type('application/jose').send(await encryptModel(model, session.modelKey));
    }
    return model;
  });

  const editorBody = s.object({ model: { type: 'object' }, note: { type: 'string', maxLength: 500 } }, ['model']);

  app.get('/admin/models', { config: { auth: true } }, (req) => {
    requireModelEditor(req);
    return { models: app.engine.models.summaries(), datasets: app.engine.datasets.names() };
  });

  app.post<{ Body: { model: unknown } }>('/admin/models/validate', {
    config: { auth: true }, schema: { body: s.object({ model: {} }, ['model']) },
  }, (req) => {
    requireModelEditor(req);
    return validateModel(req.body.model, { knownModules: KNOWN_MODULES });
  });

  const save = (mode: 'create' | 'update') => async (req: FastifyRequest<{ Body: { model: unknown; note?: string } }>) => {
    const { userId } = requireModelEditor(req);
    const model = checked(req.body.model);
    const exists = app.engine.models.get(model.modelClass, model.name) !== undefined;
    if (mode === 'create' && exists) throw new ApiError(422, `A ${model.modelClass} named "${model.name}" already exists`, 'MODEL_EXISTS');
    if (mode === 'update' && !exists) throw notFound(`There is no ${model.modelClass} "${model.name}"`);
    const version = await app.engine.models.saveVersion(model, req.body.note ?? '', userId);
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: userId, action: `model.${mode}`, targetType: model.modelClass, targetId: model.name, details: { version } });
    return { name: model.name, modelClass: model.modelClass, version };
  };
  app.post('/admin/models', { config: { auth: true }, schema: { body: editorBody } }, save('create'));
  app.put('/admin/models', { config: { auth: true }, schema: { body: editorBody } }, save('update'));

  app.get<{ Params: { modelClass: ModelClass; name: string } }>('/admin/models/:modelClass/:name/history', {
    config: { auth: true }, schema: { params: s.object({ modelClass: className, name: modelName }, ['modelClass', 'name']) },
  }, async (req) => {
    requireModelEditor(req);
    return {
      shipped: app.engine.models.isShipped(req.params.modelClass, req.params.name),
      versions: await app.engine.models.history(req.params.modelClass, req.params.name),
    };
  });

  app.post<{ Params: { name: string }; Body: { modelClass: ModelClass; version: number; note?: string } }>('/admin/models/:name/rollback', {
    config: { auth: true },
    schema: {
      params: s.object({ name: modelName }, ['name']),
      body: s.object({ modelClass: className, version: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 500 } }, ['modelClass', 'version']),
    },
  }, async (req) => {
    const { userId } = requireModelEditor(req);
    const history = await app.engine.models.history(req.body.modelClass, req.params.name);
    const target = history.find((h) => h.version === req.body.version);
    if (!target) throw badRequest(`Invalid request: ${req.params.name} has no version ${req.body.version}`);
    // A rollback is a new version with the old definition: history is never rewritten.
    const model = checked(target.definition);
    const version = await app.engine.models.saveVersion(model, req.body.note ?? `rollback to version ${target.version}`, userId);
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: userId, action: 'model.rollback', targetType: model.modelClass, targetId: model.name, details: { to: target.version, version } });
    return { name: model.name, modelClass: model.modelClass, version };
  });
}
