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
  chartingAppName: text('charting_app_name'),
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

/**
 * The routes' rate limits (@fastify/rate-limit) on PostgreSQL without REDIS_URL, counted in fixed
 * windows on the database's clock so that every instance shares them (server/http/rateLimitStore.ts):
 * one row per route and caller, keyed by a SHA-256 of both; rows of ended windows are swept away.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
}, (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)]);

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
  /** Market capitalisation (stocks) and assets under management (ETFs) as the metadata file gives them (issue 26: the Elite newsletter's universe). */
  marketCap: doublePrecision('market_cap'),
  aum: doublePrecision('aum'),
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
  /** The buyer's EU VAT id when it was valid at checkout (issue 29); with `reverseCharge` no VAT is charged. */
  vatId: text('vat_id'),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  index('billing_orders_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('billing_orders_payment_idx').on(t.provider, t.providerPaymentId),
  index('billing_orders_checkout_idx').on(t.provider, t.providerCheckoutId),
  // One order at a time (issue 29): the idempotency key of a checkout is (user, SKU) while pending.
  uniqueIndex('billing_orders_pending_idx').on(t.userId, t.sku).where(sql`status = 'pending'`),
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
  /** EU reverse charge: no VAT, the buyer's VAT id and the legal note printed (issue 29). */
  reverseCharge: boolean('reverse_charge').notNull().default(false),
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

/**
 * Credit notes (issue 29): one per refund of an invoiced payment, written in the transaction that
 * records the refund, numbered CN-<year>-000001 without gaps per year. Amounts are positive cents
 * (the amount credited), split into net and VAT at the invoice's rate.
 */
export const billingCreditNotes = pgTable('billing_credit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number').notNull(),
  year: integer('year').notNull(),
  seq: integer('seq').notNull(),
  refundId: uuid('refund_id').notNull().references(() => billingRefunds.id, { onDelete: 'cascade' }),
  invoiceId: uuid('invoice_id').notNull().references(() => billingInvoices.id, { onDelete: 'cascade' }),
  invoiceNumber: text('invoice_number').notNull(),
  orderId: uuid('order_id').references(() => billingOrders.id, { onDelete: 'set null' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
  description: text('description').notNull(),
  netCents: integer('net_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
  vatCents: integer('vat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull(),
  vatCountry: text('vat_country'),
  reverseCharge: boolean('reverse_charge').notNull().default(false),
}, (t) => [
  uniqueIndex('billing_credit_notes_number_idx').on(t.number),
  uniqueIndex('billing_credit_notes_year_seq_idx').on(t.year, t.seq),
  uniqueIndex('billing_credit_notes_refund_idx').on(t.refundId),
  index('billing_credit_notes_user_idx').on(t.userId),
  index('billing_credit_notes_issued_idx').on(t.issuedAt),
]);

export const billingCreditNoteCounters = pgTable('billing_credit_note_counters', {
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
 * The webhook deliveries: one row per webhook call to make, its record (attempts, last error,
 * outcome). On PostgreSQL each due row is a pg-boss job keyed by its id (server/jobs/deliveryQueue.ts);
 * on the embedded database the row worker claims due rows by moving `next_attempt_at` past a lease
 * (FOR UPDATE SKIP LOCKED). Failures are retried with exponential back-off until
 * ALERT_RULES.webhookRetryHours after `created_at`, then the row is `failed`.
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

// ---- Quant-Studio (server/quantStudio) ----

/**
 * A Quant-Studio run of a member (issue 23 scope 5): the parameters it ran with (`request`,
 * contracts QuantResolvedRequest) and its whole result as computed then (`result`, contracts
 * QuantRunResult), so that a saved run reads and compares the same however the market moves on.
 * Every paid run is stored; `savedAt` is set when the member saves it (under `name`). Unsaved
 * runs are pruned to the most recent few per member.
 */
export const quantStudioRuns = pgTable('quant_studio_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  savedAt: timestamp('saved_at', { withTimezone: true }),
}, (t) => [index('quant_studio_runs_user_idx').on(t.userId, t.createdAt)]);

// ---- Support tickets (server/support) ----
// Its own import line, so that this block stays one appended piece of the file.
import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL bytea; PGlite and node-postgres both answer a Buffer/Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Screenshots uploaded for support tickets (POST /api/support/attachments), kept in the database
 * so that every server of one database serves them and a backup holds them (docs/decisions.md).
 * `ticket_id` is set when a ticket names the attachment; until then only its uploader may use it.
 */
export const supportAttachments = pgTable('support_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ticketId: uuid('ticket_id'),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('support_attachments_user_idx').on(t.userId, t.createdAt), index('support_attachments_ticket_idx').on(t.ticketId)]);

/**
 * Public content documents of the CMS calls (`GET/POST /api/cms/entry/{collection}/{name}`, issue 26):
 * one JSON document per collection and name (the tutorial videos of one language), checked by the
 * collection's validator before it is stored.
 */
export const cmsEntries = pgTable('cms_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  collection: text('collection').notNull(),
  name: text('name').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('cms_entries_key_idx').on(t.collection, t.name)]);

// ---- Newsletters (server/newsletters) ----

/**
 * Visitors who signed up for the free daily newsletter (POST /api/promo-subscriptions/subscribe),
 * one row per address (lower case). `pending` until the mailed confirmation link is followed
 * (double opt-in; only the SHA-256 of its token is kept), then `confirmed`; `unsubscribed` after
 * the link in any newsletter mail. The signups of an address are counted in a fixed window.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  status: text('status').notNull().default('pending'),
  confirmTokenHash: text('confirm_token_hash'),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  signupWindowStart: timestamp('signup_window_start', { withTimezone: true }).notNull(),
  signupCount: integer('signup_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('newsletter_subscribers_email_idx').on(t.email), uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash)]);

/** Elite members who followed the unsubscribe link of the monthly Elite newsletter. */
export const newsletterMemberOptOuts = pgTable('newsletter_member_opt_outs', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One composed issue: the daily one per session (`daily:2026-11-19`), the Elite one per month
 * (`monthly:2026-11`); `content` is contracts NewsletterContent as composed from the snapshot.
 */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: uuid('id').primaryKey().defaultRandom(),
  issueKey: text('issue_key').notNull(),
  kind: text('kind').notNull(),
  asOfDate: text('as_of_date').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('newsletter_issues_key_idx').on(t.issueKey)]);

/**
 * The sending queue: one row per issue and recipient address (unique, so that composing or
 * sending an issue again never mails anyone twice), delivered like the alerts' webhook rows
 * (server/jobs/deliveryQueue.ts: pg-boss jobs on PostgreSQL, the row worker on the embedded database).
 */
export const newsletterDeliveries = pgTable('newsletter_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  issueId: uuid('issue_id').notNull().references(() => newsletterIssues.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name').notNull(),
  language: text('language').notNull(),
  /** The signed unsubscribe link's subject: `s:<subscriber id>` or `u:<user id>`. */
  recipient: text('recipient').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('newsletter_deliveries_issue_email_idx').on(t.issueId, t.email), index('newsletter_deliveries_due_idx').on(t.status, t.nextAttemptAt)]);

/**
 * Public API tokens (issue 27): one row per DomainAuthToken record, holding only the SHA-256 of
 * the token (it has 256 random bits, so a fast hash is enough: nothing to brute-force). Deleting
 * the record deletes the row, so the token stops working at once, like a revocation.
 */
export const apiTokens = pgTable('api_tokens', {
  entityId: uuid('entity_id').primaryKey().references(() => entities.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)]);

/** Charting-platform script access requests (issue 27): pending until an admin grants or revokes. */
export const chartingAccessRequests = pgTable('charting_access_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  appName: text('app_name').notNull(),
  appUsername: text('app_username').notNull(),
  scripts: jsonb('scripts').$type<string[]>().notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by'),
}, (t) => [index('charting_access_requests_status_idx').on(t.status, t.createdAt), index('charting_access_requests_user_idx').on(t.userId)]);

// ---- Blog comments and likes (server/blog/comments*.ts, server/blog/likes.ts) ----

/**
 * Comments and comment drafts of blog posts (issue 25 scope 4). `post_id` names a post of the
 * built-in store (`blog_articles`) or of the WordPress adapter, so it has no foreign key. A draft
 * (`status = 'draft'`) is seen only by its author until it is published. `depth` is 1 for a
 * comment on the post, 2 for a reply, 3 for a reply to a reply (the most, product/blogCommentRules.ts).
 * Deleting keeps the row (`deleted_at`), so that the replies below stay in their thread.
 */
export const blogComments = pgTable('blog_comments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  postId: integer('post_id').notNull(),
  parentId: bigint('parent_id', { mode: 'number' }),
  depth: integer('depth').notNull(),
  authorId: uuid('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  /** `username` or `fullname`: how the author's name is shown. */
  displayPreference: text('display_preference').notNull(),
  status: text('status').notNull(),
  isEdited: boolean('is_edited').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: uuid('hidden_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('blog_comments_post_idx').on(t.postId, t.status),
  index('blog_comments_parent_idx').on(t.parentId),
  index('blog_comments_author_idx').on(t.authorId, t.postId),
]);

/** One like of a member for a blog post: the unique key makes a second like a no-op. */
export const blogPostLikes = pgTable('blog_post_likes', {
  postId: integer('post_id').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('blog_post_likes_pk').on(t.postId, t.userId), index('blog_post_likes_user_idx').on(t.userId)]);

/** One like of a member for a comment. */
export const blogCommentLikes = pgTable('blog_comment_likes', {
  commentId: bigint('comment_id', { mode: 'number' }).notNull().references(() => blogComments.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('blog_comment_likes_pk').on(t.commentId, t.userId), index('blog_comment_likes_user_idx').on(t.userId)]);

// ---- Ticker admin (issue 28 scope 7): bad-data reports and the split review queue ----

/** A member's report of a ticker with bad data (`POST /api/brokenTicker`); admins resolve it. */
export const brokenTickerReports = pgTable('broken_ticker_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticker: text('ticker').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  comment: text('comment'),
  /** `open` or `resolved`. */
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  resolvedBy: uuid('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolution: text('resolution'),
}, (t) => [index('broken_ticker_reports_status_idx').on(t.status, t.createdAt), index('broken_ticker_reports_user_idx').on(t.userId, t.createdAt)]);

/**
 * A split the detector suspects in a ticker's history (server/market/analytics/splitDetection.ts),
 * queued after a snapshot: `pending` until an admin confirms it (the stored history before `date`
 * is adjusted by `factor`) or dismisses it. One row per ticker and date: a dismissed one is not
 * queued again.
 */
export const suspectedSplits = pgTable('suspected_splits', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticker: text('ticker').notNull(),
  /** The first session on the new share basis. */
  date: pgDate('date', { mode: 'string' }).notNull(),
  /** `2:1`, `3:2`, `1:10`: the detector's label. */
  ratio: text('ratio').notNull(),
  /** What the prices before `date` are multiplied by (½ for 2:1, 10 for 1:10). */
  factor: doublePrecision('factor').notNull(),
  closeBefore: doublePrecision('close_before').notNull(),
  closeAfter: doublePrecision('close_after').notNull(),
  /** `import` or `simulated`: where the history came from when it was detected. */
  source: text('source').notNull(),
  status: text('status').notNull().default('pending'),
  detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  resolvedBy: uuid('resolved_by'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
}, (t) => [uniqueIndex('suspected_splits_ticker_date_idx').on(t.ticker, t.date), index('suspected_splits_status_idx').on(t.status)]);

// ---- Blog articles (issue 25: server/blog/articles*.ts) ----

/**
 * The blog's articles (`/api/wordpress/posts`, `/api/blog/articles`). Integer ids like
 * WordPress's, so that comments and likes (keyed by post id, without a foreign key) work the same
 * for the built-in store and the WordPress adapter. `content` is stored sanitised.
 */
export const blogArticles = pgTable('blog_articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  status: text('status').notNull(),
  audience: text('audience').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  authorUsername: text('author_username').notNull(),
  authorName: text('author_name').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
}, (t) => [index('blog_articles_reader_idx').on(t.status, t.audience, t.publishedAt)]);

/** Every saved state of an article (one row per create or update), newest version highest. */
export const blogArticleVersions = pgTable('blog_article_versions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  articleId: integer('article_id').notNull().references(() => blogArticles.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  excerpt: text('excerpt').notNull(),
  status: text('status').notNull(),
  audience: text('audience').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
}, (t) => [uniqueIndex('blog_article_versions_key_idx').on(t.articleId, t.version)]);

/** Images uploaded in the article editor (`POST /api/blog/images`), served publicly by id. */
export const blogImages = pgTable('blog_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The published market snapshots (issue 24): written by the instance that computed one, loaded by
 * every other instance (NOTIFY rs_change "market_snapshots:<as_of>") and by a restarted one. One
 * row per session; the last few are kept. `data` is the gzipped column form (server/market/snapshot/storedSnapshot.ts).
 */
export const marketSnapshots = pgTable('market_snapshots', {
  asOf: text('as_of').primaryKey(),
  at: text('at').notNull(),
  computedBy: text('computed_by').notNull(),
  instruments: integer('instruments').notNull(),
  stats: jsonb('stats').$type<Record<string, unknown>>().notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each scheduled job's run per key (the snapshot per session, the billing check per day): done once across instances. */
export const jobRuns = pgTable('job_runs', {
  job: text('job').notNull(),
  key: text('key').notNull(),
  instance: text('instance').notNull(),
  status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
  attempts: integer('attempts').notNull(),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.job, t.key] })]);
