import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entities } from '../../server/db/schema';
import type { EntityModel } from '../../engine/core/model/modelTypes';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { bookEntity, bookList, call, createEntity, defineModel, demo, list, ok, type Envelope, type ListAnswer } from './support/engine';

/**
 * Issue 17, point 4: members read published CMS content only; drafts are for CMS managers and
 * admins, through every read path. The rule is the model's row filter, which runtime models use too.
 */

const POST = { title: 'Ranges explained', slug: 'ranges-explained', language: 'en', kind: 'post', tags: ['ranges'], summary: 'What a range says.' };

type BulkAnswer = { data: { id: string; status: number; payload: ListAnswer }[] };

describe.each(BACKENDS)('draft content on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let admin: Session;
  let cms: Session;
  let draft: Envelope;
  let unset: Envelope;
  let published: Envelope;

  const ids = (rows: readonly { id: unknown }[]): string[] => rows.map((r) => String(r.id)).sort();
  const listed = async (s: Session, body: Record<string, unknown> = {}): Promise<string[]> =>
    ids(ok<ListAnswer>(await list(t, s, 'DomainContentEntry', { pageSize: 5000, ...body })).rows);

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, admin, cms] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoadmin'), demo(t, 'democms')]);
    draft = await createEntity(t, cms, 'DomainContentEntry', { ...POST, slug: 'draft-post', title: 'Secret draft', status: 'draft' });
    // An entry without a status is a draft too (the schema's default).
    unset = await createEntity(t, admin, 'DomainContentEntry', { ...POST, slug: 'no-status', title: 'Unsaid draft' });
    published = await createEntity(t, cms, 'DomainContentEntry', { ...POST, slug: 'live-post', title: 'Live post', status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' });
  });
  afterAll(async () => { await t.close(); });

  it('a member reads a published entry but not a draft (404, as for a record that does not exist)', async () => {
    for (const s of [free, premium]) {
      expect(ok(await call(t, s, 'GET', `/api/entities/DomainContentEntry/${published.id}`))).toEqual({ data: published });
      expectError(await call(t, s, 'GET', `/api/entities/DomainContentEntry/${draft.id}`), 404, 'No such record');
      expectError(await call(t, s, 'GET', `/api/entities/DomainContentEntry/${unset.id}`), 404, 'No such record');
    }
  });

  it('lists only published entries to members, whatever they filter, sort or ask by id', async () => {
    expect(await listed(free)).toEqual([published.id]);
    expect(ok<ListAnswer>(await list(t, free, 'DomainContentEntry')).total).toBe(1);
    expect(await listed(free, { filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'draft' }] })).toEqual([]);
    expect(await listed(free, { filterQuery: [{ filterKey: 'payload.title', type: 'contains', val: 'draft' }] })).toEqual([]);
    expect(await listed(free, { id: draft.id })).toEqual([]);
    expect(await listed(free, { idIn: [draft.id, unset.id, published.id] })).toEqual([published.id]);
    expect(await listed(free, { sort: { key: 'payload.title', direction: 'asc' } })).toEqual([published.id]);
  });

  it('keeps drafts out of the bulk read and the CSV export', async () => {
    const bulk = ok<BulkAnswer>(await call(t, free, 'POST', '/api/bulk/DomainContentEntry', [
      { id: 'all', method: 'getEntities', parameter: { pageSize: 5000 } },
      { id: 'byId', method: 'getEntities', parameter: { idIn: [draft.id] } },
    ]));
    expect(bulk.data.map((d) => [d.id, d.status, ids(d.payload.rows)])).toEqual([['all', 200, [published.id]], ['byId', 200, []]]);
    const csv = await list(t, free, 'DomainContentEntry', { responseType: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Live post');
    expect(csv.body).not.toContain('Secret draft');
    expect(csv.body).not.toContain('Unsaid draft');
  });

  it('does not hand a draft to a member from an answer cached for a CMS manager', async () => {
    const shared = { serverSideCacheAge: 600, allowGlobalServiceSideCache: true, pageSize: 5000 };
    expect(await listed(cms, shared)).toEqual(ids([draft, unset, published]));
    expect(await listed(free, shared)).toEqual([published.id]);
    // And the other way round.
    const other = { ...shared, pageSize: 4999 };
    expect(await listed(free, other)).toEqual([published.id]);
    expect(await listed(admin, other)).toEqual(ids([draft, unset, published]));
  });

  it('CMS managers and admins read, list and export drafts', async () => {
    for (const s of [cms, admin]) {
      expect(ok(await call(t, s, 'GET', `/api/entities/DomainContentEntry/${draft.id}`))).toEqual({ data: draft });
      expect(await listed(s)).toEqual(ids([draft, unset, published]));
      expect((await list(t, s, 'DomainContentEntry', { responseType: 'csv' })).body).toContain('Secret draft');
    }
  });

  it('an entry taken back to draft disappears for members at once', async () => {
    const entry = await createEntity(t, cms, 'DomainContentEntry', { ...POST, slug: 'soon-gone', status: 'published' });
    expect(await listed(free)).toContain(entry.id);
    ok(await call(t, cms, 'PUT', '/api/entities/DomainContentEntry', { id: entry.id, payload: { ...POST, slug: 'soon-gone', status: 'draft' }, version: 1 }));
    expect(await listed(free)).not.toContain(entry.id);
    expectError(await call(t, free, 'GET', `/api/entities/DomainContentEntry/${entry.id}`), 404);
  });

  describe('a runtime model with a row filter', () => {
    /** Books of more than 300 pages for everyone; the others for PREMIUM holders only. */
    const model: EntityModel = {
      ...bookEntity('Tome', { permissions: { read: [], write: [], ownerScoped: false } }),
      permissions: {
        read: [], write: [], ownerScoped: false,
        rowFilter: { filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 300 }], unless: ['PREMIUM'] },
      },
    };
    let thick: Envelope;
    let thin: Envelope;
    beforeAll(async () => {
      await defineModel(t, admin, model);
      await defineModel(t, admin, bookList('TomeList', 'Tome'));
      t.app.engine.events.register('Tome', 'markRead', async (ctx) => ({ read: ctx.entity?.id ?? null }));
      thick = await createEntity(t, premium, 'Tome', { title: 'Thick', pages: 900 }, 'quick');
      thin = await createEntity(t, premium, 'Tome', { title: 'Thin', pages: 90 }, 'quick');
    });

    it('shows each reader the rows of the filter, and every row to holders of its modules', async () => {
      expect(ids(ok<ListAnswer>(await list(t, free, 'TomeList')).rows)).toEqual([thick.id]);
      expect(ids(ok<ListAnswer>(await list(t, premium, 'TomeList')).rows)).toEqual(ids([thick, thin]));
      expectError(await call(t, free, 'GET', `/api/entities/Tome/${thin.id}`), 404);
      expect(ok(await call(t, free, 'GET', `/api/entities/Tome/${thick.id}`))).toEqual({ data: thick });
    });

    it('a hidden record cannot be changed, deleted or named in an event by those it is hidden from', async () => {
      expectError(await call(t, free, 'PUT', '/api/entities/Tome', { id: thin.id, payload: { title: 'Defaced', pages: 900 }, screen: 'quick' }), 404);
      expectError(await call(t, free, 'DELETE', `/api/entities/Tome?id=${thin.id}`), 404);
      expectError(await call(t, free, 'POST', '/api/entities/Tome/events/markRead', { id: thin.id }), 404);
      expect(ok(await call(t, free, 'POST', '/api/entities/Tome/events/markRead', { id: thick.id }))).toEqual({ data: { read: thick.id } });
      const stored = await t.database.db.select().from(entities).where(eq(entities.id, thin.id));
      expect(stored[0]!.payload).toEqual({ title: 'Thin', pages: 90 });
    });

    it('the meta-schema checks the row filter', async () => {
      const bad = (rowFilter: unknown) => ({ ...model, name: 'BadTome', permissions: { ...model.permissions, rowFilter } });
      const cases: [unknown, { path: string; message?: string }][] = [
        [{ filterQuery: [{ filterKey: 'payload.ghost', type: 'eq', val: 1 }], unless: [] }, { path: '/permissions/rowFilter/filterQuery/0/filterKey', message: 'the row filter names "payload.ghost", which is not a field of the record' }],
        [{ filterQuery: [{ filterKey: 'payload.pages', type: 'between', min: 5 }], unless: [] }, { path: '/permissions/rowFilter/filterQuery/0', message: 'payload.pages: "between" needs min and max' }],
        [{ filterQuery: [{ filterKey: 'payload.pages', type: 'like', val: 1 }], unless: [] }, { path: '/permissions/rowFilter/filterQuery/0/type' }],
        [{ filterQuery: [], unless: [] }, { path: '/permissions/rowFilter/filterQuery' }],
        [{ filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 1 }], unless: ['GODMODE'] }, { path: '/permissions/rowFilter/unless/0', message: 'unknown permission module "GODMODE"' }],
        [{ filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 1 }] }, { path: '/permissions/rowFilter', message: 'missing property "unless"' }],
        [{ filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 1 }], unless: [], everyone: true }, { path: '/permissions/rowFilter', message: 'unknown property "everyone"' }],
      ];
      for (const [rowFilter, problem] of cases) {
        const body = expectError(await call(t, admin, 'POST', '/api/admin/models', { model: bad(rowFilter) }), 400, 'The model is not valid', 'MODEL_INVALID');
        expect(body.problems, JSON.stringify(rowFilter)).toEqual(expect.arrayContaining([expect.objectContaining(problem)]));
      }
      expectError(await call(t, admin, 'GET', '/api/models/EntityModel/BadTome'), 404);
    });

    it('a CMS manager who does not pass the row filter may not change or remove it', async () => {
      const { rowFilter: _dropped, ...open } = model.permissions;
      for (const permissions of [open, { ...model.permissions, rowFilter: { ...model.permissions.rowFilter!, filterQuery: [{ filterKey: 'payload.pages', type: 'above' as const, val: 0 }] } }]) {
        const body = expectError(await call(t, cms, 'PUT', '/api/admin/models', { model: { ...model, permissions } }), 403, undefined, 'GRANT_NOT_HELD');
        expect(body.problems).toEqual([{ path: '/permissions/rowFilter', message: 'You may not widen who sees the records the row filter hides, which admits PREMIUM: you do not hold that permission yourself.' }]);
      }
      expect(ids(ok<ListAnswer>(await list(t, free, 'TomeList')).rows)).toEqual([thick.id]);
    });
  });
});
