import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { entities } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import * as s from '../http/schemas';
import { audit } from '../audit';
import { validateRecord } from '../../engine/core/rules/validateRecord';
import { fieldErrorText } from '../../engine/core/rules/messageKeys';
import { translatorFor } from '../i18n';
import { settingsOf } from '../users/userView';
import { hasPermission } from '../../product/permissionModules';
import type { EntityModel } from '../../engine/core/model/modelTypes';
import type { Db } from '../db/database';
import { envelope, getEntity, inScope, type EntityRow } from './entityStore';
import { payloadForScreen } from './screenPayload';
import { caller, entityModelFor, rowScopeOf, type Caller } from './requestContext';
import type { EntityAnswer, EntityEventAnswer, FieldRefusal, SuccessAnswer } from '../../contracts';

const modelName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' };
const modelParam = s.object({ model: modelName }, ['model']);
const idPattern = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };
const payload = { type: 'object', maxProperties: 200 };
const screen = { type: 'string', maxLength: 60 };

/** The list the form shows above its fields when a save is refused (document 3 section 5). */
export const FORM_ERRORS_HEADING = 'Please check the following issues with your entered data:';

/** Refuses a record that breaks the model's schema or rules, with each message in the user's language. */
function refuse(model: EntityModel, record: unknown, screenName: string | undefined, who: Caller): void {
  const result = validateRecord(model, record, screenName);
  if (!result.valid) {
    const language = String(settingsOf(who.user).language);
    const t = translatorFor(language);
    throw new ApiError(400, FORM_ERRORS_HEADING, 'VALIDATION_FAILED', {
      errors: result.errors.map((e): FieldRefusal => ({ field: e.field, rule: e.rule, message: fieldErrorText(e, language, t), messageKeys: e.messageKeys, params: e.params })),
    });
  }
}

/**
 * A record the caller may not see (another user's of an owner-scoped model, one the row filter
 * hides from them) is answered as one that does not exist, for reads, changes and events alike.
 */
async function requireVisible(db: Db, model: EntityModel, row: EntityRow, who: Caller): Promise<void> {
  const scope = rowScopeOf(model, who);
  if (scope.ownerId && row.createdBy !== scope.ownerId) throw notFound('No such record');
  if (scope.rowFilters.length && !(await inScope(db, model.name, row.id, { ...scope, ownerId: null }))) throw notFound('No such record');
}

export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const auth = { auth: true };

  app.get<{ Params: { model: string; id: string }; Querystring: { filterQuery?: string } }>('/entities/:model/:id', {
    config: auth,
    schema: { params: s.object({ model: modelName, id: { type: 'string', maxLength: 64 } }, ['model', 'id']), querystring: s.object({ filterQuery: { type: 'string', maxLength: 4000 } }) },
  }, async (req): Promise<EntityAnswer> => {
    if (req.query.filterQuery !== undefined) throw badRequest('Invalid request: an id cannot be combined with a filter query', 'ID_WITH_FILTER');
    const who = caller(req);
    const model = entityModelFor(app, req.params.model, who, 'read');
    const row = await getEntity(app.deps.db, model.name, req.params.id);
    if (!row) throw notFound('No such record');
    await requireVisible(app.deps.db, model, row, who);
    return { data: envelope(row) };
  });

  app.post<{ Params: { model: string }; Body: { payload: Record<string, unknown>; screen?: string } }>('/entities/:model', {
    config: auth, schema: { params: modelParam, body: s.object({ payload, screen }, ['payload']) },
  }, async (req): Promise<EntityAnswer> => {
    const who = caller(req);
    const model = entityModelFor(app, req.params.model, who, 'write');
    const checked = payloadForScreen(model, req.body.screen, req.body.payload, null);
    refuse(model, checked, req.body.screen, who);
    const record = await app.engine.recordChecks.apply(checked, { model: model.name, user: who.user, modules: who.modules, id: null });
    const rows = await app.deps.db.insert(entities).values({
      model: model.name, createdBy: who.user.id, createdByName: who.user.username, payload: record,
      creationDate: app.deps.now(), updatedAt: app.deps.now(),
    }).returning();
    const row = rows[0]!;
    await app.engine.recordChecks.created({ id: row.id, payload: row.payload }, { model: model.name, user: who.user, modules: who.modules, id: row.id });
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: who.user.id, action: 'entity.create', targetType: model.name, targetId: row.id, ip: req.ip });
    return { data: envelope(row) };
  });

  app.put<{ Params: { model: string }; Body: { id: string; payload: Record<string, unknown>; version?: number; screen?: string } }>('/entities/:model', {
    config: auth, schema: { params: modelParam, body: s.object({ id: idPattern, payload, version: { type: 'integer', minimum: 1 }, screen }, ['id', 'payload']) },
  }, async (req): Promise<EntityAnswer> => {
    const who = caller(req);
    const model = entityModelFor(app, req.params.model, who, 'write');
    const { db, now } = app.deps;
    const updated = await db.transaction(async (tx) => {
      const locked = await tx.select().from(entities).where(and(eq(entities.model, model.name), eq(entities.id, req.body.id))).for('update');
      const row = locked[0];
      if (!row) throw notFound('No such record');
      await requireVisible(tx, model, row, who);
      if (req.body.version !== undefined && req.body.version !== row.version) {
        throw new ApiError(412, 'This record was changed by someone else in the meantime. Please reload it.', 'VERSION_CONFLICT');
      }
      const checked = payloadForScreen(model, req.body.screen, req.body.payload, row.payload);
      refuse(model, checked, req.body.screen, who);
      const record = await app.engine.recordChecks.apply(checked, { model: model.name, user: who.user, modules: who.modules, id: row.id, db: tx });
      const out = await tx.update(entities).set({ payload: record, version: row.version + 1, updatedAt: now() }).where(eq(entities.id, row.id)).returning();
      return { before: row.payload, after: out[0]! };
    });
    app.engine.listCache.invalidate(model.name);
    await audit(db, { actorId: who.user.id, action: 'entity.update', targetType: model.name, targetId: updated.after.id, ip: req.ip, details: { before: updated.before } });
    return { data: envelope(updated.after) };
  });

  app.delete<{ Params: { model: string }; Querystring: { id: string } }>('/entities/:model', {
    config: auth, schema: { params: modelParam, querystring: s.object({ id: idPattern }, ['id']) },
  }, async (req): Promise<SuccessAnswer> => {
    const who = caller(req);
    const model = entityModelFor(app, req.params.model, who, 'write');
    const row = await getEntity(app.deps.db, model.name, req.query.id);
    if (!row) throw notFound('No such record');
    await requireVisible(app.deps.db, model, row, who);
    await app.deps.db.delete(entities).where(eq(entities.id, row.id));
    app.engine.listCache.invalidate(model.name);
    // The audit log keeps the deleted payload, so nothing is lost.
    await audit(app.deps.db, { actorId: who.user.id, action: 'entity.delete', targetType: model.name, targetId: row.id, ip: req.ip, details: { payload: row.payload } });
    return { success: true };
  });

  app.post<{ Params: { model: string; event: string }; Body: { id?: string; input?: Record<string, unknown> } | undefined }>('/entities/:model/events/:event', {
    config: auth,
    schema: {
      params: s.object({ model: modelName, event: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' } }, ['model', 'event']),
      body: { anyOf: [{ type: 'null' }, s.object({ id: idPattern, input: { type: 'object', maxProperties: 100 } })] },
    },
  }, async (req): Promise<EntityEventAnswer> => {
    const who = caller(req);
    const model = entityModelFor(app, req.params.model, who, 'write');
    const declared = model.events?.[req.params.event];
    const handler = app.engine.events.get(model.name, req.params.event);
    if (!declared || !handler) throw notFound(`${model.name} has no event "${req.params.event}"`);
    if (declared.permission && !hasPermission(who.modules, declared.permission)) throw forbidden();
    let entity = null;
    if (req.body?.id) {
      const row = await getEntity(app.deps.db, model.name, req.body.id);
      if (!row) throw notFound('No such record');
      await requireVisible(app.deps.db, model, row, who);
      entity = { id: row.id, payload: row.payload, createdBy: row.createdBy };
    }
    const result = await handler({ model: model.name, event: req.params.event, user: who.user, modules: who.modules, entity, input: req.body?.input ?? {} });
    app.engine.listCache.invalidate(model.name);
    await audit(app.deps.db, { actorId: who.user.id, action: `entity.event.${req.params.event}`, targetType: model.name, targetId: entity?.id, ip: req.ip });
    return { data: result ?? null };
  });
}
