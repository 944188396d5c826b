import { expect, test } from '@playwright/test';
import { productBySku } from '../../product/catalogue';
import { authorizationOf } from './support/session';
import { hashPassword } from './support/outbox';
import { seriousViolations } from './support/accessibility';
import { PASSWORD, newCustomer, signInAs, buyByApi } from './support/billing';

/**
 * The settings tabs (active tickers, user information, password, display, subscription, payment
 * information), the header dropdowns' actions, and the ticker reset that logs out.
 */

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
