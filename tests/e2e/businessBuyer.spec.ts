import { expect as baseExpect, test, type Page } from '@playwright/test';
import { productBySku } from '../../product/catalogue';
import { withVat } from '../../product/vat';
import { pdfText } from './support/downloads';
import { hashPassword } from './support/outbox';
import { CARD_OK, eur, expectPaid, newCustomer, payOnSandbox, priceOf } from './support/billing';

/**
 * Business buyers and coupons at the member checkout (issue 29, scopes 3 and 6): a VAT id of
 * another EU country gives 0 % VAT and the reverse-charge note, in the payment widget and on the
 * invoice PDF; a coupon code is named when unknown and lowers the price when valid. Every payment
 * goes through the sandbox's hosted page; amounts come from product/.
 */

// The server computes its first market snapshot meanwhile: its answers may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// A fresh account and a purchase through the sandbox each: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** A valid Austrian VAT id (its check digits pass); our seller is in Germany, so it gets the reverse charge. */
const AUSTRIAN_VAT_ID = 'ATU13585627';

/** Back from the sandbox: the overlay (the app may take a while to start on a loaded machine), then its texts. */
async function expectPaidSlowly(page: Page): Promise<void> {
  await expect(page.getByRole('dialog', { name: 'Payment approved' })).toBeVisible({ timeout: 30_000 });
  await expectPaid(page);
}

async function applyField(page: Page, label: string, button: string, value: string): Promise<void> {
  const widget = page.getByTestId('payment-widget');
  await widget.getByLabel(label).fill(value);
  await widget.getByRole('button', { name: button }).click();
}

test('a business buyer with an Austrian VAT id sees 0 % VAT and the reverse-charge note, and the invoice PDF carries the note', async ({ page, request }) => {
  await newCustomer(page, request, 'biz', { code: 'AT', name: 'Austria' });
  const pack = productBySku('001')!;
  await page.goto('/join/tokens');
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  const widget = page.getByTestId('payment-widget');
  await expect(widget).toContainText(`VAT 20 % (AT)`);
  await expect(widget.getByTestId('price-total')).toHaveText(eur(priceOf('001', 'AT').totalCents));

  // A typo in the check digits is named; the price stays.
  await applyField(page, 'VAT ID (businesses in the EU)', 'Check VAT ID', 'ATU13585628');
  await expect(widget.getByTestId('quote-vatId-error')).toHaveText('This VAT ID is not valid: its check digits do not match.');
  await expect(widget.getByTestId('price-total')).toHaveText(eur(priceOf('001', 'AT').totalCents));

  await applyField(page, 'VAT ID (businesses in the EU)', 'Check VAT ID', 'atu 13585627');
  await expect(widget).toContainText('VAT 0 % (reverse charge)');
  await expect(widget.getByTestId('reverse-charge-note')).toContainText('Reverse charge: VAT to be accounted for by the recipient');
  await expect(widget.getByTestId('price-vat')).toHaveText(eur(0));
  await expect(widget.getByTestId('price-total')).toHaveText(eur(pack.priceCents));
  await widget.getByLabel(/^Card/).check();
  await widget.getByRole('button', { name: `Pay ${eur(pack.priceCents)}` }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await payOnSandbox(page, CARD_OK, pack.priceCents);
  await expectPaidSlowly(page);

  await page.goto('/join/payment-information');
  const downloadStarted = page.waitForEvent('download');
  await page.getByTestId('billing-history').getByRole('button', { name: /^Download invoice RS-/ }).click();
  const text = await pdfText(await downloadStarted);
  expect(text).toContain('VAT 0 % (reverse charge)');
  expect(text).toContain(`VAT ID: ${AUSTRIAN_VAT_ID}`);
  expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
  expect(text).toContain(`Total ${eur(pack.priceCents)}`);

  // The VAT id is kept in the address: the next checkout starts with it.
  await page.goto('/join/tokens');
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  await expect(page.getByTestId('payment-widget').getByLabel('VAT ID (businesses in the EU)')).toHaveValue(AUSTRIAN_VAT_ID);
  await expect(page.getByTestId('payment-widget')).toContainText('VAT 0 % (reverse charge)');
});

test('a member applies a coupon: an unknown code is named, a valid one lowers the price they pay', async ({ page, request }) => {
  // The coupon, made by an admin through the API: 25 % off the 500-token pack.
  const login = await request.post('/api/login', { data: { username: 'demoadmin', password: hashPassword('Demo1234') } });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: { username: string; sessionId: string } };
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.sessionId}`).toString('base64')}`;
  const code = `BIZ${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/createCoupon', { headers: { authorization }, data: { code, percentOff: 25, skus: ['002'] } });
  expect(created.status(), await created.text()).toBe(200);

  await newCustomer(page, request, 'cpn', { code: 'DE', name: 'Germany' });
  const pack = productBySku('002')!;
  await page.goto('/join/tokens');
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  const widget = page.getByTestId('payment-widget');
  await expect(widget.getByTestId('price-total')).toHaveText(eur(priceOf('002', 'DE').totalCents));

  await applyField(page, 'Coupon code', 'Apply coupon', 'NOSUCHCODE1');
  await expect(widget.getByTestId('quote-coupon-error')).toHaveText('This coupon code does not exist. Please check it.');
  await widget.getByLabel(/^Card/).check();
  await expect(widget.getByRole('button', { name: /^Pay / })).toBeDisabled();

  await applyField(page, 'Coupon code', 'Apply coupon', code.toLowerCase());
  const discounted = withVat(pack.priceCents - Math.floor((pack.priceCents * 25) / 100), 'DE');
  await expect(widget.getByTestId('quote-coupon-applied')).toBeVisible();
  await expect(widget).toContainText(`Discount (coupon ${code})`);
  await expect(widget.getByTestId('price-total')).toHaveText(eur(discounted.totalCents));
  await widget.getByRole('button', { name: `Pay ${eur(discounted.totalCents)}` }).click();
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await payOnSandbox(page, CARD_OK, discounted.totalCents);
  await expectPaidSlowly(page);
});
