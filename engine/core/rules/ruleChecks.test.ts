import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE_MESSAGES, RULE_CHECKS, type RuleInput } from './ruleChecks';
import { RULE_NAMES, type RuleName } from '../model/modelTypes';

const check = (rule: RuleName, value: unknown, param?: RuleInput['param']): boolean =>
  RULE_CHECKS[rule]({ value, param, hasOther: false });
const against = (rule: 'equal' | 'notEqual', value: unknown, other: unknown): boolean =>
  RULE_CHECKS[rule]({ value, other, hasOther: true });

const EMPTY_VALUES: unknown[] = [undefined, null, '', '   ', []];

describe('RULE_CHECKS', () => {
  it('has a check and a default message for every rule name', () => {
    expect(Object.keys(RULE_CHECKS).sort()).toEqual([...RULE_NAMES].sort());
    expect(Object.keys(DEFAULT_RULE_MESSAGES).sort()).toEqual([...RULE_NAMES].sort());
  });

  describe('isSet', () => {
    it.each(EMPTY_VALUES.map((v) => [v]))('fails on the empty value %j', (value) => {
      expect(check('isSet', value)).toBe(false);
    });
    it('fails on an unticked checkbox (false)', () => {
      expect(check('isSet', false)).toBe(false);
    });
    it.each([['a'], [' a '], [0], [true], [['x']], [{ a: 1 }]])('passes on %j', (value) => {
      expect(check('isSet', value)).toBe(true);
    });
  });

  describe('only isSet fails on an empty value', () => {
    const others = RULE_NAMES.filter((r) => r !== 'isSet');
    it.each(others.flatMap((rule) => EMPTY_VALUES.map((value) => [rule, value] as const)))('%s passes on %j', (rule, value) => {
      const param = rule === 'minLength' ? 6 : rule === 'equal' ? 'x' : undefined;
      expect(check(rule, value, param)).toBe(true);
    });
    it('equal and notEqual against another field pass while the field itself is empty', () => {
      expect(against('equal', '', 'Secret1')).toBe(true);
      expect(against('equal', undefined, 'Secret1')).toBe(true);
      expect(against('notEqual', '', '')).toBe(true);
      expect(against('notEqual', undefined, undefined)).toBe(true);
    });
  });

  describe('isEmail', () => {
    it.each(['user@example.com', 'first.last+tag@sub.example.co', '  padded@example.org  '].map((v) => [v]))('accepts %j', (value) => {
      expect(check('isEmail', value)).toBe(true);
    });
    it.each(['user', 'user@', '@example.com', 'user@example', 'user@example.c', 'us er@example.com', 'a@b@c.com', 42].map((v) => [v]))('refuses %j', (value) => {
      expect(check('isEmail', value)).toBe(false);
    });
  });

  describe('minLength', () => {
    it('counts characters against the parameter', () => {
      expect(check('minLength', 'abcde', 6)).toBe(false);
      expect(check('minLength', 'abcdef', 6)).toBe(true);
      expect(check('minLength', 'abcdefg', 6)).toBe(true);
    });
    it('takes a numeric string parameter', () => {
      expect(check('minLength', 'abc', '4')).toBe(false);
      expect(check('minLength', 'abcd', '4')).toBe(true);
    });
    it('passes any non-empty value without a parameter', () => {
      expect(check('minLength', 'a')).toBe(true);
    });
  });

  describe('character classes', () => {
    it('atLeast1Digit', () => {
      expect(check('atLeast1Digit', 'abcdef')).toBe(false);
      expect(check('atLeast1Digit', 'abc1ef')).toBe(true);
      expect(check('atLeast1Digit', '٣abc')).toBe(false);
    });
    it('atLeast1LowercaseCharacter', () => {
      expect(check('atLeast1LowercaseCharacter', 'ABC123')).toBe(false);
      expect(check('atLeast1LowercaseCharacter', 'ABc123')).toBe(true);
    });
    it('isHexColor: 3 or 6 hex digits, with or without #', () => {
      for (const ok of ['#abc', 'ABC', '#11aa22', '11AA22', '', undefined]) expect(check('isHexColor', ok)).toBe(true);
      for (const bad of ['#abcd', '#12345', '#1234567', '#ggg', 'red', 12]) expect(check('isHexColor', bad)).toBe(false);
    });

    it('atLeast1UppercaseCharacter', () => {
      expect(check('atLeast1UppercaseCharacter', 'abc123')).toBe(false);
      expect(check('atLeast1UppercaseCharacter', 'aBc123')).toBe(true);
    });
    it('refuse a set value that is not text', () => {
      expect(check('atLeast1Digit', 123)).toBe(false);
      expect(check('atLeast1UppercaseCharacter', true)).toBe(false);
    });
  });

  describe('equal', () => {
    it('compares with the other field when one is named (password confirmation)', () => {
      expect(against('equal', 'Secret1', 'Secret1')).toBe(true);
      expect(against('equal', 'Secret1', 'secret1')).toBe(false);
      expect(against('equal', 'Secret1', undefined)).toBe(false);
    });
    it('compares with the parameter otherwise', () => {
      expect(check('equal', true, true)).toBe(true);
      expect(check('equal', false, true)).toBe(false);
      expect(check('equal', 'yes', 'yes')).toBe(true);
      expect(check('equal', 5, '5')).toBe(false);
    });
    it('with another field named, ignores the parameter', () => {
      expect(RULE_CHECKS.equal({ value: 'a', param: 'b', other: 'a', hasOther: true })).toBe(true);
    });
  });

  describe('notEqual', () => {
    it('compares with the other field when one is named', () => {
      expect(against('notEqual', 'NewSecret1', 'OldSecret1')).toBe(true);
      expect(against('notEqual', 'Secret1', 'Secret1')).toBe(false);
      expect(against('notEqual', 'Secret1', '')).toBe(true);
    });
    it('compares with the parameter otherwise', () => {
      expect(check('notEqual', 'admin', 'admin')).toBe(false);
      expect(check('notEqual', 'alice', 'admin')).toBe(true);
    });
  });

  it('default messages interpolate the minLength parameter', () => {
    expect(DEFAULT_RULE_MESSAGES.minLength).toContain('{{value}}');
  });
});
