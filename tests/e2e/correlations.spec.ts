import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 22 scope 1 (plugins/correlations): /data/correlations. A signed-in member opens it from the
 * sidebar, sees the six default tables and exports them through the popup (all, 5, 10, 30 days);
 * adds a custom correlation, renames it, extends it by a ticker, re-times it, reloads (the saved
 * tables come with the sign-in's user data) and deletes it.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
waitForMarketBeforeAll();

const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });
const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

async function resetUser(page: Page): Promise<void> {
  const res = await page.request.post('/api/userData', {
    headers: { authorization: await authorizationOf(page) },
    data: { customCorrelations: [], settings: { excelExportFormat: 'XLS' } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the default tables and the export popup', async ({ page }) => {
  await signIn(page, 'demopremium');
  await resetUser(page);
  await sidebar(page).getByRole('link', { name: 'Correlations' }).click();
  await expect(page).toHaveURL(/\/data\/correlations$/);
  await expect(page.getByRole('heading', { name: 'Correlations', level: 1 })).toBeVisible();
  const tables = page.getByTestId('correlation-matrix');
  await expect(tables).toHaveCount(6);
  await expect(tables.first().locator('caption')).toHaveText('5 days, current');
  await expect(tables.nth(5).locator('caption')).toHaveText('30 days, as of 30 days ago');
  // 1 on the diagonal, heat-coloured; every value in [−1, 1] with two decimals.
  const first = tables.first();
  await expect(first.locator('td[data-value="1.0000"]').first()).toHaveText('1.00');
  for (const text of await first.locator('td.corr-matrix__cell').allTextContents()) expect(text).toMatch(/^(-?[01]\.\d{2}|–)$/);
  const background = await first.locator('td[data-value="1.0000"]').first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(213, 119, 119)');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Export' }).click();
  const popup = page.getByRole('dialog', { name: 'Export correlations' });
  await expect(popup.getByRole('button')).toHaveText(['All', '5 days', '10 days', '30 days', 'Cancel']);
  const [download] = await Promise.all([page.waitForEvent('download'), popup.getByRole('button', { name: '5 days' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^export-\d{8}-\d{6}\.xlsx$/);
  await expect(popup).toBeHidden();
  await page.getByRole('button', { name: 'Export' }).click();
  const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('dialog', { name: 'Export correlations' }).getByRole('button', { name: 'All' }).click()]);
  expect(all.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('dialog', { name: 'Export correlations' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('add, rename, extend, re-time and delete a custom correlation', async ({ page }) => {
  await signIn(page, 'demopremium');
  await resetUser(page);
  await page.goto('/data/correlations');
  await page.getByRole('tab', { name: 'Add Correlation' }).click();
  const form = page.getByTestId('add-correlation');
  await form.getByRole('button', { name: 'Save correlation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a correlation name.');
  await form.getByLabel('Name').fill('E2E Metals');
  await form.getByLabel('Tickers (comma-separated)').fill('tlt, ');
  await form.getByRole('button', { name: 'Save correlation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter at least two tickers.');
  await form.getByLabel('Tickers (comma-separated)').fill('tlt, gld, crypto.btc');
  await form.getByRole('button', { name: 'Save correlation' }).click();
  await expect(form.getByRole('alert')).toHaveText('Crypto tickers are not supported: CRYPTO.BTC');
  await form.getByLabel('Tickers (comma-separated)').fill('tlt, gld');
  await expect(form.getByLabel('Time frame (days)')).toHaveValue('30');
  await form.getByLabel('Time frame (days)').fill('20');
  await form.getByRole('button', { name: 'Save correlation' }).click();

  // After saving, the Custom tab is shown.
  await expect(page.getByRole('tab', { name: 'Custom Correlations (1)' })).toHaveAttribute('aria-selected', 'true');
  const metals = card(page, 'E2E Metals');
  await expect(metals).toHaveAttribute('data-id', 'GLD,TLTe2e_metals');
  await expect(metals.getByTestId('time-frame')).toHaveText('20 days');
  await expect(metals.getByTestId('correlation-matrix').locator('thead th')).toHaveText(['GLD×', 'TLT×']);

  await metals.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename correlation' });
  await rename.getByLabel('Name').fill('E2E Safe Havens');
  await rename.getByRole('button', { name: 'Save' }).click();
  const safe = card(page, 'E2E Safe Havens');
  await expect(safe).toHaveAttribute('data-id', 'GLD,TLTe2e_safe_havens');

  await safe.getByLabel('Ticker').fill('spy');
  await safe.getByRole('button', { name: 'Add ticker' }).click();
  await expect(safe).toHaveAttribute('data-id', 'GLD,SPY,TLTe2e_safe_havens');
  await expect(safe.getByTestId('correlation-matrix').locator('tbody th')).toHaveText(['GLD', 'SPY', 'TLT']);

  await safe.getByTestId('time-frame').click();
  const horizon = page.getByRole('dialog', { name: 'Change time frame' });
  const input = horizon.getByLabel('New Time Horizon (3-250 days)');
  await input.fill('2');
  await expect(horizon.getByRole('button', { name: 'Update' })).toBeDisabled();
  await input.fill('');
  await input.pressSequentially('2500');
  await expect(input).toHaveValue('250');
  await input.fill('90');
  await horizon.getByRole('button', { name: 'Update' }).click();
  await expect(safe.getByTestId('time-frame')).toHaveText('90 days');

  // The saved tables come back with the user data.
  await page.reload();
  await expect(card(page, 'E2E Safe Havens').getByTestId('time-frame')).toHaveText('90 days');
  const saved = await page.request.get('/api/userData', { headers: { authorization: await authorizationOf(page) } });
  expect(((await saved.json()) as { customCorrelations: unknown[] }).customCorrelations).toEqual([
    { id: 'GLD,SPY,TLTe2e_safe_havens', name: 'E2E Safe Havens', tickers: 'GLD,SPY,TLT', timeFrame: 90, offsetDays: 0 },
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await card(page, 'E2E Safe Havens').getByRole('button', { name: 'Remove SPY' }).click();
  await expect(card(page, 'E2E Safe Havens')).toHaveAttribute('data-id', 'GLD,TLTe2e_safe_havens');
  await card(page, 'E2E Safe Havens').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete correlation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('custom-correlation')).toHaveCount(0);
  await expect(page.getByText('You have no custom correlations yet.')).toBeVisible();
});
