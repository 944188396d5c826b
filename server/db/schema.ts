import { sql } from 'drizzle-orm';
import {
  pgTable, text, uuid, boolean, integer, timestamp, jsonb, bigserial, uniqueIndex, index, bigint,
} from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  usernameLower: text('username_lower').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
  countryCode: text('country_code').notNull(),
  emailVerified: boolean('email_verified').notNull().default(false),
  emailOptIn: boolean('email_opt_in').notNull().default(false),
  agreeTermsOfUse: boolean('agree_terms_of_use').notNull(),
  referralCode: text('referral_code').notNull(),
  referredBy: uuid('referred_by'),
  /** The product address (deployment) the account belongs to; see docs/decisions.md. */
  product: text('product').notNull(),
  plan: text('plan').notNull().default('demo'),
  roles: jsonb('roles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  extraModules: jsonb('extra_modules').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** EOD-ACCESS or FULL-ACCESS; empty means the account may not sign in. */
  userPackage: text('user_package').notNull().default('EOD-ACCESS'),
  primaryPlanSku: text('primary_plan_sku'),
  introAccepted: boolean('intro_accepted').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  uiFlags: jsonb('ui_flags').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  addressDetails: jsonb('address_details').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  baseCurrency: text('base_currency').notNull().default('USD'),
  portfolioSize: bigint('portfolio_size', { mode: 'number' }).notNull().default(0),
  chartingAppUsername: text('charting_app_username'),
  chartingAppAccessGranted: boolean('charting_app_access_granted').notNull().default(false),
  dashboardList: jsonb('dashboard_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  cryptoList: jsonb('crypto_list').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  customCorrelations: jsonb('custom_correlations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  /** Raised whenever an admin changes the entry: clients with an older value are logged out. */
  userStateVersion: integer('user_state_version').notNull().default(1),
  /** The userStateVersion the last sign-in saw: a higher one means news (the login info dialog). */
  seenStateVersion: integer('seen_state_version').notNull().default(1),
  /** Raised on every write of user data (optimistic concurrency between tabs). */
  dataVersion: integer('data_version').notNull().default(1),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  activationDate: timestamp('activation_date', { withTimezone: true }).notNull().defaultNow(),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_username_lower_idx').on(t.usernameLower),
  uniqueIndex('users_email_idx').on(t.email),
  uniqueIndex('users_referral_code_idx').on(t.referralCode),
]);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  deviceId: text('device_id'),
  clientVersion: text('client_version'),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: text('revoked_reason'),
  /** Key the client uses to decrypt model definitions when ENCRYPT_MODELS is on (base64url, 256 bit). */
  modelKey: text('model_key'),
}, (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)]);

/**
 * Password checks counted in fixed windows (server/auth/passwordCheckLimit.ts): one row per
 * client address and per account, keyed by a SHA-256 of the kind and the value, so that neither
 * addresses nor mistyped usernames are stored. Rows of ended windows are swept away.
 */
export const passwordCheckCounts = pgTable('password_check_counts', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}, (t) => [index('password_check_counts_window_idx').on(t.windowStart)]);

/** Single-use links mailed to users: email verification and password reset. */
export const emailTokens = pgTable('email_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('email_tokens_hash_idx').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)]);

export const outboxMails = pgTable('outbox_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  kind: text('kind').notNull(),
  language: text('language').notNull(),
  transport: text('transport').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('outbox_created_idx').on(t.createdAt)]);

export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Null: a notification for every user. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notificationAcks = pgTable('notification_acks', {
  notificationId: bigint('notification_id', { mode: 'number' }).notNull().references(() => notifications.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('notification_acks_pk').on(t.notificationId, t.userId)]);

export const watchlists = pgTable('watchlists', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  wlType: text('wl_type').notNull(),
  tickers: jsonb('tickers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('watchlists_owner_name_idx').on(t.ownerId, t.wlType, t.name)]);

/** Every change of a token, reset or ticker balance is one row; balances are sums. */
export const balanceLedger = pgTable('balance_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  account: text('account').notNull(),
  delta: integer('delta').notNull(),
  reason: text('reason').notNull(),
  /** Idempotency key: the same reference never books twice. */
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('balance_ledger_user_idx').on(t.userId, t.account), uniqueIndex('balance_ledger_ref_idx').on(t.reference)]);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt)]);

export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  username: text('username'),
  clientDate: text('client_date'),
  clientDateUnix: bigint('client_date_unix', { mode: 'number' }),
  log: text('log').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Key-value facts about the installation (for example whether the demo seed ran). */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Runtime model definitions: every save is a new version row (history, diff, rollback). */
export const modelVersions = pgTable('model_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  modelClass: text('model_class').notNull(),
  version: integer('version').notNull(),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  hash: text('hash').notNull(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('model_versions_name_idx').on(t.modelClass, t.name, t.version)]);

/** Records of every entity model in one generic store. */
export const entities = pgTable('entities', {
  id: uuid('id').primaryKey().defaultRandom(),
  model: text('model').notNull(),
  createdBy: uuid('created_by'),
  createdByName: text('created_by_name'),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
}, (t) => [index('entities_model_idx').on(t.model, t.creationDate), index('entities_owner_idx').on(t.model, t.createdBy)]);

/** Sidebar entries that admins add at runtime for their own list models. */
export const navEntries = pgTable('nav_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  path: text('path').notNull(),
  label: jsonb('label').$type<{ en: string; de: string }>().notNull(),
  icon: text('icon').notNull().default('table'),
  navGroup: text('nav_group').notNull().default('custom'),
  permission: text('permission'),
  listModel: text('list_model').notNull(),
  badge: text('badge'),
  sortOrder: integer('sort_order').notNull().default(100),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('nav_entries_path_idx').on(t.path)]);

// ---- Market data import (npm run import; server/market/import) ----
// Its own import line, so that this block stays one appended piece of the file.
import { date as pgDate, doublePrecision, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Instruments whose end-of-day history was imported from CSV files. Metadata columns stay null
 * until known; the layered market source then falls back to the simulated instrument of the same
 * ticker, or to defaults inferred from the ticker.
 */
export const instruments = pgTable('instruments', {
  ticker: text('ticker').primaryKey(),
  name: text('name'),
  type: text('type'),
  currency: text('currency'),
  exchange: text('exchange'),
  exchangeShort: text('exchange_short'),
  sector: text('sector'),
  country: text('country'),
  industry: text('industry'),
  isin: text('isin'),
  source: text('source').notNull().default('import'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  firstDate: pgDate('first_date', { mode: 'string' }),
  lastDate: pgDate('last_date', { mode: 'string' }),
});

/** Imported daily bars as in the file; `adjClose` null when the file had no Adj Close column. */
export const dailyCandles = pgTable('daily_candles', {
  ticker: text('ticker').notNull(),
  date: pgDate('date', { mode: 'string' }).notNull(),
  open: doublePrecision('open').notNull(),
  high: doublePrecision('high').notNull(),
  low: doublePrecision('low').notNull(),
  close: doublePrecision('close').notNull(),
  adjClose: doublePrecision('adj_close'),
  volume: doublePrecision('volume').notNull(),
}, (t) => [primaryKey({ columns: [t.ticker, t.date] })]);

/**
 * Imported CFTC Commitments of Traders reports (legacy, futures only; server/market/import/cotCsv.ts):
 * one row per market of document 4 (es ... gold) and report date (its Tuesday), the non-commercial
 * long and short positions and the open interest as in the file. A later file for the same market
 * and date replaces the row.
 */
export const cftcReports = pgTable('cftc_reports', {
  market: text('market').notNull(),
  date: pgDate('date', { mode: 'string' }).notNull(),
  contractCode: text('contract_code').notNull(),
  marketName: text('market_name').notNull(),
  openInterest: doublePrecision('open_interest').notNull(),
  longPositions: doublePrecision('long_positions').notNull(),
  shortPositions: doublePrecision('short_positions').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.market, t.date] })]);

// ---- Active tickers (server/assets/activeTickers.ts) ----

/**
 * A ticker a user revealed or added to a list: active (full data) until `expiresAt`, 30 days after
 * activation. A billable activation books -1 on the user's `ticker` ledger account in the same
 * transaction; free tickers are recorded with billable = false.
 */
export const activeTickers = pgTable('active_tickers', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ticker: text('ticker').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  billable: boolean('billable').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.ticker] }), index('active_tickers_expiry_idx').on(t.userId, t.expiresAt)]);

// ---- Billing (server/billing) ----
// Money is integer cents (EUR) and VAT rates basis points everywhere; balances never live here:
// credits and spends are rows of balance_ledger with a reference per order or period.

/** A user's customer record at a payment provider (the sandbox keeps the saved test card here). */
export const billingCustomers = pgTable('billing_customers', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerRef: text('customer_ref').notNull(),
  /** Sandbox only: the saved test card {last4, brand, behaviour, fingerprint}. */
  card: jsonb('card').$type<Record<string, string>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.provider] }), uniqueIndex('billing_customers_ref_idx').on(t.provider, t.customerRef)]);

/**
 * Every checkout and every renewal payment: what was bought, the amounts (net, discount, VAT,
 * total), the provider's ids and the status (pending, paid, failed, cancelled, card_used,
 * refunded, partially_refunded, refused: paid but not fulfilled, its coupon ran out, refunded in
 * full). A payment id is unique per provider, so a payment is fulfilled once.
 */
export const billingOrders = pgTable('billing_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  flow: text('flow').notNull().default('standard'),
  sku: text('sku').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull().default('pending'),
  currency: text('currency').notNull().default('EUR'),
  netCents: integer('net_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  vatRateBp: integer('vat_rate_bp').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  countryCode: text('country_code').notNull(),
  vatCountry: text('vat_country'),
  couponCode: text('coupon_code'),
  providerCheckoutId: text('provider_checkout_id'),
  providerPaymentId: text('provider_payment_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  subscriptionId: uuid('subscription_id'),
  replacesSubscriptionId: uuid('replaces_subscription_id'),
  returnPath: text('return_path'),
  failureMessage: text('failure_message'),
  /** How it was paid, for the history ('Visa •••• 4242', 'PayPal'). */
  paymentMethod: text('payment_method'),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  index('billing_orders_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('billing_orders_payment_idx').on(t.provider, t.providerPaymentId),
  index('billing_orders_checkout_idx').on(t.provider, t.providerCheckoutId),
]);

/**
 * Subscriptions (plans, the crypto plan, extra-ticker packs). `status`: trialing, active,
 * past_due (a renewal failed; access continues through the grace days) or ended. A cancelled
 * subscription keeps running to `currentPeriodEnd` with `cancelledAt` set.
 */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  sku: text('sku').notNull(),
  kind: text('kind').notNull(),
  interval: text('interval').notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  status: text('status').notNull(),
  /** Net price of each renewal, cents excl. VAT. */
  priceCents: integer('price_cents').notNull(),
  quantity: integer('quantity').notNull().default(1),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /**
   * Renewals count from `anchorAt` (the start, or the end of a trial): after `periodIndex` paid
   * periods the current one ends at anchor + periodIndex intervals, so a subscription renews on the
   * same date each month, or on the month end, without drifting.
   */
  anchorAt: timestamp('anchor_at', { withTimezone: true }).notNull(),
  periodIndex: integer('period_index').notNull(),
  lastOrderId: uuid('last_order_id'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endReason: text('end_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('billing_subscriptions_user_idx').on(t.userId, t.status),
  uniqueIndex('billing_subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
]);

/** Refunds; the row is written before the provider is asked, so a failed call is retried, never doubled. */
export const billingRefunds = pgTable('billing_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').notNull().references(() => billingOrders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (t) => [uniqueIndex('billing_refunds_order_reason_idx').on(t.orderId, t.reason)]);

/** Every provider event once: the unique (provider, event id) makes a replayed webhook a no-op. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('billing_webhook_events_idx').on(t.provider, t.eventId)]);

/** Coupons created by admins; a coupon discounts the first period only. */
export const billingCoupons = pgTable('billing_coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  skus: jsonb('skus').$type<string[]>(),
  maxRedemptions: integer('max_redemptions'),
  redeemedCount: integer('redeemed_count').notNull().default(0),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One use of a coupon per order. `reserved`: the order holds it until `expiresAt` (taken at
 * checkout, so at most maxRedemptions orders can pay at the discount); `redeemed`: the order was
 * paid (expiresAt null). A coupon's uses are its redeemed rows plus its unexpired reservations,
 * counted under a lock of the coupon's row (server/billing/coupons.ts).
 */
export const billingCouponRedemptions = pgTable('billing_coupon_redemptions', {
  orderId: uuid('order_id').primaryKey().references(() => billingOrders.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code').notNull().references(() => billingCoupons.code, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  discountCents: integer('discount_cents').notNull(),
  status: text('status').notNull().default('redeemed'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('billing_coupon_redemptions_coupon_idx').on(t.couponCode, t.status)]);

/** Invoices, numbered without gaps per year (the counter moves in the transaction that issues). */
export const billingInvoices = pgTable('billing_invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  year: integer('year').notNull(),
  seq: integer('seq').notNull(),
  orderId: uuid('order_id').references(() => billingOrders.id, { onDelete: 'set null' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
  lines: jsonb('lines').$type<{ description: string; quantity: number; netCents: number }[]>().notNull(),
  netCents: integer('net_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull(),
  vatCountry: text('vat_country'),
  provider: text('provider').notNull(),
}, (t) => [
  uniqueIndex('billing_invoices_number_idx').on(t.number),
  uniqueIndex('billing_invoices_year_seq_idx').on(t.year, t.seq),
  uniqueIndex('billing_invoices_order_idx').on(t.orderId),
  index('billing_invoices_user_idx').on(t.userId),
]);

export const billingInvoiceCounters = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** One Elite trial per card and per account (new customers only). */
export const billingTrialClaims = pgTable('billing_trial_claims', {
  cardFingerprint: text('card_fingerprint').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  orderId: uuid('order_id'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('billing_trial_claims_user_idx').on(t.userId)]);

// ---- Scanner searches (server/scanner) ----

/**
 * One scanner search of a user (issue 19): the canonical filter set (`queryKey`, the reuse key:
 * the same set searched again within SCANNER_RULES.reuseMinutes answers this row at no cost), the
 * filters as sent, and the matched tickers in the search's order, computed on the snapshot of
 * `asOf`. `/scanner/lastResults` and `/scanner/results` page the most recently used one. The
 * last few per user are kept (server/scanner/searchStore.ts).
 */
export const scannerSearches = pgTable('scanner_searches', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  queryKey: text('query_key').notNull(),
  filterQuery: jsonb('filter_query').$type<unknown[]>().notNull(),
  tickers: text('tickers').array().notNull(),
  total: integer('total').notNull(),
  asOf: text('as_of'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised from its sequence whenever the search is used again: the most recent use wins even within one clock tick. */
  usedSeq: bigserial('used_seq', { mode: 'number' }).notNull(),
}, (t) => [
  index('scanner_searches_reuse_idx').on(t.userId, t.queryKey, t.createdAt),
  index('scanner_searches_used_idx').on(t.userId, t.usedSeq),
]);

// ---- Fractal Range Alerts (server/alerts) ----

/**
 * One alert of a user (issue 20): a target (a ticker, one of the user's lists, a saved scan), a
 * condition on the model levels, the delivery channels, the repeat policy and the expiry. `state`
 * is the evaluator's per-ticker memory (armed or not, the last seen rating or side, a scan's last
 * membership), so that a crossing fires once and again only after it was re-armed
 * (server/alerts/conditions.ts). `status`: active, done (a 'once' alert that fired) or expired;
 * paused is its own flag, so that resuming keeps the status.
 */
export const alerts = pgTable('alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  target: jsonb('target').$type<Record<string, unknown>>().notNull(),
  condition: jsonb('condition').$type<Record<string, unknown>>().notNull(),
  channels: jsonb('channels').$type<string[]>().notNull(),
  webhookUrl: text('webhook_url'),
  repeatMode: text('repeat_mode').notNull(),
  cooldownMinutes: integer('cooldown_minutes'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  paused: boolean('paused').notNull().default(false),
  status: text('status').notNull().default('active'),
  state: jsonb('state').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  lastFiredAt: timestamp('last_fired_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('alerts_user_idx').on(t.userId, t.createdAt), index('alerts_status_idx').on(t.status)]);

/**
 * A fired alert: what it saw (value, level) and the outcome per delivery channel (`deliveries`,
 * contracts AlertDelivery[]; the webhook's is updated by the delivery worker). Kept when the
 * alert is deleted, so the history stays whole.
 */
export const alertHistory = pgTable('alert_history', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  alertId: uuid('alert_id').notNull(),
  alertName: text('alert_name').notNull(),
  ticker: text('ticker').notNull(),
  condition: jsonb('condition').$type<Record<string, unknown>>().notNull(),
  value: jsonb('value').$type<number | string>().notNull(),
  level: jsonb('level').$type<number | string | null>(),
  firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
  deliveries: jsonb('deliveries').$type<Record<string, unknown>[]>().notNull(),
}, (t) => [index('alert_history_user_idx').on(t.userId, t.firedAt)]);

/**
 * The webhook job queue: one row per webhook call to make, polled by the delivery worker
 * (server/alerts/webhookWorker.ts). A worker claims due rows by moving `next_attempt_at` past a
 * lease in one statement (FOR UPDATE SKIP LOCKED), so several servers never send one twice at
 * once; failures are retried with exponential back-off until ALERT_RULES.webhookRetryHours after
 * `created_at`, then the row is `failed`.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  historyId: uuid('history_id').notNull().references(() => alertHistory.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** The exact JSON body sent (and signed). */
  body: text('body').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt)]);

/** A user's webhook signing secret, AES-256-GCM encrypted (server/alerts/webhookSecret.ts); shown once when made. */
export const alertWebhookSecrets = pgTable('alert_webhook_secrets', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
