/**
 * The billing calls (docs/api.md, "Billing calls"). Money is integer cents; the decimal strings
 * next to them (`price`, `total` …) are for display only.
 */
import type { BillingInterval, ProductKind } from '../product/catalogue';
import type { PlanTier } from '../product/plans';
import type { RegisterBody } from './account';

/** How the buyer pays: by card (Stripe or the sandbox) or PayPal. */
export type PaymentProcessor = 'card' | 'paypal';

/** GET /api/catalog, /api/catalog/tickerAddons: one product as the purchase tables show it. */
export interface CatalogueEntry {
  name: string;
  priceCents: number;
  /** priceCents as a decimal text. */
  price: string;
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
  /** listPriceCents as a decimal text. */
  listPrice: string | null;
  tier: PlanTier | null;
  tokens: number;
  resets: number;
  trialDays: number | null;
  renewalPriceCents: number;
  monthlySku: string | null;
  yearlySku: string | null;
}

/** An amount as the server breaks it down: list price excl. VAT, discount, VAT rate (basis points) and VAT of net − discount, total. */
export interface AmountCents {
  currency: 'EUR';
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
}

/**
 * GET /api/price?sku&coupon&interval&vatId: the price for the signed-in buyer, VAT by their country.
 * Without vatId the kept VAT id counts; a typed one is checked (400 VAT_ID_INVALID) but not kept; '' means none.
 */
export interface PriceQuote extends AmountCents {
  sku: string;
  net: string;
  discount: string;
  vat: string;
  total: string;
  /** "19" or "25.5". */
  vatRate: string;
  vatApplied: boolean;
  vatCountry: string | null;
  country: string;
  /** The coupon applied (upper-cased), or null. */
  coupon: string | null;
  /** The buyer's VAT id (business buyers), and whether the EU reverse charge applies: 0 % VAT. */
  vatId: string | null;
  reverseCharge: boolean;
  /** A subscription's later periods: full price, VAT of today's country. */
  renewal: { netCents: number; vatCents: number; totalCents: number; total: string } | null;
}

/**
 * Why a coupon was refused: the `reason` beside code COUPON_INVALID (a 400) of /price, /buy,
 * /subscribe and /moveSub. UNKNOWN also covers a deactivated coupon.
 */
export type CouponRefusal = 'UNKNOWN' | 'EXPIRED' | 'USED_UP' | 'WRONG_PLAN';

/** Why a VAT id was refused: the `reason` beside code VAT_ID_INVALID (a 400), as VatIdValidation's. */
export type VatIdRefusal = NonNullable<VatIdValidation['reason']>;

/** The body of POST /api/buy, /api/subscribe (and /api/moveSub with `subId`). */
export interface CheckoutBody {
  sku: string;
  paymentProcessor?: string;
  interval?: BillingInterval;
  coupon?: string;
  redirectionUrl?: string;
  /** A business buyer's EU VAT id (kept in the address); another EU country's valid id gets the reverse charge. '' removes it. */
  vatId?: string;
}

/** POST /api/buy, /subscribe, /moveSub, /eliteTrial: where the buyer goes next. */
export interface CheckoutAnswer {
  /** The provider's hosted page (or our return link when nothing is to pay). */
  nextStepURL: string;
  orderId: string;
  /** The provider's id (sandbox, sandbox-paypal, stripe, paypal). */
  paymentProcessor: string;
  totalCents: number;
}

/**
 * POST /api/stripe/create-payment-intent `{sku, coupon?}`: the order of the embedded card form.
 * Stripe's answer carries the publishable key, the sandbox's the address the form confirms at.
 */
export type PaymentIntentAnswer = {
  /** Absent when nothing is to pay. */
  clientSecret?: string;
  orderId: string;
  paymentProcessor: string;
  totalCents: number;
} & ({ publishableKey: string | null } | { confirmURL: string });

/** POST /api/stripe/customer-portal `{returnUrl?}`: the provider's portal page. */
export interface CustomerPortalAnswer {
  nextStepURL: string;
}

/** 'local' for the trial, else the processor type. */
export type SubscriptionType = 'local' | PaymentProcessor;

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'ended';

/** A subscription entry (document 3 section 3): GET /api/subscriptions. */
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
  status: SubscriptionStatus;
  active: boolean;
  priceCents: number;
  price: string;
  currency: 'EUR';
  quantity: number;
  kind: ProductKind;
}

/** `refused`: paid but not fulfilled (its coupon ran out), refunded in full. */
export type OrderState = 'pending' | 'paid' | 'failed' | 'cancelled' | 'card_used' | 'refunded' | 'partially_refunded' | 'refused';

/** GET /api/orders/{id}. */
export interface OrderStatus extends Omit<AmountCents, 'currency'> {
  orderId: string;
  sku: string;
  status: OrderState;
  failureMessage: string | null;
  invoiceId: string | null;
  paymentProcessor: string;
  refundedCents: number;
}

/** One cancelled subscription (POST /api/cancelSub, /api/paypal/cancelSub). */
export interface CancelledSubscription {
  id: string;
  sku: string;
  cancelled: true;
  /** When access ends (ISO). */
  endsAt: string;
  immediate: boolean;
  refundCents: number;
}

/** POST /api/cancelSub `{ids}`. */
export interface CancelSubAnswer {
  success: true;
  cancelled: CancelledSubscription[];
}

/** POST /api/paypal/cancelSub `{id}`. */
export type PaypalCancelSubAnswer = { success: true } & CancelledSubscription;

/** What an order is: a one-off purchase, the first period of a subscription, or a renewal payment. */
export type OrderKind = 'purchase' | 'subscription' | 'renewal';

/** An entry of the user object's billingHistory and of GET /api/paypalPurchaseHistory. */
export interface PurchaseEntry extends AmountCents {
  orderId: string;
  invoiceId: string | null;
  /** Paid (or created) at, ISO. */
  date: string;
  sku: string;
  description: string;
  kind: OrderKind;
  status: OrderState;
  paymentProcessor: string;
  type: PaymentProcessor;
  paymentMethod: string | null;
  total: string;
  refundedCents: number;
  /** The credit notes of this payment's refunds (issue 29), each downloadable at GET /api/downloadCreditNote?creditNoteID=. */
  creditNotes?: CreditNoteEntry[];
}

/** A credit note: a refund of an invoiced payment, referencing the invoice. Amounts are the credited (positive) cents. */
export interface CreditNoteEntry {
  number: string;
  invoiceNumber: string;
  date: string;
  /** pro_rata, renewal_within_2_days or admin. */
  reason: string;
  netCents: number;
  vatCents: number;
  totalCents: number;
  total: string;
}

/** GET /api/paypalPurchaseHistory. */
export interface PaypalPurchaseHistory {
  purchases: PurchaseEntry[];
}

/** GET /api/referral. */
export interface ReferralInfo {
  referralCode: string;
  referralLink: string;
  referredUsers: number;
  payingReferredUsers: number;
  rewardTokensPerReferral: number;
  rewardsEarned: number;
}

/** The invoice address, as POST /api/userData `{addressDetails}` takes it (fields merged into the stored ones). */
export interface AddressDetails {
  address?: string;
  city?: string;
  postalCode?: string;
  /** A business buyer's EU VAT id, kept normalised ("DE136695976") and only when valid; '' removes it. */
  vatId?: string;
}

/** The body of POST /api/createCoupon (admins): a percentage or an amount off; a code is made up when none is given. */
export interface CouponBody {
  code?: string;
  percentOff?: number;
  amountOffCents?: number;
  /** The SKUs it applies to; none: every one. */
  skus?: string[];
  maxRedemptions?: number;
  /** ISO. */
  validUntil?: string;
}

/** A coupon as the admin calls show it (dates ISO). */
export interface AdminCoupon {
  /** Upper-cased. */
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  skus: string[] | null;
  maxRedemptions: number | null;
  redeemedCount: number;
  validUntil: string | null;
  active: boolean;
  createdAt: string;
}

/** POST /api/createCoupon. */
export interface CouponAnswer {
  coupon: AdminCoupon;
}

/** GET /api/coupons (admins): newest first. */
export interface CouponsAnswer {
  coupons: AdminCoupon[];
}

/** POST /api/exclusive-funnel/register (and /registerAndUseOffer): the registration body plus the buyer's address and VAT id. */
export interface FunnelRegisterBody extends RegisterBody {
  vatId?: string;
  paymentProcessor?: string;
  address?: string;
  city?: string;
  postalCode?: string;
}

/** The account exists (unverified, the mail is sent); the browser goes to the payment page. */
export interface FunnelRegisterAnswer {
  success: true;
  username: string;
  nextStepURL: string;
  orderId: string;
  totalCents: number;
}

/** GET /api/exclusive-funnel/check-username?username= and check-email?email=. */
export interface Availability {
  available: boolean;
}

/** POST /api/exclusive-funnel/validate-vat {vatId}: FORMAT, CHECKSUM, NOT_REGISTERED (VIES) or UNAVAILABLE when not valid. */
export interface VatIdValidation {
  valid: boolean;
  country: string | null;
  vatId: string;
  reason?: 'FORMAT' | 'CHECKSUM' | 'NOT_REGISTERED' | 'UNAVAILABLE';
}
