/**
 * The answers of the billing calls (docs/api.md, "Billing calls"). Money is integer cents; the
 * decimal strings next to them are for display only and are not used here.
 */
import type { BillingInterval, ProductKind } from '../../../product/catalogue';
import type { PlanTier } from '../../../product/plans';

export type PaymentProcessor = 'card' | 'paypal';

/** GET /catalog, /catalog/tickerAddons. */
export interface CatalogueEntry {
  name: string;
  priceCents: number;
  currency: 'EUR';
  sku: string;
  quantity: number;
  uiLabel: string;
  /** Per user: rows the purchase tables leave out. */
  hide: boolean;
  purchasable: boolean;
  kind: ProductKind;
  interval: BillingInterval | null;
  listPriceCents: number | null;
  tier: PlanTier | null;
  tokens: number;
  resets: number;
  trialDays: number | null;
  renewalPriceCents: number;
  monthlySku: string | null;
  yearlySku: string | null;
}

/** GET /price. */
export interface PriceQuote {
  sku: string;
  currency: 'EUR';
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  /** "19" or "25.5". */
  vatRate: string;
  vatApplied: boolean;
  vatCountry: string | null;
  country: string;
  renewal: { netCents: number; vatCents: number; totalCents: number } | null;
}

/** POST /buy, /subscribe, /moveSub, /eliteTrial. */
export interface CheckoutAnswer {
  nextStepURL: string;
  orderId: string;
  paymentProcessor: string;
  totalCents: number;
}

export type SubscriptionType = 'local' | 'card' | 'paypal';

/** A subscription entry (document 3 section 3). */
export interface SubscriptionEntry {
  id: string;
  sku: string;
  type: SubscriptionType;
  description: string;
  /** Activation date (ISO). */
  date: string;
  /** When access ends (ISO). */
  cycleEnd: string;
  cancelled: boolean;
  paymentProcessor: string;
  interval: BillingInterval;
  status: 'trialing' | 'active' | 'past_due' | 'ended' | string;
  active: boolean;
  priceCents: number;
  currency: 'EUR';
  quantity: number;
  kind: ProductKind | string;
}

export type OrderState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'card_used' | 'refunded' | 'partially_refunded';

/** GET /orders/{id}. */
export interface OrderStatus {
  orderId: string;
  sku: string;
  status: OrderState;
  failureMessage: string | null;
  invoiceId: string | null;
  paymentProcessor: string;
  totalCents: number;
}

/** POST /cancelSub. */
export interface CancelledSubscription {
  id: string;
  sku: string;
  cancelled: boolean;
  endsAt: string;
  immediate: boolean;
  refundCents: number;
}

/** An entry of billingHistory and of GET /paypalPurchaseHistory. */
export interface PurchaseEntry {
  orderId: string;
  invoiceId: string | null;
  date: string;
  sku: string;
  description: string;
  kind: string;
  status: string;
  paymentProcessor: string;
  type: 'card' | 'paypal';
  paymentMethod: string | null;
  currency: 'EUR';
  netCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  refundedCents: number;
}

export interface ActiveTicker {
  ticker: string;
  activatedAt: string;
  expiresAt: string;
  billable: boolean;
}

/** GET /used-tickers. */
export interface UsedTickers {
  tickersInLastMonth: number;
  tickersPerMonth: number;
  remaining: number;
  tokenBalance: number;
  resetBalance: number;
  activationDate: string;
  rolloverDate: string;
  activeTickers: ActiveTicker[];
}

/** GET /userBalance. */
export interface UserBalance {
  tokenBalance: number;
  resetBalance: number;
  tickersInLastMonth: number;
  tickersPerMonth: number;
}

/** GET /referral. */
export interface ReferralInfo {
  referralCode: string;
  referralLink: string;
  referredUsers: number;
  payingReferredUsers: number;
  rewardTokensPerReferral: number;
  rewardsEarned: number;
}

export interface AddressDetails {
  address?: string;
  city?: string;
  postalCode?: string;
}
