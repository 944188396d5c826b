import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { MODELS_DIR } from '../../server/models/shippedModels';
import { decryptModel } from '../../engine/data/modelCrypto';
import type { EntityModel, ListModel } from '../../engine/core/model/modelTypes';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, login, userRow, type Session } from './support/accounts';
import { auditOf, bookEntity, bookList, call, demo, ok } from './support/engine';

const shipped = (sub: 'entity' | 'list', name: string): unknown => JSON.parse(readFileSync(path.join(MODELS_DIR, sub, `${name}.json`), 'utf8'));
const JWE = /^[A-Za-z0-9_-]+\.\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface HistoryAnswer {
  shipped: boolean;
  versions: { version: number; hash: string; note: string; createdBy: string | null; createdAt: string; definition: unknown }[];
}

describe.each(BACKENDS)('model service on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let admin: Session;
  let cms: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, admin, cms] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoadmin'), demo(t, 'democms')]);
  });
  afterAll(async () => { await t.close(); });

  describe('GET /api/models/:modelClass/:name', () => {
    it('answers a shipped model as JSON, exactly as the file says', async () => {
      const res = await call(t, free, 'GET', '/api/models/ListModel/DomainSupportTicket');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(ok(res)).toEqual(shipped('list', 'DomainSupportTicket'));
      expect(ok(await call(t, free, 'GET', '/api/models/EntityModel/DomainSupportTicket'))).toEqual(shipped('entity', 'DomainSupportTicket'));
    });

    it('refuses a model the user may not read with 403', async () => {
      expectError(await call(t, free, 'GET', '/api/models/EntityModel/DomainScannerQuery'), 403, undefined, 'PERMISSION_MISSING');
      expectError(await call(t, free, 'GET', '/api/models/ListModel/DomainScannerQuery'), 403, undefined, 'PERMISSION_MISSING');
      expect(ok(await call(t, premium, 'GET', '/api/models/EntityModel/DomainScannerQuery'))).toEqual(shipped('entity', 'DomainScannerQuery'));
    });

    it('answers 404 for an unknown model and 404 for a model of the other class', async () => {
      expectError(await call(t, free, 'GET', '/api/models/ListModel/NoSuchModel'), 404, 'There is no ListModel "NoSuchModel"');
      expectError(await call(t, free, 'GET', '/api/models/EntityModel/DomainAsset'), 404);
    });

    it('refuses bad input with 400 and a missing session with 401', async () => {
      expectError(await call(t, free, 'GET', '/api/models/FooModel/DomainAsset'), 400);
      expectError(await call(t, free, 'GET', `/api/models/ListModel/${encodeURIComponent("x' OR '1'='1")}`), 400);
      expectError(await call(t, free, 'GET', `/api/models/ListModel/${'A'.repeat(65)}`), 400);
      expectError(await call(t, free, 'GET', '/api/models/ListModel/_leading'), 400);
      expectError(await call(t, null, 'GET', '/api/models/ListModel/DomainAsset'), 401, undefined, 'SESSION_INVALID');
    });

    it('hands the default models over at login, unencrypted and without a key', async () => {
      const res = await login(t, 'demofree', t.config.demoPassword);
      const body = ok<{ defaultModels: Record<string, unknown>; modelKey?: string }>(res);
      expect(body.modelKey).toBeUndefined();
      expect(Object.keys(body.defaultModels).sort()).toEqual(['ListModel:DomainAsset', 'ListModel:ListUISignal']);
      expect(body.defaultModels['ListModel:DomainAsset']).toEqual(shipped('list', 'DomainAsset'));
      expect(body.defaultModels['ListModel:ListUISignal']).toEqual(ok(await call(t, free, 'GET', '/api/models/ListModel/ListUISignal')));
    });
  });

  describe('admin model editor', () => {
    const book = bookEntity('Book');
    const books = bookList('BookList', 'Book');

    it('is closed to members (403) and open to admins and CMS managers', async () => {
      for (const s of [free, premium]) {
        expectError(await call(t, s, 'GET', '/api/admin/models'), 403, undefined, 'PERMISSION_MISSING');
        expectError(await call(t, s, 'POST', '/api/admin/models/validate', { model: book }), 403);
        expectError(await call(t, s, 'POST', '/api/admin/models', { model: book }), 403);
        expectError(await call(t, s, 'PUT', '/api/admin/models', { model: book }), 403);
        expectError(await call(t, s, 'GET', '/api/admin/models/EntityModel/DomainSupportTicket/history'), 403);
        expectError(await call(t, s, 'POST', '/api/admin/models/Book/rollback', { modelClass: 'EntityModel', version: 1 }), 403);
      }
      expectError(await call(t, null, 'GET', '/api/admin/models'), 401);
      for (const s of [admin, cms]) {
        const body = ok<{ models: { name: string; modelClass: string; origin: string; version: number | null }[]; datasets: string[] }>(await call(t, s, 'GET', '/api/admin/models'));
        expect(body.models).toContainEqual({ name: 'DomainSupportTicket', modelClass: 'EntityModel', origin: 'shipped', version: null });
        expect(body.models).toContainEqual({ name: 'DomainAsset', modelClass: 'ListModel', origin: 'shipped', version: null });
        expect(Array.isArray(body.datasets)).toBe(true);
      }
      // Nothing was stored by the refused calls.
      expectError(await call(t, admin, 'GET', '/api/models/EntityModel/Book'), 404);
    });

    it('validates a model without storing it', async () => {
      expect(ok(await call(t, cms, 'POST', '/api/admin/models/validate', { model: book }))).toEqual({ valid: true, problems: [] });
      const bad = { ...books, columns: [...books.columns, books.columns[0]], defaultSort: { key: 'payload.nope', direction: 'asc' } };
      const answer = ok<{ valid: boolean; problems: { path: string; message: string }[] }>(await call(t, cms, 'POST', '/api/admin/models/validate', { model: bad }));
      expect(answer.valid).toBe(false);
      expect(answer.problems).toEqual(expect.arrayContaining([
        { path: `/columns/${books.columns.length}/key`, message: 'the column key "payload.title" is used twice' },
        { path: '/defaultSort/key', message: 'the default sort names "payload.nope", which is not a column' },
      ]));
      for (const candidate of [null, 'text', [book], { modelClass: 'Widget' }, { ...book, extra: 1 }]) {
        const v = ok<{ valid: boolean; problems: unknown[] }>(await call(t, cms, 'POST', '/api/admin/models/validate', { model: candidate }));
        expect(v.valid, JSON.stringify(candidate)).toBe(false);
        expect(v.problems.length).toBeGreaterThan(0);
      }
      expectError(await call(t, cms, 'POST', '/api/admin/models/validate', {}), 400);
      expectError(await call(t, cms, 'POST', '/api/admin/models/validate', { model: book, note: 'x' }), 400);
      expectError(await call(t, admin, 'GET', '/api/models/EntityModel/Book'), 404);
    });

    it('creates a runtime model, serves it at once and audits the change', async () => {
      const created = ok(await call(t, admin, 'POST', '/api/admin/models', { model: book, note: 'first draft' }));
      expect(created).toEqual({ name: 'Book', modelClass: 'EntityModel', version: 1 });
      expect(ok(await call(t, cms, 'POST', '/api/admin/models', { model: books }))).toEqual({ name: 'BookList', modelClass: 'ListModel', version: 1 });
      expect(ok(await call(t, free, 'GET', '/api/models/EntityModel/Book'))).toEqual(book);
      expect(ok(await call(t, free, 'GET', '/api/models/ListModel/BookList'))).toEqual(books);
      const summaries = ok<{ models: unknown[] }>(await call(t, admin, 'GET', '/api/admin/models')).models;
      expect(summaries).toContainEqual({ name: 'Book', modelClass: 'EntityModel', origin: 'runtime', version: 1 });
      const audit = await auditOf(t, 'EntityModel', 'Book');
      expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([['model.create', (await userRow(t, 'demoadmin')).id, { version: 1 }]]);
    });

    it('refuses to create a model that exists (422 MODEL_EXISTS), shipped or runtime', async () => {
      expectError(await call(t, admin, 'POST', '/api/admin/models', { model: book }), 422, 'A EntityModel named "Book" already exists', 'MODEL_EXISTS');
      const ticket = shipped('entity', 'DomainSupportTicket');
      expectError(await call(t, admin, 'POST', '/api/admin/models', { model: ticket }), 422, undefined, 'MODEL_EXISTS');
    });

    it('refuses an invalid model with 400 MODEL_INVALID and its problems', async () => {
      const cases: [unknown, { path: string; message: string }][] = [
        [{ ...book, name: 'Novel', rules: { nope: [{ rule: 'isSet' }] } }, { path: '/rules/nope', message: 'rules name the field "nope", which the schema does not have' }],
        [{ ...book, name: 'Novel', screens: { quick: ['title', 'ghost'] } }, { path: '/screens/quick/1', message: 'the screen shows "ghost", which the schema does not have' }],
        [{ ...book, name: 'Novel', permissions: { read: ['GODMODE'], write: [], ownerScoped: false } }, { path: '/permissions/read/0', message: 'unknown permission module "GODMODE"' }],
        [{ ...book, name: 'Novel', rules: { title: [{ rule: 'dropTables' }] } }, expect.objectContaining({ path: '/rules/title/0/rule' })],
        [{ ...book, name: 'Novel', schema: { type: 'object', properties: { a: { type: 'nonsense' } } } }, expect.objectContaining({ path: '/schema' })],
        [{ ...books, name: 'NovelList', columns: [] }, expect.objectContaining({ path: '/columns' })],
        [{ ...book, name: "Novel'; DROP TABLE model_versions;--" }, expect.objectContaining({ path: '/name' })],
        [{ ...book, name: 'Novel', admin: true }, { path: '', message: 'unknown property "admin"' }],
        [{ name: 'Novel' }, { path: '/modelClass', message: 'modelClass must be "EntityModel" or "ListModel"' }],
      ];
      for (const [model, problem] of cases) {
        const body = expectError(await call(t, admin, 'POST', '/api/admin/models', { model }), 400, 'The model is not valid', 'MODEL_INVALID');
        expect(body.problems, JSON.stringify(model)).toEqual(expect.arrayContaining([problem]));
      }
      expectError(await call(t, admin, 'GET', '/api/models/EntityModel/Novel'), 404);
    });

    it('refuses bodies of the wrong shape with 400', async () => {
      const bodies: unknown[] = [{}, { model: [book] }, { model: 'Book' }, { model: book, note: 5 }, { model: book, note: 'x'.repeat(501) }, { model: book, extra: true }, [book]];
      for (const body of bodies) {
        expectError(await call(t, admin, 'POST', '/api/admin/models', body), 400);
        expectError(await call(t, admin, 'PUT', '/api/admin/models', body), 400);
      }
    });

    it('stores a new version with PUT; 404 for a model that does not exist', async () => {
      const v2 = { ...book, label: { en: 'Book (v2)', de: 'Buch (v2)' } };
      expect(ok(await call(t, cms, 'PUT', '/api/admin/models', { model: v2, note: 'new label' }))).toEqual({ name: 'Book', modelClass: 'EntityModel', version: 2 });
      expect(ok(await call(t, free, 'GET', '/api/models/EntityModel/Book'))).toEqual(v2);
      expectError(await call(t, admin, 'PUT', '/api/admin/models', { model: { ...book, name: 'Ghost' } }), 404, 'There is no EntityModel "Ghost"');
      const invalid = expectError(await call(t, admin, 'PUT', '/api/admin/models', { model: { ...book, label: '' } }), 400, undefined, 'MODEL_INVALID');
      expect(invalid.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/label' })]));
      expect(ok(await call(t, free, 'GET', '/api/models/EntityModel/Book'))).toEqual(v2);
    });

    it('a new version takes effect on saves at once', async () => {
      const strict = { ...book, label: { en: 'Book (v2)', de: 'Buch (v2)' }, rules: { ...book.rules, note: [{ rule: 'isSet' as const, message: { en: 'A note, please', de: 'Bitte eine Notiz' } }] } };
      const payload = { title: 'Dune', isbn: '978-0441', note: '' };
      expect(ok(await call(t, free, 'POST', '/api/entities/Book', { payload, screen: 'details' })).data).toBeDefined();
      expect(ok(await call(t, admin, 'PUT', '/api/admin/models', { model: strict, note: 'note required' }))).toMatchObject({ version: 3 });
      const refused = expectError(await call(t, free, 'POST', '/api/entities/Book', { payload, screen: 'details' }), 400, undefined, 'VALIDATION_FAILED');
      expect(refused.errors).toEqual([expect.objectContaining({ field: 'note', rule: 'isSet', message: 'A note, please' })]);
    });

    it('lists the version history, newest first', async () => {
      const body = ok<HistoryAnswer>(await call(t, cms, 'GET', '/api/admin/models/EntityModel/Book/history'));
      const adminId = (await userRow(t, 'demoadmin')).id;
      const cmsId = (await userRow(t, 'democms')).id;
      expect(body.shipped).toBe(false);
      expect(body.versions.map((v) => [v.version, v.note, v.createdBy])).toEqual([[3, 'note required', adminId], [2, 'new label', cmsId], [1, 'first draft', adminId]]);
      expect(body.versions[2]!.definition).toEqual(book);
      for (const v of body.versions) {
        expect(v.hash).toMatch(/^[0-9a-f]{16}$/);
        expect(Number.isNaN(Date.parse(v.createdAt))).toBe(false);
      }
      expect(new Set(body.versions.map((v) => v.hash)).size).toBe(3);
      const shippedHistory = ok<HistoryAnswer>(await call(t, admin, 'GET', '/api/admin/models/EntityModel/DomainSupportTicket/history'));
      expect(shippedHistory).toEqual({ shipped: true, versions: [] });
      expect(ok(await call(t, admin, 'GET', '/api/admin/models/ListModel/Unknown/history'))).toEqual({ shipped: false, versions: [] });
      expectError(await call(t, admin, 'GET', '/api/admin/models/Nonsense/Book/history'), 400);
      expectError(await call(t, admin, 'GET', `/api/admin/models/EntityModel/${encodeURIComponent('Book;--')}/history`), 400);
    });

    it('rolls back by storing the old definition as a new version', async () => {
      const res = ok(await call(t, admin, 'POST', '/api/admin/models/Book/rollback', { modelClass: 'EntityModel', version: 1 }));
      expect(res).toEqual({ name: 'Book', modelClass: 'EntityModel', version: 4 });
      expect(ok(await call(t, free, 'GET', '/api/models/EntityModel/Book'))).toEqual(book);
      const history = ok<HistoryAnswer>(await call(t, admin, 'GET', '/api/admin/models/EntityModel/Book/history'));
      expect(history.versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
      expect(history.versions[0]).toMatchObject({ note: 'rollback to version 1', definition: book, hash: history.versions[3]!.hash });
      // The rule of version 3 is gone again.
      expect(ok(await call(t, free, 'POST', '/api/entities/Book', { payload: { title: 'Dune', isbn: '978-0441', note: '' }, screen: 'details' })).data).toBeDefined();
      const audit = await auditOf(t, 'EntityModel', 'Book');
      expect(audit.map((a) => a.action)).toEqual(['model.create', 'model.update', 'model.update', 'model.rollback']);
      expect(audit[3]!.details).toEqual({ to: 1, version: 4 });
      expect(ok(await call(t, cms, 'POST', '/api/admin/models/Book/rollback', { modelClass: 'EntityModel', version: 2, note: 'back to v2' }))).toMatchObject({ version: 5 });
      expect((ok<HistoryAnswer>(await call(t, admin, 'GET', '/api/admin/models/EntityModel/Book/history'))).versions[0]!.note).toBe('back to v2');
    });

    it('refuses a rollback to a version that does not exist and bad input', async () => {
      expectError(await call(t, admin, 'POST', '/api/admin/models/Book/rollback', { modelClass: 'EntityModel', version: 99 }), 400, 'Invalid request: Book has no version 99');
      expectError(await call(t, admin, 'POST', '/api/admin/models/Book/rollback', { modelClass: 'ListModel', version: 1 }), 400);
      expectError(await call(t, admin, 'POST', '/api/admin/models/DomainSupportTicket/rollback', { modelClass: 'EntityModel', version: 1 }), 400);
      const bodies: unknown[] = [{}, { modelClass: 'EntityModel' }, { modelClass: 'EntityModel', version: 0 }, { modelClass: 'EntityModel', version: '1' },
        { modelClass: 'EntityModel', version: 1.5 }, { modelClass: 'Widget', version: 1 }, { modelClass: 'EntityModel', version: 1, hack: true }];
      for (const body of bodies) expectError(await call(t, admin, 'POST', '/api/admin/models/Book/rollback', body), 400);
      expectError(await call(t, admin, 'POST', `/api/admin/models/${encodeURIComponent("Book' --")}/rollback`, { modelClass: 'EntityModel', version: 1 }), 400);
      expect((ok<HistoryAnswer>(await call(t, admin, 'GET', '/api/admin/models/EntityModel/Book/history'))).versions).toHaveLength(5);
    });

    it('a runtime version over a shipped model wins, and its history says shipped', async () => {
      const faq = shipped('list', 'DomainFAQSection') as ListModel;
      const changed = { ...faq, pageSize: 7 };
      expect(ok(await call(t, cms, 'PUT', '/api/admin/models', { model: changed }))).toMatchObject({ version: 1 });
      expect(ok(await call(t, free, 'GET', '/api/models/ListModel/DomainFAQSection'))).toEqual(changed);
      const summaries = ok<{ models: unknown[] }>(await call(t, admin, 'GET', '/api/admin/models')).models;
      expect(summaries).toContainEqual({ name: 'DomainFAQSection', modelClass: 'ListModel', origin: 'runtime-over-shipped', version: 1 });
      expect(ok<HistoryAnswer>(await call(t, admin, 'GET', '/api/admin/models/ListModel/DomainFAQSection/history')).shipped).toBe(true);
    });

    it('a restarted server serves the newest stored versions', async () => {
      const again = await buildApp({ config: t.config, db: t.database.db, mailer: { transport: 'outbox', send: async () => {} }, now: () => t.clock.now }, { logger: false });
      try {
        await again.ready();
        const res = await again.inject({ method: 'GET', url: '/api/models/EntityModel/Book', headers: { authorization: free.authorization } });
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as EntityModel).label).toEqual({ en: 'Book (v2)', de: 'Buch (v2)' });
        const faq = await again.inject({ method: 'GET', url: '/api/models/ListModel/DomainFAQSection', headers: { authorization: free.authorization } });
        expect((faq.json() as ListModel).pageSize).toBe(7);
      } finally {
        await again.close();
      }
    });
  });
});

describe.each(BACKENDS)('encrypted models on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { ENCRYPT_MODELS: '1' } }); });
  afterAll(async () => { await t.close(); });

  it('hands a fresh key over at each login and encrypts the default models with it', async () => {
    const first = ok<{ modelKey: string; defaultModels: Record<string, unknown> }>(await login(t, 'demofree', t.config.demoPassword));
    const second = ok<{ modelKey: string }>(await login(t, 'demofree', t.config.demoPassword));
    expect(first.modelKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.modelKey).not.toBe(first.modelKey);
    expect(Object.keys(first.defaultModels).sort()).toEqual(['ListModel:DomainAsset', 'ListModel:ListUISignal']);
    const jwe = first.defaultModels['ListModel:DomainAsset'];
    expect(typeof jwe).toBe('string');
    expect(jwe).toMatch(JWE);
    expect(await decryptModel(jwe as string, first.modelKey)).toEqual(shipped('list', 'DomainAsset'));
    await expect(decryptModel(jwe as string, second.modelKey)).rejects.toThrow();
  });

  it('answers GET /api/models with a JWE that the login key decrypts', async () => {
    const res = await login(t, 'demopremium', t.config.demoPassword);
    const body = ok<{ modelKey: string; user: { username: string; sessionId: string } }>(res);
    const session = { authorization: `Basic ${Buffer.from(`${body.user.username}:${body.user.sessionId}`).toString('base64')}` };
    const model = await call(t, session, 'GET', '/api/models/EntityModel/DomainScannerQuery');
    expect(model.statusCode, model.body).toBe(200);
    expect(model.headers['content-type']).toMatch(/^application\/jose/);
    expect(model.body).toMatch(JWE);
    expect(model.body).not.toContain('DomainScannerQuery');
    expect(await decryptModel(model.body, body.modelKey)).toEqual(shipped('entity', 'DomainScannerQuery'));
  });

  it('still refuses what the user may not read, in clear JSON', async () => {
    const free = await demo(t, 'demofree');
    expectError(await call(t, free, 'GET', '/api/models/EntityModel/DomainScannerQuery'), 403, undefined, 'PERMISSION_MISSING');
    expectError(await call(t, free, 'GET', '/api/models/ListModel/Nope'), 404);
  });
});
