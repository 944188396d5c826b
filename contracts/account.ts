/**
 * The account calls outside a session and around the password (docs/api.md, "Account calls"):
 * POST /api/register, the email verification, the password reset (request and confirmation), the
 * username recovery, and a signed-in user's password check and change.
 */
import type { Language } from '../product/accountRules';
import type { RegistrationPlan } from '../product/registrationOffer';

/** What several account calls answer when they succeed. */
export interface SuccessAnswer {
  success: true;
}

/** The body of POST /api/register (the password is the transport hash). */
export interface RegisterBody {
  username: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** ISO 3166-1 alpha-2 code; `name` is informational. */
  country: { code: string; name?: string };
  agreeTermsOfUse: boolean;
  referralCode?: string;
  /** Defaults to true. */
  emailOptIn?: boolean;
  /** The mails' language; defaults to the Accept-Language header's. */
  language?: Language;
  /** The wizard's plan card: 'elite' starts the Elite trial and answers its payment page. */
  plan?: RegistrationPlan;
}

/** POST /api/register. */
export interface RegisterAnswer {
  success: true;
  username: string;
  /** The Elite trial's payment page (plan 'elite' only). */
  nextStepURL?: string;
}

/** The body of POST /api/verifyEmail (GET takes the same as query). */
export interface VerifyEmailBody {
  email?: string;
  hash?: string;
}

/** The body of POST /api/resendEmailVerification (GET /api/sendEmailVerification takes `email` as query). */
export interface ResendVerificationBody {
  email: string;
}

/** POST /api/verifyEmail, /api/resendEmailVerification (and their GET forms). */
export interface VerificationAnswer {
  success: true;
  message: string;
}

/**
 * GET /api/resetPW?email and POST /api/reset-password/{email}: the same whether or not the address
 * has an account (`reason` empty), so that nobody can probe which addresses have accounts.
 */
export interface PasswordResetRequestAnswer {
  reason: string;
}

/** The body of POST /api/changePWWithHash (the fields may also come as query); answered with SuccessAnswer. */
export interface PasswordResetBody {
  /** The token of the mailed link. */
  resetToken: string;
  email: string;
  /** The transport hash of the new password. */
  password: string;
}

/** The body of POST /api/checkPW (a transport hash). */
export interface CheckPasswordBody {
  oldPassword: string;
}

/** POST /api/checkPW. */
export interface CheckPasswordAnswer {
  valid: boolean;
}

/** The body of POST /api/changePW (transport hashes); answered with SuccessAnswer. */
export interface ChangePasswordBody {
  oldPW: string;
  newPW: string;
  newPWConfirmation: string;
}
