import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MODELS_DIR } from '../../server/models/shippedModels';
import { entities, modelVersions, navEntries, notifications } from '../../server/db/schema';
import type { EntityModel, ListModel } from '../../engine/core/model/modelTypes';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { bookEntity, bookList, call, createEntity, defineModel, demo, list, ok, type Envelope, type ListAnswer } from './support/engine';

/**
 * Issue 17, point 3: a model editor may not grant access they do not hold themselves, a model
 * restricted to admins is changed by admins only, and CMS managers do not see every member's
 * support tickets.
 */

const shipped = <T>(sub: 'entity' | 'list', name: string): T => JSON.parse(readFileSync(path.join(MODELS_DIR, sub, `${name}.json`), 'utf8')) as T;
const GRANT = 'You may not grant access that you do not hold yourself';
const TICKET = { title: 'Cannot see my list', content: 'The watchlist stays empty after the import.' };

interface Problem { path: string; message: string }

describe.each(BACKENDS)('model permissions on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let elite: Session;
  let admin: Session;
  let cms: Session;

  const versionsOf = async (modelClass: string, name: string): Promise<number> => {
    const rows = await t.database.db.select().from(modelVersions).where(sql`${modelVersions.modelClass} = ${modelClass} AND ${modelVersions.name} = ${name}`);
    return rows.length;
  };
  const served = async <T>(s: Session, modelClass: string, name: string): Promise<T> => ok<T>(await call(t, s, 'GET', `/api/models/${modelClass}/${name}`));
  const problemsOf = (body: Record<string, unknown>): Problem[] => body.problems as Problem[];

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, elite, admin, cms] = await Promise.all([
      demo(t, 'demofree'), demo(t, 'demoelite'), demo(t, 'demoadmin'), demo(t, 'democms'),
    ]);
  });
  afterAll(async () => { await t.close(); });

  describe('PUT /api/admin/models', () => {
    it('a CMS manager cannot open DomainNotification to themselves and publish to every user', async () => {
      const model = shipped<EntityModel>('entity', 'DomainNotification');
      const attacks: EntityModel[] = [
        { ...model, permissions: { ...model.permissions, read: ['ADMIN', 'CMSManager'], write: ['ADMIN', 'CMSManager'] }, events: { publish: { ...model.events!.publish!, permission: 'CMSManager' } } },
        { ...model, permissions: { ...model.permissions, read: [], write: [] } },
        { ...model, events: { publish: { label: model.events!.publish!.label } } },
        // Restricted to admins: not even a harmless change.
        { ...model, label: { en: 'Announcements', de: 'Ankündigungen' } },
      ];
      for (const attack of attacks) {
        expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: attack }), 403,
          'Only an admin may change the EntityModel "DomainNotification": it is restricted to admins', 'ADMIN_ONLY_MODEL');
      }
      expect(await versionsOf('EntityModel', 'DomainNotification')).toBe(0);
      expect(await served(admin, 'EntityModel', 'DomainNotification')).toEqual(model);
      // And so the notification stays out of reach.
      expectError(await call(t, cms, 'POST', '/api/entities/DomainNotification', { payload: { title: 'Hi', content: 'x', audience: 'all' } }), 403);
      expect(await t.database.db.select().from(notifications)).toEqual([]);
      // The list of the notifications is the admins' too.
      const listModel = shipped<ListModel>('list', 'DomainNotification');
      expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...listModel, permissions: { read: [] } } }), 403, undefined, 'ADMIN_ONLY_MODEL');
      expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...shipped<ListModel>('list', 'DomainSearchedUserResult'), permissions: { read: ['CMSManager'] } } }), 403, undefined, 'ADMIN_ONLY_MODEL');
    });

    it("a CMS manager cannot widen DomainAuthToken to read other users' tokens", async () => {
      // Tokens are made by the generate event only (server/publicApi).
      const token = ((await call(t, elite, 'POST', '/api/entities/DomainAuthToken/events/generate', { input: { name: 'Bot', scopes: ['assets:read'] } })).json() as { data: { id: string } }).data;
      const model = shipped<EntityModel>('entity', 'DomainAuthToken');
      const cases: [EntityModel, string[]][] = [
        [{ ...model, permissions: { ...model.permissions, read: ['ApiAccess', 'CMSManager'] } }, ['/permissions/read']],
        [{ ...model, permissions: { read: [], write: [], ownerScoped: false } }, ['/permissions/read', '/permissions/write', '/permissions/ownerScoped']],
        [{ ...model, permissions: { ...model.permissions, ownerScoped: false } }, ['/permissions/ownerScoped']],
      ];
      for (const [attack, paths] of cases) {
        const body = expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: attack }), 403, GRANT, 'GRANT_NOT_HELD');
        expect(problemsOf(body).map((p) => p.path)).toEqual(paths);
      }
      expect(problemsOf(expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: cases[2]![0] }), 403))[0]!.message)
        .toBe("You may not widen who sees other users' records (owner scoping), which admits ADMIN: you do not hold that permission yourself.");
      expect(await versionsOf('EntityModel', 'DomainAuthToken')).toBe(0);
      expectError(await call(t, cms, 'GET', `/api/entities/DomainAuthToken/${token.id}`), 403);
      expectError(await list(t, cms, 'DomainAuthToken'), 403);
    });

    it('names a module the editor does not hold when a gate they pass is widened to it', async () => {
      const content = shipped<EntityModel>('entity', 'DomainContentEntry');
      const body = expectError(await call(t, cms, 'PUT', '/api/admin/models', {
        model: { ...content, permissions: { ...content.permissions, write: ['CMSManager', 'ADMIN', 'PREMIUM'] } },
      }), 403, GRANT, 'GRANT_NOT_HELD');
      expect(problemsOf(body)).toEqual([{ path: '/permissions/write', message: 'You may not grant PREMIUM the right to write the records: you do not hold PREMIUM yourself.' }]);
      expect(await versionsOf('EntityModel', 'DomainContentEntry')).toBe(0);
    });

    it('lets a CMS manager change what is theirs: content, narrowing, and gates they pass', async () => {
      const faq = shipped<EntityModel>('entity', 'DomainFAQSection');
      // A label, a narrower write gate (admins left out), then admins back in: a grant to admins gives them nothing new.
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...faq, label: { en: 'Help', de: 'Hilfe' } } }));
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...faq, permissions: { ...faq.permissions, write: ['CMSManager'] } } }));
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: faq }));
      // Narrowing to a module they do not hold is no grant either.
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...faq, permissions: { ...faq.permissions, read: ['PREMIUM', 'CMSManager'] } } }));
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: faq }));
      expect(await served(free, 'EntityModel', 'DomainFAQSection')).toEqual(faq);
      // An admin may grant anything.
      const token = shipped<EntityModel>('entity', 'DomainAuthToken');
      ok(await call(t, admin, 'PUT', '/api/admin/models', { model: { ...token, label: { en: 'Keys', de: 'Schlüssel' } } }));
      ok(await call(t, admin, 'PUT', '/api/admin/models', { model: token }));
    });
  });

  describe('POST /api/admin/models', () => {
    it('a new model may name only modules the editor holds', async () => {
      const cases: [EntityModel | ListModel, string][] = [
        [bookEntity('Vault', { permissions: { read: ['PREMIUM'], write: ['CMSManager'], ownerScoped: false } }), '/permissions/read'],
        [bookEntity('Vault', { permissions: { read: [], write: ['ELITE'], ownerScoped: false } }), '/permissions/write'],
        [{ ...bookEntity('Vault', { permissions: { read: [], write: [], ownerScoped: false } }), events: { markRead: { label: 'Read', permission: 'Crypto' } } }, '/events/markRead'],
        [bookList('SecretList', 'Book', { listPermissions: ['ELITE'] }), '/permissions/read'],
        [{ ...bookList('ActionList', 'Book'), rowActions: [{ id: 'edit', label: 'Edit', kind: 'edit', permission: 'PREMIUM' }] }, '/rowActions/edit'],
      ];
      for (const [model, where] of cases) {
        const body = expectError(await call(t, cms, 'POST', '/api/admin/models', { model }), 403, GRANT, 'GRANT_NOT_HELD');
        expect(problemsOf(body).map((p) => p.path)).toEqual([where]);
        expectError(await call(t, free, 'GET', `/api/models/${model.modelClass}/${model.name}`), 404);
      }
      // What the editor holds (or nobody, or admins) is fine, and so is every signed-in user.
      await defineModel(t, cms, bookEntity('Memo', { permissions: { read: [], write: ['CMSManager', 'ADMIN'], ownerScoped: true } }));
      await defineModel(t, cms, { ...bookList('MemoList', 'Memo', { listPermissions: ['CMS_MANAGER', 'NOT_EXISTING_SO_HIDDEN'] }) });
      // Admins create what they like.
      await defineModel(t, admin, bookEntity('Vault', { permissions: { read: ['PREMIUM'], write: ['ADMIN'], ownerScoped: false } }));
    });
  });

  describe('POST /api/admin/models/:name/rollback', () => {
    it('refuses a rollback to a version that grants more than the editor holds, and stores nothing', async () => {
      const v1 = bookEntity('Diary', { permissions: { read: [], write: [], ownerScoped: false } });
      // Version 2 closes the records to their owners and the archive event to admins.
      const v2: EntityModel = { ...v1, permissions: { read: [], write: [], ownerScoped: true } };
      await defineModel(t, admin, v1);
      ok(await call(t, admin, 'PUT', '/api/admin/models', { model: v2 }));
      const mine = await createEntity(t, free, 'Diary', { title: 'Dear diary' }, 'quick');
      const body = expectError(await call(t, cms, 'POST', '/api/admin/models/Diary/rollback', { modelClass: 'EntityModel', version: 1 }), 403, GRANT, 'GRANT_NOT_HELD');
      expect(problemsOf(body).map((p) => p.path)).toEqual(['/permissions/ownerScoped']);
      expect(await versionsOf('EntityModel', 'Diary')).toBe(2);
      expect(await served(free, 'EntityModel', 'Diary')).toEqual(v2);
      expectError(await call(t, cms, 'GET', `/api/entities/Diary/${mine.id}`), 404);
      // A rollback that widens nothing beyond the editor is fine.
      const v3: EntityModel = { ...v2, label: { en: 'Journal', de: 'Tagebuch' } };
      ok(await call(t, cms, 'PUT', '/api/admin/models', { model: v3 }));
      expect(ok(await call(t, cms, 'POST', '/api/admin/models/Diary/rollback', { modelClass: 'EntityModel', version: 2 }))).toMatchObject({ version: 4 });
      // An admin may roll back to the open version.
      expect(ok(await call(t, admin, 'POST', '/api/admin/models/Diary/rollback', { modelClass: 'EntityModel', version: 1 }))).toMatchObject({ version: 5 });
    });

    it('refuses any rollback of a model restricted to admins', async () => {
      const v1 = bookEntity('Ledger', { permissions: { read: ['ADMIN'], write: ['ADMIN'], ownerScoped: false } });
      await defineModel(t, admin, v1);
      ok(await call(t, admin, 'PUT', '/api/admin/models', { model: { ...v1, label: 'Ledger v2' } }));
      expectError(await call(t, cms, 'POST', '/api/admin/models/Ledger/rollback', { modelClass: 'EntityModel', version: 1 }), 403, undefined, 'ADMIN_ONLY_MODEL');
      expect(await versionsOf('EntityModel', 'Ledger')).toBe(2);
    });
  });

  describe('navigation entries', () => {
    const label = { en: 'Entry', de: 'Eintrag' };
    it('a CMS manager may not add a sidebar entry for a list they cannot open, or guarded by a module they lack', async () => {
      const before = await t.database.db.select().from(navEntries);
      expectError(await call(t, cms, 'POST', '/api/admin/navigation', { label, listModel: 'DomainNotification' }), 403,
        'You may not add a sidebar entry for a list you cannot open yourself', 'GRANT_NOT_HELD');
      expectError(await call(t, cms, 'POST', '/api/admin/navigation', { label, listModel: 'DomainSearchedUserResult', permission: 'CMSManager' }), 403, undefined, 'GRANT_NOT_HELD');
      const body = expectError(await call(t, cms, 'POST', '/api/admin/navigation', { label, listModel: 'DomainFAQSection', permission: 'PREMIUM' }), 403, GRANT, 'GRANT_NOT_HELD');
      expect(problemsOf(body)).toEqual([{ path: '/permission', message: 'You may not grant PREMIUM the right to see the sidebar entry: you do not hold PREMIUM yourself.' }]);
      expect(await t.database.db.select().from(navEntries)).toEqual(before);
    });

    it('nor move or widen an entry beyond their reach; their own entries are theirs to change', async () => {
      const adminEntry = ok<{ entry: { id: string } }>(await call(t, admin, 'POST', '/api/admin/navigation', { label, listModel: 'DomainNotification', permission: 'ADMIN' })).entry;
      expectError(await call(t, cms, 'PUT', `/api/admin/navigation/${adminEntry.id}`, { label, listModel: 'DomainNotification', permission: null }), 403, undefined, 'GRANT_NOT_HELD');
      const own = ok<{ entry: { id: string } }>(await call(t, cms, 'POST', '/api/admin/navigation', { label, listModel: 'DomainFAQSection', permission: 'CMS_MANAGER' })).entry;
      expectError(await call(t, cms, 'PUT', `/api/admin/navigation/${own.id}`, { label, listModel: 'DomainSearchedUserResult' }), 403, undefined, 'GRANT_NOT_HELD');
      expectError(await call(t, cms, 'PUT', `/api/admin/navigation/${own.id}`, { label, listModel: 'DomainFAQSection', permission: 'ELITE' }), 403, undefined, 'GRANT_NOT_HELD');
      expect(ok<{ entry: { permission: string | null } }>(await call(t, cms, 'PUT', `/api/admin/navigation/${own.id}`, { label, listModel: 'DomainFAQSection', permission: null })).entry.permission).toBeNull();
      const rows = await t.database.db.select().from(navEntries).where(eq(navEntries.id, adminEntry.id));
      expect(rows[0]!.permission).toBe('ADMIN');
    });
  });

  describe('support tickets', () => {
    it("CMS managers do not see members' support tickets; admins do", async () => {
      const ticket = await createEntity(t, free, 'DomainSupportTicket', TICKET);
      expectError(await call(t, cms, 'GET', `/api/entities/DomainSupportTicket/${ticket.id}`), 404, 'No such record');
      expect(ok<ListAnswer>(await list(t, cms, 'DomainSupportTicket', { pageSize: 500 })).rows.map((r) => r.id)).not.toContain(ticket.id);
      const csv = await list(t, cms, 'DomainSupportTicket', { responseType: 'csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toContain('Cannot see my list');
      const bulk = ok<{ data: { status: number; payload: ListAnswer }[] }>(await call(t, cms, 'POST', '/api/bulk/DomainSupportTicket', [{ id: 'a', method: 'getEntities' }]));
      expect(bulk.data[0]!.payload.rows.map((r) => r.id)).not.toContain(ticket.id);
      expectError(await call(t, cms, 'PUT', '/api/entities/DomainSupportTicket', { id: ticket.id, payload: { ...TICKET, title: 'Closed' } }), 404);
      expectError(await call(t, cms, 'DELETE', `/api/entities/DomainSupportTicket?id=${ticket.id}`), 404);
      expect(ok<{ data: Envelope }>(await call(t, admin, 'GET', `/api/entities/DomainSupportTicket/${ticket.id}`)).data.payload).toMatchObject(TICKET);
      expect(ok<ListAnswer>(await list(t, admin, 'DomainSupportTicket', { pageSize: 500 })).rows.map((r) => r.id)).toContain(ticket.id);
      const stored = await t.database.db.select().from(entities).where(eq(entities.id, ticket.id));
      expect(stored[0]!.payload).toMatchObject(TICKET);
    });
  });
});
