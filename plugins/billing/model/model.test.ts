import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../engine/data';
import { formattersFor } from '../../../engine/ui';
import { PLANS } from '../../../product/plans';
import { productBySku } from '../../../product/catalogue';
import { subscriptionOf } from '../testing/fakeBillingApi';
import { reportsToCatalogue } from '../api/billingApi';
import { addressOf, isAddressComplete } from './address';
import { billingErrorMessage } from './billingErrors';
import { formatEur } from './money';
import { passwordChangeProblems } from './passwordChange';
import { paymentOutcomeOf } from './paymentResult';
import { chooserTiers, columnOffer, currentPlanOf, planSku, subscriptionPageFor } from './plans';
import { settingsTabIndex } from '../settings/SettingsScreen';

describe('plan chooser', () => {
  it('shows Demo, Premium and Elite; Elite+ and Professional only with their modules', () => {
    expect(chooserTiers(PLANS.demo.modules)).toEqual(['demo', 'premium', 'elite']);
    expect(chooserTiers([...PLANS.premium.modules, 'OrderProfessional'])).toEqual(['demo', 'premium', 'elite', 'professional']);
    expect(chooserTiers(PLANS.elite.modules)).toEqual(['demo', 'premium', 'elite', 'elitePlus', 'professional']);
  });

  it('names the plan SKUs per interval from the catalogue', () => {
    expect(planSku('premium', 'MONTH')).toBe('020');
    expect(planSku('elite', 'YEAR')).toBe('060y');
    expect(planSku('demo', 'MONTH')).toBeNull();
  });

  it('offers subscribing without a plan subscription and marks the free plan current', () => {
    const current = currentPlanOf('demo', []);
    expect(columnOffer('demo', 'MONTH', current)).toEqual({ kind: 'current' });
    expect(columnOffer('premium', 'MONTH', current)).toEqual({ kind: 'subscribe', sku: '020' });
    expect(columnOffer('elite', 'YEAR', current)).toEqual({ kind: 'subscribe', sku: '060y' });
  });

  it('follows the allowed-changes table from a running Premium monthly subscription', () => {
    const sub = subscriptionOf('020');
    const current = currentPlanOf('premium', [sub]);
    expect(current).toMatchObject({ tier: 'premium', interval: 'MONTH', trial: false });
    expect(columnOffer('premium', 'MONTH', current)).toEqual({ kind: 'current' });
    expect(columnOffer('premium', 'YEAR', current)).toEqual({ kind: 'change', sku: '020y', subId: sub.id, direction: 'yearly' });
    expect(columnOffer('elite', 'MONTH', current)).toEqual({ kind: 'change', sku: '060', subId: sub.id, direction: 'upgrade' });
    expect(columnOffer('demo', 'MONTH', current)).toEqual({ kind: 'free' });
  });

  it('refuses what the table does not allow and keeps yearly plans yearly', () => {
    const elite = currentPlanOf('elite', [subscriptionOf('060')]);
    expect(columnOffer('professional', 'MONTH', elite)).toEqual({ kind: 'notAllowed' });
    expect(columnOffer('elitePlus', 'MONTH', elite)).toMatchObject({ kind: 'change', direction: 'upgrade' });
    expect(columnOffer('premium', 'MONTH', elite)).toMatchObject({ kind: 'change', direction: 'downgrade' });
    const yearly = currentPlanOf('elite', [subscriptionOf('060y')]);
    expect(columnOffer('elite', 'MONTH', yearly)).toEqual({ kind: 'alreadyYearly' });
  });

  it('lets a trial subscribe to any plan (the trial cannot be cancelled)', () => {
    const trial = currentPlanOf('elite', [subscriptionOf('060t', { type: 'local', status: 'trialing' })]);
    expect(trial.trial).toBe(true);
    expect(columnOffer('elite', 'MONTH', trial)).toEqual({ kind: 'subscribe', sku: '060' });
  });

  it('ignores cancelled subscriptions and plans granted without billing stay current', () => {
    expect(currentPlanOf('premium', [subscriptionOf('020', { cancelled: true })]).subscription).toBeNull();
    expect(columnOffer('premium', 'MONTH', currentPlanOf('premium', []))).toEqual({ kind: 'current' });
  });

  it('chooses the subscription page by the plan code prefix', () => {
    expect(subscriptionPageFor('020y')).toBe('/join/subscriptions');
    expect(subscriptionPageFor('010')).toBe('/join/subscriptions');
    expect(subscriptionPageFor('900y')).toBe('/join/crypto-subscription');
    expect(subscriptionPageFor('300')).toBe('/join/extra-tickers');
  });
});

describe('address prompt', () => {
  it('is complete only with country, address, city and postal code', () => {
    const full = { country: { code: 'DE', name: 'Germany' }, addressDetails: { address: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115' } };
    expect(isAddressComplete(full)).toBe(true);
    expect(isAddressComplete({ ...full, addressDetails: { address: 'Hauptstraße 1', city: ' ', postalCode: '10115' } })).toBe(false);
    expect(isAddressComplete({ ...full, country: { code: '' } })).toBe(false);
    expect(isAddressComplete(null)).toBe(false);
    expect(addressOf({ addressDetails: { city: 'Berlin' } })).toEqual({ address: '', city: 'Berlin', postalCode: '' });
  });
});

describe('billing messages', () => {
  it('explains the plan rules of the server and falls back to the screen message', () => {
    expect(billingErrorMessage(new ApiCallError(409, 'x', 'ALREADY_SUBSCRIBED_YEARLY'), 'checkout').key).toBe('errors.alreadyYearly');
    expect(billingErrorMessage(new ApiCallError(409, 'x', 'ADDON_NEEDS_BASE'), 'checkout').key).toBe('errors.addonNeedsBase');
    expect(billingErrorMessage(new ApiCallError(403, 'x', 'TRIAL_NOT_AVAILABLE'), 'checkout').key).toBe('errors.trialNotAvailable');
    expect(billingErrorMessage(new ApiCallError(500, 'x'), 'price').key).toBe('errors.price');
    expect(billingErrorMessage(new Error('x'), 'subscriptionLoad').key).toBe('errors.subscriptionLoad');
    expect(billingErrorMessage(new ApiCallError(0, 'x'), 'chooserLoad').key).toBe('errors.connection');
  });

  it('keeps the plan rules away from the global catalogue (a 409 there logs out)', () => {
    expect(reportsToCatalogue(new ApiCallError(409, 'x', 'CHANGE_NOT_ALLOWED'))).toBe(false);
    expect(reportsToCatalogue(new ApiCallError(403, 'x', 'TRIAL_NOT_AVAILABLE'))).toBe(false);
    expect(reportsToCatalogue(new ApiCallError(401, 'x', 'UNAUTHORIZED'))).toBe(true);
    expect(reportsToCatalogue(new ApiCallError(0, 'offline'))).toBe(true);
  });

  it('writes amounts as the product does, in the reader\'s format', () => {
    const elite = productBySku('060')!;
    expect(formatEur(elite.priceCents, formattersFor('en-US'))).toBe(`EUR ${(elite.priceCents / 100).toFixed(2)}`);
    expect(formatEur(123456, formattersFor('de-DE'))).toBe('EUR 1.234,56');
  });
});

describe('payment result', () => {
  it('reads the return page\'s query', () => {
    expect(paymentOutcomeOf(new URLSearchParams('paymentFeedback=true&status=success&invoiceId=RS-2026-000001'))).toEqual({ status: 'success', invoiceId: 'RS-2026-000001' });
    expect(paymentOutcomeOf(new URLSearchParams('paymentFeedback=true&status=processing&invoiceId=abc'))).toEqual({ status: 'processing', orderId: 'abc' });
    expect(paymentOutcomeOf(new URLSearchParams('status=failed&message=Your%20card%20was%20declined.'))).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(paymentOutcomeOf(new URLSearchParams('status=cancelled'))).toEqual({ status: 'cancelled' });
    expect(paymentOutcomeOf(new URLSearchParams(''))).toEqual({ status: 'unknown' });
  });
});

describe('password change', () => {
  it('lists the rules the new password breaks', () => {
    expect(passwordChangeProblems({ oldPW: '', newPW: '', newPWConfirmation: '' }).map((p) => p.key))
      .toEqual(['billing:password.oldRequired', 'billing:password.newRequired', 'billing:password.confirmationRequired']);
    expect(passwordChangeProblems({ oldPW: 'Old12345', newPW: 'abc', newPWConfirmation: 'abd' }).map((p) => p.key)).toEqual([
      'account:password.rules.mismatch', 'account:password.rules.minLength', 'account:password.rules.digit', 'account:password.rules.upper',
    ]);
    expect(passwordChangeProblems({ oldPW: 'Old12345', newPW: 'Secret12', newPWConfirmation: 'Secret12' })).toEqual([]);
  });
});

describe('settings tabs', () => {
  it('has six tabs addressed 0 to 5', () => {
    expect(settingsTabIndex('0')).toBe(0);
    expect(settingsTabIndex('5')).toBe(5);
    expect(settingsTabIndex('6')).toBeNull();
    expect(settingsTabIndex('x')).toBeNull();
    expect(settingsTabIndex(undefined)).toBe(0);
  });
});
