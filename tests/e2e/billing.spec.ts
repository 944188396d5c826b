import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { productBySku } from '../../product/catalogue';
import { formatCents, formatRate, withVat } from '../../product/vat';
import { authorizationOf } from './support/session';
import { followMailLink, freshAccount, hashPassword } from './support/outbox';

/**
 * The billing screens in the browser, every payment through the built-in sandbox's hosted page
 * with its test cards (docs/api.md, "Billing calls"): buying tokens, subscribing, upgrading and
 * cancelling, the Elite trial from the registration wizard, a declined card, the invoice PDF
 * with its VAT, the settings tabs and the ticker reset. Amounts come from product/.
 */

const PASSWORD = 'Secret12';
const CARD_OK = '4242 4242 4242 4242';
const CARD_OK_2 = '5555 5555 5555 4444';
const CARD_DECLINED = '4000 0000 0000 0002';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** "EUR 11.90" as the screens (English) and the sandbox write amounts. */
const eur = (cents: number): string => `EUR ${formatCents(cents)}`;
const priceOf = (sku: string, country: string) => withVat(productBySku(sku)!.priceCents, country);

/**
 * A verified new customer from `country` with the intro accepted, signed in on the page. `setup`
 * runs first with an API session of its own: a purchase raises the user state version, and a page
 * signed in before it would be logged out by its next heartbeat.
 */
async function newCustomer(
  page: Page, request: APIRequestContext, prefix: string, country: { code: string; name: string },
  setup?: (authorization: string) => Promise<void>,
): Promise<{ username: string }> {
  const { username, email } = freshAccount(prefix);
  const res = await request.post('/api/register', {
    data: {
      username, email, password: hashPassword(PASSWORD), firstname: 'Bea', lastname: 'Buyer', country, agreeTermsOfUse: true, emailOptIn: true, language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  const login = await request.post('/api/login', { data: { username, password: hashPassword(PASSWORD) } });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: { username: string; sessionId: string } };
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.sessionId}`).toString('base64')}`;
  expect((await request.post('/api/verifyIntro', { headers: { authorization }, data: { noFinancialAdvise: true, willNotShare: true } })).status()).toBe(200);
  if (setup) await setup(authorization);
  await signInAs(page, username);
  return { username };
}

async function signInAs(page: Page, identifier: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(identifier);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(home\/home|dashboard\/intro)$/);
}

/** The sandbox's hosted card page: fill the card and pay; the browser comes back to the app. */
async function payOnSandbox(page: Page, card: string, totalCents: number): Promise<void> {
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await expect(page.getByRole('heading', { name: 'RangeScope sandbox checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${eur(totalCents)}` }).click();
}

/** In the app's payment widget: the price rows, Pay disabled until a method is chosen, then Pay. */
async function payInWidget(page: Page, sku: string, country: string): Promise<void> {
  const price = priceOf(sku, country);
  const widget = page.getByTestId('payment-widget');
  await expect(widget.getByTestId('price-net')).toHaveText(eur(price.netCents));
  await expect(widget.getByTestId('price-total')).toHaveText(eur(price.totalCents));
  const pay = widget.getByRole('button', { name: `Pay ${eur(price.totalCents)}` });
  await expect(pay).toBeDisabled();
  await widget.getByLabel(/^Card/).check();
  await expect(pay).toBeEnabled();
  await pay.click();
}

/** Back from the provider: the payment-feedback overlay. */
async function expectPaid(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment-result\?paymentFeedback=true&status=success&invoiceId=RS-\d{4}-\d{6}$/);
  const feedback = page.getByRole('dialog', { name: 'Payment approved' });
  await expect(feedback).toContainText('Your subscription payment has been approved and is being processed.');
  await expect(feedback).toContainText(/Checkout \/ invoice id: RS-\d{4}-\d{6}/);
}

/** Close on the overlay logs out; sign in again to see the new plan everywhere. */
async function closeOverlayAndSignIn(page: Page, username: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Payment approved' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, username);
}

/** A purchase set up through the API and paid on the sandbox's page (for tests about what follows). */
async function buyByApi(request: APIRequestContext, authorization: string, sku: string): Promise<void> {
  const res = await request.post('/api/buy', { headers: { authorization }, data: { sku, paymentProcessor: 'card' } });
  expect(res.status(), await res.text()).toBe(200);
  const { nextStepURL } = (await res.json()) as { nextStepURL: string };
  const paid = await request.post(nextStepURL, { form: { number: CARD_OK.replace(/ /g, ''), expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

async function pdfText(download: Download): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(await readFile(await download.path())), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts.join(' ').replace(/\s+/g, ' ');
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

/** The portfolio table's PREMIUM columns: shown for Premium and above only (document 2 section 6). */
async function expectPremiumColumns(page: Page, shown: boolean): Promise<void> {
  await page.goto('/dashboard/portfolio');
  await expect(page.getByRole('columnheader', { name: 'Hurst 3M' })).toHaveCount(1, { timeout: 45_000 });
  for (const label of ['IV rank', 'Put wall']) await expect(page.getByRole('columnheader', { name: label })).toHaveCount(shown ? 1 : 0);
}

test('Premium monthly, then the upgrade to Elite, then the cancellation: modules, sidebar and table columns follow', async ({ page, request }) => {
  const { username } = await newCustomer(page, request, 'plan', { code: 'DE', name: 'Germany' });
  await expectPremiumColumns(page, false);
  await page.goto('/join/subscriptions');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: /Scanner/ })).toContainText('Preview');
  await expect(nav.getByRole('link', { name: /Gamma/ })).toContainText('Preview');
  await expect(page.getByTestId('plan-demo').getByTestId('current-plan')).toBeVisible();
  // Elite+ and Professional need OrderElitePlus / OrderProfessional.
  await expect(page.getByTestId('plan-elitePlus')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Premium, monthly.
  await page.getByTestId('plan-premium').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByTestId('order-item')).toContainText('Premium');
  await payInWidget(page, '020', 'DE');
  await payOnSandbox(page, CARD_OK, priceOf('020', 'DE').totalCents);
  await expectPaid(page);
  // The overlay loads the account again: the sidebar follows before the logout.
  await expect(nav.getByRole('link', { name: /Scanner/ })).not.toContainText('Preview');
  await closeOverlayAndSignIn(page, username);
  await expect(nav.getByRole('link', { name: /Scanner/ })).not.toContainText('Preview');
  await expect(nav.getByRole('link', { name: /Gamma/ })).toContainText('Preview');
  await expectPremiumColumns(page, true);

  // The plan chooser marks Premium; monthly to yearly is offered, Elite is an upgrade.
  await page.goto('/join/subscriptions');
  await expect(page.getByTestId('plan-premium').getByTestId('current-plan')).toBeVisible();
  await expect(page.getByTestId('running-plan')).toContainText('Premium');
  await page.getByTestId('plan-elite').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByTestId('payment-widget')).toContainText('Your current subscription Premium ends once the new one is paid.');
  await payInWidget(page, '060', 'DE');
  await payOnSandbox(page, CARD_OK, priceOf('060', 'DE').totalCents);
  await expectPaid(page);
  await closeOverlayAndSignIn(page, username);
  // A fresh load (the sign-in's "news" dialog stays behind).
  await page.goto('/home/home');
  await expect(nav.getByRole('link', { name: /Gamma/ })).not.toContainText('Preview');
  await page.getByRole('button', { name: /^Profile of/ }).click();
  await expect(page.getByTestId('menu-profile')).toContainText('Plan: Elite');

  // Settings, Subscription: only Elite runs (Premium ended with the upgrade); cancel it.
  await page.goto('/dashboard/settings/4');
  const subs = page.getByTestId('subscription');
  await expect(subs).toHaveCount(1);
  const elite = subs.first();
  await expect(elite).toContainText('Elite');
  await expect(elite).toContainText('Activation Date');
  await expect(elite).toContainText('Payment Processor');
  await expect(elite).toContainText('Card');
  await expect(elite.getByRole('button', { name: 'Switch Elite to yearly' })).toBeVisible();
  await elite.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel Elite?' });
  await expect(confirm).toContainText('pro-rata refund');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  const done = page.getByRole('alertdialog', { name: 'Subscription cancelled' });
  await expect(done).toContainText('Elite has ended.');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('no-subscription')).toHaveText('You have no subscription.');
  // The account is loaded again at once: back to the free plan's previews.
  await expect(nav.getByRole('link', { name: /Gamma/ })).toContainText('Preview');
  await expect(nav.getByRole('link', { name: /Scanner/ })).toContainText('Preview');
  await expectPremiumColumns(page, false);
});

test('the Elite trial from the registration wizard: sandbox checkout, /demo-offer-success, verification, Elite modules', async ({ page, request }) => {
  const { email } = freshAccount('trial');
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByLabel('First name').fill('Tia');
  await page.getByLabel('Last name').fill('Trial');
  await page.getByLabel('I confirm that I am at least 18 years old').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /Elite/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start My EUR 1 Elite Trial Now' }).click();

  // The server answered the trial's payment page: EUR 1 (a US buyer pays no VAT), then Elite monthly.
  const trial = productBySku('060t')!;
  await expect(page.getByText(`After ${trial.trialDays} days`)).toBeVisible();
  await payOnSandbox(page, CARD_OK_2, withVat(trial.priceCents, 'US').totalCents);
  await expect(page).toHaveURL(/\/demo-offer-success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Elite trial is active');

  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  // The wizard derived the username from the address (20 characters at most): sign in with the address.
  await signInAs(page, email);
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: /Gamma/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Gamma/ })).not.toContainText('Preview');
  const authorization = await authorizationOf(page);
  const user = (await (await request.get('/api/userData', { headers: { authorization } })).json()) as { modules: string[]; plan: string };
  expect(user.plan).toBe('elite');
  expect(user.modules).toEqual(expect.arrayContaining(['ELITE', 'ApiAccess', 'Crypto']));

  // The trial in the Subscription tab: it cannot be cancelled and offers Subscribe.
  await page.goto('/dashboard/settings/4');
  const local = page.getByTestId('subscription-local');
  await expect(local).toContainText('A trial cannot be cancelled');
  await expect(local.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
});

test('the settings tabs, the header dropdowns\' actions, and the reset panel that logs out', async ({ page, request }) => {
  const { username } = await newCustomer(page, request, 'sets', { code: 'DE', name: 'Germany' }, async (authorization) => {
    await buyByApi(request, authorization, '007');
    // Right after the server starts, the market data may still be loading (503): asked again until it answers.
    await expect.poll(async () => (await request.post('/api/activate-assets', { headers: { authorization }, data: { tickers: ['AAPL'] } })).status(), {
      timeout: 60_000, intervals: [1000],
    }).toBe(200);
  });
  const authorization = await authorizationOf(page);

  await page.goto('/home/home');
  const resets = productBySku('007')!.resets;
  // Reset requests: use leads to the reset panel.
  await page.getByRole('button', { name: `Reset requests: ${resets}` }).click();
  await page.getByTestId('menu-resets').getByRole('link', { name: 'Use a reset request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/0#reset$/);
  const tabs = page.getByRole('navigation', { name: 'Settings tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Active Tickers', 'User Information', 'Password Settings', 'Display Settings', 'Subscription', 'Payment Information']);
  await expect(page.getByTestId('active-tickers')).toContainText('AAPL');
  await expect(page.getByTestId('rollover-date')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByTestId('reset-count')).toHaveText(`Your reset requests: ${resets}`);
  expect(await seriousViolations(page)).toEqual([]);

  // User Information: the address completes the tax details; the referral link.
  await tabs.getByRole('link', { name: 'User Information' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/1$/);
  await expect(page.getByTestId('address-incomplete')).toBeVisible();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Hauptstraße 1');
  await page.getByLabel('Postal code').fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address has been saved.')).toBeVisible();
  await expect(page.getByTestId('address-incomplete')).toHaveCount(0);
  await expect(page.getByTestId('referral-link')).toHaveValue(/\/register\?referralId=[A-Z0-9]+$/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The link has been copied.')).toBeVisible();

  // Password Settings: the checkPW rule, then the change.
  await tabs.getByRole('link', { name: 'Password Settings' }).click();
  await page.getByLabel('Current password').fill('Wrong1234');
  await page.getByLabel('New password', { exact: true }).fill('Better123');
  await page.getByLabel('Confirm new password').fill('Better123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-problems')).toContainText('Your current password is not correct');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const back = await request.post('/api/changePW', {
    headers: { authorization }, data: { oldPW: hashPassword('Better123'), newPW: hashPassword(PASSWORD), newPWConfirmation: hashPassword(PASSWORD) },
  });
  expect(back.status(), await back.text()).toBe(200);

  // Display Settings: the display settings screen, embedded.
  await tabs.getByRole('link', { name: 'Display Settings' }).click();
  await expect(page.getByTestId('tab-display').getByRole('link', { name: 'Open the display settings on their own page' })).toBeVisible();
  await expect(page.getByTestId('tab-display').getByRole('heading', { level: 1 })).toBeVisible();

  // Subscription and Payment Information.
  await tabs.getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByTestId('no-subscription')).toBeVisible();
  await tabs.getByRole('link', { name: 'Payment Information' }).click();
  await expect(page.getByTestId('billing-history')).toContainText(productBySku('007')!.name);
  await expect(page.getByTestId('paypal-empty')).toBeVisible();
  const portalOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open the customer portal' }).click();
  const portal = await portalOpened;
  await expect(portal.getByRole('heading', { name: 'Sandbox customer portal' })).toBeVisible();
  await portal.close();

  // The reset panel: confirm, reset, logged out; the active tickers are gone.
  await tabs.getByRole('link', { name: 'Active Tickers' }).click();
  await page.getByTestId('reset-panel').getByRole('button', { name: 'Reset active tickers' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset your active tickers?' });
  await expect(confirm).toContainText('You will be logged out afterwards.');
  await confirm.getByRole('button', { name: 'Reset and log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('alert-message')).toHaveText('Your active tickers have been reset. Please sign in again.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await signInAs(page, username);
  await page.goto('/dashboard/settings/0');
  await expect(page.getByTestId('no-active-tickers')).toBeVisible();
  await expect(page.getByTestId('reset-count')).toHaveText('Your reset requests: 0');
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
