import { describe, expect, it } from 'vitest';
import { screenFields, validateRecord } from './validateRecord';
import { fieldErrorText } from './messageKeys';
import type { FieldError } from './fieldError';
import type { EntityModel, FieldRule } from '../model/modelTypes';
import { validateModel } from '../model/validateModel';

/** The spec's password rules (document 1 section 5) with its messages, as a model gives them. */
const MSG = {
  required: 'Password is required',
  confirmationRequired: 'Password confirmation is required',
  match: 'Your entered passwords do not match',
  length: 'Your Password should contain at least 6 characters',
  digit: 'Your Password should contain at least 1 digit [0-9]',
  upper: 'Your Password should contain at least 1 upper case character [A-Z]',
  lower: 'Your Password should contain at least 1 lower case character [a-z]',
  differ: { en: 'The new password must differ from the old one', de: 'Das neue Passwort muss sich vom alten unterscheiden' },
};

const passwordChange: EntityModel = {
  modelClass: 'EntityModel',
  name: 'PasswordChange',
  label: { en: 'Change password', de: 'Passwort ändern' },
  schema: {
    type: 'object',
    required: ['newPW'],
    properties: {
      oldPW: { type: 'string', maxLength: 200 },
      newPW: { type: 'string', maxLength: 200 },
      newPWConfirmation: { type: 'string', maxLength: 200 },
    },
  },
  rules: {
    oldPW: [{ rule: 'isSet' }],
    newPW: [
      { rule: 'isSet', message: MSG.required },
      { rule: 'minLength', value: 6, message: MSG.length },
      { rule: 'atLeast1Digit', message: MSG.digit },
      { rule: 'atLeast1UppercaseCharacter', message: MSG.upper },
      { rule: 'atLeast1LowercaseCharacter', message: MSG.lower },
      { rule: 'notEqual', field: 'oldPW', message: MSG.differ },
    ],
    newPWConfirmation: [
      { rule: 'isSet', message: MSG.confirmationRequired },
      { rule: 'equal', field: 'newPW', message: MSG.match },
    ],
  },
  screens: { default: ['oldPW', 'newPW', 'newPWConfirmation'], newOnly: ['newPW', 'newPWConfirmation'] },
  permissions: { read: [], write: [], ownerScoped: true },
};

const good = { oldPW: 'OldSecret1', newPW: 'NewSecret1', newPWConfirmation: 'NewSecret1' };

const texts = (errors: FieldError[], field?: string): string[] =>
  errors.filter((e) => field === undefined || e.field === field).map((e) => fieldErrorText(e, 'en'));
const rulesOf = (errors: FieldError[]): string[] => errors.map((e) => `${e.field}:${e.rule}`);

/** A one-field model with one rule, to run each rule through ajv on its own. */
function oneRule(rule: FieldRule, extra: Record<string, { type: string }> = {}): EntityModel {
  return {
    modelClass: 'EntityModel',
    name: 'OneRule',
    label: 'One rule',
    schema: { type: 'object', properties: { f: {}, other: {}, ...extra } },
    rules: { f: [rule] },
    permissions: { read: [], write: [], ownerScoped: false },
  };
}
const passes = (model: EntityModel, record: unknown): boolean => validateRecord(model, record).valid;

describe('the password-change fixture', () => {
  it('is a valid model', () => {
    expect(validateModel(passwordChange)).toEqual({ valid: true, problems: [] });
  });
});

describe('validateRecord: every rule through ajv', () => {
  it('isSet', () => {
    const m = oneRule({ rule: 'isSet' });
    expect(passes(m, { f: 'x' })).toBe(true);
    expect(passes(m, { f: 0 })).toBe(true);
    for (const f of ['', '  ', null, false, []]) expect(passes(m, { f })).toBe(false);
    expect(passes(m, {})).toBe(false);
  });
  it('isEmail', () => {
    const m = oneRule({ rule: 'isEmail' });
    expect(passes(m, { f: 'a@example.com' })).toBe(true);
    expect(passes(m, { f: 'a@example' })).toBe(false);
    expect(passes(m, { f: '' })).toBe(true);
    expect(passes(m, {})).toBe(true);
  });
  it('minLength', () => {
    const m = oneRule({ rule: 'minLength', value: 3 });
    expect(passes(m, { f: 'abc' })).toBe(true);
    expect(passes(m, { f: 'ab' })).toBe(false);
    expect(passes(m, { f: '' })).toBe(true);
  });
  it('atLeast1Digit', () => {
    const m = oneRule({ rule: 'atLeast1Digit' });
    expect(passes(m, { f: 'a1' })).toBe(true);
    expect(passes(m, { f: 'ab' })).toBe(false);
    expect(passes(m, {})).toBe(true);
  });
  it('atLeast1LowercaseCharacter', () => {
    const m = oneRule({ rule: 'atLeast1LowercaseCharacter' });
    expect(passes(m, { f: 'Ab' })).toBe(true);
    expect(passes(m, { f: 'AB' })).toBe(false);
    expect(passes(m, { f: null })).toBe(true);
  });
  it('atLeast1UppercaseCharacter', () => {
    const m = oneRule({ rule: 'atLeast1UppercaseCharacter' });
    expect(passes(m, { f: 'aB' })).toBe(true);
    expect(passes(m, { f: 'ab' })).toBe(false);
    expect(passes(m, { f: '' })).toBe(true);
  });
  it('equal with a value', () => {
    const m = oneRule({ rule: 'equal', value: true });
    expect(passes(m, { f: true })).toBe(true);
    expect(passes(m, { f: false })).toBe(false);
  });
  it('equal with another field', () => {
    const m = oneRule({ rule: 'equal', field: 'other' });
    expect(passes(m, { f: 'x', other: 'x' })).toBe(true);
    expect(passes(m, { f: 'x', other: 'y' })).toBe(false);
    expect(passes(m, { f: 'x' })).toBe(false);
    expect(passes(m, { other: 'y' })).toBe(true);
  });
  it('notEqual with a value', () => {
    const m = oneRule({ rule: 'notEqual', value: 'admin' });
    expect(passes(m, { f: 'alice' })).toBe(true);
    expect(passes(m, { f: 'admin' })).toBe(false);
  });
  it('notEqual with another field', () => {
    const m = oneRule({ rule: 'notEqual', field: 'other' });
    expect(passes(m, { f: 'x', other: 'y' })).toBe(true);
    expect(passes(m, { f: 'x', other: 'x' })).toBe(false);
    expect(passes(m, {})).toBe(true);
  });
  it('rules on nested fields report the dotted path', () => {
    const m: EntityModel = {
      ...oneRule({ rule: 'isSet' }),
      schema: { type: 'object', properties: { address: { type: 'object', properties: { city: { type: 'string' } } } } },
      rules: { 'address.city': [{ rule: 'isSet' }] },
      screens: { default: ['address'] },
    };
    const r = validateRecord(m, { address: { city: '' } });
    expect(rulesOf(r.errors)).toEqual(['address.city:isSet']);
    expect(validateRecord(m, { address: { city: 'Berlin' } }).valid).toBe(true);
  });
});

describe('validateRecord: the spec password rules and their messages', () => {
  it('accepts a good change', () => {
    expect(validateRecord(passwordChange, good)).toEqual({ valid: true, errors: [] });
  });
  it('reports a mismatching confirmation with the spec message', () => {
    const r = validateRecord(passwordChange, { ...good, newPWConfirmation: 'NewSecret2' });
    expect(r.valid).toBe(false);
    expect(rulesOf(r.errors)).toEqual(['newPWConfirmation:equal']);
    expect(texts(r.errors)).toEqual([MSG.match]);
  });
  it('reports each broken password rule with its spec message', () => {
    const r = validateRecord(passwordChange, { oldPW: 'old', newPW: 'abc', newPWConfirmation: 'abc' });
    expect(texts(r.errors, 'newPW').sort()).toEqual([MSG.length, MSG.digit, MSG.upper].sort());
  });
  it.each([
    ['Abcde1', []],
    ['Abcd1', [MSG.length]],
    ['Abcdef', [MSG.digit]],
    ['abcde1', [MSG.upper]],
    ['ABCDE1', [MSG.lower]],
    ['!!!!!!', [MSG.digit, MSG.upper, MSG.lower]],
  ])('new password %j gives %j', (newPW, expected) => {
    const r = validateRecord(passwordChange, { oldPW: 'OldSecret1', newPW, newPWConfirmation: newPW });
    expect(texts(r.errors).sort()).toEqual([...expected].sort());
  });
  it('an empty new password fails only isSet, with the model message, not the schema default', () => {
    for (const record of [{ oldPW: 'OldSecret1', newPW: '', newPWConfirmation: '' }, { oldPW: 'OldSecret1' }]) {
      const r = validateRecord(passwordChange, record);
      expect(rulesOf(r.errors), JSON.stringify(record)).toEqual(['newPW:isSet', 'newPWConfirmation:isSet']);
      expect(texts(r.errors)).toEqual([MSG.required, MSG.confirmationRequired]);
    }
  });
  it('an empty confirmation says it is required, not that the passwords differ', () => {
    const r = validateRecord(passwordChange, { ...good, newPWConfirmation: '' });
    expect(texts(r.errors)).toEqual([MSG.confirmationRequired]);
  });
  it('a new password equal to the old one gives the inline message in the user language', () => {
    const r = validateRecord(passwordChange, { oldPW: 'Same1pw', newPW: 'Same1pw', newPWConfirmation: 'Same1pw' });
    expect(rulesOf(r.errors)).toEqual(['newPW:notEqual']);
    expect(fieldErrorText(r.errors[0]!, 'en')).toBe(MSG.differ.en);
    expect(fieldErrorText(r.errors[0]!, 'de')).toBe(MSG.differ.de);
  });
  it('a rule error carries the message keys, the parameters and the default text', () => {
    const r = validateRecord(passwordChange, { ...good, newPW: 'Ab1', newPWConfirmation: 'Ab1' });
    expect(r.errors).toEqual([{
      field: 'newPW',
      rule: 'minLength',
      messageKeys: ['models:PasswordChange.newPW.error.minLength', 'validation:minLength'],
      message: MSG.length,
      defaultText: 'Please enter at least 6 characters',
      params: { value: 6, field: undefined },
    }]);
  });
  it('a rule without a model message falls back to the default text', () => {
    const r = validateRecord(passwordChange, { ...good, oldPW: '' });
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).not.toHaveProperty('message');
    expect(fieldErrorText(r.errors[0]!, 'en')).toBe('This field is required');
  });
});

describe('validateRecord: screens', () => {
  it('only errors of fields on the screen block', () => {
    const record = { oldPW: '', newPW: 'NewSecret1', newPWConfirmation: 'NewSecret1' };
    expect(validateRecord(passwordChange, record, 'default').valid).toBe(false);
    expect(validateRecord(passwordChange, record).valid).toBe(false);
    expect(validateRecord(passwordChange, record, 'newOnly')).toEqual({ valid: true, errors: [] });
  });
  it('a cross-field error belongs to the field the rule is on', () => {
    const m: EntityModel = { ...passwordChange, screens: { pwOnly: ['newPW'] } };
    const record = { oldPW: 'OldSecret1', newPW: 'NewSecret1', newPWConfirmation: 'Other1pw' };
    expect(validateRecord(m, record, 'pwOnly').valid).toBe(true);
    expect(rulesOf(validateRecord(m, record).errors)).toEqual(['newPWConfirmation:equal']);
  });
  it('a required field missing from the screen does not block', () => {
    const m: EntityModel = { ...passwordChange, screens: { oldOnly: ['oldPW'] } };
    expect(validateRecord(m, { oldPW: 'x' }, 'oldOnly').valid).toBe(true);
  });
  it('structural errors block whatever the screen: wrong type', () => {
    const r = validateRecord(passwordChange, { ...good, oldPW: 42 }, 'newOnly');
    expect(r.valid).toBe(false);
    expect(rulesOf(r.errors)).toContain('oldPW:type');
  });
  it('structural errors block whatever the screen: unknown field', () => {
    const r = validateRecord(passwordChange, { ...good, isAdmin: true }, 'newOnly');
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual([expect.objectContaining({ field: 'isAdmin', rule: 'additionalProperties', defaultText: 'Unknown field "isAdmin"' })]);
  });
  it('structural errors block whatever the screen: too long', () => {
    const r = validateRecord(passwordChange, { ...good, oldPW: 'x'.repeat(201) }, 'newOnly');
    expect(rulesOf(r.errors)).toEqual(['oldPW:maxLength']);
  });
  it('a record that is not an object is refused', () => {
    for (const record of [null, 'text', 5, ['a']]) {
      const r = validateRecord(passwordChange, record, 'newOnly');
      expect(r.valid, JSON.stringify(record)).toBe(false);
      expect(r.errors.map((e) => e.rule)).toContain('type');
    }
  });
  it('the schema `required` keyword reports as isSet with its message keys', () => {
    const m: EntityModel = { ...passwordChange, rules: {} };
    const r = validateRecord(m, {});
    expect(r.errors).toEqual([{
      field: 'newPW', rule: 'isSet',
      messageKeys: ['models:PasswordChange.newPW.error.isSet', 'validation:isSet'],
      defaultText: 'This field is required',
      params: { missingProperty: 'newPW' },
    }]);
  });
  it('reports each field and rule once', () => {
    const r = validateRecord(passwordChange, {});
    const keys = rulesOf(r.errors);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('a model may allow unknown fields', () => {
    const m: EntityModel = { ...passwordChange, schema: { ...passwordChange.schema, additionalProperties: true } };
    expect(validateRecord(m, { ...good, extra: 1 }).valid).toBe(true);
  });
});

describe('screenFields', () => {
  it('uses the named screen, else default, else every schema field', () => {
    expect(screenFields(passwordChange, 'newOnly')).toEqual(['newPW', 'newPWConfirmation']);
    expect(screenFields(passwordChange, 'nope')).toEqual(['oldPW', 'newPW', 'newPWConfirmation']);
    const { screens: _screens, ...noScreens } = passwordChange;
    expect(screenFields(noScreens as EntityModel)).toEqual(['oldPW', 'newPW', 'newPWConfirmation']);
  });
});
