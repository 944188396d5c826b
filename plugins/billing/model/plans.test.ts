import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../product/plans';
import { subscriptionOf } from '../testing/fakeBillingApi';
import { chooserTiers, columnOffer, currentPlanOf, planSku, runningPlanSubscription, subscriptionPageFor } from './plans';

describe('chooserTiers (document 3 section 2, "Plan chooser columns")', () => {
  it('shows Demo, Premium and Elite to everyone, a user without modules included', () => {
    expect(chooserTiers([])).toEqual(['demo', 'premium', 'elite']);
  });

  it('shows Elite+ with ORDER_ELITE_PLUS alone, and Professional with ORDER_PROFESSIONAL alone', () => {
    expect(chooserTiers(['FREE', 'OrderElitePlus'])).toEqual(['demo', 'premium', 'elite', 'elitePlus']);
    expect(chooserTiers(['FREE', 'OrderProfessional'])).toEqual(['demo', 'premium', 'elite', 'professional']);
  });

  it('takes the route table spelling of the permissions too', () => {
    expect(chooserTiers(['ORDER_ELITE_PLUS', 'ORDER_PROFESSIONAL'])).toEqual(['demo', 'premium', 'elite', 'elitePlus', 'professional']);
  });
});

describe('planSku', () => {
  it('is the tier code, with a trailing y for yearly', () => {
    expect(planSku('premium', 'YEAR')).toBe('020y');
    expect(planSku('elitePlus', 'MONTH')).toBe('070');
    expect(planSku('professional', 'YEAR')).toBe('050y');
    expect(planSku('demo', 'YEAR')).toBeNull();
  });
});

describe('runningPlanSubscription', () => {
  it('ignores add-ons, the crypto plan, inactive and cancelled subscriptions', () => {
    const addon = subscriptionOf('300');
    const crypto = subscriptionOf('900');
    const ended = subscriptionOf('060', { active: false });
    const cancelled = subscriptionOf('020', { cancelled: true });
    expect(runningPlanSubscription([addon, crypto, ended, cancelled])).toBeNull();
    const running = subscriptionOf('020y');
    expect(runningPlanSubscription([addon, cancelled, running])).toBe(running);
    expect(runningPlanSubscription([])).toBeNull();
  });
});

describe('currentPlanOf', () => {
  it("takes the tier from the running subscription's SKU rather than the user's plan field", () => {
    const current = currentPlanOf('demo', [subscriptionOf('060y')]);
    expect(current).toMatchObject({ tier: 'elite', interval: 'YEAR', trial: false });
  });

  it("takes the user's plan when no plan subscription runs, and the free plan for anything unknown", () => {
    expect(currentPlanOf('elitePlus', [subscriptionOf('300')])).toEqual({ tier: 'elitePlus', interval: null, subscription: null, trial: false });
    expect(currentPlanOf('gold', []).tier).toBe('demo');
    expect(currentPlanOf(undefined, []).tier).toBe('demo');
    expect(currentPlanOf(42, []).tier).toBe('demo');
  });

  it('recognises the trial by its SKU even when the provider is not local', () => {
    const trial = currentPlanOf('demo', [subscriptionOf('060t')]);
    expect(trial).toMatchObject({ tier: 'elite', trial: true });
  });
});

describe('columnOffer', () => {
  it('offers the free plan from any paid plan (cancelling leads back to it), and marks it current for free users', () => {
    expect(columnOffer('demo', 'YEAR', currentPlanOf('elite', [subscriptionOf('060y')]))).toEqual({ kind: 'free' });
    expect(columnOffer('demo', 'YEAR', currentPlanOf('demo', []))).toEqual({ kind: 'current' });
  });

  it('marks the current plan in both intervals only where the subscription runs', () => {
    const yearly = currentPlanOf('premium', [subscriptionOf('020y')]);
    expect(columnOffer('premium', 'YEAR', yearly)).toEqual({ kind: 'current' });
    expect(columnOffer('premium', 'MONTH', yearly)).toEqual({ kind: 'alreadyYearly' });
  });

  it('marks a plan granted without billing as current in either interval, and offers the others as new subscriptions', () => {
    const granted = currentPlanOf('elite', []);
    expect(columnOffer('elite', 'MONTH', granted)).toEqual({ kind: 'current' });
    expect(columnOffer('elite', 'YEAR', granted)).toEqual({ kind: 'current' });
    expect(columnOffer('professional', 'MONTH', granted)).toEqual({ kind: 'subscribe', sku: '050' });
  });

  it('calls a move to a more expensive tier an upgrade and to a cheaper one a downgrade, by the monthly price', () => {
    const sub = subscriptionOf('070');
    const elitePlus = currentPlanOf('elitePlus', [sub]);
    expect(columnOffer('elite', 'MONTH', elitePlus)).toEqual({ kind: 'change', sku: '060', subId: sub.id, direction: 'downgrade' });
    expect(columnOffer('premium', 'MONTH', elitePlus)).toEqual({ kind: 'change', sku: '020', subId: sub.id, direction: 'downgrade' });
    const premium = currentPlanOf('premium', [subscriptionOf('020')]);
    expect(columnOffer('elitePlus', 'MONTH', premium)).toMatchObject({ kind: 'change', direction: 'upgrade' });
    expect(columnOffer('professional', 'MONTH', premium)).toMatchObject({ kind: 'change', direction: 'upgrade' });
  });

  it('refuses the changes the allowed-changes table does not list', () => {
    expect(columnOffer('professional', 'MONTH', currentPlanOf('elitePlus', [subscriptionOf('070')]))).toEqual({ kind: 'notAllowed' });
    expect(columnOffer('elite', 'MONTH', currentPlanOf('professional', [subscriptionOf('050')]))).toEqual({ kind: 'notAllowed' });
  });

  it('offers a trial user every priced plan as a new subscription, the trial tier in either interval', () => {
    const trial = currentPlanOf('elite', [subscriptionOf('060t', { type: 'local', status: 'trialing' })]);
    expect(columnOffer('elite', 'YEAR', trial)).toEqual({ kind: 'subscribe', sku: '060y' });
    expect(columnOffer('premium', 'MONTH', trial)).toEqual({ kind: 'subscribe', sku: '020' });
    expect(columnOffer('professional', 'YEAR', trial)).toEqual({ kind: 'subscribe', sku: '050y' });
  });

  it('keeps the change with the running subscription when a cancelled one is listed too', () => {
    const old = subscriptionOf('020', { cancelled: true, id: 'old' });
    const running = subscriptionOf('060', { id: 'running' });
    expect(columnOffer('elite', 'YEAR', currentPlanOf('elite', [old, running]))).toEqual({ kind: 'change', sku: '060y', subId: 'running', direction: 'yearly' });
  });

  it('has a column SKU for every chooser tier but the free one', () => {
    for (const tier of chooserTiers(PLANS.elite.modules)) {
      if (tier === 'demo') continue;
      expect(planSku(tier, 'MONTH'), tier).toMatch(/^\d{3}$/);
      expect(planSku(tier, 'YEAR'), tier).toMatch(/^\d{3}y$/);
    }
  });
});

describe('subscriptionPageFor (document 3 section 2, "Choosing the subscription page")', () => {
  it('sends 010 and 020 codes to the plan chooser, 900 to the crypto plan, the rest to the add-ons', () => {
    expect(subscriptionPageFor('010y')).toBe('/join/subscriptions');
    expect(subscriptionPageFor('020')).toBe('/join/subscriptions');
    expect(subscriptionPageFor('900')).toBe('/join/crypto-subscription');
    expect(subscriptionPageFor('060')).toBe('/join/extra-tickers');
    expect(subscriptionPageFor('100d')).toBe('/join/extra-tickers');
    expect(subscriptionPageFor('')).toBe('/join/extra-tickers');
  });
});
