import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesAll, type FilterQuery } from '../../engine/core/filters/filterQuery';
import { sortRows, type SortState } from '../../engine/core/sorting/sortRows';
import { readField } from '../../engine/core/filters/filterQuery';
import type { ListModel } from '../../engine/core/model/modelTypes';
import { queryInMemory } from '../../server/entities/inMemoryQuery';
import type { DatasetContext, ListQuery } from '../../server/entities/datasetRegistry';
import { entities } from '../../server/db/schema';
import { sql } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, userRow, type Session } from './support/accounts';
import {
  bookList, call, createEntity, defineBooks, defineModel, demo, list, ok, type Envelope, type ListAnswer,
} from './support/engine';

const DAY = 24 * 60 * 60 * 1000;
const OPEN = { read: [], write: [], ownerScoped: false };

/** The shelf every filter and sort test runs over: gaps (no price, no pages, no date, empty author) on purpose. */
const SHELF: Record<string, unknown>[] = [
  { title: 'Dune', author: 'Frank Herbert', pages: 412, price: 9.99, published: '1965-08-01', tags: ['SciFi', 'Classic'], isbn: '978-0441' },
  { title: 'Emma', author: 'Jane Austen', pages: 474, price: 5.5, published: '1815-12-23', tags: ['Classic', 'Romance'], isbn: '978-0141' },
  { title: 'Neuromancer', author: 'William Gibson', pages: 271, price: 12, published: '1984-07-01', tags: ['SciFi', 'Cyberpunk'], isbn: '978-0441' },
  { title: 'Hyperion', author: 'Dan Simmons', pages: 482, published: '1989-05-26', tags: ['SciFi'], isbn: '978-0553' },
  { title: 'Momo', author: 'Michael Ende', pages: 304, price: 8, published: '1973-01-01', tags: ['Fantasy'], isbn: '978-3522' },
  { title: 'Ulysses', author: 'James Joyce', pages: 730, price: 15.25, tags: [], isbn: '978-0679' },
  { title: 'Beloved', author: 'Toni Morrison', pages: 324, price: 11, published: '1987-09-02', tags: ['Classic'], isbn: '978-1400' },
  { title: 'Solaris', author: 'Stanislaw Lem', price: 7.5, published: '1961-06-01', tags: ['SciFi', 'classic'], isbn: '978-0156' },
  { title: 'Stoner', author: '', pages: 278, price: 10, published: '1965-04-01', tags: ['Literary'], isbn: '978-1590' },
  { title: 'Watchmen', author: 'Alan Moore', pages: 416, price: 19.99, published: '1987-09-01', tags: ['Comics'], isbn: '978-0930' },
  { title: 'Dracula', author: 'Bram Stoker', pages: 418, price: 9.99, published: '1897-05-26', tags: ['Horror', 'Classic'], isbn: '978-0486' },
  { title: 'Kindred', author: 'Octavia Butler', pages: 264, price: 12, published: '1979-06-01', tags: ['SciFi'], isbn: '978-0807' },
];

const titles = (rows: readonly { payload: Record<string, unknown> }[]): string[] => rows.map((r) => String(r.payload.title));
/** A record as lists show it: without the HIDDEN isbn. */
const listed = (e: Envelope): Envelope => ({ ...e, payload: Object.fromEntries(Object.entries(e.payload).filter(([k]) => k !== 'isbn')) });
const idsOf = (rows: readonly { id: unknown }[]): string[] => rows.map((r) => String(r.id)).sort();

interface Planet extends Record<string, unknown> {
  id: string;
  name: string;
  radius: number;
  moons: number | null;
  discovered: string | null;
  features: string[];
  mass: number;
  secret: string;
}

const PLANETS: Planet[] = [
  { id: 'p1', name: 'Mercury', radius: 2439.7, moons: 0, discovered: null, features: ['rocky'], mass: 0.33, secret: 's1' },
  { id: 'p2', name: 'Venus', radius: 6051.8, moons: 0, discovered: null, features: ['rocky', 'clouds'], mass: 4.87, secret: 's2' },
  { id: 'p3', name: 'Earth', radius: 6371, moons: 1, discovered: null, features: ['rocky', 'life'], mass: 5.97, secret: 's3' },
  { id: 'p4', name: 'Mars', radius: 3389.5, moons: 2, discovered: null, features: ['rocky'], mass: 0.642, secret: 's4' },
  { id: 'p5', name: 'Jupiter', radius: 69911, moons: 95, discovered: null, features: ['gas', 'rings'], mass: 1898, secret: 's5' },
  { id: 'p6', name: 'Saturn', radius: 58232, moons: 146, discovered: null, features: ['gas', 'rings'], mass: 568, secret: 's6' },
  { id: 'p7', name: 'Uranus', radius: 25362, moons: 28, discovered: '1781-03-13', features: ['ice', 'rings'], mass: 86.8, secret: 's7' },
  { id: 'p8', name: 'Neptune', radius: 24622, moons: 16, discovered: '1846-09-23', features: ['ice', 'rings'], mass: 102, secret: 's8' },
  { id: 'p9', name: 'Pluto', radius: 1188.3, moons: null, discovered: '1930-02-18', features: [], mass: 0.013, secret: 's9' },
];

function planetList(name: string, dataset: string, cache?: ListModel['cache']): ListModel {
  return {
    modelClass: 'ListModel', name, label: { en: 'Planets', de: 'Planeten' }, source: { kind: 'dataset', dataset },
    columns: [
      { key: 'name', label: { en: 'Name', de: 'Name' }, type: 'string', group: 'GENERAL', sortable: true, filter: { type: 'text' } },
      { key: 'radius', label: { en: 'Radius', de: 'Radius' }, type: 'number', group: 'GENERAL', sortable: true, filter: { type: 'number' } },
      { key: 'moons', label: { en: 'Moons', de: 'Monde' }, type: 'number', group: 'GENERAL', sortable: true, filter: { type: 'number' } },
      { key: 'discovered', label: { en: 'Discovered', de: 'Entdeckt' }, type: 'date', group: 'GENERAL', sortable: true, filter: { type: 'date' } },
      { key: 'features', label: { en: 'Features', de: 'Merkmale' }, type: 'enum', group: 'GENERAL', filter: { type: 'enum-multipleChoice', options: [{ value: 'rocky', label: 'rocky' }] } },
      { key: 'mass', label: { en: 'Mass', de: 'Masse' }, type: 'number', group: 'PREMIUM', sortable: true, filter: { type: 'number' } },
      { key: 'secret', label: { en: 'Secret', de: 'Geheim' }, type: 'string', group: 'HIDDEN' },
    ],
    defaultSort: { key: 'name', direction: 'asc' },
    pageSize: 4,
    ...(cache ? { cache } : {}),
  };
}

describe.each(BACKENDS)('list calls on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let elite: Session;
  let admin: Session;
  let cms: Session;
  /** Every shelf row as the admin sees it (PREMIUM price included), newest first. */
  let shelf: Envelope[];
  const created: Envelope[] = [];
  const providerCalls: { dataset: string; user: string; query: ListQuery }[] = [];

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, elite, admin, cms] = await Promise.all([
      demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoelite'), demo(t, 'demoadmin'), demo(t, 'democms'),
    ]);
    await defineBooks(t, admin, 'Book', { permissions: OPEN });
    // One record a day (and a few hours), alternating authors, so creation dates and owners differ.
    for (const [i, payload] of SHELF.entries()) {
      t.clock.advance(DAY + 3_600_000 * i);
      created.push(await createEntity(t, i % 2 ? cms : admin, 'Book', payload));
    }
    shelf = ok<ListAnswer>(await list(t, admin, 'BookList', { pageSize: 5000 })).rows;

    const provider = (dataset: string) => async (query: ListQuery, ctx: DatasetContext) => {
      providerCalls.push({ dataset, user: ctx.user.username, query });
      return queryInMemory(PLANETS, query);
    };
    t.app.engine.datasets.register({ name: 'planets', list: provider('planets') });
    t.app.engine.datasets.register({ name: 'elitePlanets', permission: 'ELITE', list: provider('elitePlanets') });
    await defineModel(t, cms, planetList('PlanetList', 'planets'));
    await defineModel(t, cms, planetList('ElitePlanetList', 'elitePlanets'));
    await defineModel(t, cms, planetList('CachedPlanetList', 'planets', { serverSideCacheAge: 120, allowGlobalServiceSideCache: true }));
    await defineModel(t, cms, planetList('GhostList', 'ghosts'));
    // A dataset that keeps its rows' text (as the asset rows do); `viaBytes` is in the text only, so that the test sees which was sent.
    t.app.engine.datasets.register({
      name: 'textPlanets',
      list: async (query) => {
        const result = queryInMemory(PLANETS, query);
        return { ...result, rowsBytes: result.rows.map((row) => Buffer.from(JSON.stringify({ ...row, viaBytes: true }))) };
      },
    });
    const textList = planetList('TextPlanetList', 'textPlanets');
    await defineModel(t, cms, { ...textList, columns: textList.columns.filter((c) => c.group !== 'HIDDEN') });
  });
  afterAll(async () => { await t.close(); });

  it('answers every row with the total and the default maxCacheAge', async () => {
    expect(shelf).toHaveLength(SHELF.length);
    expect(ok<ListAnswer>(await list(t, admin, 'BookList'))).toMatchObject({ total: SHELF.length, maxCacheAge: 300 });
    // The default sort is creationDate desc: the newest record first.
    expect(shelf.map((r) => r.id)).toEqual([...created].reverse().map((r) => r.id));
    expect(shelf[0]).toEqual(listed(created[created.length - 1]!));
    expect(ok<ListAnswer>(await list(t, admin, 'BookList', { maxCacheAge: 20 })).maxCacheAge).toBe(20);
    // A POST without any body lists with the defaults.
    const bare = await t.app.inject({ method: 'POST', url: '/api/list/BookList', headers: { authorization: admin.authorization } });
    expect(ok<ListAnswer>(bare).total).toBe(SHELF.length);
  });

  describe('the SQL filters agree with engine/core matchesAll', () => {
    const day = (i: number): string => created[i]!.creationDate.slice(0, 10);
    const FILTERS: [string, () => FilterQuery[]][] = [
      ['number above', () => [{ filterKey: 'payload.pages', type: 'above', val: 412 }]],
      ['number above as text', () => [{ filterKey: 'payload.pages', type: 'above', val: '400' }]],
      ['number below', () => [{ filterKey: 'payload.pages', type: 'below', val: 300 }]],
      ['number between (inclusive)', () => [{ filterKey: 'payload.pages', type: 'between', min: 271, max: 412 }]],
      ['number eq', () => [{ filterKey: 'payload.pages', type: 'eq', val: 412 }]],
      ['number in', () => [{ filterKey: 'payload.pages', type: 'in', val: [271, '304', 999] }]],
      ['number contains', () => [{ filterKey: 'payload.pages', type: 'contains', val: '4' }]],
      ['decimal above', () => [{ filterKey: 'payload.price', type: 'above', val: 9.99 }]],
      ['decimal below', () => [{ filterKey: 'payload.price', type: 'below', val: 8 }]],
      ['decimal between', () => [{ filterKey: 'payload.price', type: 'between', min: 5.5, max: 9.99 }]],
      ['decimal eq', () => [{ filterKey: 'payload.price', type: 'eq', val: 12 }]],
      ['decimal in', () => [{ filterKey: 'payload.price', type: 'in', val: [12, 19.99] }]],
      ['date above', () => [{ filterKey: 'payload.published', type: 'above', val: '1980-01-01' }]],
      ['date below', () => [{ filterKey: 'payload.published', type: 'below', val: '1900-01-01' }]],
      ['date between one year', () => [{ filterKey: 'payload.published', type: 'between', min: '1965-01-01', max: '1965-12-31' }]],
      ['date between exact bounds', () => [{ filterKey: 'payload.published', type: 'between', min: '1965-08-01', max: '1984-07-01' }]],
      ['date eq', () => [{ filterKey: 'payload.published', type: 'eq', val: '1984-07-01' }]],
      ['date in', () => [{ filterKey: 'payload.published', type: 'in', val: ['1961-06-01', '1973-01-01'] }]],
      ['date contains', () => [{ filterKey: 'payload.published', type: 'contains', val: '-06-' }]],
      ['date-time above a day', () => [{ filterKey: 'creationDate', type: 'above', val: day(8) }]],
      ['date-time below a day', () => [{ filterKey: 'creationDate', type: 'below', val: day(3) }]],
      ['date-time between days', () => [{ filterKey: 'creationDate', type: 'between', min: day(2), max: day(4) }]],
      ['date-time between instants', () => [{ filterKey: 'creationDate', type: 'between', min: created[2]!.creationDate, max: created[5]!.creationDate }]],
      ['date-time eq an instant', () => [{ filterKey: 'creationDate', type: 'eq', val: created[6]!.creationDate }]],
      ['text eq ignores case', () => [{ filterKey: 'payload.title', type: 'eq', val: 'dune' }]],
      ['text eq empty', () => [{ filterKey: 'payload.author', type: 'eq', val: '' }]],
      ['text contains ignores case', () => [{ filterKey: 'payload.title', type: 'contains', val: 'ER' }]],
      ['text contains a space', () => [{ filterKey: 'payload.author', type: 'contains', val: 'n m' }]],
      ['text in ignores case', () => [{ filterKey: 'payload.title', type: 'in', val: ['EMMA', 'momo', 'nope'] }]],
      ['text above', () => [{ filterKey: 'payload.title', type: 'above', val: 'M' }]],
      ['text below', () => [{ filterKey: 'payload.title', type: 'below', val: 'E' }]],
      ['text between', () => [{ filterKey: 'payload.title', type: 'between', min: 'D', max: 'K' }]],
      ['owner eq', () => [{ filterKey: 'createdBy', type: 'eq', val: 'DEMOCMS' }]],
      ['array in', () => [{ filterKey: 'payload.tags', type: 'in', val: ['scifi'] }]],
      ['array in several', () => [{ filterKey: 'payload.tags', type: 'in', val: ['Classic', 'Horror'] }]],
      ['array in nothing', () => [{ filterKey: 'payload.tags', type: 'in', val: ['nothing'] }]],
      ['array contains', () => [{ filterKey: 'payload.tags', type: 'contains', val: 'PUNK' }]],
      ['array contains ignores case', () => [{ filterKey: 'payload.tags', type: 'contains', val: 'sci' }]],
      ['array contains across items (core joins them with commas)', () => [{ filterKey: 'payload.tags', type: 'contains', val: 'fi,c' }]],
      ['two filters', () => [{ filterKey: 'payload.pages', type: 'above', val: 300 }, { filterKey: 'payload.tags', type: 'in', val: ['Classic'] }]],
      ['three filters', () => [
        { filterKey: 'payload.published', type: 'between', min: '1900-01-01', max: '1999-12-31' },
        { filterKey: 'payload.price', type: 'below', val: 12 },
        { filterKey: 'payload.title', type: 'contains', val: 'o' },
      ]],
      ['SQL-ish text', () => [{ filterKey: 'payload.title', type: 'eq', val: "x' OR '1'='1" }]],
    ];

    it.each(FILTERS)('%s', async (_label, filters) => {
      const query = filters();
      const server = ok<ListAnswer>(await list(t, admin, 'BookList', { filterQuery: query, pageSize: 5000 }));
      const expected = shelf.filter((r) => matchesAll(r, query));
      expect(idsOf(server.rows)).toEqual(idsOf(expected));
      expect(server.total).toBe(expected.length);
    });

    it('the filters select what they say', async () => {
      const pick = async (filterQuery: FilterQuery[]) => titles(ok<ListAnswer>(await list(t, admin, 'BookList', { filterQuery, pageSize: 5000 })).rows).sort();
      expect(await pick([{ filterKey: 'payload.pages', type: 'above', val: 412 }])).toEqual(['Dracula', 'Emma', 'Hyperion', 'Ulysses', 'Watchmen']);
      expect(await pick([{ filterKey: 'payload.price', type: 'between', min: 5.5, max: 9.99 }])).toEqual(['Dracula', 'Dune', 'Emma', 'Momo', 'Solaris']);
      expect(await pick([{ filterKey: 'payload.price', type: 'below', val: 8 }])).toEqual(['Emma', 'Solaris']);
      expect(await pick([{ filterKey: 'payload.published', type: 'between', min: '1965-01-01', max: '1965-12-31' }])).toEqual(['Dune', 'Stoner']);
      expect(await pick([{ filterKey: 'payload.tags', type: 'in', val: ['classic'] }])).toEqual(['Beloved', 'Dracula', 'Dune', 'Emma', 'Solaris']);
      expect(await pick([{ filterKey: 'payload.author', type: 'eq', val: '' }])).toEqual([]);
      expect(await pick([{ filterKey: 'creationDate', type: 'eq', val: created[6]!.creationDate }])).toEqual(['Beloved']);
      expect(await pick([{ filterKey: 'creationDate', type: 'between', min: created[2]!.creationDate.slice(0, 10), max: created[4]!.creationDate.slice(0, 10) }]))
        .toEqual(['Hyperion', 'Momo', 'Neuromancer']);
      expect(await pick([{ filterKey: 'createdBy', type: 'eq', val: 'democms' }])).toHaveLength(6);
    });

    it('refuses operators that mean nothing on a list field with 400', async () => {
      for (const f of [
        { filterKey: 'payload.tags', type: 'eq', val: 'SciFi' },
        { filterKey: 'payload.tags', type: 'above', val: 'A' },
        { filterKey: 'payload.tags', type: 'between', min: 'A', max: 'Z' },
      ]) {
        expectError(await list(t, admin, 'BookList', { filterQuery: [f] }), 400);
      }
    });

    it('refuses unknown filter and sort keys with 400', async () => {
      expectError(await list(t, admin, 'BookList', { filterQuery: [{ filterKey: 'payload.nope', type: 'eq', val: 1 }] }), 400, 'Invalid request: the list has no column "payload.nope" to filter');
      expectError(await list(t, admin, 'BookList', { filterQuery: [{ filterKey: 'payload.note', type: 'eq', val: 1 }] }), 400);
      expectError(await list(t, admin, 'BookList', { sort: { key: 'payload.note', direction: 'asc' } }), 400, 'Invalid request: the list has no column "payload.note" to sort');
      expectError(await list(t, admin, 'BookList', { sort: { key: 'payload.tags.0', direction: 'asc' } }), 400);
    });
  });

  describe('sorting and paging', () => {
    const KEYS = ['payload.pages', 'payload.price', 'payload.published', 'payload.title', 'payload.author', 'creationDate', 'createdBy'];
    const SORTS: SortState[] = KEYS.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ key, direction })));

    it.each(SORTS)('sorts by $key $direction as engine/core does, empty values last', async (sort) => {
      const server = ok<ListAnswer>(await list(t, admin, 'BookList', { sort, pageSize: 5000 })).rows;
      const expected = sortRows(shelf, sort);
      expect(server.map((r) => readField(r, sort.key))).toEqual(expected.map((r) => readField(r, sort.key)));
    });

    it('puts missing and empty values last in both directions', async () => {
      const last = async (key: string, direction: 'asc' | 'desc') => titles(ok<ListAnswer>(await list(t, admin, 'BookList', { sort: { key, direction } })).rows).at(-1);
      for (const direction of ['asc', 'desc'] as const) {
        expect(await last('payload.pages', direction)).toBe('Solaris');
        expect(await last('payload.price', direction)).toBe('Hyperion');
        expect(await last('payload.published', direction)).toBe('Ulysses');
        expect(await last('payload.author', direction)).toBe('Stoner');
      }
      expect(titles(ok<ListAnswer>(await list(t, admin, 'BookList', { sort: { key: 'payload.pages', direction: 'asc' } })).rows).slice(0, 3)).toEqual(['Kindred', 'Neuromancer', 'Stoner']);
      expect(titles(ok<ListAnswer>(await list(t, admin, 'BookList', { sort: { key: 'payload.pages', direction: 'desc' } })).rows).slice(0, 2)).toEqual(['Ulysses', 'Hyperion']);
    });

    it('sort null lists in the default order', async () => {
      expect(ok<ListAnswer>(await list(t, admin, 'BookList', { sort: null })).rows.map((r) => r.id)).toEqual(shelf.map((r) => r.id));
    });

    it('pages through the rows with a stable total', async () => {
      const sort = { key: 'payload.pages', direction: 'asc' };
      const full = ok<ListAnswer>(await list(t, admin, 'BookList', { sort, pageSize: 5000 })).rows.map((r) => r.id);
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = ok<ListAnswer>(await list(t, admin, 'BookList', { sort, page, pageSize: 5 }));
        expect(res.total).toBe(SHELF.length);
        expect(res.rows).toHaveLength(page < 3 ? 5 : 2);
        pages.push(...res.rows.map((r) => r.id));
      }
      expect(pages).toEqual(full);
      expect(ok<ListAnswer>(await list(t, admin, 'BookList', { sort, page: 4, pageSize: 5 }))).toMatchObject({ rows: [], total: SHELF.length });
      const filtered = ok<ListAnswer>(await list(t, admin, 'BookList', { filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 300 }], page: 2, pageSize: 3, sort }));
      expect(filtered.total).toBe(8);
      expect(titles(filtered.rows)).toEqual(['Watchmen', 'Dracula', 'Emma']);
    });

    it('reads single rows by id and idIn; refuses an id with a filter query', async () => {
      const [a, b] = [created[0]!, created[1]!];
      expect(ok<ListAnswer>(await list(t, admin, 'BookList', { id: a.id }))).toMatchObject({ rows: [listed(a)], total: 1 });
      expect(ok<ListAnswer>(await list(t, admin, 'BookList', { id: a.id, filterQuery: [] })).total).toBe(1);
      const some = ok<ListAnswer>(await list(t, admin, 'BookList', { idIn: [a.id, b.id, randomUUID(), 'garbage', '-'.repeat(36)] }));
      expect(idsOf(some.rows)).toEqual([a.id, b.id].sort());
      expect(ok<ListAnswer>(await list(t, admin, 'BookList', { idIn: [] }))).toMatchObject({ rows: [], total: 0 });
      const refused = expectError(await list(t, admin, 'BookList', { id: a.id, filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: 'Dune' }] }), 400, undefined, 'ID_WITH_FILTER');
      expect(refused.message).toBe('Invalid request: an id cannot be combined with a filter query');
    });

    it('answers 404 for an unknown list and 401 without a session', async () => {
      expectError(await list(t, admin, 'NoList'), 404, 'There is no list model "NoList"');
      expectError(await call(t, null, 'POST', '/api/list/BookList', {}), 401);
    });
  });

  describe('columns by plan', () => {
    it('strips PREMIUM values for users without PREMIUM and HIDDEN values for everyone', async () => {
      const freeRows = ok<ListAnswer>(await list(t, free, 'BookList', { pageSize: 5000 })).rows;
      expect(freeRows).toHaveLength(SHELF.length);
      for (const r of freeRows) {
        expect(r.payload).not.toHaveProperty('price');
        expect(r.payload).not.toHaveProperty('isbn');
        expect(r.payload.title).toEqual(expect.any(String));
      }
      for (const s of [premium, elite, admin]) {
        const rows = ok<ListAnswer>(await list(t, s, 'BookList', { pageSize: 5000 })).rows;
        expect(rows.filter((r) => 'price' in r.payload)).toHaveLength(SHELF.filter((p) => 'price' in p).length);
        expect(rows.some((r) => 'isbn' in r.payload)).toBe(false);
      }
      // The stored records are whole.
      expect((await t.database.db.select().from(entities)).filter((e) => e.model === 'Book').every((e) => typeof e.payload.isbn === 'string')).toBe(true);
    });

    it('refuses filtering or sorting by a column the user may not see', async () => {
      expectError(await list(t, free, 'BookList', { filterQuery: [{ filterKey: 'payload.price', type: 'above', val: 1 }] }), 400);
      expectError(await list(t, free, 'BookList', { sort: { key: 'payload.price', direction: 'asc' } }), 400);
      expectError(await list(t, admin, 'BookList', { filterQuery: [{ filterKey: 'payload.isbn', type: 'eq', val: '978-0441' }] }), 400);
      expectError(await list(t, admin, 'BookList', { sort: { key: 'payload.isbn', direction: 'asc' } }), 400);
      expect(ok<ListAnswer>(await list(t, premium, 'BookList', { filterQuery: [{ filterKey: 'payload.price', type: 'above', val: 12 }] })).total).toBe(2);
    });
  });

  describe('CSV', () => {
    const csv = (s: Session, body: Record<string, unknown>) => list(t, s, 'CsvBookList', { responseType: 'csv', sort: { key: 'payload.pages', direction: 'asc' }, ...body });
    let stamps: string[];
    beforeAll(async () => {
      await defineBooks(t, admin, 'CsvBook', { permissions: OPEN });
      const rows = [
        { title: 'Plain', pages: 10, price: 1.5, published: '2020-01-01', tags: ['a', 'b'], isbn: '1' },
        { title: 'Comma, "quoted"\nline', author: 'Semi;colon', pages: 20, price: 2, isbn: '2' },
        { title: '=SUM(A1:A2)', author: '-cmd', pages: 30, price: -5, isbn: '3' },
        { title: '@cmd|x', author: '+1', pages: 40, price: 0, isbn: '4' },
      ];
      stamps = [];
      for (const payload of rows) stamps.push((await createEntity(t, admin, 'CsvBook', payload)).creationDate);
    });

    it('writes the visible columns with the asked separator and RFC 4180 quoting', async () => {
      const res = await csv(admin, { responseTypeSeparator: ',' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="CsvBookList.csv"');
      expect(res.body).toBe([
        'Title,Author,Pages,Price,Published,Tags,Created,Created by',
        `Plain,,10,1.5,2020-01-01,"[""a"",""b""]",${stamps[0]},demoadmin`,
        `"Comma, ""quoted""\nline",Semi;colon,20,2,,,${stamps[1]},demoadmin`,
        `'=SUM(A1:A2),'-cmd,30,-5,,,${stamps[2]},demoadmin`,
        `'@cmd|x,'+1,40,0,,,${stamps[3]},demoadmin`,
        '',
      ].join('\r\n'));
    });

    it("uses the user's separator by default, and tabs or pipes when asked", async () => {
      const semi = await csv(admin, { pageSize: 2 });
      expect(semi.body.split('\r\n')[0]).toBe('Title;Author;Pages;Price;Published;Tags;Created;Created by');
      expect(semi.body.split('\r\n')[2]).toBe(`"Comma, ""quoted""\nline";"Semi;colon";20;2;;;${stamps[1]};demoadmin`);
      expect(semi.body.split('\r\n')).toHaveLength(4);
      ok(await call(t, premium, 'POST', '/api/userData', { settings: { csvSeparator: '|' } }));
      const pipe = await csv(premium, { filterQuery: [{ filterKey: 'payload.pages', type: 'above', val: 30 }] });
      expect(pipe.body).toBe(['Title|Author|Pages|Price|Published|Tags|Created|Created by', `"'@cmd|x"|'+1|40|0|||${stamps[3]}|demoadmin`, ''].join('\r\n'));
      const tab = await csv(admin, { responseTypeSeparator: '\t', pageSize: 1 });
      expect(tab.body.split('\r\n')[1]).toBe(`Plain\t\t10\t1.5\t2020-01-01\t"[""a"",""b""]"\t${stamps[0]}\tdemoadmin`);
    });

    it('leaves out PREMIUM columns for free users and labels the columns in German for German users', async () => {
      ok(await call(t, free, 'POST', '/api/userData', { settings: { language: 'de' } }));
      const res = await csv(free, { pageSize: 1 });
      expect(res.body).toBe(['Titel;Autor;Seiten;Erschienen;Schlagworte;Erstellt;Erstellt von', `Plain;;10;2020-01-01;"[""a"",""b""]";${stamps[0]};demoadmin`, ''].join('\r\n'));
      ok(await call(t, free, 'POST', '/api/userData', { settings: { language: 'en' } }));
    });

    it('refuses a separator outside the list and a bad response type', async () => {
      expectError(await csv(admin, { responseTypeSeparator: 'x' }), 400);
      expectError(await csv(admin, { responseTypeSeparator: '"' }), 400);
      expectError(await csv(admin, { responseType: 'pdf' }), 400);
    });
  });

  describe('server-side cache', () => {
    let adminId: string;
    // A write nobody announces: past the API and with the change triggers off for its transaction
    // (server/cluster/changeFeed.ts), so only the cache's age can let it show.
    const sneakIn = async (model: string, title: string, ownerId = adminId) => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.insert(entities).values({ model, createdBy: ownerId, createdByName: 'sneaky', payload: { title }, creationDate: t.clock.now, updatedAt: t.clock.now });
      });
    };
    const total = async (s: Session, model: string, body: Record<string, unknown> = {}) => ok<ListAnswer>(await list(t, s, model, body)).total;
    beforeAll(async () => {
      adminId = (await userRow(t, 'demoadmin')).id;
      await defineBooks(t, admin, 'CachedBook', { permissions: OPEN });
      await defineModel(t, admin, { ...bookList('SharedCachedBookList', 'CachedBook'), cache: { maxCacheAge: 120, serverSideCacheAge: 30, allowGlobalServiceSideCache: true } });
      await defineBooks(t, admin, 'OwnBook', { permissions: { read: [], write: [], ownerScoped: true } });
      await defineBooks(t, admin, 'PaidBook', { permissions: { read: ['PREMIUM'], write: [], ownerScoped: false } });
      await createEntity(t, admin, 'CachedBook', { title: 'First' }, 'quick');
    });

    it('answers from the cache within serverSideCacheAge, fresh without it or with useCache false', async () => {
      const age = { serverSideCacheAge: 60 };
      expect(await total(premium, 'CachedBookList', age)).toBe(1);
      await sneakIn('CachedBook', 'Second');
      expect(await total(premium, 'CachedBookList', age)).toBe(1);
      expect(await total(premium, 'CachedBookList')).toBe(2);
      expect(await total(premium, 'CachedBookList', { ...age, useCache: false })).toBe(2);
      await sneakIn('CachedBook', 'Third');
      expect(await total(premium, 'CachedBookList', age)).toBe(2);
      t.clock.advance(61_000);
      expect(await total(premium, 'CachedBookList', age)).toBe(3);
    });

    it('keys the cache by the query', async () => {
      const age = { serverSideCacheAge: 60 };
      const q1 = { ...age, pageSize: 1 };
      expect(ok<ListAnswer>(await list(t, premium, 'CachedBookList', q1)).rows).toHaveLength(1);
      expect(ok<ListAnswer>(await list(t, premium, 'CachedBookList', { ...age, pageSize: 2 })).rows).toHaveLength(2);
      expect(await total(premium, 'CachedBookList', { ...age, filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: 'First' }] })).toBe(1);
    });

    it('drops the cache of a model on every write to it through the API', async () => {
      const age = { serverSideCacheAge: 600 };
      let expected = await total(premium, 'CachedBookList', age);
      await sneakIn('CachedBook', 'Sneaked');
      expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      // A write to another model leaves this cache alone.
      await createEntity(t, admin, 'Book', { title: 'Elsewhere' }, 'quick');
      expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      const saved = await createEntity(t, admin, 'CachedBook', { title: 'Saved' }, 'quick');
      expected += 2;
      expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      await sneakIn('CachedBook', 'Sneaked again');
      ok(await call(t, admin, 'PUT', '/api/entities/CachedBook', { id: saved.id, payload: { title: 'Saved twice' }, screen: 'quick' }));
      expected += 1;
      expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      const cachedTitles = titles(ok<ListAnswer>(await list(t, premium, 'CachedBookList', { ...age, pageSize: 5000 })).rows);
      expect(cachedTitles).toContain('Saved twice');
      await sneakIn('CachedBook', 'And again');
      ok(await call(t, admin, 'DELETE', `/api/entities/CachedBook?id=${saved.id}`));
      expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      // A new version of the list model or of its entity model drops the cache too.
      for (const [modelClass, name] of [['ListModel', 'CachedBookList'], ['EntityModel', 'CachedBook']] as const) {
        await sneakIn('CachedBook', `Before a new ${modelClass}`);
        expect(await total(premium, 'CachedBookList', age)).toBe(expected);
        const current = ok<ListModel>(await call(t, admin, 'GET', `/api/models/${modelClass}/${name}`));
        ok(await call(t, admin, 'PUT', '/api/admin/models', { model: { ...current, description: { en: 'changed', de: 'geändert' } } }));
        expected += 1;
        expect(await total(premium, 'CachedBookList', age)).toBe(expected);
      }
    });

    it('keeps the cache per user unless it may be shared; the list model sets the ages', async () => {
      const age = { serverSideCacheAge: 600 };
      const before = await total(premium, 'CachedBookList', { useCache: false });
      expect(await total(premium, 'CachedBookList', age)).toBe(before);
      await sneakIn('CachedBook', 'Per user');
      expect(await total(premium, 'CachedBookList', age)).toBe(before);
      expect(await total(elite, 'CachedBookList', age)).toBe(before + 1);
      // Shared: the list model allows it and caches for 30 s.
      const shared = ok<ListAnswer>(await list(t, premium, 'SharedCachedBookList'));
      expect(shared).toMatchObject({ total: before + 1, maxCacheAge: 120 });
      await sneakIn('CachedBook', 'Shared');
      expect(await total(elite, 'SharedCachedBookList')).toBe(before + 1);
      expect(await total(elite, 'SharedCachedBookList', { allowGlobalServiceSideCache: false })).toBe(before + 2);
      t.clock.advance(31_000);
      expect(await total(premium, 'SharedCachedBookList')).toBe(before + 2);
    });

    it("a shared cache never hands one user's owner-scoped records to another", async () => {
      const freeId = (await userRow(t, 'demofree')).id;
      await createEntity(t, free, 'OwnBook', { title: 'Fiona only' }, 'quick');
      await createEntity(t, premium, 'OwnBook', { title: 'Paul only' }, 'quick');
      const shared = { serverSideCacheAge: 600, allowGlobalServiceSideCache: true };
      expect(titles(ok<ListAnswer>(await list(t, admin, 'OwnBookList', shared)).rows).sort()).toEqual(['Fiona only', 'Paul only']);
      expect(titles(ok<ListAnswer>(await list(t, free, 'OwnBookList', shared)).rows)).toEqual(['Fiona only']);
      expect(titles(ok<ListAnswer>(await list(t, premium, 'OwnBookList', shared)).rows)).toEqual(['Paul only']);
      await sneakIn('OwnBook', 'Fiona sneaked', freeId);
      expect(titles(ok<ListAnswer>(await list(t, premium, 'OwnBookList', shared)).rows)).toEqual(['Paul only']);
    });

    it('a cached answer never skips the permission check', async () => {
      await createEntity(t, premium, 'PaidBook', { title: 'Paid' }, 'quick');
      const shared = { serverSideCacheAge: 600, allowGlobalServiceSideCache: true };
      expect(ok<ListAnswer>(await list(t, premium, 'PaidBookList', shared)).total).toBe(1);
      expectError(await list(t, free, 'PaidBookList', shared), 403, undefined, 'PERMISSION_MISSING');
      expect(ok<ListAnswer>(await list(t, elite, 'ElitePlanetList', shared)).total).toBe(PLANETS.length);
      expectError(await list(t, premium, 'ElitePlanetList', shared), 403, undefined, 'PERMISSION_MISSING');
    });
  });

  describe('bulk', () => {
    it('answers each command with its own status and payload', async () => {
      const above = [{ filterKey: 'payload.pages', type: 'above', val: 412 }];
      const res = ok<{ data: { id: string; status: number; payload: Record<string, unknown> }[] }>(await call(t, admin, 'POST', '/api/bulk/BookList', [
        { id: 'a', method: 'getEntities', parameter: { filterQuery: above, pageSize: 5000 } },
        { id: 'b', method: 'getEntities', parameter: { filterQuery: [{ filterKey: 'payload.nope', type: 'eq', val: 1 }] } },
        { id: 'c', method: 'getEntities' },
        { id: 'd', method: 'getEntities', parameter: { id: created[0]!.id, filterQuery: above } },
        { id: 'e', method: 'getEntities', parameter: { id: created[0]!.id } },
        { id: 'f', method: 'getEntities', parameter: { sort: { key: 'payload.isbn', direction: 'asc' } } },
      ]));
      expect(res.data.map((d) => [d.id, d.status])).toEqual([['a', 200], ['b', 400], ['c', 200], ['d', 400], ['e', 200], ['f', 400]]);
      const direct = ok<ListAnswer>(await list(t, admin, 'BookList', { filterQuery: above, pageSize: 5000 }));
      expect(res.data[0]!.payload).toEqual({ rows: direct.rows, total: direct.total, maxCacheAge: direct.maxCacheAge });
      expect(res.data[1]!.payload).toEqual({ message: 'Invalid request: the list has no column "payload.nope" to filter' });
      expect(res.data[2]!.payload.total).toBeGreaterThanOrEqual(SHELF.length);
      expect(res.data[3]!.payload).toEqual({ message: 'Invalid request: an id cannot be combined with a filter query', code: 'ID_WITH_FILTER' });
      expect(res.data[4]!.payload).toEqual({ rows: [listed(created[0]!)], total: 1, maxCacheAge: 300 });
    });

    it('strips PREMIUM values in bulk answers too, and serves datasets', async () => {
      const res = ok<{ data: { status: number; payload: ListAnswer }[] }>(await call(t, free, 'POST', '/api/bulk/BookList', [{ id: 'x', method: 'getEntities', parameter: { pageSize: 5000 } }]));
      expect(res.data[0]!.status).toBe(200);
      expect(res.data[0]!.payload.rows.some((r) => 'price' in r.payload)).toBe(false);
      const planets = ok<{ data: { status: number; payload: { rows: Planet[]; total: number } }[] }>(await call(t, free, 'POST', '/api/bulk/PlanetList', [{ id: 'p', method: 'getEntities', parameter: { idIn: ['p3'] } }]));
      expect(planets.data[0]!.payload.rows).toEqual([{ id: 'p3', name: 'Earth', radius: 6371, moons: 1, discovered: null, features: ['rocky', 'life'] }]);
    });

    it('refuses bulk requests of the wrong outer shape with 400, unknown lists with 404; a bad command gets its own 400', async () => {
      const bodies: unknown[] = [
        [], {}, [{ method: 'getEntities' }], [{ id: '', method: 'getEntities' }], ['getEntities'],
        [{ id: 'a', method: 'getEntities' }, { id: 'a', method: 'getEntities' }],
        Array.from({ length: 101 }, (_, i) => ({ id: String(i), method: 'getEntities' })),
      ];
      for (const body of bodies) expectError(await call(t, admin, 'POST', '/api/bulk/BookList', body), 400);
      // tests/api/bulkCommands.test.ts has the messages.
      const commands = [{ id: 'a' }, { id: 'b', method: 'dropTables' }, { id: 'c', method: 'getEntities', parameter: { pageSize: 10_000 } }, { id: 'd', method: 'getEntities', extra: 1 }];
      const res = ok<{ data: { id: string; status: number }[] }>(await call(t, admin, 'POST', '/api/bulk/BookList', commands));
      expect(res.data.map((d) => [d.id, d.status])).toEqual([['a', 400], ['b', 400], ['c', 400], ['d', 400]]);
      expectError(await call(t, admin, 'POST', '/api/bulk/NoList', [{ id: 'a', method: 'getEntities' }]), 404);
      expectError(await call(t, null, 'POST', '/api/bulk/BookList', [{ id: 'a', method: 'getEntities' }]), 401);
    });
  });

  describe('datasets', () => {
    const rowsOf = async (s: Session, body: Record<string, unknown>, model = 'PlanetList') => ok<{ rows: Planet[]; total: number }>(await list(t, s, model, body));

    it('lists a registered provider with the user in the context, paged by the list model', async () => {
      const before = providerCalls.length;
      const res = await rowsOf(admin, {});
      expect(res.total).toBe(PLANETS.length);
      expect(res.rows.map((p) => p.name)).toEqual(['Earth', 'Jupiter', 'Mars', 'Mercury']);
      expect(providerCalls.slice(before)).toEqual([{ dataset: 'planets', user: 'demoadmin', query: { filterQuery: [], sort: { key: 'name', direction: 'asc' }, page: 1, pageSize: 4 } }]);
      expect((await rowsOf(admin, { page: 3 })).rows.map((p) => p.name)).toEqual(['Venus']);
      expect(ok<{ datasets: string[] }>(await call(t, admin, 'GET', '/api/admin/models')).datasets).toEqual(expect.arrayContaining(['elitePlanets', 'planets']));
    });

    const FILTERS: FilterQuery[][] = [
      [{ filterKey: 'radius', type: 'above', val: 6051.8 }],
      [{ filterKey: 'moons', type: 'below', val: 2 }],
      [{ filterKey: 'moons', type: 'between', min: 1, max: 28 }],
      [{ filterKey: 'moons', type: 'eq', val: 0 }],
      [{ filterKey: 'discovered', type: 'above', val: '1800-01-01' }],
      [{ filterKey: 'name', type: 'contains', val: 'UR' }],
      [{ filterKey: 'name', type: 'in', val: ['earth', 'MARS'] }],
      [{ filterKey: 'features', type: 'in', val: ['rings'] }, { filterKey: 'radius', type: 'below', val: 50000 }],
    ];
    it.each(FILTERS)('filters as matchesAll does: %j', async (...filterQuery) => {
      const res = await rowsOf(admin, { filterQuery, pageSize: 100 });
      expect(res.rows.map((p) => p.id).sort()).toEqual(PLANETS.filter((p) => matchesAll(p, filterQuery)).map((p) => p.id).sort());
    });

    it('sorts with empty values last and reads by id', async () => {
      const asc = await rowsOf(admin, { sort: { key: 'moons', direction: 'asc' }, pageSize: 100 });
      expect(asc.rows.map((p) => p.moons)).toEqual([0, 0, 1, 2, 16, 28, 95, 146, null]);
      const desc = await rowsOf(admin, { sort: { key: 'discovered', direction: 'desc' }, pageSize: 100 });
      expect(desc.rows.slice(0, 3).map((p) => p.name)).toEqual(['Pluto', 'Neptune', 'Uranus']);
      expect(await rowsOf(admin, { id: 'p5' })).toMatchObject({ rows: [{ name: 'Jupiter' }], total: 1 });
      expect((await rowsOf(admin, { idIn: ['p1', 'p9', 'nope'] })).rows.map((p) => p.name)).toEqual(['Mercury', 'Pluto']);
      expectError(await list(t, admin, 'PlanetList', { id: 'p5', filterQuery: [{ filterKey: 'name', type: 'eq', val: 'x' }] }), 400, undefined, 'ID_WITH_FILTER');
    });

    it('strips PREMIUM values without PREMIUM and HIDDEN values always', async () => {
      const freeRows = (await rowsOf(free, { pageSize: 100 })).rows;
      expect(freeRows.every((p) => !('mass' in p) && !('secret' in p))).toBe(true);
      const premiumRows = (await rowsOf(premium, { pageSize: 100 })).rows;
      expect(premiumRows.every((p) => typeof p.mass === 'number' && !('secret' in p))).toBe(true);
      expectError(await list(t, free, 'PlanetList', { filterQuery: [{ filterKey: 'mass', type: 'above', val: 1 }] }), 400);
      expectError(await list(t, free, 'PlanetList', { sort: { key: 'mass', direction: 'desc' } }), 400);
      expectError(await list(t, admin, 'PlanetList', { filterQuery: [{ filterKey: 'secret', type: 'eq', val: 's1' }] }), 400);
      expect((await rowsOf(premium, { filterQuery: [{ filterKey: 'mass', type: 'above', val: 500 }] })).total).toBe(2);
      // The provider's rows are left whole.
      expect(PLANETS[0]!.secret).toBe('s1');
    });

    it("sends a dataset's own row text when the user sees every column, and the rows without the hidden columns otherwise", async () => {
      const full = (await rowsOf(premium, {}, 'TextPlanetList')).rows;
      expect(full.map((r) => r.name)).toEqual(['Earth', 'Jupiter', 'Mars', 'Mercury']);
      expect(full.every((r) => r.viaBytes === true && typeof r.mass === 'number')).toBe(true);
      const stripped = (await rowsOf(free, {}, 'TextPlanetList')).rows;
      expect(stripped.map((r) => r.name)).toEqual(['Earth', 'Jupiter', 'Mars', 'Mercury']);
      expect(stripped.some((r) => 'viaBytes' in r || 'mass' in r)).toBe(false);
    });

    it("checks the provider's permission, and answers 404 for a dataset nobody registered", async () => {
      expectError(await list(t, premium, 'ElitePlanetList'), 403, undefined, 'PERMISSION_MISSING');
      expect((await rowsOf(elite, {}, 'ElitePlanetList')).total).toBe(PLANETS.length);
      expectError(await list(t, admin, 'GhostList'), 404, 'The dataset "ghosts" is not available');
    });

    it('caches a provider answer for serverSideCacheAge', async () => {
      const count = () => providerCalls.filter((c) => c.dataset === 'planets').length;
      const before = count();
      expect((await rowsOf(free, {}, 'CachedPlanetList')).total).toBe(PLANETS.length);
      expect((await rowsOf(premium, {}, 'CachedPlanetList')).rows[0]!.mass).toBe(5.97);
      expect((await rowsOf(free, {}, 'CachedPlanetList')).rows[0]).not.toHaveProperty('mass');
      expect(count()).toBe(before + 1);
      t.clock.advance(121_000);
      await rowsOf(free, {}, 'CachedPlanetList');
      expect(count()).toBe(before + 2);
    });
  });
});
