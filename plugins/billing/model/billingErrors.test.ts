import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { setupI18n } from '../../../engine/i18n';
import { billingErrorMessage, type FailureContext } from './billingErrors';

const CONTEXTS: FailureContext[] = ['subscriptionLoad', 'dataLoad', 'chooserLoad', 'price', 'checkout', 'cancel', 'reset', 'generic'];
const SERVER_CODES = [
  'ALREADY_SUBSCRIBED_YEARLY', 'ALREADY_SUBSCRIBED', 'ADDON_NEEDS_BASE', 'CHANGE_NOT_ALLOWED', 'TRIAL_NOT_AVAILABLE', 'ADDON_DISCOUNT_NOT_ALLOWED',
  'PERMISSION_MISSING', 'PAYMENT_PROVIDER_ERROR', 'PAYPAL_NOT_AVAILABLE', 'NO_RESET_REQUESTS', 'TRIAL_NOT_CANCELLABLE',
];

describe('billingErrorMessage', () => {
  it("uses the spec's wording for the screens' own failures (document 3 section 8)", () => {
    const en = setupI18n('en');
    const text = (context: FailureContext) => en.t(billingErrorMessage(new Error('boom'), context).key, { ns: 'billing' });
    expect(text('subscriptionLoad')).toBe('There was an error while loading your subscription data. Please try again or contact our customer support');
    expect(text('price')).toBe('Sorry, an error happened while calculating the price. Please try again or contact our customer support');
    expect(text('cancel')).toBe('Sorry, an error happened during your cancellation. Please try again or contact our customer support.');
    expect(text('reset')).toBe('Could not reset ticker');
  });

  it('answers each context with its own message, in English and German', () => {
    const keys = CONTEXTS.map((c) => billingErrorMessage(new ApiCallError(500, 'x'), c).key);
    expect(new Set(keys).size).toBe(CONTEXTS.length);
    for (const lng of ['en', 'de'] as const) {
      const i18n = setupI18n(lng);
      for (const key of keys) expect(i18n.exists(key, { ns: 'billing', lng, fallbackLng: false }), `${lng} billing:${key}`).toBe(true);
    }
  });

  it("turns every refusal of the billing server into its own translated message, whatever the screen", () => {
    const keys = SERVER_CODES.map((code) => billingErrorMessage(new ApiCallError(409, 'refused', code), 'generic').key);
    expect(new Set(keys).size).toBe(SERVER_CODES.length);
    expect(keys).not.toContain('errors.generic');
    for (const lng of ['en', 'de'] as const) {
      const i18n = setupI18n(lng);
      for (const key of keys) expect(i18n.exists(key, { ns: 'billing', lng, fallbackLng: false }), `${lng} billing:${key}`).toBe(true);
    }
    expect(billingErrorMessage(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED_YEARLY'), 'price').key)
      .toBe(billingErrorMessage(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED_YEARLY'), 'cancel').key);
    expect(setupI18n('en').t(billingErrorMessage(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED_YEARLY'), 'checkout').key, { ns: 'billing' }))
      .toBe('Already Subscribed to yearly plan');
  });

  it('falls back to the screen message for unknown and numeric codes', () => {
    expect(billingErrorMessage(new ApiCallError(409, 'x', 'SOMETHING_NEW'), 'checkout').key).toBe('errors.checkout');
    expect(billingErrorMessage(new ApiCallError(400, 'x', 765), 'price').key).toBe('errors.price');
    expect(billingErrorMessage('a string was thrown', 'reset').key).toBe('errors.reset');
    expect(billingErrorMessage(undefined, 'dataLoad').key).toBe('errors.dataLoad');
  });

  it('names a lost connection (status 0) whatever the screen, unless the server named the refusal', () => {
    for (const context of CONTEXTS) expect(billingErrorMessage(new ApiCallError(0, 'offline'), context).key).toBe('errors.connection');
    expect(billingErrorMessage(new ApiCallError(0, 'offline', 'PAYPAL_NOT_AVAILABLE'), 'checkout').key).toBe('errors.paypalUnavailable');
    // A plain network error that is not an ApiCallError is not known to be a lost connection.
    expect(billingErrorMessage(new TypeError('Failed to fetch'), 'checkout').key).toBe('errors.checkout');
  });
});
