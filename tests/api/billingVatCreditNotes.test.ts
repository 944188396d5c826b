/**
 * Business buyers and credit notes (issue 29, scopes 3 and 4): a valid VAT id of another EU
 * country gets the reverse charge (0 % VAT, the legal note on the invoice), an invalid one is
 * refused; every refund kind (pro rata, a fresh renewal, an admin's) gets a credit note that
 * references its invoice, with the VAT lines, listed beside the invoice and downloadable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { LONG_SESSIONS, createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { DAY, admin, customer, morningCheck, ok, orderRow, subscribed, userData } from './support/billingFlows';
import { billingCreditNotes } from '../../server/db/schema';

async function pdfText(file: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}

type History = { orderId: string; invoiceId: string; creditNotes?: { number: string; invoiceNumber: string; reason: string; totalCents: number; netCents: number; vatCents: number }[] }[];

describe.each(BACKENDS)('VAT ids and credit notes on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { ...LONG_SESSIONS } }); }, 240_000);
  afterAll(async () => { await t.close(); });

  it('keeps a valid VAT id in the address, refuses an invalid one with its reason, and prices an Austrian business at 0 % (reverse charge)', async () => {
    const c = await customer(t, 'AT');
    const bad = await authed(t, c, 'POST', '/api/userData', { addressDetails: { vatId: 'ATU13585628' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VAT_ID_INVALID' });
    const saved = await ok<{ addressDetails: Record<string, string> }>(authed(t, c, 'POST', '/api/userData', { addressDetails: { vatId: 'atu 1358 5627' } }));
    expect(saved.addressDetails.vatId).toBe('ATU13585627');
    const price = await ok<Record<string, unknown>>(authed(t, c, 'GET', '/api/price?sku=020'));
    expect(price).toMatchObject({ netCents: 4800, vatRateBp: 0, vatCents: 0, totalCents: 4800, reverseCharge: true, vatId: 'ATU13585627' });
  });

  it('puts 0 % VAT, both VAT lines and the reverse-charge note on the invoice; a German VAT id pays German VAT', async () => {
    const c = await customer(t, 'FR');
    const out = await subscribed(t, c, '020', undefined, { vatId: 'FR40303265045' });
    expect(await orderRow(t, out.orderId)).toMatchObject({ reverseCharge: true, vatCents: 0, totalCents: 4800, vatId: 'FR40303265045' });
    const invoiceId = out.landing.split('invoiceId=')[1]!;
    const text = await pdfText((await authed(t, c, 'GET', `/api/downloadInvoice?invoiceID=${invoiceId}`)).rawPayload);
    expect(text).toContain('VAT 0 % (reverse charge)');
    expect(text).toContain('VAT ID: FR40303265045');
    expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');

    const de = await customer(t, 'DE');
    const deOut = await subscribed(t, de, '020', undefined, { vatId: 'DE136695976' });
    expect(await orderRow(t, deOut.orderId)).toMatchObject({ reverseCharge: false, vatRateBp: 1900, vatCents: 912 });

    const wrong = await customer(t, 'IT');
    expectError(await authed(t, wrong, 'POST', '/api/subscribe', { sku: '020', vatId: 'IT00743110158' }), 400);
  });

  it('a card cancellation refunds pro rata with a credit note referencing the invoice, with its VAT line, downloadable beside the invoice', async () => {
    const c = await customer(t, 'DE');
    const out = await subscribed(t, c, '020');
    t.clock.advance(10 * DAY);
    const subs = await ok<{ id: string }[]>(authed(t, c, 'GET', '/api/subscriptions'));
    await ok(authed(t, c, 'POST', '/api/cancelSub', { ids: [subs[0]!.id] }));
    const history = (await userData(t, c)).billingHistory as History;
    const row = history.find((h) => h.orderId === out.orderId)!;
    expect(row.creditNotes).toHaveLength(1);
    const note = row.creditNotes![0]!;
    expect(note).toMatchObject({ invoiceNumber: row.invoiceId, reason: 'pro_rata' });
    expect(note.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note.netCents + note.vatCents).toBe(note.totalCents);
    expect(note.vatCents).toBe(note.totalCents - Math.round(note.totalCents / 1.19));
    const text = await pdfText((await authed(t, c, 'GET', `/api/downloadCreditNote?creditNoteID=${note.number}`)).rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Refers to invoice: ${row.invoiceId}`);
    expect(text).toContain('VAT 19 % (DE)');
    const other = await customer(t, 'DE');
    expectError(await authed(t, other, 'GET', `/api/downloadCreditNote?creditNoteID=${note.number}`), 404);
    const listed = await ok<{ creditNotes: { number: string }[] }>(authed(t, c, 'GET', '/api/creditNotes'));
    expect(listed.creditNotes.map((n) => n.number)).toEqual([note.number]);
  });

  it('a renewal cancelled within 2 days is refunded in full with a credit note; an admin refund gets one too', async () => {
    const c = await customer(t, 'DE');
    await subscribed(t, c, '020');
    t.clock.advance(31 * DAY);
    await morningCheck(t);
    const subs = await ok<{ id: string }[]>(authed(t, c, 'GET', '/api/subscriptions'));
    await ok(authed(t, c, 'POST', '/api/cancelSub', { ids: [subs[0]!.id] }));
    const notes = await t.database.db.select().from(billingCreditNotes).where(eq(billingCreditNotes.userId, c.userId));
    expect(notes).toMatchObject([{ reason: 'renewal_within_2_days', totalCents: 5712, vatCents: 912, netCents: 4800, vatRateBp: 1900 }]);

    const buyer = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string; nextStepURL: string }>(authed(t, buyer, 'POST', '/api/buy', { sku: '001' }));
    const { payOnSandbox } = await import('./support/billingFlows');
    const order = await orderRow(t, orderId);
    expect(order.status).toBe('pending');
    const checkout = await ok<{ nextStepURL: string }>(authed(t, buyer, 'POST', '/api/buy', { sku: '001' }));
    await payOnSandbox(t, checkout.nextStepURL);
    const a = await admin(t);
    expectError(await authed(t, a, 'POST', '/api/userAdmin/refundOrder', { orderId, amountCents: 100_000 }), 409);
    const refund = await ok<{ creditNote: string; refundedCents: number }>(authed(t, a, 'POST', '/api/userAdmin/refundOrder', { orderId, amountCents: 400 }));
    expect(refund).toMatchObject({ refundedCents: 400 });
    expect(refund.creditNote).toMatch(/^CN-/);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'partially_refunded', refundedCents: 400 });
    expectError(await authed(t, buyer, 'POST', '/api/userAdmin/refundOrder', { orderId }), 403);
    const adminNote = (await t.database.db.select().from(billingCreditNotes).where(eq(billingCreditNotes.userId, buyer.userId)))[0];
    expect(adminNote).toMatchObject({ reason: 'admin', totalCents: 400, vatCents: 0, netCents: 400 });
  });
});
