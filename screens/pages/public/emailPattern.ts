import { RULE_CHECKS } from '../../../engine/core';

/** Whether a value looks like an email address: the engine's isEmail rule, which the server shares. */
export function isEmailAddress(value: string): boolean {
  return value.trim() !== '' && RULE_CHECKS.isEmail({ value: value.trim(), hasOther: false });
}
