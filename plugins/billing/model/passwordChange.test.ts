import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../engine/i18n';
import { ACCOUNT_RULES } from '../../../product/accountRules';
import { passwordChangeProblems } from './passwordChange';

const keysOf = (oldPW: string, newPW: string, newPWConfirmation = newPW) => passwordChangeProblems({ oldPW, newPW, newPWConfirmation }).map((p) => p.key);

describe('passwordChangeProblems (document 3 section 5)', () => {
  it('needs at least 1 lower-case character', () => {
    expect(keysOf('Old12345', 'SECRET12')).toEqual(['account:password.rules.lower']);
  });

  it('needs at least 1 digit and 1 upper-case character, each on its own', () => {
    expect(keysOf('Old12345', 'Secretxx')).toEqual(['account:password.rules.digit']);
    expect(keysOf('Old12345', 'secret12')).toEqual(['account:password.rules.upper']);
  });

  it('needs at least 6 characters: 6 pass, 5 do not, and the message names the minimum', () => {
    expect(ACCOUNT_RULES.passwordMinLength).toBe(6);
    expect(keysOf('Old12345', 'Abc123')).toEqual([]);
    const problems = passwordChangeProblems({ oldPW: 'Old12345', newPW: 'Abc12', newPWConfirmation: 'Abc12' });
    expect(problems).toEqual([{ key: 'account:password.rules.minLength', params: { min: 6 } }]);
    expect(setupI18n('en').t(problems[0]!.key, problems[0]!.params)).toBe('Your Password should contain at least 6 characters');
  });

  it("says 'Your entered passwords do not match' only when both are entered and differ", () => {
    const mismatch = passwordChangeProblems({ oldPW: 'Old12345', newPW: 'Secret12', newPWConfirmation: 'Secret13' });
    expect(mismatch.map((p) => p.key)).toEqual(['account:password.rules.mismatch']);
    expect(setupI18n('en').t(mismatch[0]!.key)).toBe('Your entered passwords do not match');
    // An empty confirmation is "required", not "do not match".
    expect(keysOf('Old12345', 'Secret12', '')).toEqual(['billing:password.confirmationRequired']);
    // Case matters.
    expect(keysOf('Old12345', 'Secret12', 'secret12')).toEqual(['account:password.rules.mismatch']);
  });

  it('names only the missing old password when the new one is fine', () => {
    expect(keysOf('', 'Secret12')).toEqual(['billing:password.oldRequired']);
  });

  it('does not judge the strength of a new password that is not entered', () => {
    expect(keysOf('Old12345', '', 'Secret12')).toEqual(['billing:password.newRequired']);
  });

  it('accepts the old password as it is (its check is the server\'s)', () => {
    expect(keysOf('x', 'Secret12')).toEqual([]);
  });

  it('has a German text for every message', () => {
    const de = setupI18n('de');
    const all = [
      ...passwordChangeProblems({ oldPW: '', newPW: '', newPWConfirmation: '' }),
      ...passwordChangeProblems({ oldPW: 'x', newPW: 'a', newPWConfirmation: 'b' }),
      ...passwordChangeProblems({ oldPW: 'x', newPW: 'ABCDEFG', newPWConfirmation: 'ABCDEFG' }),
    ];
    for (const p of all) expect(de.exists(p.key, { lng: 'de', fallbackLng: false }), p.key).toBe(true);
  });
});
