import { describe, expect, it } from 'vitest';
import { accessGates, gateProblems, grantProblems, isAdminOnly, widens, type AccessGate } from './modelGrants';
import type { EntityModel, ListModel, ModelPermissions } from '../model/modelTypes';

const CMS = ['FREE', 'CMSManager'];
const ADMIN = ['FREE', 'ADMIN', 'CMSManager'];

const entity = (permissions: ModelPermissions, events?: EntityModel['events']): EntityModel => ({
  modelClass: 'EntityModel', name: 'Thing', label: 'Thing',
  schema: { type: 'object', properties: { status: { type: 'string' } } }, permissions, ...(events ? { events } : {}),
});
const list = (read?: string[], rowActions?: ListModel['rowActions']): ListModel => ({
  modelClass: 'ListModel', name: 'Things', label: 'Things', source: { kind: 'entity', entity: 'Thing' },
  columns: [{ key: 'payload.status', label: 'Status', type: 'string', group: 'GENERAL' }], defaultSort: { key: 'payload.status', direction: 'asc' },
  ...(read ? { permissions: { read } } : {}), ...(rowActions ? { rowActions } : {}),
});
const gate = (admits: AccessGate['admits'], scope?: string): AccessGate => ({ path: '/g', right: 'use it', who: 'can use it', admits, ...(scope ? { scope } : {}) });
const open: ModelPermissions = { read: [], write: [], ownerScoped: false };
const published = [{ filterKey: 'payload.status', type: 'eq' as const, val: 'published' }];
const pathsOf = (current: EntityModel | ListModel | undefined, next: EntityModel | ListModel, modules = CMS): string[] =>
  grantProblems(current, next, modules).map((p) => p.path);

describe('widens', () => {
  it('nothing is wider than everyone; everyone is wider than any module list', () => {
    expect(widens(gate('everyone'), gate(['ADMIN']))).toBe(false);
    expect(widens(gate(['PREMIUM']), gate('everyone'))).toBe(true);
    expect(widens(gate([]), gate('everyone'))).toBe(true);
  });
  it('a module the gate did not name widens it; dropping one, the hidden one or ADMIN does not', () => {
    expect(widens(gate(['PREMIUM']), gate(['PREMIUM', 'ELITE']))).toBe(true);
    expect(widens(gate(['PREMIUM', 'ELITE']), gate(['ELITE']))).toBe(false);
    expect(widens(gate(['CMSManager']), gate(['CMS_MANAGER', 'ADMIN', 'NOT_EXISTING_SO_HIDDEN']))).toBe(false);
    expect(widens(gate([]), gate(['NOT_EXISTING_SO_HIDDEN']))).toBe(false);
  });
  it('any change of what the gate guards (the row filter) widens it', () => {
    expect(widens(gate(['CMSManager'], 'a'), gate(['CMSManager'], 'b'))).toBe(true);
    expect(widens(gate(['CMSManager'], 'a'), gate(['CMSManager'], 'a'))).toBe(false);
  });
});

describe('gateProblems', () => {
  it('lets an editor widen a gate they pass, to modules they hold or to everyone', () => {
    expect(gateProblems(gate(['CMSManager']), gate(['CMSManager', 'FREE']), CMS)).toEqual([]);
    expect(gateProblems(gate(['CMSManager']), gate('everyone'), CMS)).toEqual([]);
  });
  it('refuses to widen a gate the editor does not pass', () => {
    expect(gateProblems(gate(['ADMIN']), gate(['ADMIN', 'CMSManager']), CMS)).toEqual([
      { path: '/g', message: 'You may not widen who can use it, which admits ADMIN: you do not hold that permission yourself.' },
    ]);
    expect(gateProblems(gate([]), gate('everyone'), CMS)).toEqual([
      { path: '/g', message: 'You may not widen who can use it, which admits nobody: you do not hold that permission yourself.' },
    ]);
  });
  it('refuses a module the editor does not hold, on a new gate or a widened one', () => {
    expect(gateProblems(undefined, gate(['PREMIUM', 'CMSManager']), CMS)).toEqual([
      { path: '/g', message: 'You may not grant PREMIUM the right to use it: you do not hold PREMIUM yourself.' },
    ]);
    expect(gateProblems(gate(['CMSManager']), gate(['CMSManager', 'ELITE']), CMS).map((p) => p.message)).toEqual([
      'You may not grant ELITE the right to use it: you do not hold ELITE yourself.',
    ]);
  });
  it('lets anyone narrow a gate, and admins do anything', () => {
    expect(gateProblems(gate('everyone'), gate(['PREMIUM']), CMS)).toEqual([]);
    expect(gateProblems(gate(['ADMIN']), gate('everyone'), ADMIN)).toEqual([]);
    expect(gateProblems(undefined, gate(['Crypto']), ADMIN)).toEqual([]);
  });
  it('a new gate for everyone, for nobody or for admins grants nothing the editor lacks', () => {
    for (const admits of ['everyone', ['NOT_EXISTING_SO_HIDDEN'], ['ADMIN']] as const) expect(gateProblems(undefined, gate(admits), CMS)).toEqual([]);
  });
  it('with reached, the editor need not pass the gate as it stands', () => {
    expect(gateProblems(gate(['ADMIN']), gate('everyone'), CMS, true)).toEqual([]);
    expect(gateProblems(gate(['ADMIN']), gate(['PREMIUM']), CMS, true).map((p) => p.path)).toEqual(['/g']);
  });
});

describe('accessGates', () => {
  it('lists the gates of an entity model: read, write, owner scoping, row filter and each event', () => {
    const gates = accessGates(entity({ read: ['FREE'], write: [], ownerScoped: true, rowFilter: { filterQuery: published, unless: ['CMSManager'] } }, {
      publish: { label: 'Publish', permission: 'ADMIN' }, archive: { label: 'Archive' },
    }));
    expect(gates.map((g) => [g.path, g.admits])).toEqual([
      ['/permissions/read', ['FREE']], ['/permissions/write', 'everyone'], ['/permissions/ownerScoped', ['ADMIN']],
      ['/permissions/rowFilter', ['CMSManager']], ['/events/publish', ['ADMIN']], ['/events/archive', 'everyone'],
    ]);
    expect(gates[3]!.scope).toBe(JSON.stringify(published));
  });
  it('lists the gates of a list model: read and each row action', () => {
    expect(accessGates(list(['PREMIUM'], [{ id: 'edit', label: 'Edit', kind: 'edit', permission: 'CMSManager' }, { id: 'edit', label: 'Edit', kind: 'edit' }])).map((g) => [g.path, g.admits]))
      .toEqual([['/permissions/read', ['PREMIUM']], ['/rowActions/edit', ['CMSManager']], ['/rowActions/edit#2', 'everyone']]);
    expect(accessGates(list()).map((g) => g.admits)).toEqual(['everyone']);
  });
});

describe('grantProblems', () => {
  const notifications = entity({ read: ['ADMIN'], write: ['ADMIN'], ownerScoped: false }, { publish: { label: 'Publish', permission: 'ADMIN' } });
  it('refuses a CMS manager opening an admins\' model to themselves', () => {
    expect(pathsOf(notifications, entity({ read: ['ADMIN', 'CMSManager'], write: ['ADMIN', 'CMSManager'], ownerScoped: false }, { publish: { label: 'Publish', permission: 'CMSManager' } })))
      .toEqual(['/permissions/read', '/permissions/write', '/events/publish']);
    expect(pathsOf(notifications, entity(open, { publish: { label: 'Publish' } }))).toEqual(['/permissions/read', '/permissions/write', '/events/publish']);
    expect(pathsOf(notifications, entity(open, { publish: { label: 'Publish' } }), ADMIN)).toEqual([]);
  });
  it('refuses removing owner scoping or the row filter the editor does not pass', () => {
    expect(pathsOf(entity({ ...open, ownerScoped: true }), entity(open))).toEqual(['/permissions/ownerScoped']);
    const premiumRows = entity({ ...open, rowFilter: { filterQuery: published, unless: ['PREMIUM'] } });
    expect(pathsOf(premiumRows, entity(open))).toEqual(['/permissions/rowFilter']);
    expect(pathsOf(premiumRows, entity({ ...open, rowFilter: { filterQuery: [{ ...published[0]!, val: 'draft' }], unless: ['PREMIUM'] } }))).toEqual(['/permissions/rowFilter']);
    // The content's editors may change their own row filter.
    const content = entity({ ...open, rowFilter: { filterQuery: published, unless: ['CMSManager', 'ADMIN'] } });
    expect(pathsOf(content, entity(open))).toEqual([]);
  });
  it('checks every gate of a new model, and a new event of a changed one', () => {
    expect(pathsOf(undefined, entity({ read: ['PREMIUM'], write: ['CMSManager'], ownerScoped: true }))).toEqual(['/permissions/read']);
    expect(pathsOf(undefined, list(['ELITE'], [{ id: 'x', label: 'X', kind: 'edit', permission: 'Crypto' }]))).toEqual(['/permissions/read', '/rowActions/x']);
    expect(pathsOf(entity(open), entity(open, { sync: { label: 'Sync', permission: 'DEV_ONLY' } }))).toEqual(['/events/sync']);
    expect(pathsOf(undefined, entity({ read: [], write: ['CMSManager', 'ADMIN'], ownerScoped: true }))).toEqual([]);
  });
  it('allows narrowing and changes that touch no gate', () => {
    expect(pathsOf(entity(open), entity({ read: ['PREMIUM'], write: ['ELITE'], ownerScoped: true }))).toEqual([]);
    expect(pathsOf(notifications, { ...notifications, label: 'Renamed' })).toEqual([]);
  });
});

describe('isAdminOnly', () => {
  it('is true when read or write names ADMIN alone (or with the hidden module)', () => {
    expect(isAdminOnly(entity({ read: ['ADMIN'], write: ['ADMIN'], ownerScoped: false }))).toBe(true);
    expect(isAdminOnly(entity({ read: [], write: ['ADMIN'], ownerScoped: false }))).toBe(true);
    expect(isAdminOnly(entity({ read: ['ADMIN', 'NOT_EXISTING_SO_HIDDEN'], write: [], ownerScoped: false }))).toBe(true);
    expect(isAdminOnly(list(['ADMIN']))).toBe(true);
  });
  it('is false for open models and those shared with other modules', () => {
    expect(isAdminOnly(entity(open))).toBe(false);
    expect(isAdminOnly(entity({ read: ['ADMIN', 'CMSManager'], write: ['CMSManager', 'ADMIN'], ownerScoped: false }))).toBe(false);
    expect(isAdminOnly(list())).toBe(false);
    expect(isAdminOnly(list(['PREMIUM']))).toBe(false);
  });
});
