import { expect, test } from '@playwright/test';
import { signIn } from './support/session';
import { sidebar } from './support/billing';

/**
 * Issue 28 scope 4: an admin recomputes the market snapshot from the cache admin screen and sees
 * its progress until the new version is published; in the search admin screen they find a user by
 * e-mail and an instrument by ticker with its data source.
 */
test('an admin runs a snapshot refresh and sees its progress finish', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Cache Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cacheAdmin$/);
  await expect(page.getByRole('heading', { name: 'Cache Admin', level: 1 })).toBeVisible();
  const facts = page.getByTestId('snapshot-facts');
  // The first snapshot computes in the background after the start: wait for it.
  await expect(facts).toHaveAttribute('data-running', 'false', { timeout: 180_000 });
  await expect(page.getByTestId('cache-table').locator('tr[data-cache="marketSnapshot"]')).toBeVisible();
  const before = Number(await facts.getAttribute('data-version'));

  await page.getByRole('button', { name: 'Recompute the snapshot now' }).click();
  await expect(page.getByTestId('admin-outcome')).toHaveText('Successful: the market snapshot is being recomputed.');
  const progress = page.getByTestId('refresh-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(/instruments computed|starting/);
  await expect(page.getByTestId('refresh-finished')).toContainText(`Done: snapshot version ${before + 1}`, { timeout: 180_000 });
  await expect(progress).toHaveCount(0);
  await expect(facts).toHaveAttribute('data-version', String(before + 1));
});

test('an admin finds a user and an instrument in search admin', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Search Admin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/searchAdmin$/);

  const users = page.getByTestId('user-search');
  await users.getByLabel('User').fill('demopremium@example.com');
  await users.getByRole('button', { name: 'Search' }).click();
  const user = users.locator('tr[data-username="demopremium"]');
  await expect(user).toContainText('demopremium@example.com');
  await expect(user).toContainText('e-mail');

  const instruments = page.getByTestId('instrument-search');
  await instruments.getByLabel('Instrument').fill('spy');
  await instruments.getByRole('button', { name: 'Search' }).click();
  const spy = instruments.locator('tr[data-ticker="SPY"]');
  await expect(spy.getByTestId('data-source')).toHaveText('Demo data');
  await expect(instruments.locator('tbody tr').first()).toHaveAttribute('data-ticker', 'SPY');

  // The username opens the user admin with that user loaded.
  await user.getByRole('link', { name: 'demopremium' }).click();
  await expect(page).toHaveURL(/\/dashboard\/useradmin\?user=demopremium$/);
  await expect(page.getByRole('heading', { level: 2, name: /demopremium/ })).toBeVisible();
});
