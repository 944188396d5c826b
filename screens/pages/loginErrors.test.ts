import { describe, expect, it } from 'vitest';
import { loginErrorKey } from './loginErrors';

describe('loginErrorKey', () => {
  it.each([
    [{ status: 401, code: 'WRONG_CREDENTIALS' }, 'auth:login.wrongCredentials'],
    [{ status: 423, code: 'ACCOUNT_LOCKED' }, 'auth:login.locked'],
    [{ status: 403, code: 'EMAIL_NOT_VERIFIED' }, 'auth:login.notVerified'],
    [{ status: 403, code: 'NO_PACKAGE' }, 'account:login.noPackage'],
    [{ status: 429, code: 'RATE_LIMITED' }, 'common:errors.tooManyRequests'],
    [{ status: 409, code: 'WRONG_PRODUCT' }, 'common:errors.wrongProduct'],
    [{ status: 0 }, 'auth:login.connection'],
    [{ status: 404 }, 'auth:login.connection'],
    [{ status: 502 }, 'auth:login.connection'],
    [{ status: 500 }, 'auth:login.unknown'],
  ])('maps %o to %s', (error, key) => {
    expect(loginErrorKey(error)).toBe(key);
  });
});
