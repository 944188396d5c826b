import { expect, test, type Page } from '@playwright/test';
import { productBySku } from '../../product/catalogue';
import { withVat } from '../../product/vat';
import { authorizationOf } from './support/session';
import { followMailLink, freshAccount } from './support/outbox';
import { seriousViolations } from './support/accessibility';
import { PASSWORD, CARD_OK, CARD_OK_2, sidebar, priceOf, newCustomer, signInAs, payOnSandbox, payInWidget, expectPaid, closeOverlayAndSignIn } from './support/billing';

/**
 * Plans in the browser: Premium monthly, the upgrade to Elite and the cancellation with the
 * modules, sidebar and portfolio columns following, and the Elite trial from the registration
 * wizard through the sandbox's checkout (docs/api.md, "Billing calls").
 */

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
  await expect(nav.getByRole('link', { name: /Futures/ })).toContainText('Preview');
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
  await closeOverlayAndSignIn(page, username);
  // Premium does not include the futures table.
  await expect(nav.getByRole('link', { name: /Futures/ })).toContainText('Preview');
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
  await expect(nav.getByRole('link', { name: /Futures/ })).not.toContainText('Preview');
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
  await expect(nav.getByRole('link', { name: /Futures/ })).toContainText('Preview');
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
  await expect(nav.getByRole('link', { name: /Futures/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Futures/ })).not.toContainText('Preview');
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
