import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { widerThanScreen } from './support/layout';

/** Every public page with the heading it opens with. */
const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /RangeScope/],
  ['/login', 'Sign in to RangeScope'],
  ['/register', 'Create Your Account'],
  ['/pw', 'Forgot your password?'],
  ['/setNewPW?resetToken=abcdefghijklmnop&email=a%40example.com', 'Set a new password'],
  ['/verifyEmail', 'Email verification'],
  ['/resendEmailVerification', 'Resend verification link'],
  ['/usernameRecover', 'Forgot your username?'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/cookie-decline', 'Essential cookies are needed'],
  ['/vola2volaTVscripts', 'Vola2Vola scripts for TradingView'],
  ['/card-offer-already-used', 'This card was already used for the offer'],
  ['/demo-offer-success', 'Your Elite trial is active'],
  ['/demo-offer-error', 'The offer could not be claimed'],
  ['/exclusive-funnel/success?session_id=cs_test_42', 'Welcome to Elite!'],
  ['/exclusive-funnel/cancel', 'Payment Cancelled'],
  ['/qanda', 'Questions and answers'],
  ['/contact', 'Contact'],
  ['/pricing', 'Plans for every trader'],
  ['/maintenance', 'Scheduled maintenance'],
];

for (const [path, heading] of PAGES) {
  test(`${path} renders and axe finds no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the offer pages continue to the sign-in', async ({ page }) => {
  for (const path of ['/card-offer-already-used', '/demo-offer-success', '/demo-offer-error']) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Continue to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  }
  await page.goto('/exclusive-funnel/success?session_id=cs_test_42');
  await expect(page.getByText('cs_test_42')).toBeVisible();
  await page.goto('/exclusive-funnel/cancel');
  await expect(page.getByText('EUR 497 per year')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try Payment Again' })).toHaveAttribute('href', '/exclusive-offer');
});

test('the cookie banner: decline, reconsider, accept; the CookieConsent cookie lives a year', async ({ page, context }) => {
  const consent = async () => (await context.cookies()).find((c) => c.name === 'CookieConsent');
  await page.goto('/exclusive-funnel/cancel');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/cookie-decline$/);
  const declined = await consent();
  expect(declined?.value).toBe('false');
  const yearFromNow = Date.now() / 1000 + 31_536_000;
  expect(Math.abs((declined?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

  await page.getByRole('button', { name: 'Reconsider & Return' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await consent()).toBeUndefined();

  await page.goto('/exclusive-funnel/success');
  await page.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(banner).toBeHidden();
  expect((await consent())?.value).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Elite!' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the terms page scrolls to its main section', async ({ page }) => {
  await page.goto('/terms');
  const main = page.locator('#terms-main');
  await expect(main).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the scripts page lists the 13 scripts, most of them Elite only', async ({ page }) => {
  await page.goto('/vola2volaTVscripts');
  const scripts = page.getByTestId('script');
  await expect(scripts).toHaveCount(13);
  const elite = await scripts.filter({ hasText: 'Elite only' }).count();
  expect(elite).toBeGreaterThan(6);
});

test('the pricing page shows the catalogue monthly and yearly', async ({ page }) => {
  await page.goto('/pricing');
  const elite = page.getByRole('article', { name: /Elite$/ });
  await expect(elite).toContainText('EUR 76');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(elite).toContainText('EUR 836');
  await expect(elite.locator('s')).toHaveText('EUR 912');
  await expect(page.getByRole('article', { name: 'Premium' })).toContainText('EUR 528');
});

test('the landing page explains the measures and leads to sign-in and registration', async ({ page }) => {
  await page.goto('/');
  for (const title of ['Where the price may go', 'Which way it leans', 'How much force is behind it', 'Trending or mean-reverting', 'Where dealers must hedge']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  await expect(page.getByText('Demo data', { exact: true }).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the landing page shows the free tickers as the last snapshot computed them', async ({ page }) => {
  // The server computes its first snapshot in the background after it starts: reload until it is there.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 50_000 });
  const api = (await (await page.request.get('/api/public/freeTickers')).json()) as { rows: { ticker: string; latestPrice: number }[] };
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(8);
  for (const ticker of ['SPY', 'QQQ', 'GLD', 'USO', 'TLT', '^VIX', '^VVIX:^VIX']) await expect(page.getByRole('rowheader', { name: new RegExp(`^${ticker.replace(/[$^]/g, '\\$&')}`) })).toBeVisible();
  const spy = api.rows.find((r) => r.ticker === 'SPY')!;
  const spyPrice = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(spy.latestPrice);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(spyPrice);
  await expect(page.getByText('SPY · daily closes')).toBeVisible();
  await expect(page.getByText(/^As of the close of /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('mobile layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/login', '/register', '/pricing', '/terms']) {
    test(`${path} fits the screen`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await widerThanScreen(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`mobile${path.replace(/\//g, '_') || '_'}.png`), fullPage: true });
    });
  }
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the public pages speak German', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Kennen Sie die Range/ })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Konto anlegen' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByTestId('error-banner')).toContainText('Die E-Mail-Adresse ist erforderlich');
    await page.goto('/login?pwReset=true');
    await expect(page.getByTestId('pw-reset-banner')).toHaveText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit Ihrem neuen Passwort an.');
  });
});
