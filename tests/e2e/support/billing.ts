import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { productBySku } from '../../../product/catalogue';
import { formatCents, withVat } from '../../../product/vat';
import { followMailLink, freshAccount, hashPassword } from './outbox';
import { signIn } from './session';

/**
 * What the billing specs share: new customers, the sandbox's hosted card page with its test
 * cards, the app's payment widget and the payment-feedback overlay (docs/api.md, "Billing
 * calls"). Amounts come from product/.
 */

export const PASSWORD = 'Secret12';
export const CARD_OK = '4242 4242 4242 4242';
export const CARD_OK_2 = '5555 5555 5555 4444';
export const CARD_DECLINED = '4000 0000 0000 0002';

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** "EUR 11.90" as the screens (English) and the sandbox write amounts. */
export const eur = (cents: number): string => `EUR ${formatCents(cents)}`;
export const priceOf = (sku: string, country: string) => withVat(productBySku(sku)!.priceCents, country);

/**
 * A verified new customer from `country` with the intro accepted, signed in on the page. `setup`
 * runs first with an API session of its own: a purchase raises the user state version, and a page
 * signed in before it would be logged out by its next heartbeat.
 */
export async function newCustomer(
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

/** Signs a customer of these tests in through the login screen. */
export async function signInAs(page: Page, identifier: string): Promise<void> {
  await signIn(page, identifier, PASSWORD);
}

/** The sandbox's hosted card page: fill the card and pay; the browser comes back to the app. */
export async function payOnSandbox(page: Page, card: string, totalCents: number): Promise<void> {
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//);
  await expect(page.getByRole('heading', { name: 'RangeScope sandbox checkout' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${eur(totalCents)}` }).click();
}

/** In the app's payment widget: the price rows, Pay disabled until a method is chosen, then Pay. */
export async function payInWidget(page: Page, sku: string, country: string): Promise<void> {
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
export async function expectPaid(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment-result\?paymentFeedback=true&status=success&invoiceId=RS-\d{4}-\d{6}$/);
  const feedback = page.getByRole('dialog', { name: 'Payment approved' });
  await expect(feedback).toContainText('Your subscription payment has been approved and is being processed.');
  await expect(feedback).toContainText(/Checkout \/ invoice id: RS-\d{4}-\d{6}/);
}

/** Close on the overlay logs out; sign in again to see the new plan everywhere. */
export async function closeOverlayAndSignIn(page: Page, username: string): Promise<void> {
  await page.getByRole('dialog', { name: 'Payment approved' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInAs(page, username);
}

/** A purchase set up through the API and paid on the sandbox's page (for tests about what follows). */
export async function buyByApi(request: APIRequestContext, authorization: string, sku: string): Promise<void> {
  const res = await request.post('/api/buy', { headers: { authorization }, data: { sku, paymentProcessor: 'card' } });
  expect(res.status(), await res.text()).toBe(200);
  const { nextStepURL } = (await res.json()) as { nextStepURL: string };
  const paid = await request.post(nextStepURL, { form: { number: CARD_OK.replace(/ /g, ''), expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}
