import { expect, test } from '@playwright/test';
import { productBySku } from '../../product/catalogue';
import { formatRate } from '../../product/vat';
import { pdfText } from './support/downloads';
import { seriousViolations } from './support/accessibility';
import { CARD_OK, CARD_DECLINED, eur, priceOf, newCustomer, payOnSandbox, payInWidget, expectPaid, closeOverlayAndSignIn } from './support/billing';

/**
 * Buying in the browser, every payment through the built-in sandbox's hosted page with its test
 * cards (docs/api.md, "Billing calls"): a token pack with the header balance following, the
 * invoice PDF with its VAT for a German and a US customer, a declined card, and the extra-ticker
 * packs that need a Premium or Elite base. Amounts come from product/.
 */

test('a German customer buys a token pack on the sandbox page; the header balance follows; the invoice shows VAT 19 %', async ({ page, request }) => {
  const { username } = await newCustomer(page, request, 'tok', { code: 'DE', name: 'Germany' });
  await page.goto('/home/home');
  await expect(page.getByRole('button', { name: 'Token balance: 0' })).toBeVisible();

  // The header's token menu leads to the packs.
  await page.getByRole('button', { name: 'Token balance: 0' }).click();
  await page.getByTestId('menu-tokens').getByRole('link', { name: 'Buy tokens' }).click();
  await expect(page).toHaveURL(/\/join\/tokens$/);
  const pack = productBySku('001')!;
  await expect(page.getByTestId('pack-table')).toContainText(pack.uiLabel);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  // The address is incomplete: the prompt for tax purposes leads to the user settings.
  await expect(page.getByTestId('address-prompt')).toContainText('Set your address in Settings');
  await expect(page.getByTestId('payment-widget')).toContainText('VAT 19 % (DE)');
  // Abort returns to step 1.
  await page.getByRole('button', { name: 'Abort' }).click();
  await expect(page.getByTestId('pack-table')).toBeVisible();
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  const price = priceOf('001', 'DE');
  await payInWidget(page, '001', 'DE');
  await payOnSandbox(page, CARD_OK, price.totalCents);
  await expectPaid(page);
  await expect(page.getByRole('button', { name: `Token balance: ${pack.tokens}` })).toBeAttached();
  await expect(page.getByTestId('payment-success')).toContainText('Your order is processed within minutes (up to 5).');
  await closeOverlayAndSignIn(page, username);
  await expect(page.getByRole('button', { name: `Token balance: ${pack.tokens}` })).toBeVisible();

  // The invoice: settings tab Payment Information, the PDF with VAT 19 % (DE) and the total.
  await page.goto('/dashboard/settings/5');
  const history = page.getByTestId('billing-history');
  await expect(history).toContainText(pack.name);
  await expect(history).toContainText(eur(price.totalCents));
  const downloadStarted = page.waitForEvent('download');
  await history.getByRole('button', { name: /^Download invoice RS-/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^RS-\d{4}-\d{6}\.pdf$/);
  const text = await pdfText(download);
  expect(text).toContain(`VAT ${formatRate(price.vatRateBp)} % (DE)`);
  expect(text).toContain(`Total ${eur(price.totalCents)}`);
  expect(text).toContain(`Net amount ${eur(price.netCents)}`);
});

test('a US customer pays no VAT: the widget and the invoice say VAT 0 %', async ({ page, request }) => {
  await newCustomer(page, request, 'usbuy', { code: 'US', name: 'United States' });
  await page.goto('/join/reset-requests');
  const pack = productBySku('008')!;
  await page.getByRole('button', { name: `Buy ${pack.uiLabel}` }).click();
  await expect(page.getByTestId('payment-widget')).toContainText('VAT 0 % (buyer outside the EU)');
  const price = priceOf('008', 'US');
  expect(price.totalCents).toBe(price.netCents);
  await payInWidget(page, '008', 'US');
  await payOnSandbox(page, CARD_OK, price.totalCents);
  await expectPaid(page);
  await expect(page.getByRole('button', { name: `Reset requests: ${pack.resets}` })).toBeAttached();

  await page.goto('/join/payment-information');
  const downloadStarted = page.waitForEvent('download');
  await page.getByTestId('billing-history').getByRole('button', { name: /^Download invoice RS-/ }).click();
  const text = await pdfText(await downloadStarted);
  expect(text).toContain('VAT 0 % (buyer outside the EU)');
  expect(text).toContain(`Total ${eur(price.netCents)}`);
});

test('a declined card: back on the result page with \'Payment failed Your card was declined.\'', async ({ page, request }) => {
  await newCustomer(page, request, 'decl', { code: 'DE', name: 'Germany' });
  await page.goto('/join/tokens');
  await page.getByRole('button', { name: `Buy ${productBySku('002')!.uiLabel}` }).click();
  await payInWidget(page, '002', 'DE');
  await payOnSandbox(page, CARD_DECLINED, priceOf('002', 'DE').totalCents);
  await expect(page).toHaveURL(/\/payment-result\?status=failed&message=/);
  await expect(page.getByTestId('payment-failed')).toHaveText('Payment failed Your card was declined.');
  await expect(page.getByRole('dialog', { name: 'Payment approved' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Token balance: 0' })).toBeVisible();
});

test('extra tickers need a Premium or Elite base; a free user without purchases sees it', async ({ page, request }) => {
  await newCustomer(page, request, 'addon', { code: 'DE', name: 'Germany' });
  await page.goto('/home/home');
  await page.getByRole('button', { name: /EOD ticker requests remaining/ }).click();
  await page.getByTestId('menu-eod').getByRole('link', { name: 'Get more ticker requests' }).click();
  await expect(page).toHaveURL(/\/join\/extra-tickers$/);
  await expect(page.getByTestId('addon-needs-base')).toContainText('add-ons require a base Premium or Elite subscription');
  await expect(page.getByRole('button', { name: /^Buy / }).first()).toBeDisabled();
  await page.getByLabel('Yearly').check();
  await expect(page.getByTestId('pack-table')).toContainText(eur(productBySku('100y')!.priceCents));
  // The crypto plan with its Monthly/Yearly toggle.
  await page.goto('/join/crypto-subscription');
  await expect(page.getByTestId('crypto-price')).toContainText(eur(productBySku('900')!.priceCents));
  await page.getByLabel('Yearly').check();
  await expect(page.getByTestId('crypto-price')).toContainText(eur(productBySku('900y')!.priceCents));
});
