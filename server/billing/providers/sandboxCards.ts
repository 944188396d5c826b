/**
 * The sandbox's test cards (the same numbers as Stripe's test cards, so muscle memory carries
 * over). Only these numbers are accepted; nothing is ever charged.
 */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient' | 'error' | 'failRenewal';

export interface SandboxCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** What the sandbox page lists next to the number. */
  label: string;
  /** The decline message ('Payment failed {message}' on the client). */
  message?: string;
}

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4242424242424242', brand: 'Visa', behaviour: 'succeed', label: 'succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', behaviour: 'succeed', label: 'succeeds (a second card)' },
  { number: '4000000000000002', brand: 'Visa', behaviour: 'decline', label: 'is declined', message: 'Your card was declined.' },
  { number: '4000000000009995', brand: 'Visa', behaviour: 'insufficient', label: 'is declined for insufficient funds', message: 'Your card has insufficient funds.' },
  { number: '4000000000000119', brand: 'Visa', behaviour: 'error', label: 'fails with a processing error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  { number: '4000000000000341', brand: 'Visa', behaviour: 'failRenewal', label: 'succeeds now, but its renewals are declined', message: 'Your card was declined.' },
];

export const SANDBOX_PAYPAL_DECLINE_MESSAGE = 'The PayPal payment was declined.';

export function findSandboxCard(input: string): SandboxCard | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return SANDBOX_CARDS.find((c) => c.number === digits);
}

export interface CardCheck {
  ok: boolean;
  card?: SandboxCard;
  message?: string;
}

/** Checks the form fields as a card network would: a known test number, a future expiry, a CVC. */
export function checkCard(fields: { number?: string; expiry?: string; cvc?: string }, now: Date): CardCheck {
  const card = findSandboxCard(fields.number ?? '');
  if (!card) return { ok: false, message: 'Your card number is not a sandbox test card.' };
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry ?? '');
  if (!m) return { ok: false, message: 'Your card\'s expiration date is incomplete.' };
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return { ok: false, message: 'Your card\'s expiration date is invalid.' };
  const lastValid = Date.UTC(year, month, 1); // first instant after the expiry month
  if (lastValid <= now.getTime()) return { ok: false, message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test((fields.cvc ?? '').trim())) return { ok: false, message: 'Your card\'s security code is incomplete.' };
  return { ok: true, card };
}
