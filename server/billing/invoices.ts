/**
 * Invoices: one per paid order (first payments and renewals), issued in the transaction that
 * fulfils the payment. Numbers run RS-<year>-000001 … without gaps per year: the counter row is
 * locked and moved in that transaction, so a rolled-back payment gives its number back.
 */
import { sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import { TZDate } from '@date-fns/tz';
import type { Db } from '../db/database';
import { billingInvoiceCounters, billingInvoices } from '../db/schema';
import type { UserRow } from '../appDeps';
import type { OrderRow } from './providers/types';
import type { CatalogueProduct } from '../../product/catalogue';
import { BILLING_TIME_ZONE } from './periods';

export type InvoiceRow = typeof billingInvoices.$inferSelect;

export const INVOICE_PREFIX = 'RS';

export function invoiceNumber(year: number, seq: number): string {
  return `${INVOICE_PREFIX}-${year}-${String(seq).padStart(6, '0')}`;
}

const day = (d: Date): string => new TZDate(d.getTime(), BILLING_TIME_ZONE).toISOString().slice(0, 10);

export function lineDescription(product: Pick<CatalogueProduct, 'name'>, order: Pick<OrderRow, 'periodStart' | 'periodEnd' | 'kind'>): string {
  const renewal = order.kind === 'renewal' ? ', renewal' : '';
  if (order.periodStart && order.periodEnd) return `${product.name}${renewal} (${day(order.periodStart)} to ${day(order.periodEnd)})`;
  return product.name;
}

export async function issueInvoice(tx: Db, order: OrderRow, user: UserRow, product: CatalogueProduct, now: Date): Promise<InvoiceRow> {
  const year = new TZDate(now.getTime(), BILLING_TIME_ZONE).getFullYear();
  const counter = await tx.insert(billingInvoiceCounters).values({ year, last: 1 })
    .onConflictDoUpdate({ target: billingInvoiceCounters.year, set: { last: sql`${billingInvoiceCounters.last} + 1` } })
    .returning({ last: billingInvoiceCounters.last });
  const seq = counter[0]!.last;
  const address = user.addressDetails ?? {};
  const rows = await tx.insert(billingInvoices).values({
    number: invoiceNumber(year, seq), year, seq, orderId: order.id, userId: user.id, issuedAt: now,
    buyer: {
      name: `${user.firstname} ${user.lastname}`.trim(), username: user.username, email: user.email,
      address: address.address ?? '', city: address.city ?? '', postalCode: address.postalCode ?? '',
      countryCode: user.countryCode, country: countries.getName(user.countryCode, 'en') ?? user.countryCode,
      ...(order.vatId ? { vatId: order.vatId } : {}),
    },
    lines: [{ description: lineDescription(product, order), quantity: 1, netCents: order.netCents }],
    netCents: order.netCents, discountCents: order.discountCents, vatRateBp: order.vatRateBp, vatCents: order.vatCents,
    totalCents: order.totalCents, currency: order.currency, vatCountry: order.vatCountry, provider: order.provider, reverseCharge: order.reverseCharge,
  }).returning();
  return rows[0]!;
}
