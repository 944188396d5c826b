import { describe, expect, it } from 'vitest';
import { REGISTRATION_OFFER } from './registrationOffer';
import { PLAN_PRICES } from './planPrices';

describe('registration offer', () => {
  it('is EUR 1 for a month, then the Elite monthly price', () => {
    expect(REGISTRATION_OFFER.trialPrice).toBe(1);
    expect(REGISTRATION_OFFER.trialMonths).toBe(1);
    expect(REGISTRATION_OFFER.priceAfterTrial).toBe(PLAN_PRICES.elite?.monthly);
    expect(REGISTRATION_OFFER.priceAfterTrial).toBe(76);
    expect(REGISTRATION_OFFER.defaultPlan).toBe('elite');
  });
});
