/**
 * The links a provider's hosted page sends the browser back by: /api/checkout/return/<order> and
 * the same with ?cancelled=1. They are redirects from another site and carry no session, so each
 * is signed: `sig` = HMAC-SHA256(the return-link secret, `checkout-return:<order id>:<outcome>`).
 * A link is good for its order and its outcome only: a return link cannot cancel, and a cancel
 * link of one order cannot cancel another. Unsigned or wrongly signed links change nothing.
 */
import { hmacHex, safeEqualHex } from './providers/sandboxSignature';

export type ReturnOutcome = 'return' | 'cancel';

export function returnLinkSignature(secret: string, orderId: string, outcome: ReturnOutcome): string {
  return hmacHex(secret, `checkout-return:${orderId.toLowerCase()}:${outcome}`);
}

/** The signed return and cancel URLs of an order. */
export function returnLinks(appUrl: string, secret: string, orderId: string): { returnUrl: string; cancelUrl: string } {
  const base = `${appUrl}/api/checkout/return/${orderId}`;
  return {
    returnUrl: `${base}?sig=${returnLinkSignature(secret, orderId, 'return')}`,
    cancelUrl: `${base}?cancelled=1&sig=${returnLinkSignature(secret, orderId, 'cancel')}`,
  };
}

export function verifyReturnLink(secret: string, orderId: string, outcome: ReturnOutcome, sig: string | undefined): boolean {
  return typeof sig === 'string' && /^[0-9a-f]{64}$/.test(sig) && safeEqualHex(sig, returnLinkSignature(secret, orderId, outcome));
}
