import { ACCOUNT_RULES, deriveUsername } from '../../../product/accountRules';
import { REGISTRATION_OFFER, type RegistrationPlan } from '../../../product/registrationOffer';
import { isEmailAddress } from '../public/emailPattern';
import { passwordRuleProblems, type MessageRef } from '../password/passwordRules';
import type { RegisterBody } from '../../../contracts';

/** The registration form of document 1 section 3 (country as its code; the age confirmation added). */
export interface RegistrationValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  agreeTermsOfUse: boolean;
  emailOptIn: boolean;
  username: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  referralCode: string;
  ageConfirmed: boolean;
  plan: RegistrationPlan;
}

export type RegistrationField = keyof RegistrationValues;
export type WizardStep = 1 | 2 | 3;
export const WIZARD_STEPS: readonly WizardStep[] = [1, 2, 3];

export interface StepError extends MessageRef {
  field: RegistrationField;
}

export interface RegistrationState {
  step: WizardStep;
  values: RegistrationValues;
  /** The username follows the email until the user edits it (document 1 section 5). */
  usernameEdited: boolean;
  errors: StepError[];
}

export const DEFAULT_COUNTRY = 'US';

/** The start of the wizard; the query parameters email and referralId prefill it (document 1 section 2.1). */
export function initialRegistration(query: URLSearchParams = new URLSearchParams()): RegistrationState {
  const email = (query.get('email') ?? '').trim().toLowerCase();
  return {
    step: 1,
    usernameEdited: false,
    errors: [],
    values: {
      email,
      password: '',
      passwordConfirmation: '',
      agreeTermsOfUse: true,
      emailOptIn: true,
      username: deriveUsername(email),
      firstName: '',
      lastName: '',
      countryCode: DEFAULT_COUNTRY,
      referralCode: (query.get('referralId') ?? '').trim(),
      ageConfirmed: false,
      plan: REGISTRATION_OFFER.defaultPlan,
    },
  };
}

/** Fields whose errors go together: editing one clears the others' too. */
const RELATED: Partial<Record<RegistrationField, RegistrationField[]>> = {
  password: ['passwordConfirmation'],
  passwordConfirmation: ['password'],
  email: ['username'],
};

/**
 * One edit: the email is kept lower-cased, the username is re-derived from it until edited, and
 * the errors of the edited field go (errors clear on edit).
 */
export function editField<K extends RegistrationField>(state: RegistrationState, field: K, value: RegistrationValues[K]): RegistrationState {
  const values = { ...state.values, [field]: value };
  let usernameEdited = state.usernameEdited;
  if (field === 'email') {
    values.email = String(value).toLowerCase();
    if (!usernameEdited) values.username = deriveUsername(values.email);
  }
  if (field === 'username') usernameEdited = true;
  const cleared = new Set<RegistrationField>([field, ...(RELATED[field] ?? [])]);
  return { ...state, values, usernameEdited, errors: state.errors.filter((e) => !cleared.has(e.field)) };
}

const USERNAME = /^[A-Za-z0-9]+$/;
const NAME_FORBIDDEN = /[<>{}]/;

/** The problems of one step, in the order the fields appear (document 1 section 5). */
export function validateStep(step: WizardStep, v: RegistrationValues): StepError[] {
  const out: StepError[] = [];
  const add = (field: RegistrationField, key: string, params?: MessageRef['params']): void => {
    out.push(params ? { field, key, params } : { field, key });
  };
  if (step === 1) {
    if (!v.email.trim()) add('email', 'register.errors.emailRequired');
    else if (!isEmailAddress(v.email)) add('email', 'register.errors.emailInvalid');
    if (!v.password) add('password', 'register.errors.passwordRequired');
    if (!v.passwordConfirmation) add('passwordConfirmation', 'register.errors.passwordConfirmationRequired');
    for (const p of passwordRuleProblems(v.password, v.passwordConfirmation)) {
      add(p.key === 'password.rules.mismatch' ? 'passwordConfirmation' : 'password', p.key, p.params);
    }
    if (!v.agreeTermsOfUse) add('agreeTermsOfUse', 'register.errors.termsRequired');
  }
  if (step === 2) {
    const username = v.username.trim();
    if (!username) add('username', 'register.errors.usernameRequired');
    else if (!USERNAME.test(username)) add('username', 'register.errors.usernameCharacters');
    if (!v.firstName.trim()) add('firstName', 'register.errors.firstNameRequired');
    else if (NAME_FORBIDDEN.test(v.firstName)) add('firstName', 'register.errors.nameCharacters');
    if (!v.lastName.trim()) add('lastName', 'register.errors.lastNameRequired');
    else if (NAME_FORBIDDEN.test(v.lastName)) add('lastName', 'register.errors.nameCharacters');
    if (!v.countryCode) add('countryCode', 'register.errors.countryRequired');
    if (!v.ageConfirmed) add('ageConfirmed', 'register.errors.minimumAge', { age: ACCOUNT_RULES.minimumAge });
  }
  return out;
}

/** Next: moves forward while the step is below 3 and the current step has no problems. */
export function nextStep(state: RegistrationState): RegistrationState {
  const errors = validateStep(state.step, state.values);
  if (errors.length > 0) return { ...state, errors };
  return { ...state, errors: [], step: state.step < 3 ? ((state.step + 1) as WizardStep) : state.step };
}

/** Back: moves down while the step is above 1. */
export function previousStep(state: RegistrationState): RegistrationState {
  return { ...state, errors: [], step: state.step > 1 ? ((state.step - 1) as WizardStep) : state.step };
}

/** The errors of the whole form, with the first step that has any (checked before creating the account). */
export function firstInvalidStep(values: RegistrationValues): { step: WizardStep; errors: StepError[] } | null {
  for (const step of WIZARD_STEPS) {
    const errors = validateStep(step, values);
    if (errors.length) return { step, errors };
  }
  return null;
}

/**
 * The body of POST /api/register (document 1 section 3; contracts' RegisterBody) from the form; the
 * password is hashed by the caller. The plan card chosen in step 3: 'elite' makes the server
 * answer the trial's payment page.
 */
export function toRegisterPayload(
  v: RegistrationValues, passwordHash: string, countryName: string, language: 'en' | 'de',
): RegisterBody {
  const referral = v.referralCode.trim();
  return {
    username: v.username.trim(),
    email: v.email.trim().toLowerCase(),
    password: passwordHash,
    firstname: v.firstName.trim(),
    lastname: v.lastName.trim(),
    country: { code: v.countryCode, name: countryName },
    agreeTermsOfUse: v.agreeTermsOfUse,
    ...(referral ? { referralCode: referral } : {}),
    emailOptIn: v.emailOptIn,
    language,
    plan: v.plan,
  };
}
