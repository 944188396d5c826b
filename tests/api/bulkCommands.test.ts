import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { call, createEntity, defineBooks, demo, list, ok, type Envelope, type ListAnswer } from './support/engine';

/**
 * Issue 17, point 11: the bulk call answers per command (document 2 section 7). A command with an
 * unknown method or a bad parameter gets its own status and message; the others are answered.
 * Only a request whose outer shape is wrong is refused as a whole.
 */

interface Answer { id: string; status: number; payload: ListAnswer | { message: string; code?: string | number } }

describe.each(BACKENDS)('bulk commands on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let admin: Session;
  const made: Envelope[] = [];

  const bulk = async (s: Session, body: unknown, model = 'BookList'): Promise<Answer[]> => ok<{ data: Answer[] }>(await call(t, s, 'POST', `/api/bulk/${model}`, body)).data;
  const long = [{ filterKey: 'payload.pages', type: 'above', val: 300 }];

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, admin] = await Promise.all([demo(t, 'demofree'), demo(t, 'demoadmin')]);
    await defineBooks(t, admin, 'Book', { permissions: { read: [], write: [], ownerScoped: false } });
    for (const [title, pages] of [['Dune', 412], ['Momo', 304], ['Emil', 120]] as const) made.push(await createEntity(t, admin, 'Book', { title, pages }, 'quick'));
  });
  afterAll(async () => { await t.close(); });

  it('answers every command with its own status; a bad one spoils none of the others', async () => {
    const data = await bulk(free, [
      { id: 'ok', method: 'getEntities', parameter: { pageSize: 10 } },
      { id: 'method', method: 'dropTables' },
      { id: 'noMethod' },
      { id: 'pageSize', method: 'getEntities', parameter: { pageSize: 10_000 } },
      { id: 'extra', method: 'getEntities', admin: true },
      { id: 'unknownParam', method: 'getEntities', parameter: { sql: 'select 1' } },
      { id: 'notObject', method: 'getEntities', parameter: 'all' },
      { id: 'badFilter', method: 'getEntities', parameter: { query: [{ filterKey: 'payload.pages', type: 'like', val: 1 }] } },
      { id: 'both', method: 'getEntities', parameter: { query: long, filterQuery: long } },
      { id: 'forbiddenColumn', method: 'getEntities', parameter: { query: [{ filterKey: 'payload.isbn', type: 'eq', val: '1' }] } },
      { id: 'last', method: 'getEntities', parameter: { query: long } },
    ]);
    expect(data.map((d) => [d.id, d.status, 'rows' in d.payload ? d.payload.total : d.payload.message])).toEqual([
      ['ok', 200, 3],
      ['method', 400, 'Invalid request: unknown method "dropTables"; the bulk call knows getEntities'],
      ['noMethod', 400, 'Invalid request: command is missing the required field "method"'],
      ['pageSize', 400, 'Invalid request: command.parameter.pageSize must be at most 5000'],
      ['extra', 400, 'Invalid request: command has an unknown field "admin"'],
      ['unknownParam', 400, 'Invalid request: command.parameter has an unknown field "sql"'],
      ['notObject', 400, 'Invalid request: command.parameter must be of type object'],
      ['badFilter', 400, 'Invalid request: command.parameter.query.0.type must be one of above, below, between, in, eq, contains'],
      ['both', 400, 'Invalid request: send the filter as query or as filterQuery, not both'],
      ['forbiddenColumn', 400, 'Invalid request: the list has no column "payload.isbn" to filter'],
      ['last', 200, 2],
    ]);
    expect(data[1]!.payload).toEqual({ message: 'Invalid request: unknown method "dropTables"; the bulk call knows getEntities', code: 'UNKNOWN_METHOD' });
  });

  it('takes the filter as query (the spec\'s name) or as filterQuery, with the same answer as the list call', async () => {
    const data = await bulk(free, [
      { id: 'spec', method: 'getEntities', parameter: { query: long, serverSideCacheAge: 0, allowGlobalServiceSideCache: false } },
      { id: 'ours', method: 'getEntities', parameter: { filterQuery: long } },
      { id: 'none', method: 'getEntities', parameter: null },
    ]);
    const direct = ok<ListAnswer>(await list(t, free, 'BookList', { filterQuery: long }));
    expect(data[0]).toEqual({ id: 'spec', status: 200, payload: { rows: direct.rows, total: 2, maxCacheAge: 300 } });
    expect(data[1]).toEqual({ ...data[0], id: 'ours' });
    expect(data[2]).toMatchObject({ id: 'none', status: 200, payload: { total: 3 } });
  });

  it('refuses a request whose outer shape is wrong as a whole, with 400', async () => {
    const one = { id: 'a', method: 'getEntities' };
    const cases: [unknown, string | RegExp][] = [
      [{}, 'Invalid request: body must be of type array'],
      [[], /body must NOT have fewer than 1 items/],
      [Array.from({ length: 101 }, (_, i) => ({ ...one, id: String(i) })), 'Invalid request: body must hold at most 100 entries'],
      [[one, 'getEntities'], 'Invalid request: body.1 must be of type object'],
      [[one, { method: 'getEntities' }], 'Invalid request: body.1 is missing the required field "id"'],
      [[{ ...one, id: '' }], 'Invalid request: body.0.id must be at least 1 characters long'],
      [[{ ...one, id: 7 }], 'Invalid request: body.0.id must be of type string'],
      [[one, { ...one, parameter: { page: 2 } }], 'Invalid request: the command id "a" is used twice; each command needs its own'],
    ];
    for (const [body, message] of cases) expectError(await call(t, free, 'POST', '/api/bulk/BookList', body), 400, message);
    // The list model of the path is the request's, not a command's.
    expectError(await call(t, free, 'POST', '/api/bulk/NoList', [one]), 404);
    expectError(await call(t, null, 'POST', '/api/bulk/BookList', [one]), 401);
  });
});
