import { expect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 28 scope 9: an admin opens each dev-only page from the sidebar's admin group and sees real
 * content (a model's records and one as JSON, a member's fired alert, the themes' tokens, the model
 * portfolios' positions); a member has no entry, is sent to /dashboard and is refused the calls.
 */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const DEV_PAGES = ['/dashboard/explorer', '/dashboard/alertHistory', '/dashboard/typescale', '/dashboard/managedPortfolio'];

waitForMarketBeforeAll();

test('an admin opens each dev page and sees real content', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // A member's alert whose condition holds now: the server fires it as it is saved.
  await signIn(page, 'demopremium');
  const authorization = await authorizationOf(page);
  const created = await page.request.post('/api/alerts', {
    headers: { authorization },
    data: { name: 'Dev page SPY above 1', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'price', direction: 'above', threshold: 1 }, channels: ['app'], repeat: { mode: 'once' } },
  });
  expect(created.status()).toBe(200);
  const alertId = ((await created.json()) as { id: string }).id;

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, 'demoadmin');

  await nav(admin).getByRole('link', { name: 'Explorer', exact: true }).click();
  await expect(admin).toHaveURL(/\/dashboard\/explorer$/);
  await admin.getByLabel('Model').selectOption('DomainFAQEntry');
  await expect(admin.getByTestId('dev-pager')).toContainText(/Page 1 of \d+ \(\d+ in all\)/);
  await admin.getByRole('button', { name: 'Show JSON' }).first().click();
  const json = JSON.parse(await admin.getByTestId('explorer-json').textContent() ?? '{}') as { id?: string; entityModelName?: string };
  expect(json.id).toBeTruthy();
  expect(json.entityModelName).toBe('DomainFAQEntry');

  await nav(admin).getByRole('link', { name: 'Alert history (all users)' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/alertHistory$/);
  await admin.getByLabel('User (username or e-mail)').fill('demopremium');
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(admin.getByTestId('alert-history-table').locator('tr[data-user="demopremium"][data-ticker="SPY"]').first()).toContainText('Dev page SPY above 1');

  await nav(admin).getByRole('link', { name: 'Type scale' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/typescale$/);
  const bg = admin.getByTestId('token-table').locator('tr[data-token="--bg"]');
  // The dark and the light theme's backgrounds, read from the loaded stylesheets (screens/shell/shell.css).
  await expect(bg).toContainText('#050608');
  await expect(bg).toContainText('#f3f5f8');
  await expect(admin.getByTestId('size-title')).toHaveText(/^\d+(\.\d+)?px$/);

  await nav(admin).getByRole('link', { name: 'Managed portfolio' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/managedPortfolio$/);
  await expect(async () => {
    const retry = admin.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click();
    await expect(admin.getByTestId('managed-as-of')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 120_000 });
  await expect(admin.locator('[data-portfolio="sectorsRangeReversion"]')).toBeVisible();
  await expect(admin.getByTestId('managed-rule').first()).toContainText('Equity');
  await context.close();

  expect((await page.request.delete(`/api/alerts/${alertId}`, { headers: { authorization } })).status()).toBe(200);
});

test('a member has no dev page entry, is sent to /dashboard and is refused the calls', async ({ page }) => {
  await signIn(page, 'demoelite');
  await expect(nav(page)).toBeVisible({ timeout: 30_000 });
  for (const name of ['Explorer', 'Alert history (all users)', 'Type scale', 'Managed portfolio']) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  for (const path of DEV_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  }
  const authorization = await authorizationOf(page);
  for (const path of ['/api/admin/alertHistory', '/api/admin/managedPortfolio', '/api/admin/models']) {
    expect((await page.request.get(path, { headers: { authorization } })).status()).toBe(403);
  }
});
