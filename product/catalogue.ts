/**
 * THE catalogue (DESIGN.md section 6, document 3 sections 4, 6 and 9): every SKU that can be
 * bought, its price in integer cents excluding VAT, what it credits and grants, and the rules for
 * changing plans. The server sells and fulfils from this table; the client shows it.
 *
 * SKUs: plans by tier code (010 Basic, 020 Premium, 040 Unlimited, 050 Professional, 060 Elite,
 * 070 Elite+), a trailing y for yearly; 900/900y the Crypto plan; 100 … 600 (y) extra-ticker packs,
 * 100d/100dy the discounted 50-ticker pack for holders of the biggest pack; 000 … 003 and
 * 002p/002pp token packs; 007 … 009 reset-request packs; 060t the Elite trial; 060x the exclusive
 * annual Elite offer.
 */
import { PLANS, type PlanTier } from './plans';
import type { PermissionModule } from './permissionModules';
import { CRYPTO_PLAN_PRICE, CURRENCY, PLAN_PRICES } from './planPrices';
import { EXCLUSIVE_OFFER, REGISTRATION_OFFER } from './registrationOffer';

export type BillingInterval = 'MONTH' | 'YEAR';
export type ProductKind = 'plan' | 'crypto' | 'tickerAddon' | 'tokens' | 'resets';

export interface CatalogueProduct {
  sku: string;
  kind: ProductKind;
  name: string;
  uiLabel: string;
  /** Price of the purchase (the first period for a subscription), cents excl. VAT. */
  priceCents: number;
  /** Crossed-out comparison price, cents excl. VAT. */
  listPriceCents: number | null;
  currency: typeof CURRENCY;
  /** Tickers of an add-on, tokens or reset requests of a pack; 1 for a plan. */
  quantity: number;
  /** Renewal interval; null for a one-off purchase. */
  interval: BillingInterval | null;
  /** Not listed in the purchase tables (still sold by SKU when purchasable). */
  hide: boolean;
  purchasable: boolean;
  tier: PlanTier | null;
  /** The SKU the subscription carries while in its first period (060x → 060y). */
  subscriptionSku: string;
  /** The first period is a trial of this many days (then renewals as renewsAsSku). */
  trialDays: number | null;
  /** The SKU and price a subscription renews as (the trial renews as monthly Elite). */
  renewsAsSku: string;
  renewalPriceCents: number;
  /** Tokens and reset requests credited per purchase, or per paid subscription period. */
  tokens: number;
  resets: number;
  /** Modules the product grants besides its plan tier (crypto plan; API and scripts on Premium). */
  modules: readonly PermissionModule[];
  /** Only holders of the biggest ticker pack may buy it (100d, 100dy). */
  onlyForBiggestAddonHolders: boolean;
}

export const cents = (euros: number): number => Math.round(euros * 100);

const YEAR_MONTHS = 12;
const BASE = { currency: CURRENCY, hide: false, purchasable: true, tier: null, trialDays: null, tokens: 0, resets: 0, modules: [], onlyForBiggestAddonHolders: false, listPriceCents: null } as const;

type Draft = Omit<CatalogueProduct, 'subscriptionSku' | 'renewsAsSku' | 'renewalPriceCents'> & Partial<Pick<CatalogueProduct, 'subscriptionSku' | 'renewsAsSku' | 'renewalPriceCents'>>;
function product(d: Draft): CatalogueProduct {
  return { ...d, subscriptionSku: d.subscriptionSku ?? d.sku, renewsAsSku: d.renewsAsSku ?? d.subscriptionSku ?? d.sku, renewalPriceCents: d.renewalPriceCents ?? d.priceCents };
}

const TIER_NAMES: Record<PlanTier, string> = {
  demo: 'Free', basic: 'Basic', premium: 'Premium', unlimited: 'Unlimited', professional: 'Professional', elite: 'Elite', elitePlus: 'Elite+',
};

function planProducts(tier: PlanTier): CatalogueProduct[] {
  const rules = PLANS[tier];
  if (!rules.code) return [];
  const price = PLAN_PRICES[tier];
  // Basic and Unlimited have no price in the spec: listed for their names, never sold.
  const sold = !!price && price.monthly > 0;
  const make = (interval: BillingInterval): CatalogueProduct => {
    const yearly = interval === 'YEAR';
    const months = yearly ? YEAR_MONTHS : 1;
    return product({
      ...BASE, sku: yearly ? `${rules.code}y` : rules.code!, kind: 'plan', tier, interval, quantity: 1,
      name: `${TIER_NAMES[tier]}${yearly ? ' (yearly)' : ''}`, uiLabel: TIER_NAMES[tier],
      priceCents: sold ? cents(yearly ? price.yearly : price.monthly) : 0,
      listPriceCents: yearly && price?.yearlyListPrice ? cents(price.yearlyListPrice) : null,
      hide: !sold, purchasable: sold,
      tokens: rules.tokensPerMonth * months, resets: rules.resetsPerMonth * months,
    });
  };
  return [make('MONTH'), make('YEAR')];
}

const cryptoProducts: CatalogueProduct[] = (['MONTH', 'YEAR'] as const).map((interval) => product({
  ...BASE, sku: interval === 'YEAR' ? '900y' : '900', kind: 'crypto', interval, quantity: 1,
  name: interval === 'YEAR' ? 'Crypto (yearly)' : 'Crypto', uiLabel: 'Crypto',
  priceCents: cents(interval === 'YEAR' ? CRYPTO_PLAN_PRICE.yearly : CRYPTO_PLAN_PRICE.monthly), modules: ['Crypto'],
}));

/** Extra-ticker packs: [SKU, tickers, monthly EUR, yearly EUR] (document 3 section 9). */
const TICKER_PACKS: readonly (readonly [string, number, number, number])[] = [
  ['100', 50, 18, 198], ['200', 100, 28, 308], ['300', 150, 38, 418], ['400', 200, 48, 528], ['500', 250, 58, 638], ['600', 300, 68, 748],
];
/** The biggest pack; its holders get the discounted 50-ticker pack and no longer see the 100 rows. */
export const BIGGEST_TICKER_ADDON_SKU = '600';
export const DISCOUNTED_ADDON = { sku: '100d', tickers: 50, monthly: 10, yearly: 110 } as const;
/** On a Premium plan, a pack of at least this many tickers also grants API access and the scripts. */
export const API_ADDON_MIN_TICKERS = 100;

function addonProducts(sku: string, tickers: number, monthly: number, yearly: number, discounted: boolean): CatalogueProduct[] {
  return (['MONTH', 'YEAR'] as const).map((interval) => product({
    ...BASE, sku: interval === 'YEAR' ? `${sku}y` : sku, kind: 'tickerAddon', interval, quantity: tickers,
    name: `${tickers} extra tickers${interval === 'YEAR' ? ' (yearly)' : ''}`, uiLabel: `+${tickers} Tickers`,
    priceCents: cents(interval === 'YEAR' ? yearly : monthly), hide: discounted, onlyForBiggestAddonHolders: discounted,
  }));
}

const tickerAddonProducts: CatalogueProduct[] = [
  ...TICKER_PACKS.flatMap(([sku, tickers, m, y]) => addonProducts(sku, tickers, m, y, false)),
  ...addonProducts(DISCOUNTED_ADDON.sku, DISCOUNTED_ADDON.tickers, DISCOUNTED_ADDON.monthly, DISCOUNTED_ADDON.yearly, true),
];

/**
 * Token packs. The spec's table has its columns swapped; read as 100 tokens for EUR 10, 500 for
 * EUR 25 and 1,000 for EUR 40 (the hidden 5,000-for-40 offer, crossed out at 200, only makes sense
 * that way). 000 (1 token for EUR 1) and 002p (the hidden Black Friday row) are hidden too.
 */
const tokenProducts: CatalogueProduct[] = ([
  ['000', 1, 1, null, true],
  ['001', 100, 10, null, false],
  ['002', 500, 25, null, false],
  ['003', 1000, 40, null, false],
  ['002p', 1000, 25, 40, true],
  ['002pp', 5000, 40, 200, true],
] as const).map(([sku, tokens, eur, list, hide]) => product({
  ...BASE, sku, kind: 'tokens', interval: null, quantity: tokens, tokens, hide,
  name: `${tokens.toLocaleString('en-US')} ${tokens === 1 ? 'Token' : 'Tokens'}`, uiLabel: sku === '002p' ? 'Black Friday special' : sku === '002pp' ? 'Special offer' : `${tokens} Tokens`,
  priceCents: cents(eur), listPriceCents: list === null ? null : cents(list),
}));

const resetProducts: CatalogueProduct[] = ([['007', 1, 5], ['008', 3, 10], ['009', 10, 20]] as const).map(([sku, resets, eur]) => product({
  ...BASE, sku, kind: 'resets', interval: null, quantity: resets, resets,
  name: `${resets} Reset ${resets === 1 ? 'request' : 'requests'}`, uiLabel: `${resets} Reset ${resets === 1 ? 'request' : 'requests'}`, priceCents: cents(eur),
}));

const elite = PLANS.elite;
/** The Elite trial (EUR 1 for 30 days, then monthly Elite), for new customers only. */
export const TRIAL_SKU = '060t';
/** The exclusive annual offer: yearly Elite for EUR 497 (was 1,327), 600 tokens credited. */
export const EXCLUSIVE_SKU = '060x';
const offerProducts: CatalogueProduct[] = [
  product({
    ...BASE, sku: TRIAL_SKU, kind: 'plan', tier: 'elite', interval: 'MONTH', quantity: 1, hide: true,
    name: 'Elite trial', uiLabel: 'Elite trial', priceCents: cents(REGISTRATION_OFFER.trialPrice), trialDays: REGISTRATION_OFFER.trialDays,
    renewsAsSku: elite.code!, renewalPriceCents: cents(REGISTRATION_OFFER.priceAfterTrial),
    tokens: elite.tokensPerMonth, resets: elite.resetsPerMonth,
  }),
  product({
    ...BASE, sku: EXCLUSIVE_SKU, kind: 'plan', tier: 'elite', interval: 'YEAR', quantity: 1, hide: true,
    name: 'Elite (yearly, exclusive offer)', uiLabel: 'Exclusive annual offer', priceCents: cents(EXCLUSIVE_OFFER.yearlyPrice),
    listPriceCents: cents(EXCLUSIVE_OFFER.wasPrice), subscriptionSku: `${elite.code!}y`,
    tokens: EXCLUSIVE_OFFER.tokensCredited, resets: elite.resetsPerMonth * YEAR_MONTHS,
  }),
];

export const CATALOGUE: readonly CatalogueProduct[] = [
  ...(['basic', 'premium', 'unlimited', 'professional', 'elite', 'elitePlus'] as const).flatMap(planProducts),
  ...cryptoProducts, ...tickerAddonProducts, ...tokenProducts, ...resetProducts, ...offerProducts,
];

const BY_SKU = new Map(CATALOGUE.map((p) => [p.sku, p]));

export function productBySku(sku: string): CatalogueProduct | undefined {
  return BY_SKU.get(sku);
}

/** The monthly/yearly pair of a recurring SKU ('020' and '020y'); undefined for one-off SKUs. */
export function skuForInterval(sku: string, interval: BillingInterval): string | undefined {
  const base = sku.endsWith('y') ? sku.slice(0, -1) : sku;
  const wanted = interval === 'YEAR' ? `${base}y` : base;
  const p = BY_SKU.get(wanted);
  return p && p.interval === interval ? wanted : undefined;
}

/** Subscription SKUs' tier: '060y' → elite; the trial SKU counts as Elite too. */
export function tierOfSku(sku: string): PlanTier | null {
  return BY_SKU.get(sku)?.tier ?? null;
}

/** The tickers packs of the add-on screen, visible rows only, for a holder (or not) of the biggest pack. */
export function visibleForUser(p: CatalogueProduct, ownsBiggestTickerAddon: boolean): boolean {
  if (p.onlyForBiggestAddonHolders) return ownsBiggestTickerAddon;
  if (p.hide) return false;
  // Holders of the biggest pack no longer see the 100 rows: they get the discounted pack instead.
  return !(ownsBiggestTickerAddon && p.kind === 'tickerAddon' && p.sku.startsWith('100'));
}

/**
 * The allowed plan changes of document 3 section 4: target tier → tiers it may be reached from.
 * Moving from monthly to yearly within a tier is allowed too; from yearly, it is 'Already
 * Subscribed to yearly plan'.
 */
export const PLAN_CHANGES: Readonly<Partial<Record<PlanTier, readonly PlanTier[]>>> = {
  premium: ['basic', 'professional', 'elite', 'elitePlus'],
  professional: ['basic', 'premium'],
  elite: ['basic', 'premium', 'elitePlus'],
  elitePlus: ['basic', 'premium', 'elite'],
  basic: ['premium', 'professional', 'elite', 'elitePlus'],
};

export type PlanChangeVerdict = 'allowed' | 'alreadyYearly' | 'notAllowed';

/** Whether a subscription of `fromSku` may move to `toSku` (plans and the crypto plan). */
export function planChange(fromSku: string, toSku: string): PlanChangeVerdict {
  const from = BY_SKU.get(fromSku);
  const to = BY_SKU.get(toSku);
  if (!from || !to || from.kind !== to.kind || (from.kind !== 'plan' && from.kind !== 'crypto')) return 'notAllowed';
  // The trial offers Subscribe to any plan instead of a cancellation.
  if (from.sku === TRIAL_SKU) return 'allowed';
  if (from.kind === 'crypto' || from.tier === to.tier) {
    if (from.interval === 'YEAR') return 'alreadyYearly';
    return to.interval === 'YEAR' ? 'allowed' : 'notAllowed';
  }
  return from.tier && to.tier && PLAN_CHANGES[to.tier]?.includes(from.tier) ? 'allowed' : 'notAllowed';
}

/** Extra-ticker packs need a base plan of one of these tiers ('add-ons require a base Premium or Elite subscription'). */
export const ADDON_BASE_TIERS: readonly PlanTier[] = ['premium', 'elite'];

/** A referred user's first payment credits the referrer this many tokens (once per referred user). */
export const REFERRAL_REWARD_TOKENS = 50;

/** Amounts an admin may top up real-time ranges (tokens) by. */
export const ADMIN_RT_TOPUPS = [10, 25, 50] as const;

/** Money rules of the terms (document 3 section 9). */
export const BILLING_RULES = {
  /** Cancelling a renewal within this many calendar days of it refunds it in full. */
  renewalFullRefundDays: 2,
  /** A subscription whose renewal payment failed keeps its access this long while it is retried. */
  renewalGraceDays: 3,
  /** Cards are refunded pro rata on cancellation; PayPal runs to the end of the cycle. */
  proRataRefundProviders: ['sandbox', 'stripe'] as readonly string[],
} as const;
