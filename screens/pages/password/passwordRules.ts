import { RULE_CHECKS } from '../../../engine/core';
import { ACCOUNT_RULES } from '../../../product/accountRules';

/** A message key of the `account` namespace with its parameters. */
export interface MessageRef {
  key: string;
  params?: Record<string, string | number>;
}

const check = (value: string, rule: keyof typeof RULE_CHECKS, param?: number): boolean =>
  RULE_CHECKS[rule]({ value, param, hasOther: false });

/**
 * The password rules of document 1 section 5 (registration and reset), checked with the engine's
 * rule functions so that they agree with the server's models: equal to the confirmation, at least
 * 6 characters, a digit, an upper-case and a lower-case letter. Empty values break no rule here;
 * "required" is each form's own message.
 *
 * @example passwordRuleProblems('abc', 'abd').map((p) => p.key)
 * // ['password.rules.mismatch', 'password.rules.minLength', 'password.rules.digit', 'password.rules.upper']
 */
export function passwordRuleProblems(password: string, confirmation: string): MessageRef[] {
  const out: MessageRef[] = [];
  if (password && confirmation && !RULE_CHECKS.equal({ value: confirmation, other: password, hasOther: true })) {
    out.push({ key: 'password.rules.mismatch' });
  }
  if (!password) return out;
  const min = ACCOUNT_RULES.passwordMinLength;
  if (!check(password, 'minLength', min)) out.push({ key: 'password.rules.minLength', params: { min } });
  if (!check(password, 'atLeast1Digit')) out.push({ key: 'password.rules.digit' });
  if (!check(password, 'atLeast1UppercaseCharacter')) out.push({ key: 'password.rules.upper' });
  if (!check(password, 'atLeast1LowercaseCharacter')) out.push({ key: 'password.rules.lower' });
  return out;
}
