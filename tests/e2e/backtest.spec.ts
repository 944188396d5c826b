import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';
import type { BacktestEntry } from '../../contracts';

/**
 * Issue 23 scope 4 (plugins/backtest): the backtest page is DEV_ONLY. An admin reaches it from the
 * sidebar, switches the model portfolios' pill tabs, sees the allocation pies, the equity chart with
 * the trade markers and the drawdown chart, and opens an asset's detail page; a member has neither
 * the sidebar entry nor the page nor the call.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an admin switches the model portfolios and sees their charts, then opens an asset', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'demoadmin');
  await nav(page).getByRole('link', { name: 'Backtests', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/backtest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backtests' })).toBeVisible();
  // The server computes the model portfolios after the snapshot; the page waits while it answers 503.
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible({ timeout: 150_000 });

  const res = await page.request.get('/api/getBacktests', { headers: { authorization: await authorizationOf(page) } });
  expect(res.status()).toBe(200);
  const entries = ((await res.json()) as BacktestEntry[]).filter((e) => e.timeHorizon === 400);
  await expect(tabs).toHaveCount(entries.length);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  for (const id of ['backtest-allocation', 'backtest-equity', 'backtest-drawdown']) {
    await expect(page.getByTestId(id).locator('.main-svg').first()).toBeVisible({ timeout: 60_000 });
  }
  // The equity chart: three lines and two marker series (one marker per day, coloured by the day's trades).
  await expect(page.getByTestId('backtest-equity').locator('.scatterlayer .trace')).toHaveCount(5);
  await expect(page.getByTestId('backtest-equity').locator('.scatterlayer .trace').nth(3).locator('path.point')).toHaveCount(entries[0]!.backtest.date.length);
  await expect(page.getByTestId('backtest-allocation').locator('.pielayer .trace')).toHaveCount(2);
  await expect(page.getByTestId('backtest-trade-legend')).toContainText('Bought and sold');

  const second = entries[1]!;
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`portfolio=${second.portfolio}`));
  const assets = page.getByTestId('backtest-assets').getByRole('link');
  await expect(assets).toHaveText(second.assets);
  const last = second.backtest.simulationMoneyDiff.at(-1)! / 10_000;
  await expect(page.getByTestId('backtest-results')).toContainText(`strategy ${last.toFixed(2)}%`);
  expect(await seriousViolations(page)).toEqual([]);

  await assets.first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${second.assets[0]}/backtest$`));
});

test('a member has no backtest entry, page or call', async ({ page }) => {
  await signIn(page, 'demoelite');
  await expect(nav(page)).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Backtests', exact: true })).toHaveCount(0);
  const res = await page.request.get('/api/getBacktests', { headers: { authorization: await authorizationOf(page) } });
  expect(res.status()).toBe(403);
  await page.goto('/dashboard/backtest');
  await expect(page.getByTestId('backtest-screen')).toHaveCount(0);
});
