import { describe, expect, it } from 'vitest';
import { userAdminPath, userOfAdminSearch } from './userAdminPath';

describe('userAdminPath', () => {
  it('names the user in the address and reads it back, whatever the characters', () => {
    expect(userAdminPath()).toBe('/dashboard/useradmin');
    const path = userAdminPath('anna+test&co');
    expect(path).toBe('/dashboard/useradmin?user=anna%2Btest%26co');
    expect(userOfAdminSearch(path.slice(path.indexOf('?')))).toBe('anna+test&co');
    expect(userOfAdminSearch('')).toBeNull();
    expect(userOfAdminSearch('?user=%20')).toBeNull();
  });
});
