import { ApiCallError } from '../../../../engine/data';
import type { ExclusiveOfferApi } from './exclusiveOfferApi';

/** The offer page's calls for stories and tests: taken names, VAT answers and the checkout as the fixture says. */
export function fixtureOfferApi({ takenUsernames = ['trader'], takenEmails = ['taken@example.com'], memberRefused = false } = {}): ExclusiveOfferApi {
  const payPage = '/api/sandbox-pay/checkout/fixture';
  return {
    register: async (body) => ({ success: true, username: body.username, nextStepURL: payPage, orderId: 'order-1', totalCents: 49700 }),
    checkUsername: async (username) => ({ available: !takenUsernames.includes(username.toLowerCase()) }),
    checkEmail: async (email) => ({ available: !takenEmails.includes(email.toLowerCase()) }),
    validateVat: async (vatId) => {
      const id = vatId.replace(/\s/g, '').toUpperCase();
      return id.startsWith('AT') ? { valid: true, country: 'AT', vatId: id } : { valid: false, country: id.slice(0, 2) || null, vatId: id, reason: 'CHECKSUM' };
    },
    memberCheckout: async () => {
      if (memberRefused) throw new ApiCallError(409, 'Already subscribed', 'ALREADY_SUBSCRIBED');
      return { nextStepURL: payPage, orderId: 'order-2', paymentProcessor: 'sandbox', totalCents: 49700 };
    },
  };
}
