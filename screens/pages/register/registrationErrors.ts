import { ApiCallError } from '../../../engine/data';

/** 'Error while creating account: Payment process failed' (documents 1 and 3, the Elite registration without a payment page). */
export const ELITE_PAYMENT_FAILED = 'auth:register.paymentFailed';

/**
 * The message for a failed registration (document 1 section 8): the application codes travel in
 * the body's `code` (docs/api.md). Keys are of the `auth` and `account` namespaces.
 */
export function registrationErrorKey(err: unknown): string {
  if (!(err instanceof ApiCallError)) return 'auth:register.unknown';
  switch (String(err.code ?? '')) {
    case '600': return 'auth:register.exists';
    case '601': return 'auth:register.badReferral';
    case '700': return 'auth:register.invitationInvalid';
    case '701': return 'account:register.codes.emailCase';
    case 'TERMS_REQUIRED': return 'account:register.errors.termsRequired';
    case 'COUNTRY_INVALID': return 'account:register.errors.countryRequired';
    case 'RATE_LIMITED': return 'common:errors.tooManyRequests';
    case 'PAYMENT_PROCESS_FAILED': return ELITE_PAYMENT_FAILED;
    default: break;
  }
  if (err.status === 0) return 'common:errors.connection';
  return 'auth:register.unknown';
}
