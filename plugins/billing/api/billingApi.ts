/**
 * The billing calls the screens make (docs/api.md, "Billing calls", plus the account calls the
 * settings tabs need). `billingMethods` talks to the server through the engine's data provider;
 * stories and tests hand the screens another implementation through `BillingApiProvider`.
 */
import { ApiCallError, type DataProvider, type RequestOptions, defineDataMethods } from '../../../engine/data';
import type {
  AddressDetails, CancelledSubscription, CancelSubAnswer, CatalogueEntry, ChangePasswordBody, CheckoutAnswer, CheckoutBody, CheckPasswordAnswer, CustomerPortalAnswer,
  OrderStatus, PaymentProcessor, PaypalPurchaseHistory, PriceQuote, PurchaseEntry, ReferralInfo, ResetTickersAnswer, SessionUser, SubscriptionEntry,
  UsedTickers, UserBalance,
} from '../../../contracts';

/** What the screens send to /buy, /subscribe and /moveSub (contracts' CheckoutBody): always a processor. */
export type CheckoutRequest = Omit<CheckoutBody, 'paymentProcessor'> & { paymentProcessor: PaymentProcessor };

/** What the checkout adds to GET /price: a coupon, a typed VAT id ('' for none; absent: the kept one). */
export interface QuoteOptions {
  coupon?: string;
  vatId?: string;
}

export interface BillingApi {
  catalog(skus: readonly string[]): Promise<CatalogueEntry[]>;
  tickerAddons(): Promise<CatalogueEntry[]>;
  price(sku: string, options?: QuoteOptions): Promise<PriceQuote>;
  buy(request: CheckoutRequest): Promise<CheckoutAnswer>;
  subscribe(request: CheckoutRequest): Promise<CheckoutAnswer>;
  moveSub(request: CheckoutRequest & { subId: string }): Promise<CheckoutAnswer>;
  eliteTrial(paymentProcessor: PaymentProcessor): Promise<CheckoutAnswer>;
  order(orderId: string): Promise<OrderStatus>;
  activeSubscriptions(): Promise<SubscriptionEntry[]>;
  /** GET /subscriptions?filterlocal=true: the trials, ended ones too. */
  localSubscriptions(): Promise<SubscriptionEntry[]>;
  cancelSubscriptions(ids: readonly string[]): Promise<CancelledSubscription[]>;
  cancelPaypalSubscription(id: string): Promise<CancelledSubscription>;
  paypalPurchaseHistory(): Promise<PurchaseEntry[]>;
  invoicePdf(invoiceId: string): Promise<Blob>;
  /** GET /downloadCreditNote: a refund's credit note as a PDF. */
  creditNotePdf(number: string): Promise<Blob>;
  userBalance(): Promise<UserBalance>;
  usedTickers(): Promise<UsedTickers>;
  /** POST /resetTickers: the new user object; the server has ended every session. */
  resetTickers(): Promise<ResetTickersAnswer>;
  referral(): Promise<ReferralInfo>;
  customerPortal(returnUrl: string): Promise<string>;
  checkPassword(oldPasswordHash: string): Promise<boolean>;
  changePassword(hashes: ChangePasswordBody): Promise<void>;
  saveAddress(address: AddressDetails): Promise<SessionUser>;
  userData(): Promise<SessionUser>;
}

/**
 * Answers of the billing server that are the screen's to explain, not the global catalogue's:
 * a 409 here is a plan rule (not "wrong product address", which logs out), a 403 here a refused
 * offer (not an expired session).
 */
export const SCREEN_ERROR_CODES: ReadonlySet<string> = new Set([
  'ALREADY_SUBSCRIBED', 'ALREADY_SUBSCRIBED_YEARLY', 'ADDON_NEEDS_BASE', 'CHANGE_NOT_ALLOWED', 'TRIAL_NOT_AVAILABLE',
  'ADDON_DISCOUNT_NOT_ALLOWED', 'PERMISSION_MISSING', 'NO_RESET_REQUESTS', 'TRIAL_NOT_CANCELLABLE', 'NOT_PAYPAL',
  'SUBSCRIPTION_NOT_FOUND', 'CANCELLATION_FAILED', 'PAYMENT_PROVIDER_ERROR', 'PAYPAL_NOT_AVAILABLE', 'PLAN_NOT_SOLD',
  'UNKNOWN_SKU', 'OLD_PASSWORD_WRONG', 'PASSWORDS_DIFFER', 'COUPON_INVALID', 'VAT_ID_INVALID',
]);

/** Whether a failure goes to the global error catalogue (session expiry, connection ...). */
export function reportsToCatalogue(err: unknown): boolean {
  return !(err instanceof ApiCallError && typeof err.code === 'string' && SCREEN_ERROR_CODES.has(err.code));
}

/**
 * The billing calls on the app's data provider. Failures the screens explain themselves
 * (SCREEN_ERROR_CODES) skip the global catalogue; all others pass it before they are rethrown.
 *
 * @example const api = billingMethods.of(data); await api.price('premium');
 */
export const billingMethods = defineDataMethods('billing', (data: DataProvider): BillingApi => {
  const call = <T>(path: string, options: RequestOptions = {}): Promise<T> => data.request<T>(path, { reportError: reportsToCatalogue, ...options });
  const post = <T>(path: string, body: unknown = {}): Promise<T> => call<T>(path, { method: 'POST', body });
  const q = encodeURIComponent;
  return {
    catalog: (skus) => call(`/catalog?skus=${q(skus.join(','))}`),
    tickerAddons: () => call('/catalog/tickerAddons'),
    price: (sku, o = {}) => call(`/price?sku=${q(sku)}${o.coupon ? `&coupon=${q(o.coupon)}` : ''}${o.vatId !== undefined ? `&vatId=${q(o.vatId)}` : ''}`),
    buy: (r) => post('/buy', r),
    subscribe: (r) => post('/subscribe', r),
    moveSub: (r) => post('/moveSub', r),
    eliteTrial: (paymentProcessor) => post('/eliteTrial', { paymentProcessor }),
    order: (orderId) => call(`/orders/${q(orderId)}`),
    activeSubscriptions: () => call('/activeSubscriptions'),
    localSubscriptions: () => call('/subscriptions?filterlocal=true'),
    cancelSubscriptions: async (ids) => (await post<CancelSubAnswer>('/cancelSub', { ids })).cancelled,
    cancelPaypalSubscription: (id) => post('/paypal/cancelSub', { id }),
    paypalPurchaseHistory: async () => (await call<PaypalPurchaseHistory>('/paypalPurchaseHistory')).purchases,
    // The invoice is a file; every failure of it goes to the catalogue.
    invoicePdf: (invoiceId) => data.request<Blob>(`/downloadInvoice?invoiceID=${q(invoiceId)}`, { responseType: 'blob' }),
    creditNotePdf: (number) => data.request<Blob>(`/downloadCreditNote?creditNoteID=${q(number)}`, { responseType: 'blob' }),
    userBalance: () => call('/userBalance'),
    usedTickers: () => call('/used-tickers'),
    resetTickers: () => post('/resetTickers'),
    referral: () => call('/referral'),
    customerPortal: async (returnUrl) => (await post<CustomerPortalAnswer>('/stripe/customer-portal', { returnUrl })).nextStepURL,
    checkPassword: async (oldPassword) => (await post<CheckPasswordAnswer>('/checkPW', { oldPassword })).valid,
    changePassword: async (hashes) => {
      await post('/changePW', hashes);
    },
    saveAddress: (addressDetails) => post('/userData', { addressDetails }),
    userData: () => call('/userData'),
  };
});
