import { describe, expect, it } from 'vitest';
import { canonicalModule, hasPermission, HIDDEN_PERMISSION, isPermissionModule } from './permissionModules';

describe('permission modules', () => {
  it('passes without a requirement and with a held module', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission(['FREE', 'Crypto'], 'Crypto')).toBe(true);
    expect(hasPermission(['FREE'], 'Crypto')).toBe(false);
  });

  it('resolves the upper-case route-table spellings', () => {
    expect(canonicalModule('CRYPTO')).toBe('Crypto');
    expect(hasPermission(['ApiAccess'], 'API_ACCESS')).toBe(true);
    expect(hasPermission(['CMSManager'], 'CMS_MANAGER')).toBe(true);
    expect(isPermissionModule('FUTURES_ACCESS')).toBe(true);
    expect(isPermissionModule('SUPERUSER')).toBe(false);
  });

  it('never grants the hidden permission, even to a holder of it', () => {
    expect(hasPermission([HIDDEN_PERMISSION, 'ADMIN'], HIDDEN_PERMISSION)).toBe(false);
  });
});
