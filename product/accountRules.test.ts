import { describe, expect, it } from 'vitest';
import { deriveUsername } from './accountRules';

describe('deriveUsername', () => {
  it('takes the local part, letters and digits only, lower case', () => {
    expect(deriveUsername('John.Doe-77@example.com')).toBe('johndoe77');
  });
  it('cuts to 20 characters', () => {
    expect(deriveUsername('averyveryverylongname12345@example.com')).toBe('averyveryverylongnam');
  });
  it('gives an empty name for an empty local part', () => {
    expect(deriveUsername('@example.com')).toBe('');
  });
});
