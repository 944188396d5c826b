import { describe, expect, it } from 'vitest';
import {
  editField, firstInvalidStep, initialRegistration, nextStep, previousStep, toRegisterPayload, validateStep,
  type RegistrationState, type RegistrationValues,
} from './registrationForm';

const keys = (errors: { key: string }[]): string[] => errors.map((e) => e.key);

function filled(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
  return {
    ...initialRegistration().values,
    email: 'eve.tester@example.com', password: 'Secret12', passwordConfirmation: 'Secret12',
    username: 'evetester', firstName: 'Eve', lastName: 'Tester', ageConfirmed: true, ...overrides,
  };
}

describe('the registration wizard state', () => {
  it('starts on step 1 with the spec defaults: terms and opt-in ticked, US, Elite', () => {
    const s = initialRegistration();
    expect(s.step).toBe(1);
    expect(s.values).toMatchObject({ agreeTermsOfUse: true, emailOptIn: true, countryCode: 'US', plan: 'elite', ageConfirmed: false });
  });

  it('prefills the email (lower-cased), the derived username and the referral code from the query', () => {
    const s = initialRegistration(new URLSearchParams('email=Jane.Doe%2Bx@Example.com&referralId=ABC123'));
    expect(s.values.email).toBe('jane.doe+x@example.com');
    expect(s.values.username).toBe('janedoex');
    expect(s.values.referralCode).toBe('ABC123');
  });

  it('derives the username from the email until the user edits it', () => {
    let s = initialRegistration();
    s = editField(s, 'email', 'Max.Power_2000@Example.com');
    expect(s.values.email).toBe('max.power_2000@example.com');
    expect(s.values.username).toBe('maxpower2000');
    s = editField(s, 'email', 'averyveryverylongname12345@example.com');
    expect(s.values.username).toBe('averyveryverylongnam');
    s = editField(s, 'username', 'MyOwnName');
    s = editField(s, 'email', 'other@example.com');
    expect(s.values.username).toBe('MyOwnName');
    expect(s.usernameEdited).toBe(true);
  });

  it('lists every problem of step 1', () => {
    const v = { ...initialRegistration().values, agreeTermsOfUse: false };
    expect(keys(validateStep(1, v))).toEqual([
      'register.errors.emailRequired', 'register.errors.passwordRequired',
      'register.errors.passwordConfirmationRequired', 'register.errors.termsRequired',
    ]);
    expect(keys(validateStep(1, filled({ email: 'not-an-email' })))).toEqual(['register.errors.emailInvalid']);
    expect(keys(validateStep(1, filled({ password: 'abc', passwordConfirmation: 'abd' })))).toEqual([
      'password.rules.mismatch', 'password.rules.minLength', 'password.rules.digit', 'password.rules.upper',
    ]);
    expect(keys(validateStep(1, filled({ password: 'ABCDEF1', passwordConfirmation: 'ABCDEF1' })))).toEqual(['password.rules.lower']);
    expect(validateStep(1, filled())).toEqual([]);
  });

  it('lists every problem of step 2, with the minimum age', () => {
    const v = filled({ username: '', firstName: ' ', lastName: '', countryCode: '', ageConfirmed: false });
    expect(keys(validateStep(2, v))).toEqual([
      'register.errors.usernameRequired', 'register.errors.firstNameRequired', 'register.errors.lastNameRequired',
      'register.errors.countryRequired', 'register.errors.minimumAge',
    ]);
    expect(validateStep(2, v).find((e) => e.key === 'register.errors.minimumAge')?.params).toEqual({ age: 18 });
    expect(keys(validateStep(2, filled({ username: 'eve_tester' })))).toEqual(['register.errors.usernameCharacters']);
    expect(keys(validateStep(2, filled({ firstName: '<b>' })))).toEqual(['register.errors.nameCharacters']);
    expect(validateStep(2, filled())).toEqual([]);
  });

  it('moves with Next only when the step is valid, and Back down to step 1', () => {
    let s: RegistrationState = initialRegistration();
    s = nextStep(s);
    expect(s.step).toBe(1);
    expect(s.errors.length).toBeGreaterThan(0);
    s = { ...s, values: filled() };
    s = nextStep(s);
    expect(s).toMatchObject({ step: 2, errors: [] });
    s = nextStep(nextStep(s));
    expect(s.step).toBe(3);
    s = previousStep(previousStep(previousStep(s)));
    expect(s.step).toBe(1);
  });

  it('clears the errors of the edited field (and its partner) on edit', () => {
    let s = nextStep({ ...initialRegistration(), values: filled({ email: '', password: 'abc', passwordConfirmation: 'abd' }) });
    expect(s.errors.map((e) => e.field)).toEqual(['email', 'passwordConfirmation', 'password', 'password', 'password']);
    s = editField(s, 'password', 'abcd');
    expect(s.errors.map((e) => e.field)).toEqual(['email']);
    s = editField(s, 'email', 'a@b.de');
    expect(s.errors).toEqual([]);
  });

  it('finds the first step with problems before creating the account', () => {
    expect(firstInvalidStep(filled())).toBeNull();
    expect(firstInvalidStep(filled({ lastName: '' }))?.step).toBe(2);
  });

  it('builds the register payload of document 1 section 3', () => {
    const payload = toRegisterPayload(filled({ username: ' evetester ', referralCode: ' ' }), 'h'.repeat(64), 'United States', 'de');
    expect(payload).toEqual({
      username: 'evetester', email: 'eve.tester@example.com', password: 'h'.repeat(64), firstname: 'Eve', lastname: 'Tester',
      country: { code: 'US', name: 'United States' }, agreeTermsOfUse: true, emailOptIn: true, language: 'de', plan: 'elite',
    });
    expect(toRegisterPayload(filled({ plan: 'free' }), 'x', 'Germany', 'en').plan).toBe('free');
    expect(toRegisterPayload(filled({ referralCode: 'REF1' }), 'x', 'Germany', 'en').referralCode).toBe('REF1');
  });
});
