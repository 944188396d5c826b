import { afterEach, describe, expect, it } from 'vitest';
import {
  canReadEntity, canReadList, canWriteEntity, routeAccess, rowFilterFor, seesOnlyOwn, staffModules, visibleColumnGroups,
} from './modelAccess';
import { installPermissionScheme } from './permissionScheme';
import type { EntityModel, ListModel } from '../model/modelTypes';
import { HIDDEN_PERMISSION, PERMISSION_MODULES, PERMISSION_SCHEME } from '../../../product/permissionModules';

// The product's scheme is installed for every test (tests/setup/productScheme.ts); a test that
// installs another one puts it back.
afterEach(() => installPermissionScheme(PERMISSION_SCHEME));
const withPremiumColumns = (premiumColumns: readonly string[]): void => installPermissionScheme({ ...PERMISSION_SCHEME, premiumColumns });

const ALL_MODULES: readonly string[] = [...PERMISSION_MODULES];
const PREMIUM_MODULES = ['PREMIUM', 'ELITE', 'OrderElitePlus', 'OrderProfessional'];

const entity = (permissions: EntityModel['permissions']): EntityModel => ({
  modelClass: 'EntityModel', name: 'Thing', label: 'Thing',
  schema: { type: 'object', properties: { a: { type: 'string' } } }, permissions,
});
const list = (permissions?: ListModel['permissions']): ListModel => ({
  modelClass: 'ListModel', name: 'Things', label: 'Things', source: { kind: 'entity', entity: 'Thing' },
  columns: [{ key: 'a', label: 'A', type: 'string', group: 'GENERAL' }], defaultSort: { key: 'a', direction: 'asc' },
  ...(permissions ? { permissions } : {}),
});

describe('routeAccess', () => {
  const crypto = { permission: 'Crypto', previewPermission: 'FREE' };
  it('is allowed with the permission', () => {
    expect(routeAccess(crypto, ['FREE', 'Crypto'])).toBe('allowed');
  });
  it('is preview with only the preview permission', () => {
    expect(routeAccess(crypto, ['FREE'])).toBe('preview');
  });
  it('is denied with neither', () => {
    expect(routeAccess(crypto, ['PREMIUM'])).toBe('denied');
    expect(routeAccess(crypto, [])).toBe('denied');
    expect(routeAccess({ permission: 'ELITE' }, ['PREMIUM'])).toBe('denied');
  });
  it('is allowed without a permission', () => {
    expect(routeAccess({}, [])).toBe('allowed');
    expect(routeAccess({ previewPermission: 'FREE' }, [])).toBe('allowed');
  });
  it('understands the route-table aliases', () => {
    expect(routeAccess({ permission: 'CRYPTO' }, ['Crypto'])).toBe('allowed');
    expect(routeAccess({ permission: 'API_ACCESS', previewPermission: 'API_ACCESS_PREVIEW' }, ['ApiAccessPreview'])).toBe('preview');
    expect(routeAccess({ permission: 'CMSManager' }, ['CMS_MANAGER'])).toBe('allowed');
  });
  it('the hidden permission denies everyone, even an admin holding every module', () => {
    expect(routeAccess({ permission: HIDDEN_PERMISSION }, ['ADMIN'])).toBe('denied');
    expect(routeAccess({ permission: 'NOT_EXISTING_SO_HIDDEN' }, ALL_MODULES)).toBe('denied');
    expect(routeAccess({ permission: 'ELITE', previewPermission: 'NOT_EXISTING_SO_HIDDEN' }, ALL_MODULES.filter((m) => m !== 'ELITE'))).toBe('denied');
  });
  it('a hidden route with a grantable preview shows only the preview', () => {
    expect(routeAccess({ permission: 'NOT_EXISTING_SO_HIDDEN', previewPermission: 'FREE' }, ALL_MODULES)).toBe('preview');
  });
  it('an admin has no implicit access to a route guarded by another module', () => {
    expect(routeAccess({ permission: 'ELITE' }, ['ADMIN'])).toBe('denied');
  });
});

describe('entity and list permissions', () => {
  const model = entity({ read: ['FREE', 'PREMIUM'], write: ['ADMIN'], ownerScoped: false });
  it('read needs one of the read modules', () => {
    expect(canReadEntity(model, ['PREMIUM'])).toBe(true);
    expect(canReadEntity(model, ['ELITE'])).toBe(false);
    expect(canReadEntity(model, [])).toBe(false);
  });
  it('write needs one of the write modules', () => {
    expect(canWriteEntity(model, ['FREE'])).toBe(false);
    expect(canWriteEntity(model, ['ADMIN'])).toBe(true);
  });
  it('empty lists mean every signed-in user', () => {
    const open = entity({ read: [], write: [], ownerScoped: false });
    expect(canReadEntity(open, [])).toBe(true);
    expect(canWriteEntity(open, [])).toBe(true);
    expect(canReadList(list(), [])).toBe(true);
    expect(canReadList(list({ read: [] }), [])).toBe(true);
  });
  it('a list read permission', () => {
    expect(canReadList(list({ read: ['CMSManager'] }), ['CMS_MANAGER'])).toBe(true);
    expect(canReadList(list({ read: ['CMSManager'] }), ['FREE'])).toBe(false);
  });
  it('the hidden permission in a model grants nobody', () => {
    const hidden = entity({ read: ['NOT_EXISTING_SO_HIDDEN'], write: ['NOT_EXISTING_SO_HIDDEN'], ownerScoped: false });
    expect(canReadEntity(hidden, ALL_MODULES)).toBe(false);
    expect(canWriteEntity(hidden, ALL_MODULES)).toBe(false);
    expect(canReadList(list({ read: ['NOT_EXISTING_SO_HIDDEN'] }), ALL_MODULES)).toBe(false);
  });
});

describe('seesOnlyOwn', () => {
  const scoped = entity({ read: [], write: [], ownerScoped: true });
  it('members of an owner-scoped model see only their own records', () => {
    expect(seesOnlyOwn(scoped, ['FREE', 'PREMIUM', 'ELITE'])).toBe(true);
    expect(seesOnlyOwn(scoped, [])).toBe(true);
  });
  it('an admin sees every record', () => {
    expect(seesOnlyOwn(scoped, ['FREE', 'ADMIN'])).toBe(false);
  });
  it.each([['CMSManager'], ['CMS_MANAGER']])('a CMS manager (%s) sees only their own: support tickets are for admins', (cms) => {
    expect(seesOnlyOwn(scoped, ['FREE', cms])).toBe(true);
  });
  it("the staff module is the scheme's admin module (the product's: ADMIN)", () => {
    expect([...staffModules()]).toEqual(['ADMIN']);
    installPermissionScheme({ ...PERMISSION_SCHEME, admin: 'STAFF' });
    expect(seesOnlyOwn(scoped, ['FREE', 'ADMIN'])).toBe(true);
    expect(seesOnlyOwn(scoped, ['FREE', 'STAFF'])).toBe(false);
  });
  it('nobody is limited on a model that is not owner-scoped', () => {
    expect(seesOnlyOwn(entity({ read: [], write: [], ownerScoped: false }), ['FREE'])).toBe(false);
  });
});

describe('rowFilterFor', () => {
  const published = [{ filterKey: 'payload.status', type: 'eq' as const, val: 'published' }];
  const content = entity({ read: [], write: ['CMSManager'], ownerScoped: false, rowFilter: { filterQuery: published, unless: ['CMSManager', 'ADMIN'] } });
  it('applies the row filter to readers without its modules', () => {
    expect(rowFilterFor(content, ['FREE', 'PREMIUM'])).toEqual(published);
    expect(rowFilterFor(content, [])).toEqual(published);
  });
  it.each([['CMSManager'], ['CMS_MANAGER'], ['ADMIN']])('lets a holder of %s see every row', (module) => {
    expect(rowFilterFor(content, ['FREE', module])).toBeNull();
  });
  it('applies to everyone when no module is exempt, and to nobody without a row filter', () => {
    expect(rowFilterFor(entity({ read: [], write: [], ownerScoped: false, rowFilter: { filterQuery: published, unless: [] } }), [...ALL_MODULES])).toEqual(published);
    expect(rowFilterFor(entity({ read: [], write: [], ownerScoped: false }), [])).toBeNull();
  });
});

describe('visibleColumnGroups', () => {
  it("the product's scheme: PREMIUM with the PREMIUM module", () => {
    expect([...visibleColumnGroups(['FREE'])]).toEqual(['GENERAL']);
    expect([...visibleColumnGroups(['FREE', 'PREMIUM'])].sort()).toEqual(['GENERAL', 'PREMIUM']);
  });
  it('a free user sees GENERAL only', () => {
    withPremiumColumns(PREMIUM_MODULES);
    expect([...visibleColumnGroups(['FREE'])]).toEqual(['GENERAL']);
    expect([...visibleColumnGroups([])]).toEqual(['GENERAL']);
  });
  it.each([['PREMIUM'], ['ELITE'], ['OrderElitePlus'], ['ORDER_PROFESSIONAL']])('a holder of %s sees PREMIUM too', (module) => {
    withPremiumColumns(PREMIUM_MODULES);
    expect([...visibleColumnGroups(['FREE', module])].sort()).toEqual(['GENERAL', 'PREMIUM']);
  });
  it('HIDDEN is never visible, whatever the modules', () => {
    withPremiumColumns([...PREMIUM_MODULES, 'HIDDEN', 'NOT_EXISTING_SO_HIDDEN']);
    const groups = visibleColumnGroups(ALL_MODULES);
    expect(groups.has('HIDDEN' as never)).toBe(false);
    expect([...groups].sort()).toEqual(['GENERAL', 'PREMIUM']);
  });
  it('no premium modules means nobody sees PREMIUM', () => {
    withPremiumColumns([]);
    expect([...visibleColumnGroups(ALL_MODULES)]).toEqual(['GENERAL']);
  });
  it('the hidden permission as a premium module grants nothing', () => {
    withPremiumColumns(['NOT_EXISTING_SO_HIDDEN']);
    expect([...visibleColumnGroups(ALL_MODULES)]).toEqual(['GENERAL']);
  });
});
