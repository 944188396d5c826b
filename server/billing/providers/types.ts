/**
 * One interface for every payment provider: the built-in sandbox (card and PayPal-type), Stripe
 * and PayPal. Providers start checkouts, verify their webhooks and turn them into the few
 * normalised events that fulfilment.ts applies; the same fulfilment code serves all of them.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { BillingInterval, CatalogueProduct } from '../../../product/catalogue';
import type { PaymentProviderId } from '../paymentConfig';
import type { billingOrders, billingSubscriptions } from '../../db/schema';

export type ProviderId = PaymentProviderId;
/** What the client sees as `type` / paymentProcessor: a card provider or a PayPal-type provider. */
export type ProcessorType = 'card' | 'paypal';

export type OrderRow = typeof billingOrders.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export interface CheckoutBuyer {
  userId: string;
  email: string;
  name: string;
  /** The provider's customer id when the user already has one. */
  customerRef: string | null;
}

export interface CheckoutRequest {
  order: OrderRow;
  product: CatalogueProduct;
  buyer: CheckoutBuyer;
  /** Recurring purchases: the interval, the gross renewal amount and the trial days. */
  interval: BillingInterval | null;
  renewalTotalCents: number;
  trialDays: number | null;
  /** Where the provider sends the browser back: our /api/checkout/return/:orderId, signed (returnLinks.ts). */
  returnUrl: string;
  cancelUrl: string;
  /**
   * Until when the order's price holds (its coupon use is held until then, coupons.ts); null: no
   * limit. Providers that can expire their checkout at this time do.
   */
  payBy: Date | null;
}

export interface CheckoutSession {
  url: string;
  checkoutId: string;
  customerRef?: string;
}

export interface PaymentIntentSession {
  clientSecret: string;
  checkoutId: string;
  customerRef?: string;
}

/** The normalised events of every provider. Amounts are gross cents. */
export type BillingEvent =
  | {
    kind: 'payment.succeeded'; orderId: string; paymentRef: string; amountCents: number;
    subscriptionRef?: string | undefined; customerRef?: string | undefined; cardFingerprint?: string | undefined; paymentMethod?: string | undefined;
  }
  | { kind: 'payment.failed'; orderId: string; message: string }
  | { kind: 'subscription.renewed'; subscriptionRef: string; paymentRef: string; amountCents: number; paymentMethod?: string | undefined }
  | { kind: 'subscription.renewal_failed'; subscriptionRef: string; message: string }
  /** The provider ended the subscription: at once, or (PayPal) it runs to the end of the period. */
  | { kind: 'subscription.ended'; subscriptionRef: string; atPeriodEnd: boolean };

export interface VerifiedWebhook {
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  events: BillingEvent[];
}

/** A webhook whose signature does not verify: answered 400, never applied. */
export class WebhookSignatureError extends Error {}

/** A provider call that failed (network, refusal): the caller decides between retry and error. */
export class ProviderError extends Error {}

export interface RefundRequest {
  paymentRef: string;
  amountCents: number;
  /** The refund row's id: the provider's idempotency key, so a retried refund pays out once. */
  idempotencyKey: string;
  /** Subscription payments and one-off captures are refunded differently at PayPal. */
  orderKind: string;
}

/**
 * One movement of money at the provider (Stripe's balance transactions): a payment (positive) or
 * a refund (negative), gross cents, with the references our orders and refunds keep.
 */
export interface ProviderBalanceTransaction {
  id: string;
  type: 'payment' | 'refund' | 'other';
  amountCents: number;
  currency: string;
  createdAt: Date;
  /** Every reference of the payment it belongs to (payment intent, charge, invoice), as our orders may keep any of them. */
  paymentRefs: string[];
  /** The refund's id (refunds only). */
  refundRef: string | null;
}

export interface PaymentProvider {
  readonly id: ProviderId;
  readonly type: ProcessorType;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** An embedded card form (Stripe Elements, or the sandbox's confirm call) for one-off purchases. */
  createPaymentIntent?(request: CheckoutRequest): Promise<PaymentIntentSession>;
  customerPortal?(customerRef: string, returnUrl: string): Promise<string>;
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now: Date): Promise<VerifiedWebhook>;
  /** `now`: end at once (card); `periodEnd`: stop renewing, access runs to the end of the cycle. */
  cancelSubscription(subscriptionRef: string, mode: 'now' | 'periodEnd'): Promise<void>;
  /** Answers the provider's refund id. */
  refund(request: RefundRequest): Promise<string>;
  /** Providers whose renewals we drive (the sandbox): charge the next period and deliver its webhook. */
  chargeRenewal?(subscription: SubscriptionRow, amountCents: number): Promise<void>;
  /** Providers that finish a payment when the browser comes back (PayPal captures the order). */
  completeReturn?(order: OrderRow, query: Record<string, string>): Promise<BillingEvent[]>;
  /** The provider's balance transactions created in [from, to) (the accounting comparison). */
  listBalanceTransactions?(from: Date, to: Date): Promise<ProviderBalanceTransaction[]>;
}
