import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { navEntries } from '../db/schema';
import * as s from '../http/schemas';
import { ApiError, badRequest, notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { hasPermission, isPermissionModule, PERMISSION_SCHEME } from '../../product/permissionModules';
import { gateProblems, type AccessGate } from '../../engine/core/permissions/modelGrants';
import { editorConfig, grantRefused, requireModelEditor, type ModelEditor } from '../models/modelRoutes';
import { canOpenList } from '../entities/requestContext';
import { isUniqueViolation } from '../auth/registerRoutes';
import { audit } from '../audit';
import type { NavEntry, NavEntryAnswer, NavEntryBody, NavigationAnswer, SuccessAnswer } from '../../contracts';

type NavRow = typeof navEntries.$inferSelect;

const text = { type: 'string', minLength: 1, maxLength: 60, pattern: '^[^<>]*$' };
const navBody = s.object({
  label: s.object({ en: text, de: text }, ['en', 'de']),
  icon: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,30}$' },
  group: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9 _-]{0,30}$' },
  permission: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 60 }] },
  listModel: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' },
  badge: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 12, pattern: '^[^<>]*$' }] },
  sortOrder: { type: 'integer', minimum: 0, maximum: 10_000 },
}, ['label', 'listModel']);

/** The path of the generic screen of a list model. */
export const genericScreenPath = (listModel: string): string => `/dashboard/m/${listModel}`;

function view(r: NavRow): NavEntry {
  return {
    id: r.id, path: r.path, label: r.label, icon: r.icon, group: r.navGroup, permission: r.permission,
    listModel: r.listModel, badge: r.badge, sortOrder: r.sortOrder,
  };
}

/** Sidebar entries that admins and CMS managers add at runtime (each opens a list model's generic screen). */
export async function navigationRoutes(app: FastifyInstance): Promise<void> {
  app.get('/navigation', { config: { auth: true } }, async (req): Promise<NavigationAnswer> => {
    const modules = modulesOf(requireAuth(req).user);
    const rows = await app.deps.db.select().from(navEntries).orderBy(asc(navEntries.sortOrder), asc(navEntries.path));
    return { entries: rows.filter((r) => hasPermission(modules, r.permission)).map(view) };
  });

  const validate = (input: NavEntryBody): void => {
    if (!app.engine.models.list(input.listModel)) throw badRequest(`Invalid request: there is no list model "${input.listModel}"`);
    if (input.permission && !isPermissionModule(input.permission)) throw badRequest(`Invalid request: unknown permission module "${input.permission}"`);
  };
  /**
   * A non-admin editor's entry may lead only to a list they can open themselves, and may be
   * guarded only by a module they hold (unless the entry keeps the one it has): an entry must not
   * advertise, or widen its audience to, what lies beyond its editor's reach.
   */
  const checkReach = (editor: ModelEditor, input: NavEntryBody, current?: NavRow): void => {
    if (hasPermission(editor.modules, PERMISSION_SCHEME.admin)) return;
    if (!canOpenList(app, app.engine.models.list(input.listModel)!, editor.modules)) {
      throw new ApiError(403, 'You may not add a sidebar entry for a list you cannot open yourself', 'GRANT_NOT_HELD');
    }
    const gate = (permission: string | null | undefined): AccessGate => ({
      path: '/permission', right: 'see the sidebar entry', who: 'sees the sidebar entry', admits: permission ? [permission] : 'everyone',
    });
    // An entry moved to another list is a new one. The list is within reach: only newly named modules count.
    const before = current && current.listModel === input.listModel ? gate(current.permission) : undefined;
    const problems = gateProblems(before, gate(input.permission), editor.modules, true);
    if (problems.length) throw grantRefused(problems);
  };
  const values = (input: NavEntryBody) => ({
    path: genericScreenPath(input.listModel), label: input.label, icon: input.icon ?? 'table', navGroup: input.group ?? 'custom',
    permission: input.permission ?? null, listModel: input.listModel, badge: input.badge ?? null, sortOrder: input.sortOrder ?? 100,
  });

  app.post<{ Body: NavEntryBody }>('/admin/navigation', { config: editorConfig, schema: { body: navBody } }, async (req): Promise<NavEntryAnswer> => {
    const editor = requireModelEditor(req);
    const { userId } = editor;
    validate(req.body);
    checkReach(editor, req.body);
    try {
      const rows = await app.deps.db.insert(navEntries).values({ ...values(req.body), createdBy: userId }).returning();
      await audit(app.deps.db, { actorId: userId, action: 'navigation.create', targetType: 'nav', targetId: rows[0]!.id });
      return { entry: view(rows[0]!) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError(422, `The sidebar already has an entry for "${req.body.listModel}"`, 'NAV_EXISTS');
      throw err;
    }
  });

  app.put<{ Params: { id: string }; Body: NavEntryBody }>('/admin/navigation/:id', {
    config: editorConfig, schema: { params: s.object({ id: { type: 'string', format: 'uuid' } }, ['id']), body: navBody },
  }, async (req): Promise<NavEntryAnswer> => {
    const editor = requireModelEditor(req);
    const { userId } = editor;
    validate(req.body);
    let row: NavRow;
    try {
      row = await app.deps.db.transaction(async (tx) => {
        // Checked against the entry as it is, locked until the change is stored.
        const existing = await tx.select().from(navEntries).where(eq(navEntries.id, req.params.id)).for('update');
        if (!existing[0]) throw notFound('No such navigation entry');
        checkReach(editor, req.body, existing[0]);
        const rows = await tx.update(navEntries).set({ ...values(req.body), updatedAt: app.deps.now() }).where(eq(navEntries.id, req.params.id)).returning();
        return rows[0]!;
      });
    } catch (err) {
      // Moving an entry onto a list model that has one already.
      if (isUniqueViolation(err)) throw new ApiError(422, `The sidebar already has an entry for "${req.body.listModel}"`, 'NAV_EXISTS');
      throw err;
    }
    await audit(app.deps.db, { actorId: userId, action: 'navigation.update', targetType: 'nav', targetId: req.params.id });
    return { entry: view(row) };
  });

  app.delete<{ Params: { id: string } }>('/admin/navigation/:id', {
    config: editorConfig, schema: { params: s.object({ id: { type: 'string', format: 'uuid' } }, ['id']) },
  }, async (req): Promise<SuccessAnswer> => {
    const { userId } = requireModelEditor(req);
    const rows = await app.deps.db.delete(navEntries).where(eq(navEntries.id, req.params.id)).returning();
    if (!rows[0]) throw notFound('No such navigation entry');
    await audit(app.deps.db, { actorId: userId, action: 'navigation.delete', targetType: 'nav', targetId: req.params.id, details: { entry: view(rows[0]) } });
    return { success: true };
  });
}
