import { ApiCallError } from '../../../engine/data';

/** A text of the `billing` namespace with its parameters. */
export interface BillingMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * What a screen was doing when a call failed; each has the spec's own message (document 3
 * section 8) for failures without a more precise answer.
 */
export type FailureContext = 'subscriptionLoad' | 'dataLoad' | 'chooserLoad' | 'price' | 'checkout' | 'cancel' | 'reset' | 'generic';

const CONTEXT_KEYS: Record<FailureContext, string> = {
  subscriptionLoad: 'errors.subscriptionLoad',
  dataLoad: 'errors.dataLoad',
  chooserLoad: 'errors.chooserLoad',
  price: 'errors.price',
  checkout: 'errors.checkout',
  cancel: 'errors.cancelText',
  reset: 'errors.reset',
  generic: 'errors.generic',
};

/** The billing server's refusals that have a message of their own (docs/api.md, "Billing calls"). */
const CODE_KEYS: Record<string, string> = {
  ALREADY_SUBSCRIBED_YEARLY: 'errors.alreadyYearly',
  ALREADY_SUBSCRIBED: 'errors.alreadySubscribed',
  ADDON_NEEDS_BASE: 'errors.addonNeedsBase',
  CHANGE_NOT_ALLOWED: 'errors.changeNotAllowed',
  TRIAL_NOT_AVAILABLE: 'errors.trialNotAvailable',
  ADDON_DISCOUNT_NOT_ALLOWED: 'errors.discountNotAllowed',
  PERMISSION_MISSING: 'errors.permissionMissing',
  PAYMENT_PROVIDER_ERROR: 'errors.providerUnavailable',
  PAYPAL_NOT_AVAILABLE: 'errors.paypalUnavailable',
  NO_RESET_REQUESTS: 'errors.noResetRequests',
  TRIAL_NOT_CANCELLABLE: 'errors.trialNotCancellable',
};

/**
 * The message for a failed billing call: the server's refusal where it has one (the plan rules'
 * 409s, the trial's 403 ...), else the message of what the screen was doing.
 *
 * @example billingErrorMessage(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED_YEARLY'), 'checkout').key === 'errors.alreadyYearly'
 */
export function billingErrorMessage(err: unknown, context: FailureContext): BillingMessage {
  if (err instanceof ApiCallError) {
    const code = typeof err.code === 'string' ? CODE_KEYS[err.code] : undefined;
    if (code) return { key: code };
    if (err.status === 0) return { key: 'errors.connection' };
  }
  return { key: CONTEXT_KEYS[context] };
}
