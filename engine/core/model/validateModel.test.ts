import { describe, expect, it } from 'vitest';
import { validateModel, type ModelProblem } from './validateModel';
import type { EntityModel, ListModel } from './modelTypes';
import { PERMISSION_MODULES } from '../../../product/permissionModules';

const ticket: EntityModel = {
  modelClass: 'EntityModel',
  name: 'DomainSupportTicket',
  label: 'models:DomainSupportTicket.label',
  description: { en: 'A support ticket', de: 'Ein Support-Ticket' },
  schema: {
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string', maxLength: 200 },
      content: { type: 'string' },
      status: { type: 'string', enum: ['open', 'closed'] },
    },
  },
  uiSchema: { content: { 'ui:widget': 'textarea' } },
  fieldLabels: { title: { en: 'Title', de: 'Titel' } },
  rules: { title: [{ rule: 'isSet' }, { rule: 'minLength', value: 3, message: 'should NOT be shorter than 3 characters' }] },
  screens: { default: ['title', 'content'], admin: ['title', 'content', 'status'] },
  permissions: { read: ['FREE'], write: ['FREE'], ownerScoped: true },
  events: { close: { label: { en: 'Close', de: 'Schließen' }, permission: 'ADMIN' } },
  cache: { maxCacheAge: 300, serverSideCacheAge: 0, allowGlobalServiceSideCache: false },
};

const tickets: ListModel = {
  modelClass: 'ListModel',
  name: 'SupportTickets',
  label: { en: 'Support tickets', de: 'Support-Tickets' },
  source: { kind: 'entity', entity: 'DomainSupportTicket' },
  columns: [
    { key: 'payload.title', label: 'Title', type: 'string', group: 'GENERAL', filter: { type: 'text' }, sortable: true, width: 200 },
    { key: 'payload.status', label: 'Status', type: 'enum', group: 'GENERAL', filter: { type: 'enum', options: [{ value: 'open', label: 'Open' }] } },
    { key: 'h64', label: 'Hurst', type: 'number', group: 'PREMIUM', decimals: 3, filter: { type: 'number', min: 0, max: 1, boundsMessage: 'Hurst Value needs to be between 0 and 1' } },
    { key: 'trend', label: 'Trend', type: 'signal', group: 'GENERAL', sortOrder: 'signal', filter: { type: 'signalFilter', options: [{ value: 'trendBullish', label: 'Bullish' }] } },
    { key: 'creationDate', label: 'Created', type: 'datetime', group: 'HIDDEN', filter: { type: 'date' }, tooltip: { en: 'When', de: 'Wann' } },
  ],
  defaultSort: { key: 'payload.title', direction: 'asc' },
  sortCycle: 'ascDescNone',
  rowActions: [
    { id: 'edit', label: 'Edit', kind: 'edit' },
    { id: 'close', label: 'Close', kind: 'event', event: 'close', permission: 'ADMIN' },
    { id: 'open', label: 'Open', kind: 'open', path: '/dashboard/m/DomainSupportTicket/:id' },
  ],
  form: 'DomainSupportTicket',
  pageSize: 50,
  permissions: { read: ['FREE'] },
  cache: { maxCacheAge: 60 },
};

const clone = <T>(v: T): T => structuredClone(v);
const problemsOf = (candidate: unknown, knownModules?: readonly string[]): ModelProblem[] => {
  const r = validateModel(candidate, knownModules ? { knownModules } : {});
  expect(r.valid).toBe(r.problems.length === 0);
  return r.problems;
};
const paths = (candidate: unknown, knownModules?: readonly string[]): string[] => problemsOf(candidate, knownModules).map((p) => p.path);

describe('validateModel: valid models', () => {
  it('accepts a full entity model', () => {
    expect(validateModel(ticket, { knownModules: PERMISSION_MODULES })).toEqual({ valid: true, problems: [] });
  });
  it('accepts a full list model', () => {
    expect(validateModel(tickets, { knownModules: PERMISSION_MODULES })).toEqual({ valid: true, problems: [] });
  });
  it('accepts minimal models', () => {
    expect(validateModel({
      modelClass: 'EntityModel', name: 'Note', label: 'Note',
      schema: { type: 'object', properties: { text: { type: 'string' } } },
      permissions: { read: [], write: [], ownerScoped: false },
    }).valid).toBe(true);
    expect(validateModel({
      modelClass: 'ListModel', name: 'Assets', label: 'Assets', source: { kind: 'dataset', dataset: 'assets' },
      columns: [{ key: 'ticker', label: 'Ticker', type: 'string', group: 'GENERAL' }],
      defaultSort: { key: 'ticker', direction: 'asc' },
    }).valid).toBe(true);
  });
});

describe('validateModel: input that is not a model', () => {
  it.each([['null', null], ['undefined', undefined], ['a string', 'EntityModel'], ['a number', 5], ['an array', [ticket]], ['a boolean', true]])('refuses %s with the root path', (_what, candidate) => {
    expect(problemsOf(candidate)).toEqual([{ path: '', message: 'A model must be a JSON object' }]);
  });
  it.each([[{}], [{ ...ticket, modelClass: 'FormModel' }], [{ ...ticket, modelClass: 'entitymodel' }]])('refuses a wrong modelClass %#', (candidate) => {
    expect(paths(candidate)).toEqual(['/modelClass']);
  });
});

describe('validateModel: meta-schema problems', () => {
  it('an unknown property at the root', () => {
    expect(problemsOf({ ...ticket, colour: 'red' })).toEqual([{ path: '', message: 'unknown property "colour"' }]);
    expect(problemsOf({ ...tickets, colour: 'red' })).toEqual([{ path: '', message: 'unknown property "colour"' }]);
  });
  it('an unknown property in a column', () => {
    const m = clone(tickets);
    (m.columns[2] as unknown as Record<string, unknown>).colour = 'red';
    expect(problemsOf(m)).toEqual([{ path: '/columns/2', message: 'unknown property "colour"' }]);
  });
  it('a missing property', () => {
    const { permissions: _p, ...noPermissions } = ticket;
    expect(problemsOf(noPermissions)).toEqual([{ path: '', message: 'missing property "permissions"' }]);
  });
  it('an unknown rule name', () => {
    const m = clone(ticket) as unknown as { rules: Record<string, { rule: string }[]> };
    m.rules.title![0]!.rule = 'isPrime';
    expect(paths(m)).toEqual(['/rules/title/0/rule']);
  });
  it('an unknown column type and group', () => {
    const m = clone(tickets) as unknown as { columns: Record<string, unknown>[] };
    m.columns[0]!.type = 'money';
    m.columns[1]!.group = 'SECRET';
    expect(paths(m).sort()).toEqual(['/columns/0/type', '/columns/1/group']);
  });
  it('a schema that is not an object schema', () => {
    expect(paths({ ...ticket, schema: { type: 'string' } })).toContain('/schema/type');
  });
  it('a bad model name', () => {
    expect(paths({ ...ticket, name: '1 bad name' })).toEqual(['/name']);
  });
});

describe('validateModel: entity model problems', () => {
  it('rules that name a field the schema does not have', () => {
    const m = clone(ticket);
    m.rules = { ...m.rules, subject: [{ rule: 'isSet' }] };
    expect(problemsOf(m)).toEqual([{ path: '/rules/subject', message: 'rules name the field "subject", which the schema does not have' }]);
  });
  it('a rule comparing with a field the schema does not have', () => {
    const m = clone(ticket);
    m.rules = { content: [{ rule: 'equal', field: 'contents' }] };
    expect(paths(m)).toEqual(['/rules/content/0/field']);
  });
  it('minLength without a number', () => {
    const m = clone(ticket);
    m.rules = { title: [{ rule: 'isSet' }, { rule: 'minLength', value: 'three' }] };
    expect(paths(m)).toEqual(['/rules/title/1/value']);
  });
  it('equal or notEqual with nothing to compare with', () => {
    const m = clone(ticket);
    m.rules = { title: [{ rule: 'equal' }, { rule: 'notEqual' }] };
    expect(paths(m)).toEqual(['/rules/title/0', '/rules/title/1']);
  });
  it('a screen showing a field the schema does not have', () => {
    const m = clone(ticket);
    m.screens = { default: ['title', 'body'] };
    expect(paths(m)).toEqual(['/screens/default/1']);
  });
  it('a schema that does not compile', () => {
    const m = clone(ticket);
    m.schema = { ...m.schema, properties: { ...m.schema.properties, title: { type: 'text' } } };
    const problems = problemsOf(m);
    expect(problems.map((p) => p.path)).toEqual(['/schema']);
    expect(problems[0]!.message).toMatch(/^the schema does not compile: /);
  });
  it('a schema with a dangling reference', () => {
    const m = clone(ticket);
    m.schema = { ...m.schema, properties: { ...m.schema.properties, title: { $ref: '#/definitions/missing' } } };
    expect(paths(m)).toEqual(['/schema']);
  });
  it('several problems at once', () => {
    const m = clone(ticket);
    m.rules = { nope: [{ rule: 'isSet' }], title: [{ rule: 'minLength' }] };
    m.screens = { default: ['gone'] };
    expect(paths(m)).toEqual(['/rules/nope', '/rules/title/0/value', '/screens/default/0']);
  });
});

describe('validateModel: list model problems', () => {
  it('a default sort that is not a column', () => {
    const m = clone(tickets);
    m.defaultSort = { key: 'ticker', direction: 'asc' };
    expect(problemsOf(m)).toEqual([{ path: '/defaultSort/key', message: 'the default sort names "ticker", which is not a column' }]);
  });
  it('a duplicate column key, reported at the second use', () => {
    const m = clone(tickets);
    m.columns.push({ ...m.columns[0]! });
    expect(paths(m)).toEqual(['/columns/5/key']);
  });
  it.each(['enum', 'enum-multipleChoice'] as const)('an %s filter with an empty list of options (none at all offers the rows\' values)', (type) => {
    const m = clone(tickets);
    m.columns[1]!.filter = { type, options: [] };
    expect(paths(m)).toEqual(['/columns/1/filter/options']);
    m.columns[1]!.filter = { type };
    expect(paths(m)).toEqual([]);
  });
  it('a filter whose min is above its max', () => {
    const m = clone(tickets);
    m.columns[2]!.filter = { type: 'number', min: 1, max: 0 };
    expect(paths(m)).toEqual(['/columns/2/filter']);
    m.columns[2]!.filter = { type: 'number', min: 1, max: 1 };
    expect(paths(m)).toEqual([]);
  });
  it('an event action without an event', () => {
    const m = clone(tickets);
    m.rowActions = [{ id: 'close', label: 'Close', kind: 'event' }];
    expect(problemsOf(m)).toEqual([{ path: '/rowActions/0/event', message: 'an event action needs the event name' }]);
  });
  it('an open action without a path', () => {
    const m = clone(tickets);
    m.rowActions = [{ id: 'edit', label: 'Edit', kind: 'edit' }, { id: 'open', label: 'Open', kind: 'open' }];
    expect(problemsOf(m)).toEqual([{ path: '/rowActions/1/path', message: 'an open action needs a path' }]);
  });
  it('an open action whose path is not a local path', () => {
    const m = clone(tickets);
    m.rowActions = [{ id: 'open', label: 'Open', kind: 'open', path: 'javascript:alert(1)' }];
    expect(paths(m)).toEqual(['/rowActions/0/path']);
  });
  it('a bad column key', () => {
    const m = clone(tickets);
    m.columns[0]!.key = 'payload..title';
    expect(paths(m)).toContain('/columns/0/key');
  });
  it('a source that is neither an entity nor a dataset', () => {
    expect(paths({ ...tickets, source: { kind: 'sql', query: 'select 1' } })).toContain('/source');
  });
});

describe('validateModel: permission modules', () => {
  it('reports unknown modules with their path when knownModules is given', () => {
    const e = clone(ticket);
    e.permissions = { read: ['FREE', 'GOLD'], write: ['PLATINUM'], ownerScoped: false };
    expect(problemsOf(e, PERMISSION_MODULES)).toEqual([
      { path: '/permissions/read/1', message: 'unknown permission module "GOLD"' },
      { path: '/permissions/write/0', message: 'unknown permission module "PLATINUM"' },
    ]);
    const l = clone(tickets);
    l.permissions = { read: ['GOLD'] };
    expect(paths(l, PERMISSION_MODULES)).toEqual(['/permissions/read/0']);
  });
  it('does not check modules without knownModules', () => {
    const e = clone(ticket);
    e.permissions = { read: ['GOLD'], write: [], ownerScoped: false };
    expect(validateModel(e).valid).toBe(true);
  });
  it('accepts the hidden permission as a known module', () => {
    const e = clone(ticket);
    e.permissions = { read: ['NOT_EXISTING_SO_HIDDEN'], write: [], ownerScoped: false };
    expect(validateModel(e, { knownModules: PERMISSION_MODULES }).valid).toBe(true);
  });
});

describe('validateModel: the row filter', () => {
  const withRowFilter = (rowFilter: unknown): unknown => ({ ...clone(ticket), permissions: { ...ticket.permissions, rowFilter } });
  it('accepts filters on the record\'s fields and envelope keys, with the modules that see every row', () => {
    const e = withRowFilter({
      filterQuery: [
        { filterKey: 'payload.status', type: 'eq', val: 'closed' },
        { filterKey: 'createdBy', type: 'in', val: ['a', 'b'] },
        { filterKey: 'creationDate', type: 'above', val: '2026-01-01' },
      ],
      unless: ['ADMIN', 'CMS_MANAGER'],
    });
    expect(problemsOf(e, [...PERMISSION_MODULES, 'CMS_MANAGER'])).toEqual([]);
  });
  it('names a filter on a field the schema does not have, and a filter that cannot run', () => {
    expect(problemsOf(withRowFilter({ filterQuery: [{ filterKey: 'payload.ghost', type: 'eq', val: 1 }, { filterKey: 'status', type: 'eq', val: 1 }], unless: [] }))).toEqual([
      { path: '/permissions/rowFilter/filterQuery/0/filterKey', message: 'the row filter names "payload.ghost", which is not a field of the record' },
      { path: '/permissions/rowFilter/filterQuery/1/filterKey', message: 'the row filter names "status", which is not a field of the record' },
    ]);
    expect(problemsOf(withRowFilter({ filterQuery: [{ filterKey: 'payload.status', type: 'in', val: [] }], unless: [] }))).toEqual([
      { path: '/permissions/rowFilter/filterQuery/0', message: 'payload.status: "in" needs a non-empty list in val' },
    ]);
  });
  it('refuses a row filter of the wrong shape', () => {
    expect(paths(withRowFilter({ filterQuery: [], unless: [] }))).toEqual(['/permissions/rowFilter/filterQuery']);
    expect(paths(withRowFilter({ filterQuery: [{ filterKey: 'payload.status', type: 'like', val: 'x' }], unless: [] }))).toContain('/permissions/rowFilter/filterQuery/0/type');
    expect(problemsOf(withRowFilter({ filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'x' }] }))).toEqual([{ path: '/permissions/rowFilter', message: 'missing property "unless"' }]);
    expect(problemsOf(withRowFilter({ filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'x' }], unless: [], sql: 'true' }))).toEqual([
      { path: '/permissions/rowFilter', message: 'unknown property "sql"' },
    ]);
  });
  it('reports unknown modules in the row filter, the events and the row actions', () => {
    const e = withRowFilter({ filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'x' }], unless: ['GOLD'] }) as EntityModel;
    e.events = { close: { label: 'Close', permission: 'SILVER' } };
    expect(paths(e, PERMISSION_MODULES)).toEqual(['/permissions/rowFilter/unless/0', '/events/close/permission']);
    const l = clone(tickets);
    l.rowActions = [{ id: 'close', label: 'Close', kind: 'event', event: 'close', permission: 'BRONZE' }];
    expect(problemsOf(l, PERMISSION_MODULES)).toEqual([{ path: '/rowActions/0/permission', message: 'unknown permission module "BRONZE"' }]);
  });
});
