import { describe, expect, it } from 'vitest';
import { passwordRuleProblems } from './passwordRules';

const keys = (p: string, c: string): string[] => passwordRuleProblems(p, c).map((m) => m.key);

describe('passwordRuleProblems', () => {
  it('accepts a password that keeps every rule', () => {
    expect(keys('Secret12', 'Secret12')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(keys('abc', '')).toEqual(['password.rules.minLength', 'password.rules.digit', 'password.rules.upper']);
    expect(keys('ABCDEFG1', '')).toEqual(['password.rules.lower']);
    expect(keys('abcdefG', '')).toEqual(['password.rules.digit']);
  });

  it('reports a confirmation that differs, but not an empty one', () => {
    expect(keys('Secret12', 'Secret13')).toEqual(['password.rules.mismatch']);
    expect(keys('Secret12', '')).toEqual([]);
  });

  it('passes the minimum length as a parameter', () => {
    expect(passwordRuleProblems('aB1', '')[0]).toEqual({ key: 'password.rules.minLength', params: { min: 6 } });
  });
});
