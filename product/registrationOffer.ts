import { CURRENCY, PLAN_PRICES } from './planPrices';

const eliteMonthly = PLAN_PRICES.elite?.monthly ?? 76;

/**
 * The plans a visitor can pick in step 3 of the registration wizard (document 1 section 2.5,
 * document 3 sections 1 and 9): Free, or an Elite trial for new customers that costs EUR 1
 * (excl. VAT) for one month (30 days) and then the Elite monthly price.
 */
export const REGISTRATION_OFFER = {
  currency: CURRENCY,
  freePrice: 0,
  trialPrice: 1,
  trialMonths: 1,
  trialDays: 30,
  priceAfterTrial: eliteMonthly,
  /** "Claimed 10,000+ traders" (document 3 section 9). */
  claimedTraders: 10_000,
  newCustomersOnly: true,
  /** The plan preselected and marked recommended. */
  defaultPlan: 'elite',
} as const;

export const REGISTRATION_PLANS = ['free', 'elite'] as const;
export type RegistrationPlan = (typeof REGISTRATION_PLANS)[number];

/** The annual exclusive offer of the funnel pages (document 4 sections 2.6 and 9). */
export const EXCLUSIVE_OFFER = {
  currency: CURRENCY,
  yearlyPrice: 497,
  wasPrice: 1327,
  saving: 830,
  discountPercent: 63,
  tokensCredited: 600,
} as const;

/** The funnel's availability checks (issue 29): per client address and minute, so nobody enumerates accounts at speed. */
export const FUNNEL_RULES = {
  availabilityChecksPerMinute: 30,
} as const;
