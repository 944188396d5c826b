import { RULE_CHECKS } from '../../../engine/core';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import type { BillingMessage } from './billingErrors';

export interface PasswordChangeValues {
  oldPW: string;
  newPW: string;
  newPWConfirmation: string;
}

/**
 * The client rules of the password change (document 3 section 5): every field set, the new
 * password equal to its confirmation, at least 6 characters, a digit, an upper-case and a
 * lower-case letter. The old password's own rule (checkPW) is the server's. Keys are full
 * i18n keys: the rule texts are the account namespace's, shared with registration.
 *
 * @example passwordChangeProblems({ oldPW: 'x', newPW: 'abc', newPWConfirmation: 'abd' })[0].key === 'account:password.rules.mismatch'
 */
export function passwordChangeProblems(v: PasswordChangeValues): BillingMessage[] {
  const out: BillingMessage[] = [];
  if (!RULE_CHECKS.isSet({ value: v.oldPW, hasOther: false })) out.push({ key: 'billing:password.oldRequired' });
  if (!RULE_CHECKS.isSet({ value: v.newPW, hasOther: false })) out.push({ key: 'billing:password.newRequired' });
  if (!RULE_CHECKS.isSet({ value: v.newPWConfirmation, hasOther: false })) out.push({ key: 'billing:password.confirmationRequired' });
  if (v.newPW && v.newPWConfirmation && !RULE_CHECKS.equal({ value: v.newPWConfirmation, other: v.newPW, hasOther: true })) {
    out.push({ key: 'account:password.rules.mismatch' });
  }
  if (!v.newPW) return out;
  const min = ACCOUNT_RULES.passwordMinLength;
  if (!RULE_CHECKS.minLength({ value: v.newPW, param: min, hasOther: false })) out.push({ key: 'account:password.rules.minLength', params: { min } });
  if (!RULE_CHECKS.atLeast1Digit({ value: v.newPW, hasOther: false })) out.push({ key: 'account:password.rules.digit' });
  if (!RULE_CHECKS.atLeast1UppercaseCharacter({ value: v.newPW, hasOther: false })) out.push({ key: 'account:password.rules.upper' });
  if (!RULE_CHECKS.atLeast1LowercaseCharacter({ value: v.newPW, hasOther: false })) out.push({ key: 'account:password.rules.lower' });
  return out;
}
