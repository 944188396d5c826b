/**
 * The accounting tools (issue 28 scope 6; document 4 sections 2.7 and 7.8): the accounting sheet
 * (an xlsx workbook with the year's invoices, refunds and the VAT per country and month, written
 * with exceljs) and the comparison of our invoices and refunds with the card provider's balance
 * transactions (PaymentProvider.listBalanceTransactions).
 *
 * Refunds are read with the credit note that documents them (issue 29), when there is one: the
 * refunds sheet lists its number and takes the net and VAT split from it; a refund without one
 * is split at its invoice's rate.
 */
import type ExcelJS from 'exceljs';
import { TZDate } from '@date-fns/tz';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { billingCreditNotes, billingInvoices, billingOrders, billingRefunds, users } from '../db/schema';
import { BILLING_TIME_ZONE } from '../billing/periods';
import { ACCOUNTING_RULES, vatOfGross } from '../../product/accountingRules';
import type { ProviderBalanceTransaction } from '../billing/providers/types';
import type { StripeDiffAnswer, StripeDiffLine } from '../../contracts';

/** The first instant of a Berlin calendar year (invoices are numbered per Berlin year). */
function yearStart(year: number): Date {
  return new Date(new TZDate(year, 0, 1, 0, 0, 0, BILLING_TIME_ZONE).getTime());
}

/** YYYY-MM of an instant in Berlin time (the month an invoice or refund belongs to). */
export function billingMonth(at: Date): string {
  const d = new TZDate(at.getTime(), BILLING_TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export interface InvoiceLine {
  number: string;
  issuedAt: Date;
  username: string;
  buyerName: string;
  country: string;
  vatCountry: string | null;
  currency: string;
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  provider: string;
  paymentRef: string | null;
}

export interface RefundLine {
  id: string;
  createdAt: Date;
  settledAt: Date | null;
  status: string;
  reason: string;
  username: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  country: string;
  vatCountry: string | null;
  currency: string;
  vatRateBp: number;
  /** Positive cents: the amount paid back, and its net and VAT parts. */
  amountCents: number;
  netCents: number;
  vatCents: number;
  provider: string;
  paymentRef: string | null;
  providerRefundId: string | null;
}

/** Our invoices issued in [from, to), oldest first. */
export async function invoicesIn(db: Db, from: Date, to: Date): Promise<InvoiceLine[]> {
  const rows = await db.select({ inv: billingInvoices, username: users.username, paymentRef: billingOrders.providerPaymentId })
    .from(billingInvoices)
    .leftJoin(users, eq(users.id, billingInvoices.userId))
    .leftJoin(billingOrders, eq(billingOrders.id, billingInvoices.orderId))
    .where(and(gte(billingInvoices.issuedAt, from), lt(billingInvoices.issuedAt, to)))
    .orderBy(asc(billingInvoices.year), asc(billingInvoices.seq));
  return rows.map(({ inv, username, paymentRef }) => ({
    number: inv.number, issuedAt: inv.issuedAt, username: username ?? inv.buyer.username ?? '', buyerName: inv.buyer.name ?? '',
    country: inv.buyer.countryCode ?? '', vatCountry: inv.vatCountry, currency: inv.currency, netCents: inv.netCents,
    discountCents: inv.discountCents, vatRateBp: inv.vatRateBp, vatCents: inv.vatCents, totalCents: inv.totalCents,
    provider: inv.provider, paymentRef,
  }));
}

/** Refunds created or settled in [from, to), oldest first, with their invoice and credit note. */
export async function refundsIn(db: Db, from: Date, to: Date): Promise<RefundLine[]> {
  const rows = await db.select({
    refund: billingRefunds, order: billingOrders, username: users.username,
    invoiceNumber: billingInvoices.number, invoiceRate: billingInvoices.vatRateBp,
    note: { number: billingCreditNotes.number, netCents: billingCreditNotes.netCents, vatCents: billingCreditNotes.vatCents },
  })
    .from(billingRefunds)
    .innerJoin(billingOrders, eq(billingOrders.id, billingRefunds.orderId))
    .leftJoin(users, eq(users.id, billingOrders.userId))
    .leftJoin(billingInvoices, eq(billingInvoices.orderId, billingOrders.id))
    .leftJoin(billingCreditNotes, eq(billingCreditNotes.refundId, billingRefunds.id))
    .where(or(
      and(gte(billingRefunds.createdAt, from), lt(billingRefunds.createdAt, to)),
      and(gte(billingRefunds.settledAt, from), lt(billingRefunds.settledAt, to)),
    ))
    .orderBy(asc(billingRefunds.createdAt), asc(billingRefunds.id));
  return rows.map(({ refund, order, username, invoiceNumber, invoiceRate, note }) => {
    const rate = invoiceRate ?? order.vatRateBp;
    const split = note?.number ? { netCents: note.netCents, vatCents: note.vatCents } : vatOfGross(refund.amountCents, rate);
    return {
      id: refund.id, createdAt: refund.createdAt, settledAt: refund.settledAt, status: refund.status, reason: refund.reason,
      username: username ?? '', invoiceNumber, creditNoteNumber: note?.number ?? null, country: order.countryCode, vatCountry: order.vatCountry,
      currency: order.currency, vatRateBp: rate, amountCents: refund.amountCents, netCents: split.netCents, vatCents: split.vatCents,
      provider: order.provider, paymentRef: order.providerPaymentId, providerRefundId: refund.providerRefundId,
    };
  });
}

export interface VatRow {
  month: string;
  country: string;
  currency: string;
  vatRateBp: number;
  invoices: number;
  netInvoicedCents: number;
  vatInvoicedCents: number;
  refunds: number;
  netRefundedCents: number;
  vatRefundedCents: number;
}

/**
 * The VAT per country (the country whose rate applied; "--" where no VAT applied) and month:
 * invoices by the month they were issued, refunds by the month they were paid back (settled).
 */
export function vatByCountryAndMonth(invoices: readonly InvoiceLine[], refunds: readonly RefundLine[], from: Date, to: Date): VatRow[] {
  const rows = new Map<string, VatRow>();
  const rowOf = (month: string, country: string | null, currency: string, rate: number): VatRow => {
    const key = `${month}|${country ?? ''}|${currency}|${rate}`;
    let row = rows.get(key);
    if (!row) {
      row = { month, country: country ?? '--', currency, vatRateBp: rate, invoices: 0, netInvoicedCents: 0, vatInvoicedCents: 0, refunds: 0, netRefundedCents: 0, vatRefundedCents: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const inv of invoices) {
    const row = rowOf(billingMonth(inv.issuedAt), inv.vatCountry, inv.currency, inv.vatRateBp);
    row.invoices += 1;
    row.netInvoicedCents += inv.netCents - inv.discountCents;
    row.vatInvoicedCents += inv.vatCents;
  }
  for (const r of refunds) {
    if (r.status !== 'succeeded' || !r.settledAt || r.settledAt < from || r.settledAt >= to) continue;
    const row = rowOf(billingMonth(r.settledAt), r.vatCountry, r.currency, r.vatRateBp);
    row.refunds += 1;
    row.netRefundedCents += r.netCents;
    row.vatRefundedCents += r.vatCents;
  }
  return [...rows.values()].sort((a, b) => a.month.localeCompare(b.month) || a.country.localeCompare(b.country) || a.vatRateBp - b.vatRateBp);
}

const money = (cents: number): number => cents / 100;
const rate = (bp: number): number => bp / 100;

function addSheet(book: ExcelJS.Workbook, name: string, columns: { header: string; key: string; width: number; money?: boolean; date?: boolean }[], rows: Record<string, unknown>[]): void {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header, key: c.key, width: c.width,
    ...(c.money ? { style: { numFmt: '#,##0.00' } } : c.date ? { style: { numFmt: 'yyyy-mm-dd hh:mm' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
}

/** The text of a cell: a value a spreadsheet would read as a formula is kept as text. */
const cellText = (v: string | null | undefined): string => {
  const s = v ?? '';
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
};

export interface AccountingSheet {
  buffer: Buffer;
  counts: { invoices: number; refunds: number; vatRows: number };
}

/** The accounting workbook of a (Berlin) calendar year. */
export async function accountingSheet(db: Db, year: number, now: Date): Promise<AccountingSheet> {
  const from = yearStart(year);
  const to = yearStart(year + 1);
  const invoices = await invoicesIn(db, from, to);
  const refunds = await refundsIn(db, from, to);
  const vat = vatByCountryAndMonth(invoices, refunds, from, to);
  // Loaded on first use: a start does not pay for it (issue 24, restart time).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  book.creator = 'RangeScope';
  book.created = now;
  const names = ACCOUNTING_RULES.sheets;
  addSheet(book, names.invoices, [
    { header: 'Invoice', key: 'number', width: 16 }, { header: 'Issued (UTC)', key: 'issuedAt', width: 18, date: true },
    { header: 'Username', key: 'username', width: 20 }, { header: 'Buyer', key: 'buyer', width: 24 },
    { header: 'Country', key: 'country', width: 9 }, { header: 'VAT country', key: 'vatCountry', width: 11 },
    { header: 'Currency', key: 'currency', width: 9 }, { header: 'Net', key: 'net', width: 12, money: true },
    { header: 'Discount', key: 'discount', width: 12, money: true }, { header: 'VAT rate %', key: 'rate', width: 10 },
    { header: 'VAT', key: 'vat', width: 12, money: true }, { header: 'Total', key: 'total', width: 12, money: true },
    { header: 'Provider', key: 'provider', width: 12 }, { header: 'Payment reference', key: 'paymentRef', width: 30 },
  ], invoices.map((i) => ({
    number: i.number, issuedAt: i.issuedAt, username: cellText(i.username), buyer: cellText(i.buyerName), country: i.country,
    vatCountry: i.vatCountry ?? '', currency: i.currency, net: money(i.netCents), discount: money(i.discountCents), rate: rate(i.vatRateBp),
    vat: money(i.vatCents), total: money(i.totalCents), provider: i.provider, paymentRef: cellText(i.paymentRef),
  })));
  addSheet(book, names.refunds, [
    { header: 'Refund', key: 'id', width: 38 }, { header: 'Created (UTC)', key: 'createdAt', width: 18, date: true },
    { header: 'Settled (UTC)', key: 'settledAt', width: 18, date: true }, { header: 'Status', key: 'status', width: 11 },
    { header: 'Reason', key: 'reason', width: 24 }, { header: 'Username', key: 'username', width: 20 },
    { header: 'Invoice', key: 'invoice', width: 16 }, { header: 'Credit note', key: 'creditNote', width: 16 },
    { header: 'Country', key: 'country', width: 9 }, { header: 'VAT country', key: 'vatCountry', width: 11 },
    { header: 'Currency', key: 'currency', width: 9 }, { header: 'Amount', key: 'amount', width: 12, money: true },
    { header: 'Net', key: 'net', width: 12, money: true }, { header: 'VAT rate %', key: 'rate', width: 10 },
    { header: 'VAT', key: 'vat', width: 12, money: true }, { header: 'Provider', key: 'provider', width: 12 },
    { header: 'Provider refund', key: 'providerRefundId', width: 30 },
  ], refunds.map((r) => ({
    id: r.id, createdAt: r.createdAt, settledAt: r.settledAt ?? '', status: r.status, reason: cellText(r.reason), username: cellText(r.username),
    invoice: r.invoiceNumber ?? '', creditNote: r.creditNoteNumber ?? '', country: r.country, vatCountry: r.vatCountry ?? '', currency: r.currency,
    amount: money(r.amountCents), net: money(r.netCents), rate: rate(r.vatRateBp), vat: money(r.vatCents), provider: r.provider,
    providerRefundId: cellText(r.providerRefundId),
  })));
  addSheet(book, names.vat, [
    { header: 'Month', key: 'month', width: 10 }, { header: 'Country', key: 'country', width: 9 }, { header: 'Currency', key: 'currency', width: 9 },
    { header: 'VAT rate %', key: 'rate', width: 10 }, { header: 'Invoices', key: 'invoices', width: 9 },
    { header: 'Net invoiced', key: 'netInvoiced', width: 14, money: true }, { header: 'VAT invoiced', key: 'vatInvoiced', width: 14, money: true },
    { header: 'Refunds', key: 'refunds', width: 9 }, { header: 'Net refunded', key: 'netRefunded', width: 14, money: true },
    { header: 'VAT refunded', key: 'vatRefunded', width: 14, money: true }, { header: 'VAT due', key: 'vatDue', width: 14, money: true },
  ], vat.map((v) => ({
    month: v.month, country: v.country, currency: v.currency, rate: rate(v.vatRateBp), invoices: v.invoices,
    netInvoiced: money(v.netInvoicedCents), vatInvoiced: money(v.vatInvoicedCents), refunds: v.refunds,
    netRefunded: money(v.netRefundedCents), vatRefunded: money(v.vatRefundedCents), vatDue: money(v.vatInvoicedCents - v.vatRefundedCents),
  })));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, counts: { invoices: invoices.length, refunds: refunds.length, vatRows: vat.length } };
}

const DAY_MS = 86_400_000;

/**
 * Our invoices and settled refunds of [from, to) against the provider's balance transactions:
 * a payment or refund only one side knows, and amounts that differ. The provider is read a few
 * days either side (ACCOUNTING_RULES.diffMarginDays), so a booking near midnight is matched; only
 * transactions inside the range count as missing on our side.
 */
export function diffWithProvider(
  invoices: readonly InvoiceLine[], refunds: readonly RefundLine[], transactions: readonly ProviderBalanceTransaction[], from: Date, to: Date,
): StripeDiffLine[] {
  const out: StripeDiffLine[] = [];
  const payments = transactions.filter((t) => t.type === 'payment');
  const refundTxns = transactions.filter((t) => t.type === 'refund');
  const inRange = (at: Date): boolean => at >= from && at < to;

  const paymentByRef = new Map<string, ProviderBalanceTransaction[]>();
  for (const t of payments) for (const ref of t.paymentRefs) paymentByRef.set(ref, [...(paymentByRef.get(ref) ?? []), t]);
  const matchedTxns = new Set<string>();
  for (const inv of invoices) {
    const found = inv.paymentRef ? paymentByRef.get(inv.paymentRef) ?? [] : [];
    if (!found.length) {
      out.push({ kind: 'missingAtProvider', document: 'invoice', ref: inv.paymentRef ?? '', invoiceNumber: inv.number, oursCents: inv.totalCents, providerCents: null, currency: inv.currency, at: inv.issuedAt.toISOString() });
      continue;
    }
    for (const t of found) matchedTxns.add(t.id);
    const providerCents = found.reduce((s, t) => s + t.amountCents, 0);
    if (providerCents !== inv.totalCents || found.some((t) => t.currency !== inv.currency.toUpperCase())) {
      out.push({ kind: 'amountMismatch', document: 'invoice', ref: inv.paymentRef!, invoiceNumber: inv.number, oursCents: inv.totalCents, providerCents, currency: inv.currency, at: inv.issuedAt.toISOString() });
    }
  }
  const invoiceOfRef = new Map(invoices.filter((i) => i.paymentRef).map((i) => [i.paymentRef!, i.number]));
  for (const t of payments) {
    if (matchedTxns.has(t.id) || !inRange(t.createdAt)) continue;
    out.push({ kind: 'missingLocally', document: 'invoice', ref: t.paymentRefs[0] ?? t.id, invoiceNumber: null, oursCents: null, providerCents: t.amountCents, currency: t.currency, at: t.createdAt.toISOString() });
  }

  const refundById = new Map(refundTxns.filter((t) => t.refundRef).map((t) => [t.refundRef!, t]));
  const matchedRefunds = new Set<string>();
  for (const r of refunds) {
    if (r.status !== 'succeeded' || !r.settledAt || !inRange(r.settledAt)) continue;
    const t = r.providerRefundId ? refundById.get(r.providerRefundId) : undefined;
    const ours = -r.amountCents;
    if (!t) {
      out.push({ kind: 'missingAtProvider', document: 'refund', ref: r.providerRefundId ?? r.id, invoiceNumber: r.invoiceNumber, oursCents: ours, providerCents: null, currency: r.currency, at: r.settledAt.toISOString() });
      continue;
    }
    matchedRefunds.add(t.id);
    if (t.amountCents !== ours || t.currency !== r.currency.toUpperCase()) {
      out.push({ kind: 'amountMismatch', document: 'refund', ref: r.providerRefundId!, invoiceNumber: r.invoiceNumber, oursCents: ours, providerCents: t.amountCents, currency: r.currency, at: r.settledAt.toISOString() });
    }
  }
  for (const t of refundTxns) {
    if (matchedRefunds.has(t.id) || !inRange(t.createdAt)) continue;
    const invoiceNumber = t.paymentRefs.map((ref) => invoiceOfRef.get(ref)).find(Boolean) ?? null;
    out.push({ kind: 'missingLocally', document: 'refund', ref: t.refundRef ?? t.id, invoiceNumber, oursCents: null, providerCents: t.amountCents, currency: t.currency, at: t.createdAt.toISOString() });
  }
  return out.sort((a, b) => a.at.localeCompare(b.at) || a.ref.localeCompare(b.ref));
}

/** The comparison for [from, to] (UTC days, both inclusive) with the provider that takes our card payments. */
export async function providerDiff(
  db: Db, provider: { id: string; listBalanceTransactions?: (from: Date, to: Date) => Promise<ProviderBalanceTransaction[]> }, fromDay: string, toDay: string,
): Promise<StripeDiffAnswer> {
  const from = new Date(`${fromDay}T00:00:00.000Z`);
  const to = new Date(new Date(`${toDay}T00:00:00.000Z`).getTime() + DAY_MS);
  if (!provider.listBalanceTransactions) throw new Error(`the provider ${provider.id} cannot list its balance transactions`);
  const margin = ACCOUNTING_RULES.diffMarginDays * DAY_MS;
  const transactions = await provider.listBalanceTransactions(new Date(from.getTime() - margin), new Date(to.getTime() + margin));
  // Ours are read with the same margin for matching; only those inside the range are reported.
  const invoicesAround = (await invoicesIn(db, new Date(from.getTime() - margin), new Date(to.getTime() + margin))).filter((i) => i.provider === provider.id);
  const refundsAround = (await refundsIn(db, new Date(from.getTime() - margin), new Date(to.getTime() + margin))).filter((r) => r.provider === provider.id);
  const ourInvoices = invoicesAround.filter((i) => i.issuedAt >= from && i.issuedAt < to);
  const all = diffWithProvider(invoicesAround, refundsAround, transactions, from, to);
  // An invoice of the margin is only there to be matched: its own differences belong to another range.
  const differences = all.filter((d) => {
    const at = new Date(d.at);
    return at >= from && at < to;
  });
  const inRange = (at: Date) => at >= from && at < to;
  return {
    provider: provider.id, from: fromDay, to: toDay,
    checked: {
      invoices: ourInvoices.length,
      refunds: refundsAround.filter((r) => r.status === 'succeeded' && r.settledAt && inRange(r.settledAt)).length,
      transactions: transactions.filter((t) => t.type !== 'other' && inRange(t.createdAt)).length,
    },
    differences,
  };
}
