import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_SCHEME } from '../../../product/permissionModules';
import type { PermissionScheme } from './permissionScheme';

afterEach(() => vi.resetModules());

/** A fresh copy of the engine's permission modules, with no scheme installed. */
async function freshEngine() {
  vi.resetModules();
  const scheme = await import('./permissionScheme');
  const access = await import('./modelAccess');
  return { ...scheme, ...access };
}

const plain: PermissionScheme = {
  has: (modules, required) => !required || (required !== 'NOBODY' && modules.includes(required)),
  canonical: (name) => name,
  hidden: 'NOBODY',
  admin: 'STAFF',
  premiumColumns: ['PAID'],
};

describe('the permission scheme', () => {
  it('no gate opens before a scheme is installed', async () => {
    const engine = await freshEngine();
    expect(() => engine.permissionScheme()).toThrow(/No permission scheme installed/);
    expect(() => engine.routeAccess({ permission: 'FREE' }, ['FREE'])).toThrow(/No permission scheme installed/);
  });

  it("the engine's gates follow the installed scheme, knowing no module of their own", async () => {
    const engine = await freshEngine();
    engine.installPermissionScheme(plain);
    expect(engine.routeAccess({ permission: 'PAID' }, ['PAID'])).toBe('allowed');
    expect(engine.routeAccess({ permission: 'NOBODY' }, ['NOBODY'])).toBe('denied');
    expect([...engine.visibleColumnGroups(['PAID'])].sort()).toEqual(['GENERAL', 'PREMIUM']);
    expect([...engine.visibleColumnGroups(['PREMIUM'])]).toEqual(['GENERAL']);
    expect(engine.staffModules()).toEqual(['STAFF']);
  });

  it("the product's scheme: aliases, the hidden module, ADMIN as staff, PREMIUM columns", async () => {
    const engine = await freshEngine();
    engine.installPermissionScheme(PERMISSION_SCHEME);
    expect(engine.routeAccess({ permission: 'CRYPTO' }, ['Crypto'])).toBe('allowed');
    expect(engine.routeAccess({ permission: 'NOT_EXISTING_SO_HIDDEN' }, ['NOT_EXISTING_SO_HIDDEN', 'ADMIN'])).toBe('denied');
    expect(engine.staffModules()).toEqual(['ADMIN']);
    expect([...engine.visibleColumnGroups(['PREMIUM'])].sort()).toEqual(['GENERAL', 'PREMIUM']);
  });
});
