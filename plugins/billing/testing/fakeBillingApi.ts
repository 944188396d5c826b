/**
 * An in-memory BillingApi for stories and component tests: the catalogue and prices come from
 * product/ (catalogue.ts, vat.ts), so the screens show the real numbers; subscriptions, history
 * and balances are whatever the story passes.
 */
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../../product/accountRules';
import { CATALOGUE, productBySku, skuForInterval, visibleForUser, type CatalogueProduct } from '../../../product/catalogue';
import { formatCents, formatRate, withVat } from '../../../product/vat';
import type { BillingApi } from '../api/billingApi';
import type { BillingServices } from '../api/BillingApiContext';
import type { CatalogueEntry, PriceQuote, PurchaseEntry, SessionUser, SubscriptionEntry, UsedTickers } from '../../../contracts';

export function catalogueEntryOf(p: CatalogueProduct, ownsBiggest = false): CatalogueEntry {
  return {
    name: p.name, price: formatCents(p.priceCents), priceCents: p.priceCents, currency: 'EUR', sku: p.sku, quantity: p.quantity, uiLabel: p.uiLabel,
    hide: !visibleForUser(p, ownsBiggest), purchasable: p.purchasable, kind: p.kind, interval: p.interval,
    listPrice: p.listPriceCents === null ? null : formatCents(p.listPriceCents), listPriceCents: p.listPriceCents,
    tier: p.tier, tokens: p.tokens, resets: p.resets, trialDays: p.trialDays, renewalPriceCents: p.renewalPriceCents,
    monthlySku: p.interval ? skuForInterval(p.sku, 'MONTH') ?? null : null, yearlySku: p.interval ? skuForInterval(p.sku, 'YEAR') ?? null : null,
  };
}

export function quoteOf(sku: string, country: string): PriceQuote {
  const p = productBySku(sku);
  if (!p) throw new Error(`unknown SKU ${sku}`);
  const first = withVat(p.priceCents, country);
  const renewal = p.interval ? withVat(p.renewalPriceCents, country) : null;
  const rate = first.vatRateBp;
  return {
    sku, currency: 'EUR', netCents: p.priceCents, discountCents: 0, vatRateBp: rate, vatCents: first.vatCents, totalCents: first.totalCents,
    net: formatCents(p.priceCents), discount: formatCents(0), vat: formatCents(first.vatCents), total: formatCents(first.totalCents),
    vatRate: formatRate(rate), vatApplied: first.vatApplied, vatCountry: first.vatCountry, country, coupon: null,
    renewal: renewal ? { netCents: renewal.netCents, vatCents: renewal.vatCents, totalCents: renewal.totalCents, total: formatCents(renewal.totalCents) } : null,
  };
}

/** A subscription entry of a catalogue SKU, as the server answers it. */
export function subscriptionOf(sku: string, over: Partial<SubscriptionEntry> = {}): SubscriptionEntry {
  const p = productBySku(sku);
  if (!p) throw new Error(`unknown SKU ${sku}`);
  return {
    id: `00000000-0000-4000-8000-${sku.padStart(12, '0').replace(/[^0-9a-f]/gi, '0')}`, sku, type: 'card', description: p.name,
    date: '2026-10-01T08:00:00.000Z', cycleEnd: '2026-12-01T08:00:00.000Z', cancelled: false, paymentProcessor: 'sandbox',
    interval: p.interval ?? 'MONTH', status: 'active', active: true, priceCents: p.renewalPriceCents, price: formatCents(p.renewalPriceCents), currency: 'EUR', quantity: p.quantity, kind: p.kind,
    ...over,
  };
}

export interface FakeOptions {
  subscriptions?: SubscriptionEntry[];
  country?: string;
  history?: PurchaseEntry[];
  usedTickers?: Partial<UsedTickers>;
  /** Every call fails (the load failure views). */
  failing?: boolean;
  user?: SessionUser;
}

const fail = (): Promise<never> => Promise.reject(new Error('offline'));

export function fakeBillingApi(o: FakeOptions = {}): BillingApi {
  const country = o.country ?? 'DE';
  const subs = o.subscriptions ?? [];
  const user = o.user ?? storyUser();
  const ok = <T>(value: T): Promise<T> => (o.failing ? fail() : Promise.resolve(value));
  const checkout = () => ok({ nextStepURL: '/api/sandbox-pay/checkout/story', orderId: 'story', paymentProcessor: 'sandbox', totalCents: 0 });
  return {
    catalog: (skus) => ok(skus.map((s) => productBySku(s)).filter((p): p is CatalogueProduct => !!p).map((p) => catalogueEntryOf(p))),
    tickerAddons: () => ok(CATALOGUE.filter((p) => p.kind === 'tickerAddon').map((p) => catalogueEntryOf(p)).filter((e) => !e.hide)),
    price: (sku) => (o.failing ? fail() : Promise.resolve(quoteOf(sku, country))),
    buy: checkout,
    subscribe: checkout,
    moveSub: checkout,
    eliteTrial: checkout,
    order: (orderId) => ok({
      orderId, sku: '001', status: 'paid', failureMessage: null, invoiceId: 'RS-2026-000042', paymentProcessor: 'sandbox',
      netCents: 1000, discountCents: 0, vatRateBp: 1900, vatCents: 190, totalCents: 1190, refundedCents: 0,
    }),
    activeSubscriptions: () => ok(subs.filter((s) => s.active)),
    localSubscriptions: () => ok(subs.filter((s) => s.type === 'local')),
    cancelSubscriptions: (ids) => ok(ids.map((id) => ({ id, sku: '020', cancelled: true, endsAt: '2026-11-21T08:00:00.000Z', immediate: true, refundCents: 1200 }))),
    cancelPaypalSubscription: (id) => ok({ id, sku: '020', cancelled: true, endsAt: '2026-12-01T08:00:00.000Z', immediate: false, refundCents: 0 }),
    paypalPurchaseHistory: () => ok((o.history ?? []).filter((h) => h.type === 'paypal')),
    invoicePdf: () => ok(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    userBalance: () => ok({ tokenBalance: 150, resetBalance: 2, tickersInLastMonth: 12, tickersPerMonth: 50 }),
    usedTickers: () => ok({
      tickersInLastMonth: 2, tickersPerMonth: 50, remaining: 48, tokenBalance: 150, resetBalance: 2, activationDate: '2026-10-21T08:00:00.000Z',
      rolloverDate: '2026-12-21T08:00:00.000Z',
      activeTickers: [
        { ticker: 'AAPL', activatedAt: '2026-11-18T09:30:00.000Z', expiresAt: '2026-12-18T09:30:00.000Z', billable: true },
        { ticker: 'MSFT', activatedAt: '2026-11-02T14:05:00.000Z', expiresAt: '2026-12-02T14:05:00.000Z', billable: true },
      ],
      ...o.usedTickers,
    }),
    resetTickers: () => ok({ ...user, loggedOut: true }),
    referral: () => ok({
      referralCode: 'K7P2QX9M', referralLink: 'https://rangescope.example/register?referralId=K7P2QX9M', referredUsers: 3, payingReferredUsers: 1,
      rewardTokensPerReferral: 50, rewardsEarned: 1,
    }),
    customerPortal: () => ok('/api/sandbox-pay/portal/story'),
    checkPassword: () => ok(true),
    changePassword: () => ok(undefined),
    saveAddress: (address) => ok({ ...user, addressDetails: address }),
    userData: () => ok({ ...user, billingHistory: o.history ?? [] }),
  };
}

/** Services for the screens: the fake calls, and navigation that stays put. */
export function fakeBillingServices(o: FakeOptions = {}): BillingServices {
  return { api: fakeBillingApi(o), redirect: () => undefined, openTab: async (url) => void (await url) };
}

/** The user object (contracts' SessionUser) of a Premium buyer in Germany, with `over` applied. */
export function storyUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    username: 'paulpremium', firstname: 'Paul', lastname: 'Premium', email: 'paul@example.com', userPackage: 'FULL-ACCESS', plan: 'premium',
    planLabel: 'Premium', modules: ['FREE', 'BASIC_OR_PREMIUM', 'PREMIUM', 'ELITE_PREVIEW'], primaryPlanSKU: '020', settings: { ...DEFAULT_SETTINGS, language: 'en' },
    ui_flags: { show_mail_opt_in_dialog: false, show_missing_primary_dialog: false, missing_primary_dialog_payload: { suppressedAddons: [] } },
    country: { code: 'DE', name: 'Germany' }, addressDetails: { address: 'Hauptstraße 1', city: 'Berlin', postalCode: '10115' },
    baseCurrency: 'USD', portfolioSize: 0, chartingAppUsername: null, chartingAppAccessGranted: false,
    tokenBalance: 150, resetBalance: 2, rawUserData: { tickersPerMonth: 50, tickersInLastMonth: 12 },
    emailOptIn: true, userStateVersion: 1, dataVersion: 1, customCorrelations: [],
    dashboardList: { name: ACCOUNT_RULES.defaultDashboardListName, includedTicker: [] }, cryptoList: { name: ACCOUNT_RULES.cryptoListName, includedTicker: [] },
    subsActiveOnLogin: [], billingHistory: [], perks: { ownsBiggestTickerAddon: false }, referralCode: 'K7P2QX9M', introAccepted: true,
    watchlists: { regular: [], crypto: [] },
    ...over,
  };
}

/** A paid purchase of `sku` by a buyer from `country`, its amounts from the catalogue and the VAT table. */
export function purchaseOf(sku: string, over: Partial<PurchaseEntry> & Pick<PurchaseEntry, 'orderId'>, country = 'DE'): PurchaseEntry {
  const p = productBySku(sku);
  if (!p) throw new Error(`unknown SKU ${sku}`);
  const v = withVat(p.priceCents, country);
  return {
    invoiceId: null, date: '2026-11-20T10:00:00.000Z', sku, description: p.name, kind: p.interval ? 'subscription' : 'purchase', status: 'paid',
    paymentProcessor: 'sandbox', type: 'card', paymentMethod: 'Visa •••• 4242', currency: 'EUR', netCents: v.netCents, discountCents: 0, vatRateBp: v.vatRateBp,
    vatCents: v.vatCents, totalCents: v.totalCents, total: formatCents(v.totalCents), refundedCents: 0, ...over,
  };
}

export const sampleHistory: PurchaseEntry[] = [
  purchaseOf('020', { orderId: 'a1', invoiceId: 'RS-2026-000042' }),
  purchaseOf('001', { orderId: 'a2', invoiceId: 'RS-2026-000017', date: '2026-10-02T10:00:00.000Z', paymentProcessor: 'sandbox-paypal', type: 'paypal', paymentMethod: 'PayPal' }),
];
