import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../engine/data';
import { fieldPasses, funnelErrorKey, initialOfferRegistration, offerFormProblems, toFunnelPayload } from './offerRegistration';

const filled = () => ({
  ...initialOfferRegistration().values,
  email: 'olga@example.com', password: 'Secret12', passwordConfirmation: 'Secret12', username: 'olgaoffer',
  firstName: 'Olga', lastName: 'Offer', ageConfirmed: true,
});

describe('the offer page\'s registration form', () => {
  it('starts a free account and applies the normal registration\'s rules on one form', () => {
    expect(initialOfferRegistration().values.plan).toBe('free');
    expect(offerFormProblems(filled())).toEqual([]);
    const bad = { ...filled(), email: 'nope', username: 'olga offer' };
    expect(offerFormProblems(bad).map((e) => e.field)).toEqual(['email', 'username']);
    expect(fieldPasses(bad, 'email')).toBe(false);
    expect(fieldPasses(filled(), 'username')).toBe(true);
  });

  it('sends the VAT id only when given, and explains a refused one', () => {
    expect(toFunnelPayload(filled(), 'hash', 'United States', 'en', '  ')).not.toHaveProperty('vatId');
    expect(toFunnelPayload(filled(), 'hash', 'United States', 'en', ' ATU13585627 ')).toMatchObject({ vatId: 'ATU13585627', paymentProcessor: 'card', password: 'hash' });
    expect(funnelErrorKey(new ApiCallError(400, 'bad', 'VAT_ID_INVALID'))).toBe('exclusiveOffer:vat.invalid');
    expect(funnelErrorKey(new ApiCallError(422, 'exists', 600))).toBe('auth:register.exists');
  });
});
