import { describe, expect, it } from 'vitest';
import {
  CATALOGUE, EXCLUSIVE_SKU, TRIAL_SKU, planChange, productBySku, skuForInterval, tierOfSku, visibleForUser,
} from './catalogue';

const price = (sku: string): number | undefined => productBySku(sku)?.priceCents;

describe('catalogue', () => {
  it('has each SKU once', () => {
    const skus = CATALOGUE.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('prices the plans of document 3 in cents, monthly and yearly', () => {
    expect([price('020'), price('020y'), productBySku('020y')?.listPriceCents]).toEqual([4800, 52800, 57600]);
    expect([price('060'), price('060y')]).toEqual([7600, 83600]);
    expect([price('070'), price('070y')]).toEqual([20000, 220000]);
    expect([price('050'), price('050y'), productBySku('050y')?.listPriceCents]).toEqual([49900, 548900, 598800]);
    expect([price('900'), price('900y')]).toEqual([1800, 19800]);
    for (const sku of ['010', '010y', '040', '040y']) expect(productBySku(sku)).toMatchObject({ purchasable: false, hide: true });
  });

  it('credits 50 tokens and 2 resets a month, 600 and 24 a year', () => {
    expect(productBySku('020')).toMatchObject({ tokens: 50, resets: 2, interval: 'MONTH' });
    expect(productBySku('060y')).toMatchObject({ tokens: 600, resets: 24, interval: 'YEAR' });
    expect(productBySku('900')?.modules).toEqual(['Crypto']);
  });

  it('sells the extra-ticker packs and the discounted pack for holders of the biggest one', () => {
    expect(['100', '200', '300', '400', '500', '600'].map((s) => productBySku(s)?.quantity)).toEqual([50, 100, 150, 200, 250, 300]);
    expect(['100y', '600y'].map(price)).toEqual([19800, 74800]);
    expect([price('100d'), price('100dy')]).toEqual([1000, 11000]);
    const holder = CATALOGUE.filter((p) => p.kind === 'tickerAddon' && visibleForUser(p, true)).map((p) => p.sku);
    const other = CATALOGUE.filter((p) => p.kind === 'tickerAddon' && visibleForUser(p, false)).map((p) => p.sku);
    expect(holder).toContain('100d');
    expect(holder).not.toContain('100');
    expect(holder).not.toContain('100y');
    expect(other).toContain('100');
    expect(other).not.toContain('100dy');
  });

  it('reads the token table with its columns swapped, and hides the offers', () => {
    expect(['001', '002', '003'].map((s) => [productBySku(s)?.tokens, price(s)])).toEqual([[100, 1000], [500, 2500], [1000, 4000]]);
    expect(productBySku('002pp')).toMatchObject({ tokens: 5000, priceCents: 4000, listPriceCents: 20000, hide: true });
    expect(productBySku('000')).toMatchObject({ tokens: 1, priceCents: 100, hide: true });
    expect(productBySku('002p')?.hide).toBe(true);
    expect(['007', '008', '009'].map((s) => [productBySku(s)?.resets, price(s)])).toEqual([[1, 500], [3, 1000], [10, 2000]]);
  });

  it('has the trial and the exclusive offer', () => {
    expect(productBySku(TRIAL_SKU)).toMatchObject({ priceCents: 100, trialDays: 30, renewsAsSku: '060', renewalPriceCents: 7600, tier: 'elite' });
    expect(productBySku(EXCLUSIVE_SKU)).toMatchObject({ priceCents: 49700, listPriceCents: 132700, tokens: 600, subscriptionSku: '060y', interval: 'YEAR' });
  });

  it('maps SKUs to intervals and tiers', () => {
    expect(skuForInterval('020', 'YEAR')).toBe('020y');
    expect(skuForInterval('020y', 'MONTH')).toBe('020');
    expect(skuForInterval('001', 'YEAR')).toBeUndefined();
    expect(tierOfSku('070y')).toBe('elitePlus');
    expect(tierOfSku('100')).toBeNull();
  });

  it('follows the allowed-changes table of document 3 section 4', () => {
    expect(planChange('010', '020')).toBe('allowed');
    expect(planChange('020', '060')).toBe('allowed');
    expect(planChange('060', '070y')).toBe('allowed');
    expect(planChange('070', '060')).toBe('allowed');
    expect(planChange('050', '020')).toBe('allowed');
    expect(planChange('060', '050')).toBe('notAllowed');
    expect(planChange('050', '070')).toBe('notAllowed');
    expect(planChange('020', '020y')).toBe('allowed');
    expect(planChange('020y', '020')).toBe('alreadyYearly');
    expect(planChange('020y', '020y')).toBe('alreadyYearly');
    expect(planChange('900', '900y')).toBe('allowed');
    expect(planChange('900y', '900')).toBe('alreadyYearly');
    expect(planChange(TRIAL_SKU, '020')).toBe('allowed');
    expect(planChange('020', '100')).toBe('notAllowed');
  });
});
