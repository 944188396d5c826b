import { passwordRuleProblems, type MessageRef } from './passwordRules';

export interface NewPasswordCheck {
  /** The headline: 'Please set a new password...' or 'Please check the entered password'. */
  title: MessageRef;
  /** The broken rules, listed under it. */
  problems: MessageRef[];
}

/**
 * The checks of the set-new-password page (document 1 section 5): empty asks for a password; a
 * mismatch or a broken rule asks to check it and lists every problem. Null when it may be sent.
 */
export function checkNewPassword(password: string, confirmation: string): NewPasswordCheck | null {
  if (!password) return { title: { key: 'password.setNew.empty' }, problems: [] };
  const problems = passwordRuleProblems(password, confirmation);
  if (!confirmation) problems.unshift({ key: 'password.rules.mismatch' });
  return problems.length ? { title: { key: 'password.setNew.check' }, problems } : null;
}
