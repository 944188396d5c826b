import { expect, test, type Page } from '@playwright/test';
import { EXCLUSIVE_SKU, productBySku } from '../../product/catalogue';
import { EXCLUSIVE_OFFER } from '../../product/registrationOffer';
import { CARD_OK, PASSWORD, payOnSandbox, priceOf, signInAs } from './support/billing';
import { followMailLink, freshAccount } from './support/outbox';
import { authorizationOf } from './support/session';
import { seriousViolations } from './support/accessibility';

/**
 * The exclusive annual offer (issue 29): the offer page with its spinner and consent banner, the
 * registration of a new customer, the sandbox payment, the verification mail and Elite with the
 * offer's tokens; the cancel page's way back; Decline in the banner.
 */

/** Holds the offer page's code back a little, so that the full-screen spinner can be seen. */
async function slowOfferChunks(page: Page): Promise<void> {
  await page.route(/\/assets\/.*(ExclusiveOffer|exclusiveOffer).*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

test('a visitor registers on the offer page, pays with the sandbox card, verifies through the outbox and signs in as Elite', async ({ page, request }) => {
  // Registration, payment, mail and sign-in in one test.
  test.slow();
  await slowOfferChunks(page);
  await page.goto('/exclusive-offer');
  const spinner = page.getByTestId('xo-loading');
  await expect(spinner).toHaveText('Loading Exclusive Offer');
  await expect(spinner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A full year of Elite for less than half the price');
  const plan = page.getByTestId('xo-plan');
  await expect(plan).toContainText('EUR 497');
  await expect(plan).toContainText('EUR 1,327');
  await expect(plan).toContainText('Save EUR 830');
  await expect(plan).toContainText('63 % off');
  await expect(plan).toContainText('600 free tokens credited');
  expect(await seriousViolations(page)).toEqual([]);

  const consent = page.getByRole('region', { name: 'Cookie consent' });
  await consent.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(consent).toBeHidden();

  const { username, email } = freshAccount('xo');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('First name').fill('Olga');
  await page.getByLabel('Last name').fill('Offer');
  await page.getByLabel('I confirm that I am at least 18 years old').check();
  await expect(page.getByTestId('xo-email-availability')).toHaveText('This email address is available.');
  await expect(page.getByTestId('xo-username-availability')).toHaveText('This username is available.');
  await page.getByRole('button', { name: 'Create account and pay' }).click();

  // The account and the order are created in one call (the password hash takes a moment on a busy machine).
  await expect(page).toHaveURL(/\/api\/sandbox-pay\/checkout\//, { timeout: 30_000 });
  // The form's country is the United States: no VAT on the annual offer.
  await payOnSandbox(page, CARD_OK, priceOf(EXCLUSIVE_SKU, 'US').totalCents);
  await expect(page).toHaveURL(/\/exclusive-funnel\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Elite!');

  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  await signInAs(page, username);
  const authorization = await authorizationOf(page);
  const user = (await (await request.get('/api/userData', { headers: { authorization } })).json()) as { plan: string; primaryPlanSKU: string };
  expect(user).toMatchObject({ plan: 'elite', primaryPlanSKU: productBySku(EXCLUSIVE_SKU)!.subscriptionSku });
  const balance = (await (await request.get('/api/userBalance', { headers: { authorization } })).json()) as { tokenBalance: number };
  expect(balance.tokenBalance).toBe(EXCLUSIVE_OFFER.tokensCredited);

  // Back on the offer page a signed-in member gets the member's path, not the form.
  await page.goto('/exclusive-offer');
  await expect(page.getByTestId('xo-member')).toContainText(`You are signed in as ${username}.`, { timeout: 20_000 });
});

test('the offer page checks taken names while typing', async ({ page }) => {
  await page.goto('/exclusive-offer');
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByLabel('Username', { exact: true }).fill('demopremium');
  await expect(page.getByTestId('xo-username-availability')).toHaveText('This username is already taken.');
});

test('"Try Payment Again" on the cancel page leads to the offer page', async ({ page }) => {
  await page.goto('/exclusive-funnel/cancel');
  await page.getByRole('link', { name: 'Try Payment Again' }).click();
  await expect(page).toHaveURL(/\/exclusive-offer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A full year of Elite for less than half the price');
});

test('Decline in the offer page\'s consent banner goes to /cookie-decline', async ({ page }) => {
  await page.goto('/exclusive-offer');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/cookie-decline$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Essential cookies are needed');
});
