import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as s from '../http/schemas';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { hasPermission } from '../../product/permissionModules';
import { validateModel } from '../../engine/core/model/validateModel';
import { canReadEntity, canReadList } from '../../engine/core/permissions/modelAccess';
import { grantProblems, isAdminOnly, type GrantProblem } from '../../engine/core/permissions/modelGrants';
import type { AnyModel, ModelClass } from '../../engine/core/model/modelTypes';
import { KNOWN_MODULES } from './shippedModels';
import { encryptModel } from './modelEncryption';
import { audit } from '../audit';
import type { ModelHistoryAnswer, ModelListAnswer, ModelRollbackBody, ModelSaveAnswer, ModelSaveBody } from '../../contracts';
import type { ModelValidation } from '../../engine/core/model/validateModel';

const className = { enum: ['EntityModel', 'ListModel'] };
const modelName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' };

export interface ModelEditor {
  userId: string;
  modules: readonly string[];
}

/**
 * The editor routes' config: CMSManager (admins hold it too, product/plans.ts ROLE_MODULES) is checked
 * before the input, so that members get 403, never a 400 about a body they may not send (issue 28
 * scope 10, tests/api/adminRouteGuard.test.ts); requireModelEditor stays the handler's own check.
 */
export const editorConfig = { auth: true, permission: 'CMSManager' } as const;

/** Admins and CMS managers edit models and navigation entries. */
export function requireModelEditor(request: FastifyRequest): ModelEditor {
  const { user } = requireAuth(request);
  const modules = modulesOf(user);
  if (!hasPermission(modules, 'ADMIN') && !hasPermission(modules, 'CMSManager')) throw forbidden();
  return { userId: user.id, modules };
}

/** The answer when a change would grant access the editor does not hold (403, nothing stored). */
export function grantRefused(problems: GrantProblem[]): ApiError {
  return new ApiError(403, 'You may not grant access that you do not hold yourself', 'GRANT_NOT_HELD', { problems });
}

/**
 * Refuses a version (new, changed or rolled back to) that a non-admin editor may not store: the
 * model's current version is restricted to admins, or the version would grant access the editor
 * does not hold (engine/core/permissions/modelGrants.ts).
 */
function checkGrants(editor: ModelEditor, current: AnyModel | undefined, next: AnyModel): void {
  if (current && isAdminOnly(current) && !hasPermission(editor.modules, 'ADMIN')) {
    throw new ApiError(403, `Only an admin may change the ${next.modelClass} "${next.name}": it is restricted to admins`, 'ADMIN_ONLY_MODEL');
  }
  const problems = grantProblems(current, next, editor.modules);
  if (problems.length) throw grantRefused(problems);
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

  app.get('/admin/models', { config: editorConfig }, (req): ModelListAnswer<AnyModel> => {
    requireModelEditor(req);
    return { models: app.engine.models.summaries(), datasets: app.engine.datasets.names() };
  });

  app.post<{ Body: { model: unknown } }>('/admin/models/validate', {
    config: editorConfig, schema: { body: s.object({ model: {} }, ['model']) },
  }, (req): ModelValidation => {
    requireModelEditor(req);
    return validateModel(req.body.model, { knownModules: KNOWN_MODULES });
  });

  const save = (mode: 'create' | 'update') => async (req: FastifyRequest<{ Body: ModelSaveBody<unknown> }>): Promise<ModelSaveAnswer<AnyModel>> => {
    const editor = requireModelEditor(req);
    const { userId } = editor;
    const model = checked(req.body.model);
    const exists = app.engine.models.get(model.modelClass, model.name) !== undefined;
    if (mode === 'create' && exists) throw new ApiError(422, `A ${model.modelClass} named "${model.name}" already exists`, 'MODEL_EXISTS');
    if (mode === 'update' && !exists) throw notFound(`There is no ${model.modelClass} "${model.name}"`);
    // Checked against the version being replaced, under the save's lock (ModelRegistry.saveVersion).
    const version = await app.engine.models.saveVersion(model, req.body.note ?? '', userId, (current) => checkGrants(editor, current, model));
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: userId, action: `model.${mode}`, targetType: model.modelClass, targetId: model.name, details: { version } });
    return { name: model.name, modelClass: model.modelClass, version };
  };
  app.post('/admin/models', { config: editorConfig, schema: { body: editorBody } }, save('create'));
  app.put('/admin/models', { config: editorConfig, schema: { body: editorBody } }, save('update'));

  app.get<{ Params: { modelClass: ModelClass; name: string } }>('/admin/models/:modelClass/:name/history', {
    config: editorConfig, schema: { params: s.object({ modelClass: className, name: modelName }, ['modelClass', 'name']) },
  }, async (req): Promise<ModelHistoryAnswer<AnyModel>> => {
    requireModelEditor(req);
    return {
      shipped: app.engine.models.isShipped(req.params.modelClass, req.params.name),
      versions: await app.engine.models.history(req.params.modelClass, req.params.name),
    };
  });

  app.post<{ Params: { name: string }; Body: ModelRollbackBody<AnyModel> }>('/admin/models/:name/rollback', {
    config: editorConfig,
    schema: {
      params: s.object({ name: modelName }, ['name']),
      body: s.object({ modelClass: className, version: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 500 } }, ['modelClass', 'version']),
    },
  }, async (req): Promise<ModelSaveAnswer<AnyModel>> => {
    const editor = requireModelEditor(req);
    const { userId } = editor;
    const history = await app.engine.models.history(req.body.modelClass, req.params.name);
    const target = history.find((h) => h.version === req.body.version);
    if (!target) throw badRequest(`Invalid request: ${req.params.name} has no version ${req.body.version}`);
    // A rollback is a new version with the old definition: history is never rewritten.
    const model = checked(target.definition);
    const version = await app.engine.models.saveVersion(model, req.body.note ?? `rollback to version ${target.version}`, userId, (current) => checkGrants(editor, current, model));
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: userId, action: 'model.rollback', targetType: model.modelClass, targetId: model.name, details: { to: target.version, version } });
    return { name: model.name, modelClass: model.modelClass, version };
  });
}
