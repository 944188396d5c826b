/**
 * The invoice as a PDF (pdfkit, DejaVu Sans embedded so that every buyer name prints): seller,
 * buyer, the line, discount, net, the VAT line with rate and country, and the total.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import type { InvoiceRow } from './invoices';
import { BILLING_TIME_ZONE } from './periods';
import { formatCents, formatRate, REVERSE_CHARGE_NOTE, REVERSE_CHARGE_NOTE_DE } from '../../product/vat';
import type { CreditNoteRow } from './creditNotes';
import { SUPPORT } from '../../product/support';

export const SELLER = { name: 'RangeScope', lines: ['Market analysis subscriptions', SUPPORT.email] } as const;

let fonts: { regular: Buffer; bold: Buffer } | null = null;
function fontFiles(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = { regular: readFileSync(path.join(dir, 'DejaVuSans.ttf')), bold: readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')) };
  }
  return fonts;
}

const money = (cents: number, currency: string): string => `${currency} ${formatCents(cents)}`;
const date = (d: Date): string => new TZDate(d.getTime(), BILLING_TIME_ZONE).toISOString().slice(0, 10);

/** The lines of the amounts table: [label, amount]. Exported for the tests' expectations. */
export function invoiceAmountLines(inv: Pick<InvoiceRow, 'lines' | 'netCents' | 'discountCents' | 'vatRateBp' | 'vatCents' | 'totalCents' | 'currency' | 'vatCountry'> & { reverseCharge?: boolean }): [string, string][] {
  const out: [string, string][] = inv.lines.map((l) => [l.description, money(l.netCents, inv.currency)]);
  if (inv.discountCents > 0) out.push(['Discount', money(-inv.discountCents, inv.currency)]);
  out.push(['Net amount', money(inv.netCents - inv.discountCents, inv.currency)]);
  out.push([vatLabel(inv), money(inv.vatCents, inv.currency)]);
  out.push(['Total', money(inv.totalCents, inv.currency)]);
  return out;
}

function vatLabel(doc: { vatRateBp: number; vatCountry: string | null; reverseCharge?: boolean }): string {
  if (doc.vatRateBp > 0) return `VAT ${formatRate(doc.vatRateBp)} % (${doc.vatCountry})`;
  return doc.reverseCharge ? 'VAT 0 % (reverse charge)' : 'VAT 0 % (buyer outside the EU)';
}

/** The lines of a credit note's amounts table: the credited line, net, VAT at the invoice's rate, total. */
export function creditNoteAmountLines(note: Pick<CreditNoteRow, 'description' | 'netCents' | 'vatRateBp' | 'vatCents' | 'totalCents' | 'currency' | 'vatCountry' | 'reverseCharge'>): [string, string][] {
  return [
    [note.description, money(-note.netCents, note.currency)],
    ['Net amount credited', money(-note.netCents, note.currency)],
    [vatLabel(note), money(-note.vatCents, note.currency)],
    ['Total credited', money(-note.totalCents, note.currency)],
  ];
}

export function renderInvoicePdf(inv: InvoiceRow, paymentMethod: string | null): Promise<Buffer> {
  const footer = [`Paid${paymentMethod ? ` with ${paymentMethod}` : ''}. Prices exclude VAT; VAT applies to buyers in the EU at the rate of their country.`];
  if (inv.reverseCharge) footer.unshift(REVERSE_CHARGE_NOTE, REVERSE_CHARGE_NOTE_DE);
  return renderDocument({
    title: 'Invoice', head: [`Invoice number: ${inv.number}`, `Invoice date: ${date(inv.issuedAt)}`], buyer: inv.buyer,
    lines: invoiceAmountLines(inv), separators: ['Net amount'], footer,
  });
}

export function renderCreditNotePdf(note: CreditNoteRow): Promise<Buffer> {
  const footer = ['The amount is refunded to the payment method of the invoice.'];
  if (note.reverseCharge) footer.unshift(REVERSE_CHARGE_NOTE, REVERSE_CHARGE_NOTE_DE);
  return renderDocument({
    title: 'Credit note',
    head: [`Credit note number: ${note.number}`, `Date: ${date(note.issuedAt)}`, `Refers to invoice: ${note.invoiceNumber}`],
    buyer: note.buyer, lines: creditNoteAmountLines(note), separators: ['Net amount credited'], footer,
  });
}

interface DocumentParts {
  title: string;
  head: string[];
  buyer: Record<string, string>;
  lines: [string, string][];
  /** Labels above which a rule is drawn (and always above the last line). */
  separators: string[];
  footer: string[];
}

async function renderDocument(parts: DocumentParts): Promise<Buffer> {
  // Loaded on first use: a start does not pay for it (issue 24, restart time).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${parts.title} ${parts.head[0]?.split(': ')[1] ?? ''}`.trim(), Author: SELLER.name } });
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(parts.title, { continued: false });
  doc.moveDown(0.3).font('regular').fontSize(10);
  for (const h of parts.head) doc.text(h);
  doc.moveDown();
  doc.font('bold').text('From').font('regular').text(SELLER.name);
  for (const l of SELLER.lines) doc.text(l);
  doc.moveDown();
  const b = parts.buyer;
  doc.font('bold').text('Bill to').font('regular').text(b.name ?? '');
  if (b.address) doc.text(b.address);
  if (b.postalCode || b.city) doc.text(`${b.postalCode ?? ''} ${b.city ?? ''}`.trim());
  doc.text(b.country ?? '');
  if (b.email) doc.text(b.email);
  if (b.vatId) doc.text(`VAT ID: ${b.vatId}`);
  doc.moveDown(1.5);

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const amountWidth = 120;
  const lines = parts.lines;
  lines.forEach(([label, amount], i) => {
    const last = i === lines.length - 1;
    if (last || parts.separators.includes(label)) {
      doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#9aa5b1').stroke();
      doc.moveDown(0.3);
    }
    const y = doc.y;
    doc.font(last ? 'bold' : 'regular').fontSize(10);
    doc.text(label, left, y, { width: right - left - amountWidth - 10 });
    const after = doc.y;
    doc.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  });
  doc.moveDown(1.5).font('regular').fontSize(9).fillColor('#616e7c');
  for (const f of parts.footer) doc.text(f, left).moveDown(0.3);
  doc.end();
  return done;
}
