import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn, signOut } from './support/session';
import { CHARTING_SCRIPTS } from '../../product/chartingScripts';

/**
 * Issue 27 (plugins/scriptsApi, server/charting): a TradingView request with all 13 scripts and a
 * Sierra request with its three fixed ones (sent as POST /api/requestChartingAppAccess), then an
 * admin grants the request on tradingviewadmin and the member gets the mail.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

async function requestFor(page: Page, platform: 'TradingView' | 'Sierra', username: string): Promise<Record<string, unknown>> {
  await page.goto('/extras/scripts');
  await expect(page.getByTestId('charting-script')).toHaveCount(CHARTING_SCRIPTS.length);
  await page.getByLabel('Platform').selectOption(platform);
  await page.getByLabel(/Username or account number/).fill(username);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/requestChartingAppAccess'));
  const button = page.getByRole('button', { name: 'Request access' });
  await button.click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(page.getByRole('status').filter({ hasText: 'Your request was sent' })).toBeVisible();
  await expect(button).toBeDisabled();
  return body;
}

test('TradingView with all scripts, Sierra with the three fixed ones; an admin grants and the member gets the mail', async ({ page }) => {
  await signIn(page, 'demoelite');
  await page.goto('/extras/scripts');
  const boxes = page.locator('input[name="script"]');
  await expect(boxes).toHaveCount(13);
  for (const box of await boxes.all()) await expect(box).toBeChecked();

  const tv = await requestFor(page, 'TradingView', 'elite_tv');
  expect(tv).toEqual({ chartingAppUsername: 'elite_tv', chartingAppName: 'TradingView', chartingAppScripts: CHARTING_SCRIPTS.map((s) => s.id) });

  await page.goto('/extras/scripts');
  await page.getByLabel('Platform').selectOption('Sierra');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) {
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
  }
  // Prefilled from the profile (the last request's username).
  await expect(page.getByLabel(/Username or account number/)).toHaveValue('elite_tv');
  const sierra = await requestFor(page, 'Sierra', '424242');
  expect(sierra).toEqual({ chartingAppUsername: '424242', chartingAppName: 'Sierra', chartingAppScripts: ['MFR_RANGE', 'MFR_TREND', 'VAIDOTAS_MOMENTUM_SCORE'] });
  await signOut(page);

  await signIn(page, 'demoadmin');
  await page.goto('/dashboard/tradingviewadmin');
  const row = page.getByTestId('charting-request').filter({ hasText: 'demoelite' }).filter({ hasText: '424242' });
  await expect(row).toContainText('Sierra');
  await row.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByRole('status')).toContainText('To do by hand on the platform: Add 424242 on Sierra');
  const outbox = await page.request.get('/api/dev/outbox', { headers: { authorization: await authorizationOf(page) } });
  expect(outbox.status()).toBe(200);
  expect(JSON.stringify(await outbox.json())).toContain('Your Sierra script access is granted');
});

test('a Premium member without access sees the scripts preview', async ({ page }) => {
  await signIn(page, 'demopremium');
  await page.goto('/extras/scripts');
  await expect(page.getByTestId('scripts-preview')).toContainText('upgrade to Elite or raise the ticker allowance');
  await page.goto('/extras/scriptsPreview');
  await expect(page.getByTestId('scripts-preview')).toContainText('within 48 h');
});
