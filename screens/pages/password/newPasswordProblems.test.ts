import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './newPasswordProblems';

describe('checkNewPassword', () => {
  it('asks for a password when there is none', () => {
    expect(checkNewPassword('', '')).toEqual({ title: { key: 'password.setNew.empty' }, problems: [] });
  });

  it('asks to check a mismatch, including an empty re-entry', () => {
    expect(checkNewPassword('Secret12', 'Secret1')?.problems.map((p) => p.key)).toEqual(['password.rules.mismatch']);
    expect(checkNewPassword('Secret12', '')?.title.key).toBe('password.setNew.check');
  });

  it('lists every broken rule', () => {
    expect(checkNewPassword('abc', 'abc')?.problems.map((p) => p.key)).toEqual(['password.rules.minLength', 'password.rules.digit', 'password.rules.upper']);
  });

  it('passes a good password', () => {
    expect(checkNewPassword('Secret12', 'Secret12')).toBeNull();
  });
});
