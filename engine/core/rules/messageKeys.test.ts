import { describe, expect, it } from 'vitest';
import { defaultRuleText, fieldErrorText, ruleMessageKeys } from './messageKeys';
import type { FieldError } from './fieldError';
import type { Translate } from '../text/localizedText';
import { validateRecord } from './validateRecord';
import type { EntityModel } from '../model/modelTypes';

/** Behaves like i18next's `t`: known keys interpolate, unknown ones give defaultValue, else the key. */
function fakeT(dictionary: Record<string, string>): Translate & { calls: string[] } {
  const calls: string[] = [];
  const t = (key: string, options: Record<string, unknown> = {}): string => {
    calls.push(key);
    const template = dictionary[key] ?? ('defaultValue' in options ? String(options.defaultValue) : key);
    return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(options[k] ?? `{{${k}}}`));
  };
  return Object.assign(t, { calls });
}

const signup: EntityModel = {
  modelClass: 'EntityModel',
  name: 'Signup',
  label: 'Sign up',
  schema: { type: 'object', properties: { password: { type: 'string' }, email: { type: 'string' } } },
  rules: { password: [{ rule: 'minLength', value: 6 }], email: [{ rule: 'isEmail' }] },
  permissions: { read: [], write: [], ownerScoped: false },
};

function minLengthError(): FieldError {
  const [error] = validateRecord(signup, { password: 'abc' }).errors;
  if (!error) throw new Error('expected a minLength error');
  return error;
}

describe('ruleMessageKeys', () => {
  it('tries the model field key, then the validation key', () => {
    expect(ruleMessageKeys('Signup', 'password', 'minLength')).toEqual(['models:Signup.password.error.minLength', 'validation:minLength']);
  });
});

describe('defaultRuleText', () => {
  it('interpolates parameters', () => {
    expect(defaultRuleText('minLength', { value: 6 })).toBe('Please enter at least 6 characters');
  });
  it('gives a generic text for an unknown rule', () => {
    expect(defaultRuleText('nonsense', {})).toBe('This value is not valid');
  });
  it('has a default for every rule', () => {
    expect(defaultRuleText('isSet', {})).toBe('This field is required');
    expect(defaultRuleText('isEmail', {})).toBe('Please enter a valid email address');
    expect(defaultRuleText('equal', {})).toBe('The entered values do not match');
  });
});

describe('fieldErrorText: message key fallback', () => {
  it('takes models:<model>.<field>.error.<rule> first, with parameters', () => {
    const t = fakeT({
      'models:Signup.password.error.minLength': 'The password needs {{value}} characters',
      'validation:minLength': 'At least {{value}} characters',
    });
    expect(fieldErrorText(minLengthError(), 'en', t)).toBe('The password needs 6 characters');
  });
  it('falls back to validation:<rule>', () => {
    const t = fakeT({ 'validation:minLength': 'At least {{value}} characters' });
    expect(fieldErrorText(minLengthError(), 'en', t)).toBe('At least 6 characters');
    expect(t.calls).toEqual(['models:Signup.password.error.minLength', 'validation:minLength']);
  });
  it('falls back to the default text when no key exists', () => {
    expect(fieldErrorText(minLengthError(), 'en', fakeT({}))).toBe('Please enter at least 6 characters');
  });
  it('treats a t that answers with the key itself as missing', () => {
    const keyEcho: Translate = (key) => key;
    expect(fieldErrorText(minLengthError(), 'en', keyEcho)).toBe('Please enter at least 6 characters');
  });
  it('gives the default text without a t', () => {
    expect(fieldErrorText(minLengthError(), 'de')).toBe('Please enter at least 6 characters');
  });
});

describe('fieldErrorText: the model message wins', () => {
  const base: FieldError = {
    field: 'password', rule: 'minLength', messageKeys: ruleMessageKeys('Signup', 'password', 'minLength'),
    defaultText: 'Please enter at least 6 characters', params: { value: 6 },
  };
  const t = fakeT({
    'models:Signup.password.error.minLength': 'from the locale file',
    'models:Signup.passwordTooShort': 'Mindestens {{value}} Zeichen',
  });
  it('inline texts in the user language', () => {
    const error = { ...base, message: { en: 'Too short', de: 'Zu kurz' } };
    expect(fieldErrorText(error, 'en', t)).toBe('Too short');
    expect(fieldErrorText(error, 'de', t)).toBe('Zu kurz');
    expect(fieldErrorText(error, 'fr')).toBe('Too short');
  });
  it('an i18n key, translated with the rule parameters', () => {
    expect(fieldErrorText({ ...base, message: 'models:Signup.passwordTooShort' }, 'de', t)).toBe('Mindestens 6 Zeichen');
  });
  it('a plain text as it is, with or without t', () => {
    const error = { ...base, message: 'Your Password should contain at least 6 characters' };
    expect(fieldErrorText(error, 'en')).toBe('Your Password should contain at least 6 characters');
    expect(fieldErrorText(error, 'en', fakeT({}))).toBe('Your Password should contain at least 6 characters');
  });
});
