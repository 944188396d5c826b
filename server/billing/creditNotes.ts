/**
 * Credit notes (issue 29, scope 4): every refund of an invoiced payment (a cancellation's pro-rata
 * refund, a fresh renewal refunded in full, an admin's refund) gets one, written in the
 * transaction that records the refund. It references its invoice, copies the invoice's buyer, and
 * splits the refunded gross amount into net and VAT at the invoice's rate. Numbers run
 * CN-<year>-000001 … without gaps per year, like the invoices'. The admin's accounting workbook
 * lists them from billing_credit_notes (joined by refund_id; `creditNotesIn` below).
 * Payments that were never invoiced (a refused or second payment) are just returned: no credit note.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { Db } from '../db/database';
import { billingCreditNoteCounters, billingCreditNotes, billingInvoices, billingRefunds } from '../db/schema';
import { BILLING_TIME_ZONE } from './periods';

export type CreditNoteRow = typeof billingCreditNotes.$inferSelect;

export const CREDIT_NOTE_PREFIX = 'CN';

export function creditNoteNumber(year: number, seq: number): string {
  return `${CREDIT_NOTE_PREFIX}-${year}-${String(seq).padStart(6, '0')}`;
}

/** Why the money went back, as the credit note says it. */
export const REFUND_REASON_TEXT: Readonly<Record<string, string>> = {
  pro_rata: 'Cancellation: unused days refunded pro rata',
  renewal_within_2_days: 'Renewal cancelled within 2 days: refunded in full',
  admin: 'Refund by our support',
};

/** Net and VAT of a refunded gross amount at `rateBp` (VAT rounded half up; net is the rest, so both add up to the gross). */
export function splitGross(grossCents: number, rateBp: number): { netCents: number; vatCents: number } {
  const netCents = Math.floor((grossCents * 10000 + Math.floor((10000 + rateBp) / 2)) / (10000 + rateBp));
  return { netCents, vatCents: grossCents - netCents };
}

/** Issues the credit note of a refund row inside the caller's transaction; null when the refund's order has no invoice. Idempotent per refund. */
export async function issueCreditNote(tx: Db, refundId: string, now: Date): Promise<CreditNoteRow | null> {
  const existing = await tx.select().from(billingCreditNotes).where(eq(billingCreditNotes.refundId, refundId)).limit(1);
  if (existing[0]) return existing[0];
  const rows = await tx.select({ refund: billingRefunds, invoice: billingInvoices }).from(billingRefunds)
    .innerJoin(billingInvoices, eq(billingInvoices.orderId, billingRefunds.orderId)).where(eq(billingRefunds.id, refundId)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const { refund, invoice } = row;
  const year = new TZDate(now.getTime(), BILLING_TIME_ZONE).getFullYear();
  const counter = await tx.insert(billingCreditNoteCounters).values({ year, last: 1 })
    .onConflictDoUpdate({ target: billingCreditNoteCounters.year, set: { last: sql`${billingCreditNoteCounters.last} + 1` } })
    .returning({ last: billingCreditNoteCounters.last });
  const seq = counter[0]!.last;
  const split = splitGross(refund.amountCents, invoice.vatRateBp);
  const reason = REFUND_REASON_TEXT[refund.reason] ?? refund.reason;
  const inserted = await tx.insert(billingCreditNotes).values({
    number: creditNoteNumber(year, seq), year, seq, refundId: refund.id, invoiceId: invoice.id, invoiceNumber: invoice.number,
    orderId: refund.orderId, userId: invoice.userId, issuedAt: now, reason: refund.reason, buyer: invoice.buyer,
    description: `${invoice.lines[0]?.description ?? ''} — ${reason}`.slice(0, 500),
    netCents: split.netCents, vatRateBp: invoice.vatRateBp, vatCents: split.vatCents, totalCents: refund.amountCents,
    currency: invoice.currency, vatCountry: invoice.vatCountry, reverseCharge: invoice.reverseCharge,
  }).returning();
  return inserted[0]!;
}

/** A user's credit notes, newest first (the purchase history shows them beside the invoices). */
export async function creditNotesOf(db: Db, userId: string): Promise<CreditNoteRow[]> {
  return db.select().from(billingCreditNotes).where(eq(billingCreditNotes.userId, userId)).orderBy(asc(billingCreditNotes.issuedAt));
}

/** The credit notes issued in [from, to), oldest first: for the accounting workbook. */
export async function creditNotesIn(db: Db, from: Date, to: Date): Promise<CreditNoteRow[]> {
  return db.select().from(billingCreditNotes)
    .where(and(gte(billingCreditNotes.issuedAt, from), lt(billingCreditNotes.issuedAt, to))).orderBy(asc(billingCreditNotes.issuedAt), asc(billingCreditNotes.seq));
}
