import { describe, expect, it } from 'vitest';
import { decideCancellation } from './cancellation';
import { entitlementsFrom } from './entitlements';
import { outcomePath, safeReturnPath } from './checkout';
import { checkCard } from './providers/sandboxCards';
import { signSandboxPayload, verifySandboxSignature } from './providers/sandboxSignature';
import { parseAmountCents } from './providers/paypal';
import type { OrderRow, SubscriptionRow } from './providers/types';

const d = (iso: string): Date => new Date(iso);
const sub = (over: Partial<SubscriptionRow>): SubscriptionRow => ({
  id: 's', userId: 'u', sku: '020', kind: 'plan', interval: 'MONTH', provider: 'sandbox', providerSubscriptionId: 'x', status: 'active', priceCents: 4800,
  quantity: 1, startedAt: d('2026-01-01T00:00:00Z'), currentPeriodStart: d('2026-04-01T00:00:00Z'), currentPeriodEnd: d('2026-05-01T00:00:00Z'),
  anchorAt: d('2026-01-01T00:00:00Z'), periodIndex: 4, lastOrderId: 'o', cancelledAt: null, endedAt: null, endReason: null,
  createdAt: d('2026-01-01T00:00:00Z'), updatedAt: d('2026-01-01T00:00:00Z'), ...over,
});
const order = (over: Partial<OrderRow>): Pick<OrderRow, 'kind' | 'totalCents' | 'refundedCents' | 'status'> => ({ kind: 'renewal', totalCents: 6000, refundedCents: 0, status: 'paid', ...over });

describe('cancellation rules', () => {
  it('card: at once, pro rata; PayPal: to the cycle end; a renewal within 2 calendar days: in full', () => {
    const mid = d('2026-04-16T00:00:00Z');
    expect(decideCancellation(sub({}), order({ kind: 'subscription' }), mid)).toEqual({ immediate: true, refundCents: 3000, refundReason: 'pro_rata' });
    expect(decideCancellation(sub({ provider: 'paypal' }), order({ kind: 'subscription' }), mid)).toEqual({ immediate: false, refundCents: 0, refundReason: null });
    expect(decideCancellation(sub({ provider: 'paypal' }), order({}), d('2026-04-03T21:00:00Z'))).toEqual({ immediate: true, refundCents: 6000, refundReason: 'renewal_within_2_days' });
    expect(decideCancellation(sub({ provider: 'paypal' }), order({}), d('2026-04-03T22:30:00Z'))).toMatchObject({ immediate: false });
    expect(decideCancellation(sub({}), order({ refundedCents: 5000, status: 'partially_refunded' }), d('2026-04-02T00:00:00Z'))).toMatchObject({ refundCents: 1000 });
    expect(decideCancellation(sub({}), null, mid)).toEqual({ immediate: true, refundCents: 0, refundReason: null });
  });
});

describe('entitlements', () => {
  const user = { plan: 'demo', primaryPlanSku: null, userPackage: 'EOD-ACCESS', extraModules: ['BetaAccess', 'Crypto'] };
  it('takes the highest running plan and the modules of add-ons', () => {
    const e = entitlementsFrom(user, [sub({ sku: '020' }), sub({ sku: '070y', startedAt: d('2025-01-01T00:00:00Z') }), sub({ sku: '900', kind: 'crypto' })], true);
    expect(e).toEqual({ plan: 'elitePlus', primaryPlanSku: '070y', userPackage: 'FULL-ACCESS', extraModules: ['BetaAccess', 'Crypto'] });
    const premium = entitlementsFrom(user, [sub({ sku: '020' }), sub({ sku: '200', kind: 'tickerAddon', quantity: 100 })], true);
    expect(premium.extraModules).toEqual(['BetaAccess', 'ApiAccess', 'ChartingAppAccess']);
    expect(entitlementsFrom(user, [sub({ sku: '020' }), sub({ sku: '100', kind: 'tickerAddon', quantity: 50 })], true).extraModules).toEqual(['BetaAccess']);
  });
  it('falls back to the free plan only for users who had a plan subscription', () => {
    const seeded = { ...user, plan: 'premium', primaryPlanSku: '020', userPackage: 'FULL-ACCESS' };
    expect(entitlementsFrom(seeded, [], false)).toMatchObject({ plan: 'premium', primaryPlanSku: '020' });
    expect(entitlementsFrom(seeded, [], true)).toMatchObject({ plan: 'demo', primaryPlanSku: null, userPackage: 'EOD-ACCESS' });
  });
});

describe('checkout pages', () => {
  it('returns only to paths of our own site', () => {
    const app = 'https://rs.example';
    expect(safeReturnPath('/join/tokens?x=1', app)).toBe('/join/tokens?x=1');
    expect(safeReturnPath('https://rs.example/dashboard', app)).toBe('/dashboard');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'javascript:alert(1)', '/api/deleteAccount', '']) expect(safeReturnPath(bad, app)).toBeNull();
  });
  it('lands each outcome on its page', () => {
    const base = { id: 'o1', flow: 'standard', status: 'paid', returnPath: null, failureMessage: null };
    expect(outcomePath(base, 'RS-2026-000007')).toBe('/payment-result?paymentFeedback=true&status=success&invoiceId=RS-2026-000007');
    expect(outcomePath({ ...base, returnPath: '/join/tokens?tab=1' }, 'RS-1')).toBe('/join/tokens?tab=1&paymentFeedback=true&status=success&invoiceId=RS-1');
    expect(outcomePath({ ...base, status: 'failed', failureMessage: 'Your card was declined.' }, null)).toBe('/payment-result?status=failed&message=Your%20card%20was%20declined.');
    expect(outcomePath({ ...base, flow: 'trial' }, null)).toBe('/demo-offer-success');
    expect(outcomePath({ ...base, flow: 'trial', status: 'card_used' }, null)).toBe('/card-offer-already-used');
    expect(outcomePath({ ...base, flow: 'trial', status: 'failed' }, null)).toBe('/demo-offer-error');
    expect(outcomePath({ ...base, flow: 'exclusive' }, null)).toBe('/exclusive-funnel/success?session_id=o1');
    expect(outcomePath({ ...base, flow: 'exclusive', status: 'cancelled' }, null)).toBe('/exclusive-funnel/cancel');
    expect(outcomePath({ ...base, status: 'pending' }, null)).toBe('/payment-result?paymentFeedback=true&status=processing&invoiceId=o1');
  });
});

describe('sandbox and PayPal details', () => {
  const now = d('2026-05-01T12:00:00Z');
  it('checks test cards like a card network', () => {
    expect(checkCard({ number: '4242-4242 4242 4242', expiry: '05/26', cvc: '123' }, now)).toMatchObject({ ok: true });
    expect(checkCard({ number: '4242424242424242', expiry: '04/26', cvc: '123' }, now)).toEqual({ ok: false, message: 'Your card has expired.' });
    expect(checkCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now).message).toBe('Your card\'s expiration date is invalid.');
    expect(checkCard({ number: '4242424242424242', expiry: '12/2030', cvc: '12' }, now).message).toBe('Your card\'s security code is incomplete.');
  });
  it('signs webhooks with a timestamp and refuses them outside the replay window', () => {
    const header = signSandboxPayload('s3cret', '{"a":1}', now);
    expect(() => verifySandboxSignature('s3cret', '{"a":1}', header, new Date(now.getTime() + 299_000))).not.toThrow();
    expect(() => verifySandboxSignature('s3cret', '{"a":1}', header, new Date(now.getTime() + 301_000))).toThrow(/replay window/);
    expect(() => verifySandboxSignature('s3cret', '{"a":2}', header, now)).toThrow(/does not match/);
    expect(() => verifySandboxSignature('s3cret', '{"a":1}', 'v1=abc', now)).toThrow(/malformed/);
  });
  it('reads PayPal amounts exactly', () => {
    expect(parseAmountCents('57.12')).toBe(5712);
    expect(parseAmountCents('10')).toBe(1000);
    expect(parseAmountCents('0.5')).toBe(50);
    expect(() => parseAmountCents('1e3')).toThrow();
  });
});
