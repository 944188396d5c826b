/**
 * The billing parts of the user object and the subscription calls: subscription entries
 * (document 3 section 3), subsActiveOnLogin, billingHistory, perks, the missing-primary flag, and
 * the extra tickers that add-on packs give to the monthly allowance.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { UserRow } from '../appDeps';
import { billingCreditNotes, billingInvoices, billingOrders, billingSubscriptions } from '../db/schema';
import type { CreditNoteRow } from './creditNotes';
import { ADDON_BASE_TIERS, productBySku } from '../../product/catalogue';
import { formatCents } from '../../product/vat';
import { ownsBiggestTickerAddon, runningSubscriptionsOf } from './checkout';
import { processorTypeOf } from './services';
import type { SubscriptionRow } from './providers/types';
import type { CreditNoteEntry, OrderKind, OrderState, PurchaseEntry, SessionUser, SubscriptionEntry, SubscriptionStatus } from '../../contracts';
import type { ProductKind } from '../../product/catalogue';

/** GET /api/subscriptions (contracts/billing.ts). */
export type { SubscriptionEntry };

export function subscriptionEntry(s: SubscriptionRow): SubscriptionEntry {
  const product = productBySku(s.sku);
  return {
    id: s.id, sku: s.sku, type: s.status === 'trialing' ? 'local' : processorTypeOf(s.provider),
    description: product?.name ?? s.sku, date: s.startedAt.toISOString(), cycleEnd: (s.endedAt ?? s.currentPeriodEnd).toISOString(),
    cancelled: !!s.cancelledAt, paymentProcessor: s.provider, interval: s.interval === 'YEAR' ? 'YEAR' : 'MONTH', status: s.status as SubscriptionStatus,
    active: !s.endedAt, priceCents: s.priceCents, price: formatCents(s.priceCents), currency: 'EUR', quantity: s.quantity, kind: s.kind as ProductKind,
  };
}

export async function subscriptionsOf(db: Db, userId: string, which: 'running' | 'all'): Promise<SubscriptionEntry[]> {
  const where = which === 'running'
    ? and(eq(billingSubscriptions.userId, userId), isNull(billingSubscriptions.endedAt))
    : eq(billingSubscriptions.userId, userId);
  const rows = await db.select().from(billingSubscriptions).where(where).orderBy(desc(billingSubscriptions.startedAt));
  return rows.map(subscriptionEntry);
}

/** Extra tickers per month from add-on packs; packs count only on a Premium or Elite base. */
export function extraTickersFrom(user: Pick<UserRow, 'plan'>, running: readonly SubscriptionRow[]): number {
  if (!(ADDON_BASE_TIERS as readonly string[]).includes(user.plan)) return 0;
  return running.filter((s) => s.kind === 'tickerAddon').reduce((sum, s) => sum + s.quantity, 0);
}

/** What the heartbeat, the user object and the asset calls add to the plan's monthly allowance. */
export async function extraTickersOf(db: Db, user: Pick<UserRow, 'id' | 'plan'>): Promise<number> {
  return extraTickersFrom(user, await runningSubscriptionsOf(db, user.id));
}

/** The user object's billing fields (contracts/users.ts), the extra tickers and the missing-primary flag. */
export interface BillingUserFields extends Pick<SessionUser, 'subsActiveOnLogin' | 'billingHistory' | 'perks'> {
  extraTickers: number;
  missingPrimary: { show: boolean; suppressedAddons: string[] };
}

export function creditNoteEntry(n: CreditNoteRow): CreditNoteEntry {
  return {
    number: n.number, invoiceNumber: n.invoiceNumber, date: n.issuedAt.toISOString(), reason: n.reason,
    netCents: n.netCents, vatCents: n.vatCents, totalCents: n.totalCents, total: formatCents(n.totalCents),
  };
}

export async function billingHistoryOf(db: Db, userId: string, limit = 50): Promise<PurchaseEntry[]> {
  const rows = await db.select({ order: billingOrders, invoice: billingInvoices.number }).from(billingOrders)
    .leftJoin(billingInvoices, eq(billingInvoices.orderId, billingOrders.id))
    .where(and(eq(billingOrders.userId, userId), inArray(billingOrders.status, ['paid', 'refunded', 'partially_refunded', 'card_used'])))
    .orderBy(desc(billingOrders.createdAt)).limit(limit);
  const notes = rows.length ? await db.select().from(billingCreditNotes)
    .where(inArray(billingCreditNotes.orderId, rows.map((r) => r.order.id))).orderBy(billingCreditNotes.issuedAt) : [];
  return rows.map(({ order: o, invoice }) => ({
    creditNotes: notes.filter((n) => n.orderId === o.id).map(creditNoteEntry),
    orderId: o.id, invoiceId: invoice, date: (o.paidAt ?? o.createdAt).toISOString(), sku: o.sku, description: productBySku(o.sku)?.name ?? o.sku,
    kind: o.kind as OrderKind, status: o.status as OrderState, paymentProcessor: o.provider, type: processorTypeOf(o.provider), paymentMethod: o.paymentMethod,
    currency: 'EUR', netCents: o.netCents, discountCents: o.discountCents, vatRateBp: o.vatRateBp, vatCents: o.vatCents,
    totalCents: o.totalCents, total: formatCents(o.totalCents), refundedCents: o.refundedCents,
  }));
}

export async function billingUserFields(db: Db, user: UserRow): Promise<BillingUserFields> {
  const [running, billingHistory] = await Promise.all([runningSubscriptionsOf(db, user.id), billingHistoryOf(db, user.id)]);
  const baseOk = (ADDON_BASE_TIERS as readonly string[]).includes(user.plan);
  const addons = running.filter((s) => s.kind === 'tickerAddon');
  return {
    subsActiveOnLogin: running.map((s) => ({ type: subscriptionEntry(s).type, id: s.id, cancelled: !!s.cancelledAt, sku: s.sku })),
    billingHistory,
    perks: { ownsBiggestTickerAddon: ownsBiggestTickerAddon(running) },
    extraTickers: extraTickersFrom(user, running),
    missingPrimary: { show: addons.length > 0 && !baseOk, suppressedAddons: baseOk ? [] : addons.map((s) => s.sku) },
  };
}
