import { ApiCallError } from '../../../../engine/data';
import { initialRegistration, toRegisterPayload, validateStep, type RegistrationState, type RegistrationValues, type StepError } from '../../register/registrationForm';
import { registrationErrorKey } from '../../register/registrationErrors';
import type { FunnelRegisterBody } from '../../../../contracts';

/**
 * The offer page's registration form: the fields and rules of the normal registration
 * (screens/pages/register/registrationForm.ts, steps 1 and 2 on one form) plus an optional VAT id.
 * The account starts free; the paid order makes it Elite.
 */
export function initialOfferRegistration(): RegistrationState {
  const state = initialRegistration();
  return { ...state, values: { ...state.values, plan: 'free' } };
}

/** Every problem of the form, in the order the fields appear. */
export function offerFormProblems(values: RegistrationValues): StepError[] {
  return [...validateStep(1, values), ...validateStep(2, values)];
}

/** Whether one field passes the form's own rules (then its availability is worth asking). */
export function fieldPasses(values: RegistrationValues, field: 'email' | 'username'): boolean {
  return !offerFormProblems(values).some((e) => e.field === field);
}

/** The body of POST /api/exclusive-funnel/register; the password is hashed by the caller. */
export function toFunnelPayload(
  values: RegistrationValues, passwordHash: string, countryName: string, language: 'en' | 'de', vatId: string,
): FunnelRegisterBody {
  const body: FunnelRegisterBody = { ...toRegisterPayload(values, passwordHash, countryName, language), paymentProcessor: 'card' };
  const vat = vatId.trim();
  return vat ? { ...body, vatId: vat } : body;
}

/** The message of a failed funnel registration: the normal registration's, and the VAT id's own. */
export function funnelErrorKey(err: unknown): string {
  if (err instanceof ApiCallError && err.code === 'VAT_ID_INVALID') return 'exclusiveOffer:vat.invalid';
  return registrationErrorKey(err);
}
