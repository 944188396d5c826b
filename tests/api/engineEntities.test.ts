import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, userRow, type Session } from './support/accounts';
import { ApiError } from '../../server/http/apiError';
import type { EntityEventContext } from '../../server/entities/eventRegistry';
import { entities } from '../../server/db/schema';
import {
  auditOf, bookEntity, call, createEntity, defineBooks, defineModel, demo, list, ok, SQLISH, type Envelope, type ListAnswer,
} from './support/engine';

const HEADING = 'Please check the following issues with your entered data:';
const DUNE = { title: 'Dune', author: 'Frank Herbert', pages: 412, price: 9.99, published: '1965-08-01', tags: ['SciFi', 'Classic'], email: 'frank@example.com' };

interface FieldErrorView {
  field: string;
  rule: string;
  message: string;
  messageKeys: string[];
  params: Record<string, unknown>;
}

describe.each(BACKENDS)('entity calls on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let elite: Session;
  let admin: Session;
  let cms: Session;
  const events: EntityEventContext[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, elite, admin, cms] = await Promise.all([
      demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoelite'), demo(t, 'demoadmin'), demo(t, 'democms'),
    ]);
    await defineBooks(t, admin, 'Book');
    // Readable with PREMIUM, writable by admins only, not owner-scoped (a CMS manager, who lacks
    // PREMIUM, may not define it: tests/api/modelPermissions.test.ts).
    await defineBooks(t, admin, 'Vault', { permissions: { read: ['PREMIUM'], write: ['ADMIN'], ownerScoped: false } });
    // A model that declares no events, with a handler registered anyway.
    await defineModel(t, admin, { ...bookEntity('Plain', { permissions: { read: [], write: [], ownerScoped: false } }), events: undefined, screens: undefined, rules: undefined });
    const { events: registry } = t.app.engine;
    registry.register('Book', 'markRead', async (ctx) => {
      events.push(ctx);
      return { read: ctx.entity?.id ?? null, by: ctx.user.username, input: ctx.input };
    });
    registry.register('Book', 'archive', async () => ({ archived: true }));
    registry.register('Plain', 'markRead', async () => ({ never: true }));
    registry.register('Vault', 'markRead', async (ctx) => {
      if (ctx.input.fail === 'api') throw new ApiError(409, 'Already read', 'ALREADY_READ');
      if (ctx.input.fail === 'crash') throw new Error('handler exploded at /secret/path.ts:12');
      return null;
    });
  });
  afterAll(async () => { await t.close(); });

  describe('save, read, update, delete', () => {
    let dune: Envelope;

    it('saves a record (POST) and answers the envelope', async () => {
      dune = await createEntity(t, free, 'Book', DUNE, 'quick');
      expect(dune).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdBy: 'demofree', creationDate: t.clock.now.toISOString(),
        updatedAt: t.clock.now.toISOString(), version: 1, entityModelName: 'Book', payload: DUNE,
      });
    });

    it('reads it back (GET) by model and id', async () => {
      expect(ok(await call(t, free, 'GET', `/api/entities/Book/${dune.id}`))).toEqual({ data: dune });
    });

    it('refuses an id combined with a filter query (400 ID_WITH_FILTER)', async () => {
      const filter = encodeURIComponent(JSON.stringify([{ filterKey: 'payload.title', type: 'eq', val: 'Dune' }]));
      expectError(await call(t, free, 'GET', `/api/entities/Book/${dune.id}?filterQuery=${filter}`), 400, 'Invalid request: an id cannot be combined with a filter query', 'ID_WITH_FILTER');
      expectError(await call(t, free, 'GET', `/api/entities/Book/${dune.id}?filterQuery=`), 400, undefined, 'ID_WITH_FILTER');
    });

    it('answers 404 for unknown records and models, 401 without a session', async () => {
      expectError(await call(t, free, 'GET', `/api/entities/Book/${randomUUID()}`), 404, 'No such record');
      expectError(await call(t, free, 'GET', '/api/entities/Book/abc'), 404);
      expectError(await call(t, free, 'GET', `/api/entities/Plain/${dune.id}`), 404);
      expectError(await call(t, free, 'GET', `/api/entities/Nobody/${dune.id}`), 404, 'There is no entity model "Nobody"');
      expectError(await call(t, null, 'GET', `/api/entities/Book/${dune.id}`), 401, undefined, 'SESSION_INVALID');
      expectError(await call(t, null, 'POST', '/api/entities/Book', { payload: DUNE }), 401);
    });

    it('updates (PUT) with the version, and refuses a stale version with 412 VERSION_CONFLICT', async () => {
      t.clock.advance(60_000);
      const res = ok<{ data: Envelope }>(await call(t, free, 'PUT', '/api/entities/Book', { id: dune.id, version: 1, payload: { ...DUNE, pages: 500 }, screen: 'quick' }));
      expect(res.data).toMatchObject({ id: dune.id, version: 2, createdBy: 'demofree', creationDate: dune.creationDate, updatedAt: t.clock.now.toISOString(), payload: { ...DUNE, pages: 500 } });
      const stale = expectError(await call(t, free, 'PUT', '/api/entities/Book', { id: dune.id, version: 1, payload: { ...DUNE, pages: 1 }, screen: 'quick' }), 412, undefined, 'VERSION_CONFLICT');
      expect(stale.message).toBe('This record was changed by someone else in the meantime. Please reload it.');
      expect((ok<{ data: Envelope }>(await call(t, free, 'GET', `/api/entities/Book/${dune.id}`))).data.payload.pages).toBe(500);
      // Without a version the last write wins.
      const blind = ok<{ data: Envelope }>(await call(t, free, 'PUT', '/api/entities/Book', { id: dune.id, payload: { ...DUNE, pages: 501 }, screen: 'quick' }));
      expect(blind.data.version).toBe(3);
      expectError(await call(t, free, 'PUT', '/api/entities/Book', { id: randomUUID(), payload: DUNE, screen: 'quick' }), 404);
    });

    it('deletes (DELETE ?id=); the record is gone and a second delete answers 404', async () => {
      const doomed = await createEntity(t, free, 'Book', { title: 'Doomed' }, 'quick');
      expect(ok(await call(t, free, 'DELETE', `/api/entities/Book?id=${doomed.id}`))).toEqual({ success: true });
      expectError(await call(t, free, 'GET', `/api/entities/Book/${doomed.id}`), 404);
      expectError(await call(t, free, 'DELETE', `/api/entities/Book?id=${doomed.id}`), 404);
      expectError(await call(t, free, 'DELETE', '/api/entities/Book'), 400);
      const audit = await auditOf(t, 'Book', doomed.id);
      expect(audit.map((a) => a.action)).toEqual(['entity.create', 'entity.delete']);
      expect(audit[1]!.details).toEqual({ payload: { title: 'Doomed' } });
    });

    it('records create, update and delete in the audit log', async () => {
      const freeId = (await userRow(t, 'demofree')).id;
      const audit = await auditOf(t, 'Book', dune.id);
      expect(audit.map((a) => [a.action, a.actorId])).toEqual([['entity.create', freeId], ['entity.update', freeId], ['entity.update', freeId]]);
      expect(audit[1]!.details).toEqual({ before: DUNE });
      expect(audit[2]!.details).toEqual({ before: { ...DUNE, pages: 500 } });
    });
  });

  describe('validation', () => {
    const post = (s: Session, payload: unknown, screen?: string) => call(t, s, 'POST', '/api/entities/Book', { payload, ...(screen ? { screen } : {}) });

    it('refuses a record that breaks the rules with every message from the model', async () => {
      const body = expectError(await post(free, { title: '', author: '', email: 'nope', isbn: 'abc' }), 400, HEADING, 'VALIDATION_FAILED');
      const errors = body.errors as FieldErrorView[];
      expect(errors.map((e) => [e.field, e.rule, e.message])).toEqual(expect.arrayContaining([
        ['title', 'isSet', 'Please enter a title'],
        ['isbn', 'atLeast1Digit', 'An ISBN has digits'],
        ['email', 'isEmail', 'Please enter a valid email address'],
      ]));
      expect(errors).toHaveLength(3);
      expect(errors.find((e) => e.field === 'title')).toEqual({
        field: 'title', rule: 'isSet', message: 'Please enter a title', messageKeys: ['models:Book.title.error.isSet', 'validation:isSet'], params: {},
      });
      const short = expectError(await post(free, { title: 'Du', isbn: '1', author: 'Du' }), 400, HEADING, 'VALIDATION_FAILED');
      expect((short.errors as FieldErrorView[]).map((e) => [e.field, e.rule, e.message, e.params]).sort()).toEqual([
        ['author', 'notEqual', 'Author and title must differ', { field: 'title' }],
        ['title', 'minLength', 'The title needs at least 3 characters', { value: 3 }],
      ]);
      const missing = expectError(await post(free, {}), 400, HEADING, 'VALIDATION_FAILED');
      expect((missing.errors as FieldErrorView[]).map((e) => [e.field, e.rule]).sort()).toEqual([['isbn', 'isSet'], ['title', 'isSet']]);
    });

    it('answers the messages in German for a user whose language is de', async () => {
      ok(await call(t, elite, 'POST', '/api/userData', { settings: { language: 'de' } }));
      const body = expectError(await post(elite, { title: 'Du', email: 'x@', isbn: '' }), 400, HEADING, 'VALIDATION_FAILED');
      expect((body.errors as FieldErrorView[]).map((e) => [e.field, e.message])).toEqual(expect.arrayContaining([
        ['title', 'Der Titel braucht mindestens 3 Zeichen'],
        ['email', 'Bitte gib eine gültige E-Mail-Adresse ein'],
        ['isbn', 'Bitte gib die ISBN ein'],
      ]));
      ok(await call(t, elite, 'POST', '/api/userData', { settings: { language: 'en' } }));
      const english = expectError(await post(elite, { title: 'Du', isbn: '1' }), 400, HEADING);
      expect((english.errors as FieldErrorView[])[0]!.message).toBe('The title needs at least 3 characters');
    });

    it('counts only errors of fields on the screen', async () => {
      // quick does not show isbn: its isSet rule does not block.
      const quick = await createEntity(t, free, 'Book', { title: 'Emma' }, 'quick');
      expect(quick.payload).toEqual({ title: 'Emma' });
      // details shows isbn but not email: a bad isbn blocks, the email is not even taken.
      const body = expectError(await post(free, { title: 'Emma', isbn: 'none' }, 'details'), 400, HEADING, 'VALIDATION_FAILED');
      expect((body.errors as FieldErrorView[]).map((e) => [e.field, e.rule])).toEqual([['isbn', 'atLeast1Digit']]);
      const details = await createEntity(t, free, 'Book', { title: 'Emma', isbn: '978-1', note: 'n', email: 'not-an-email', pages: 474 }, 'details');
      expect(details.payload).toEqual({ title: 'Emma', isbn: '978-1', note: 'n' });
      // An unknown screen name falls back to every field.
      expectError(await post(free, { title: 'Emma' }, 'nosuchscreen'), 400, HEADING, 'VALIDATION_FAILED');
    });

    it('keeps the stored values of fields that the screen of an update does not show', async () => {
      const full = await createEntity(t, free, 'Book', { ...DUNE, isbn: '978-0441', note: 'first' });
      const res = ok<{ data: Envelope }>(await call(t, free, 'PUT', '/api/entities/Book', {
        id: full.id, screen: 'details', payload: { title: 'Dune Messiah', isbn: '978-0399', pages: 1, price: 0, email: 'bad' },
      }));
      // Shown fields come from the input (note was left out, so it is gone); the rest keeps its stored values.
      expect(res.data.payload).toEqual({ ...DUNE, title: 'Dune Messiah', isbn: '978-0399' });
      // The stored email is not re-checked by a screen that does not show it; a shown field is.
      const blocked = expectError(await call(t, free, 'PUT', '/api/entities/Book', { id: full.id, screen: 'details', payload: { title: 'Dune Messiah', isbn: 'none' } }), 400, HEADING);
      expect((blocked.errors as FieldErrorView[]).map((e) => e.field)).toEqual(['isbn']);
    });

    it('refuses unknown fields and wrong types whatever the screen', async () => {
      const unknown = expectError(await post(free, { title: 'Emma', bogus: 1 }, 'quick'), 400, HEADING, 'VALIDATION_FAILED');
      expect((unknown.errors as FieldErrorView[]).map((e) => [e.field, e.rule])).toEqual([['bogus', 'additionalProperties']]);
      const types = expectError(await post(free, { title: 'Emma', pages: 'many', tags: 'SciFi', published: '2024-02-30' }, 'quick'), 400, HEADING);
      expect((types.errors as FieldErrorView[]).map((e) => [e.field, e.rule]).sort()).toEqual([['pages', 'type'], ['published', 'format'], ['tags', 'type']]);
      const shape = expectError(await post(free, { title: 'Emma', pages: -1, tags: ['x'.repeat(31)] }, 'quick'), 400, HEADING);
      expect((shape.errors as FieldErrorView[]).map((e) => [e.field, e.rule]).sort()).toEqual([['pages', 'minimum'], ['tags.0', 'maxLength']]);
      expect((ok<ListAnswer>(await list(t, admin, 'BookList', { filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: 'Emma' }] }))).total).toBe(2);
    });

    it('refuses request bodies of the wrong shape with 400 before any validation', async () => {
      const cases: unknown[] = [
        {}, { payload: [] }, { payload: 'Dune' }, { payload: null }, { payload: DUNE, screen: 5 }, { payload: DUNE, createdBy: 'demoadmin' },
        { payload: DUNE, screen: 'x'.repeat(61) }, { payload: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}`, i])) }, [DUNE],
      ];
      for (const body of cases) {
        const res = expectError(await call(t, free, 'POST', '/api/entities/Book', body), 400);
        expect(res.code, JSON.stringify(body).slice(0, 80)).not.toBe('VALIDATION_FAILED');
      }
      const any = await createEntity(t, free, 'Book', { title: 'Any' }, 'quick');
      const updates: unknown[] = [
        { payload: DUNE }, { id: 'abc', payload: DUNE }, { id: any.id, payload: DUNE, version: '1' }, { id: any.id, payload: DUNE, version: 0 },
        { id: any.id, payload: DUNE, version: 1.5 }, { id: any.id }, { id: any.id, payload: DUNE, owner: 'me' },
      ];
      for (const body of updates) expectError(await call(t, free, 'PUT', '/api/entities/Book', body), 400);
      expectError(await call(t, free, 'POST', `/api/entities/${encodeURIComponent('Book;DROP')}`, { payload: DUNE }), 400);
      expectError(await call(t, free, 'DELETE', `/api/entities/Book?id=${encodeURIComponent(SQLISH)}`), 400);
      expectError(await call(t, free, 'DELETE', `/api/entities/Book?id=${any.id}&id=${any.id}`), 400);
    });

    it('refuses a JSON __proto__ key in a payload', async () => {
      const res = await t.app.inject({
        method: 'POST', url: '/api/entities/Book', headers: { authorization: free.authorization, 'content-type': 'application/json' },
        payload: '{"payload":{"title":"Emma","__proto__":{"isAdmin":true}},"screen":"quick"}',
      });
      expect(res.statusCode, res.body).toBe(400);
    });
  });

  describe('owner scoping and permissions', () => {
    let own: Envelope;
    let other: Envelope;
    beforeAll(async () => {
      own = await createEntity(t, free, 'Book', { title: 'Fiona owns this' }, 'quick');
      other = await createEntity(t, premium, 'Book', { title: 'Paul owns this' }, 'quick');
    });

    it('a member reads, changes and deletes only own records of an owner-scoped model', async () => {
      expect(ok(await call(t, free, 'GET', `/api/entities/Book/${own.id}`))).toEqual({ data: own });
      expectError(await call(t, free, 'GET', `/api/entities/Book/${other.id}`), 404, 'No such record');
      expectError(await call(t, free, 'PUT', '/api/entities/Book', { id: other.id, payload: { title: 'Mine now' }, screen: 'quick' }), 404);
      expectError(await call(t, free, 'DELETE', `/api/entities/Book?id=${other.id}`), 404);
      expectError(await call(t, free, 'POST', '/api/entities/Book/events/markRead', { id: other.id }), 404);
      const rows = ok<ListAnswer>(await list(t, free, 'BookList', { pageSize: 500 })).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.createdBy === 'demofree')).toBe(true);
      expect(rows.map((r) => r.id)).toContain(own.id);
      const theirs = ok<ListAnswer>(await list(t, premium, 'BookList', { pageSize: 500 })).rows;
      expect(theirs.map((r) => r.id)).toEqual([other.id]);
      expect(ok<ListAnswer>(await list(t, free, 'BookList', { id: other.id })).rows).toEqual([]);
      expect(ok(await call(t, premium, 'GET', `/api/entities/Book/${other.id}`))).toEqual({ data: other });
    });

    it('staff (ADMIN) see and change every record; the owner stays. CMS managers see only their own', async () => {
      expect(ok(await call(t, admin, 'GET', `/api/entities/Book/${other.id}`))).toEqual({ data: other });
      expectError(await call(t, cms, 'GET', `/api/entities/Book/${other.id}`), 404, 'No such record');
      expectError(await call(t, cms, 'PUT', '/api/entities/Book', { id: other.id, payload: { title: 'Edited by a CMS manager' }, screen: 'quick', version: 1 }), 404);
      expect(ok<ListAnswer>(await list(t, cms, 'BookList', { pageSize: 500 })).rows).toEqual([]);
      const changed = ok<{ data: Envelope }>(await call(t, admin, 'PUT', '/api/entities/Book', { id: other.id, payload: { title: 'Edited by staff' }, screen: 'quick', version: 1 }));
      expect(changed.data).toMatchObject({ createdBy: 'demopremium', version: 2, payload: { title: 'Edited by staff' } });
      const all = ok<ListAnswer>(await list(t, admin, 'BookList', { pageSize: 500 })).rows;
      expect(new Set(all.map((r) => r.createdBy))).toEqual(new Set(['demofree', 'demopremium']));
      expect((await auditOf(t, 'Book', other.id)).map((a) => a.actorId)).toEqual([(await userRow(t, 'demopremium')).id, (await userRow(t, 'demoadmin')).id]);
    });

    it('a member without the model permission gets 403 for every call', async () => {
      const secret = await createEntity(t, admin, 'Vault', { title: 'Vault record', isbn: '1' });
      const denied = [
        call(t, free, 'GET', `/api/entities/Vault/${secret.id}`),
        call(t, free, 'POST', '/api/entities/Vault', { payload: { title: 'Mine', isbn: '1' } }),
        call(t, free, 'PUT', '/api/entities/Vault', { id: secret.id, payload: { title: 'Mine', isbn: '1' } }),
        call(t, free, 'DELETE', `/api/entities/Vault?id=${secret.id}`),
        call(t, free, 'POST', '/api/entities/Vault/events/markRead', { id: secret.id }),
        list(t, free, 'VaultList'),
        call(t, free, 'GET', '/api/models/EntityModel/Vault'),
      ];
      for (const res of await Promise.all(denied)) expectError(res, 403, 'You do not have the permission for this action.', 'PERMISSION_MISSING');
      // The bulk read answers each command with its own status.
      expect(ok(await call(t, free, 'POST', '/api/bulk/VaultList', [{ id: 'a', method: 'getEntities' }]))).toEqual({
        data: [{ id: 'a', status: 403, payload: { message: 'You do not have the permission for this action.', code: 'PERMISSION_MISSING' } }],
      });
      // PREMIUM reads, but only admins write.
      expect(ok(await call(t, premium, 'GET', `/api/entities/Vault/${secret.id}`))).toEqual({ data: secret });
      expect(ok<ListAnswer>(await list(t, premium, 'VaultList')).total).toBe(1);
      expectError(await call(t, premium, 'POST', '/api/entities/Vault', { payload: { title: 'Mine', isbn: '1' } }), 403);
      expectError(await call(t, premium, 'PUT', '/api/entities/Vault', { id: secret.id, payload: { title: 'Mine', isbn: '1' } }), 403);
      expectError(await call(t, premium, 'DELETE', `/api/entities/Vault?id=${secret.id}`), 403);
      // A CMS manager without ADMIN may not write this one either.
      expectError(await call(t, cms, 'POST', '/api/entities/Vault', { payload: { title: 'Mine', isbn: '1' } }), 403);
      expect(ok(await call(t, admin, 'GET', `/api/entities/Vault/${secret.id}`))).toEqual({ data: secret });
      // Nothing changed.
      const rows = await t.database.db.select().from(entities).where(sql`${entities.model} = 'Vault'`);
      expect(rows.map((r) => r.payload)).toEqual([{ title: 'Vault record', isbn: '1' }]);
    });
  });

  describe('events', () => {
    let record: Envelope;
    beforeAll(async () => { record = await createEntity(t, free, 'Book', { title: 'Momo' }, 'quick'); });

    it('runs the registered handler with the record, the user and the input', async () => {
      const res = ok(await call(t, free, 'POST', '/api/entities/Book/events/markRead', { id: record.id, input: { page: 12 } }));
      expect(res).toEqual({ data: { read: record.id, by: 'demofree', input: { page: 12 } } });
      const ctx = events[events.length - 1]!;
      expect(ctx).toMatchObject({ model: 'Book', event: 'markRead', entity: { id: record.id, payload: { title: 'Momo' } }, input: { page: 12 } });
      expect(ctx.modules).toContain('FREE');
      expect((await auditOf(t, 'Book', record.id)).map((a) => a.action)).toEqual(['entity.create', 'entity.event.markRead']);
    });

    it('runs an event without a record or a body', async () => {
      expect(ok(await call(t, free, 'POST', '/api/entities/Book/events/markRead', {}))).toEqual({ data: { read: null, by: 'demofree', input: {} } });
      expect(ok(await call(t, free, 'POST', '/api/entities/Book/events/markRead'))).toEqual({ data: { read: null, by: 'demofree', input: {} } });
    });

    it('answers 404 for an event the model does not declare or nobody handles, and for a missing record', async () => {
      expectError(await call(t, free, 'POST', '/api/entities/Plain/events/markRead', {}), 404, 'Plain has no event "markRead"');
      expectError(await call(t, free, 'POST', '/api/entities/Book/events/unhandled', {}), 404, 'Book has no event "unhandled"');
      expectError(await call(t, free, 'POST', '/api/entities/Book/events/nosuch', {}), 404);
      expectError(await call(t, free, 'POST', '/api/entities/Book/events/markRead', { id: randomUUID() }), 404, 'No such record');
    });

    it('checks the event permission on top of the write permission', async () => {
      expectError(await call(t, free, 'POST', '/api/entities/Book/events/archive', { id: record.id }), 403, undefined, 'PERMISSION_MISSING');
      expectError(await call(t, cms, 'POST', '/api/entities/Book/events/archive', { id: record.id }), 403);
      expect(ok(await call(t, admin, 'POST', '/api/entities/Book/events/archive', { id: record.id }))).toEqual({ data: { archived: true } });
      expectError(await call(t, premium, 'POST', '/api/entities/Vault/events/markRead', {}), 403);
    });

    it("passes a handler's ApiError on and hides a crash behind a 500", async () => {
      expectError(await call(t, admin, 'POST', '/api/entities/Vault/events/markRead', { input: { fail: 'api' } }), 409, 'Already read', 'ALREADY_READ');
      const crash = expectError(await call(t, admin, 'POST', '/api/entities/Vault/events/markRead', { input: { fail: 'crash' } }), 500);
      expect(crash.message).toBe('An unexpected error occurred. Please try again.');
      expect(ok(await call(t, admin, 'POST', '/api/entities/Vault/events/markRead', {}))).toEqual({ data: null });
    });

    it('refuses bad event input with 400', async () => {
      const bodies: unknown[] = [{ id: 'abc' }, { id: SQLISH }, { input: 'x' }, { input: [1] }, { id: record.id, extra: 1 }, { input: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) }];
      for (const body of bodies) expectError(await call(t, free, 'POST', '/api/entities/Book/events/markRead', body), 400);
      expectError(await call(t, free, 'POST', `/api/entities/Book/events/${encodeURIComponent("markRead'--")}`, {}), 400);
      expectError(await call(t, free, 'POST', `/api/entities/Book/events/${'e'.repeat(65)}`, {}), 400);
    });
  });

  describe('hostile input', () => {
    const entityCount = async (): Promise<number> => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(entities))[0]!.n;

    it('stores SQL-ish text literally and finds it again', async () => {
      const title = "Robert'); DROP TABLE entities;--";
      const saved = await createEntity(t, free, 'Book', { title, author: SQLISH }, 'quick');
      expect(ok(await call(t, free, 'GET', `/api/entities/Book/${saved.id}`))).toEqual({ data: saved });
      const found = ok<ListAnswer>(await list(t, free, 'BookList', { filterQuery: [{ filterKey: 'payload.title', type: 'contains', val: "'); DROP" }] }));
      expect(found.rows.map((r) => r.id)).toEqual([saved.id]);
      const none = ok<ListAnswer>(await list(t, free, 'BookList', { filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: SQLISH }] }));
      expect(none).toMatchObject({ rows: [], total: 0 });
      const inList = ok<ListAnswer>(await list(t, free, 'BookList', { filterQuery: [{ filterKey: 'payload.author', type: 'in', val: [SQLISH, "') OR 1=1 --"] }] }));
      expect(inList.rows.map((r) => r.id)).toEqual([saved.id]);
    });

    it('answers malformed record ids with 400 or 404, never 500', async () => {
      const ids = ['-'.repeat(36), 'g'.repeat(36), `${'0'.repeat(35)}'`, "' OR 1=1 --", '%00'];
      for (const id of ids) {
        const get = await call(t, free, 'GET', `/api/entities/Book/${encodeURIComponent(id)}`);
        expect([400, 404], `GET ${id}: ${get.body}`).toContain(get.statusCode);
        const del = await call(t, free, 'DELETE', `/api/entities/Book?id=${encodeURIComponent(id)}`);
        expect([400, 404], `DELETE ${id}: ${del.body}`).toContain(del.statusCode);
        const put = await call(t, free, 'PUT', '/api/entities/Book', { id, payload: { title: 'x' } });
        expect([400, 404], `PUT ${id}: ${put.body}`).toContain(put.statusCode);
        const event = await call(t, free, 'POST', '/api/entities/Book/events/markRead', { id });
        expect([400, 404], `event ${id}: ${event.body}`).toContain(event.statusCode);
      }
    });

    it('refuses SQL-ish filter and sort keys, unknown operators, wrong types and huge pages with 400', async () => {
      const before = await entityCount();
      const bodies: Record<string, unknown>[] = [
        { filterQuery: [{ filterKey: "payload.title'; DROP TABLE entities; --", type: 'eq', val: 'x' }] },
        { filterQuery: [{ filterKey: 'payload.title) OR (1=1', type: 'eq', val: 'x' }] },
        { filterQuery: [{ filterKey: 'payload', type: 'contains', val: 'x' }] },
        { filterQuery: [{ filterKey: 'e.created_by', type: 'eq', val: 'x' }] },
        { filterQuery: [{ filterKey: 'payload.title', type: 'regex', val: '.*' }] },
        { filterQuery: [{ filterKey: 'payload.title', type: 'eq; DROP TABLE entities', val: 'x' }] },
        { filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: { $ne: null } }] },
        { filterQuery: [{ filterKey: 'payload.title', type: 'eq' }] },
        { filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: SQLISH }] },
        { filterQuery: [{ filterKey: 'payload.pages', type: 'between', min: 10 }] },
        { filterQuery: [{ filterKey: 'payload.pages', type: 'between', min: 10, max: 1 }] },
        { filterQuery: [{ filterKey: 'payload.tags', type: 'in', val: [] }] },
        { filterQuery: [{ filterKey: 'payload.title', type: 'contains', val: '' }] },
        { filterQuery: [{ type: 'eq', val: 'x' }] },
        { filterQuery: ['payload.title'] },
        { filterQuery: [null] },
        { filterQuery: { filterKey: 'payload.title', type: 'eq', val: 'x' } },
        { filterQuery: 'payload.title = 1' },
        { filterQuery: Array.from({ length: 51 }, () => ({ filterKey: 'payload.title', type: 'eq', val: 'x' })) },
        { sort: { key: "payload.title; DROP TABLE entities", direction: 'asc' } },
        { sort: { key: 'payload.title', direction: 'asc; DROP TABLE entities' } },
        { sort: { key: 'payload.nope', direction: 'asc' } },
        { sort: 'payload.title' },
        { pageSize: 1_000_000_000 },
        { pageSize: 5001 },
        { pageSize: 0 },
        { pageSize: '10' },
        { pageSize: 10.5 },
        { page: 0 },
        { page: -1 },
        { page: 100_001 },
        { id: 5 },
        { idIn: 'abc' },
        { idIn: Array.from({ length: 5001 }, () => 'x') },
        { useCache: 'yes' },
        { responseType: 'xml' },
        { responseTypeSeparator: "'; DROP" },
        { admin: true },
      ];
      for (const body of bodies) {
        const res = expectError(await list(t, free, 'BookList', body), 400);
        expect(String(res.message), JSON.stringify(body).slice(0, 100)).not.toMatch(/select |insert |syntax|relation|\.ts:\d+/i);
      }
      expect(await entityCount()).toBe(before);
      const raw = await t.app.inject({ method: 'POST', url: '/api/list/BookList', headers: { authorization: free.authorization, 'content-type': 'application/json' }, payload: '[1,2' });
      expect(raw.statusCode).toBe(400);
    });

    it('serves the largest allowed page and a page far beyond the end', async () => {
      const all = ok<ListAnswer>(await list(t, admin, 'BookList', { pageSize: 5000 }));
      expect(all.rows.length).toBe(all.total);
      const far = ok<ListAnswer>(await list(t, admin, 'BookList', { pageSize: 5000, page: 100_000 }));
      expect(far).toMatchObject({ rows: [], total: all.total });
    });
  });
});
