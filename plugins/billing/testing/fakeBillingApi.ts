/**
 * An in-memory BillingApi for stories and component tests: the catalogue and prices come from
 * product/ (catalogue.ts, vat.ts), so the screens show the real numbers; subscriptions, history
 * and balances are whatever the story passes.
 */
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../../product/accountRules';
import { CATALOGUE, productBySku, skuForInterval, visibleForUser, type CatalogueProduct } from '../../../product/catalogue';
import { formatCents, formatRate, isReverseCharge, normaliseVatId, withVat } from '../../../product/vat';
import { ApiCallError } from '../../../engine/data';
import type { BillingApi, QuoteOptions } from '../api/billingApi';
import type { BillingServices } from '../api/BillingApiContext';
import type { CatalogueEntry, CouponRefusal, PriceQuote, PurchaseEntry, SessionUser, SubscriptionEntry, UsedTickers } from '../../../contracts';

export function catalogueEntryOf(p: CatalogueProduct, ownsBiggest = false): CatalogueEntry {
  return {
    name: p.name, price: formatCents(p.priceCents), priceCents: p.priceCents, currency: 'EUR', sku: p.sku, quantity: p.quantity, uiLabel: p.uiLabel,
    hide: !visibleForUser(p, ownsBiggest), purchasable: p.purchasable, kind: p.kind, interval: p.interval,
    listPrice: p.listPriceCents === null ? null : formatCents(p.listPriceCents), listPriceCents: p.listPriceCents,
    tier: p.tier, tokens: p.tokens, resets: p.resets, trialDays: p.trialDays, renewalPriceCents: p.renewalPriceCents,
    monthlySku: p.interval ? skuForInterval(p.sku, 'MONTH') ?? null : null, yearlySku: p.interval ? skuForInterval(p.sku, 'YEAR') ?? null : null,
  };
}

/** The quote's extras: a (valid) VAT id and a coupon with its percentage off. */
export interface QuoteExtras {
  vatId?: string | null;
  coupon?: { code: string; percentOff: number } | null;
}

export function quoteOf(sku: string, country: string, extras: QuoteExtras = {}): PriceQuote {
  const p = productBySku(sku);
  if (!p) throw new Error(`unknown SKU ${sku}`);
  const reverseCharge = isReverseCharge(extras.vatId);
  const discount = extras.coupon ? Math.floor((p.priceCents * extras.coupon.percentOff) / 100) : 0;
  const first = withVat(p.priceCents - discount, country, { reverseCharge });
  const renewal = p.interval ? withVat(p.renewalPriceCents, country, { reverseCharge }) : null;
  const rate = first.vatRateBp;
  return {
    sku, currency: 'EUR', netCents: p.priceCents, discountCents: discount, vatRateBp: rate, vatCents: first.vatCents, totalCents: first.totalCents,
    net: formatCents(p.priceCents), discount: formatCents(discount), vat: formatCents(first.vatCents), total: formatCents(first.totalCents),
    vatRate: formatRate(rate), vatApplied: first.vatApplied, vatCountry: first.vatCountry, country, coupon: extras.coupon?.code ?? null,
    vatId: extras.vatId ?? null, reverseCharge,
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
  /** The coupons the fake knows: a percentage off (for `skus` only, when given), or why it is refused. Default FAKE_COUPONS. */
  coupons?: Readonly<Record<string, { percentOff: number; skus?: string[] } | CouponRefusal>>;
}

/** Coupons of the stories and tests: SAVE20 takes 20 % off, the others are refused for their reason. */
export const FAKE_COUPONS: NonNullable<FakeOptions['coupons']> = {
  SAVE20: { percentOff: 20 }, TOKENS10: { percentOff: 10, skus: ['001', '002'] }, SUMMER: 'EXPIRED', LAUNCH: 'USED_UP',
};

/** VAT ids the fake finds valid (they pass the real check digits too); others fail their check digits. */
export const FAKE_VALID_VAT_IDS: readonly string[] = ['ATU13585627', 'FR40303265045', 'DE136695976'];

const refused = (code: string, reason: string): ApiCallError => new ApiCallError(400, reason, code, { code, reason });

/** The fake's GET /price: the kept VAT id unless one is typed, checked like the server does (format, check digits). */
function fakePrice(sku: string, country: string, user: SessionUser, o: FakeOptions, options: QuoteOptions = {}): PriceQuote {
  const typed = options.vatId === undefined ? user.addressDetails.vatId ?? '' : normaliseVatId(options.vatId);
  if (typed && !FAKE_VALID_VAT_IDS.includes(typed)) throw refused('VAT_ID_INVALID', /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(typed) ? 'CHECKSUM' : 'FORMAT');
  let coupon: QuoteExtras['coupon'] = null;
  if (options.coupon) {
    const code = options.coupon.toUpperCase();
    const found = (o.coupons ?? FAKE_COUPONS)[code];
    if (!found) throw refused('COUPON_INVALID', 'UNKNOWN');
    if (typeof found === 'string') throw refused('COUPON_INVALID', found);
    if (found.skus && !found.skus.includes(sku)) throw refused('COUPON_INVALID', 'WRONG_PLAN');
    coupon = { code, percentOff: found.percentOff };
  }
  return quoteOf(sku, country, { vatId: typed || null, coupon });
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
    price: async (sku, options) => (o.failing ? fail() : fakePrice(sku, country, user, o, options)),
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
    creditNotePdf: () => ok(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
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
    saveAddress: (address) => {
      const vatId = normaliseVatId(address.vatId ?? '');
      if (vatId && !FAKE_VALID_VAT_IDS.includes(vatId)) return Promise.reject(refused('VAT_ID_INVALID', /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(vatId) ? 'CHECKSUM' : 'FORMAT'));
      return ok({ ...user, addressDetails: { ...address, vatId } });
    },
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
  purchaseOf('020', {
    orderId: 'a1', invoiceId: 'RS-2026-000042', status: 'partially_refunded', refundedCents: 595,
    creditNotes: [{ number: 'CN-2026-000007', invoiceNumber: 'RS-2026-000042', date: '2026-11-22T10:00:00.000Z', reason: 'pro_rata', netCents: 500, vatCents: 95, totalCents: 595, total: '5.95' }],
  }),
  purchaseOf('001', { orderId: 'a2', invoiceId: 'RS-2026-000017', date: '2026-10-02T10:00:00.000Z', paymentProcessor: 'sandbox-paypal', type: 'paypal', paymentMethod: 'PayPal' }),
];
