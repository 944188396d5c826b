import type { PlanTier } from './plans';

/** Prices are in EUR and exclude VAT (document 3 sections 1 and 9). */
export const CURRENCY = 'EUR' as const;

export interface PlanPrice {
  monthly: number;
  yearly: number;
  /** Twelve months at the monthly price, shown crossed out next to the yearly price. */
  yearlyListPrice: number | null;
}

/**
 * Subscription prices of document 3 section 9 in whole EUR. The spec gives no price for Basic and
 * Unlimited, so they are not sold; the free plan costs nothing. product/catalogue.ts turns these
 * into SKUs with prices in integer cents (with the packs, offers and what each SKU credits).
 */
export const PLAN_PRICES: Readonly<Partial<Record<PlanTier, PlanPrice>>> = {
  demo: { monthly: 0, yearly: 0, yearlyListPrice: null },
  premium: { monthly: 48, yearly: 528, yearlyListPrice: 576 },
  elite: { monthly: 76, yearly: 836, yearlyListPrice: 912 },
  elitePlus: { monthly: 200, yearly: 2200, yearlyListPrice: 2400 },
  professional: { monthly: 499, yearly: 5489, yearlyListPrice: 5988 },
};

/** The Crypto add-on plan (codes 900 and 900y). */
export const CRYPTO_PLAN_PRICE: PlanPrice = { monthly: 18, yearly: 198, yearlyListPrice: null };

/** The tiers of the public plan chooser, in order (document 3 section 2, "Plan chooser columns"). */
export const PRICED_TIERS = ['demo', 'premium', 'elite', 'elitePlus', 'professional'] as const satisfies readonly PlanTier[];

export function planPrice(tier: PlanTier): PlanPrice | undefined {
  return PLAN_PRICES[tier];
}
