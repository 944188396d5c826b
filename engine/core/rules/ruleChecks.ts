import type { FieldRule, RuleName } from '../model/modelTypes';

/** What a rule sees: the field's value, the rule's parameter and the value of the other field. */
export interface RuleInput {
  value: unknown;
  param?: FieldRule['value'];
  other?: unknown;
  hasOther: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'string' && value.trim() === '')
    || (Array.isArray(value) && value.length === 0);
}

/**
 * A rule on an empty value passes, except isSet: that is the one that makes a field required
 * (an empty confirmation is "required", not "do not match").
 */
const onSetString = (test: (s: string) => boolean) => (input: RuleInput): boolean =>
  isEmpty(input.value) || (typeof input.value === 'string' && test(input.value));

/**
 * The rules of document 3 section 5 as plain checks (true = passes). Shared by the ajv keywords
 * (browser and server) and react-hook-form resolvers in plugins.
 *
 * @example RULE_CHECKS.minLength({ value: 'abc', param: 6, hasOther: false }) === false
 */
export const RULE_CHECKS: Readonly<Record<RuleName, (input: RuleInput) => boolean>> = {
  isSet: ({ value }) => !isEmpty(value) && value !== false,
  isEmail: onSetString((s) => EMAIL.test(s.trim())),
  minLength: (input) => isEmpty(input.value) || String(input.value).length >= Number(input.param ?? 0),
  atLeast1Digit: onSetString((s) => /[0-9]/.test(s)),
  atLeast1LowercaseCharacter: onSetString((s) => /[a-z]/.test(s)),
  atLeast1UppercaseCharacter: onSetString((s) => /[A-Z]/.test(s)),
  // Document 1 section 5: hex colours have 3 or 6 digits (the leading # is optional).
  isHexColor: onSetString((s) => /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(s.trim())),
  equal: ({ value, param, other, hasOther }) => isEmpty(value) || value === (hasOther ? other : param),
  notEqual: ({ value, param, other, hasOther }) => isEmpty(value) || value !== (hasOther ? other : param),
};

/** Default English texts, used when neither the model nor the locale files give one. */
export const DEFAULT_RULE_MESSAGES: Readonly<Record<RuleName, string>> = {
  isSet: 'This field is required',
  isEmail: 'Please enter a valid email address',
  minLength: 'Please enter at least {{value}} characters',
  atLeast1Digit: 'Please use at least 1 digit [0-9]',
  atLeast1LowercaseCharacter: 'Please use at least 1 lower case character [a-z]',
  atLeast1UppercaseCharacter: 'Please use at least 1 upper case character [A-Z]',
  isHexColor: 'Please enter a hex colour with 3 or 6 digits, such as #1a2 or #11aa22',
  equal: 'The entered values do not match',
  notEqual: 'The entered values must differ',
};
