import { expect as baseExpect, test } from '@playwright/test';
import { signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 27 (plugins/scriptsApi, server/publicApi): an Elite member creates an API token on
 * /extras/api, copies it (shown once), calls the API from the page's example and revokes it,
 * after which the same call answers 401; a Premium member without the add-on sees the preview.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
waitForMarketBeforeAll();

test('an Elite member creates a token, copies it once, calls the API and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'demoelite');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/extras\/api$/);
  const name = `E2E ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Generate token' }).click();
  const secret = page.getByTestId('new-token');
  await expect(secret).toHaveText(/^rs_[A-Za-z0-9_-]{43}$/);
  const token = (await secret.textContent())!;
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  const row = page.getByTestId('api-token-row').filter({ hasText: name });
  await expect(row).toContainText('active');
  await expect(page.getByTestId('api-tokens')).not.toContainText(token);

  // The example call, sent with the new token alone.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('example-answer')).toContainText('"ticker": "SPY"');
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secret).toHaveCount(0);
  await expect(page.getByTestId('sample-python')).toContainText('import requests');
  await expect(page.getByTestId('api-reference')).toContainText('/api/v2/asset/{ticker}');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  const after = await page.request.get('/api/v2/asset/SPY', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect((await after.json()) as { code: string }).toMatchObject({ code: 'API_TOKEN_REVOKED' });
});

test('a Premium member without the add-on sees the API preview', async ({ page }) => {
  await signIn(page, 'demopremium');
  await page.goto('/extras/api');
  const preview = page.getByTestId('api-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Included in the plans Premium, Professional, Elite.');
  await expect(preview).toContainText('ticker add-on of at least 100 tickers');
  await page.goto('/extras/apiPreview');
  await expect(page.getByTestId('api-preview')).toBeVisible();
});
