import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';
import type { QuantRunAnswer, UserBalance } from '../../contracts';
import { QUANT_STUDIO_RULES } from '../../product/quantStudioRules';

/**
 * Issue 23 scope 5 (plugins/quantStudio): an Elite member reaches Quant-Studio from the sidebar,
 * sees the run's token cost, runs two strategies (the balance goes down by the cost each time),
 * sees the server's statistics, charts and trades, saves both runs, compares them side by side
 * and deletes one.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

waitForMarketBeforeAll();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function tokens(page: Page): Promise<number> {
  const res = await page.request.get('/api/userBalance', { headers: { authorization: await authorizationOf(page) } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as UserBalance).tokenBalance;
}

async function runAndSave(page: Page, name: string): Promise<QuantRunAnswer> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/quant-studio/run') && r.request().method() === 'POST');
  await page.getByTestId('quant-run').click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as QuantRunAnswer;
  await expect(page.getByTestId('quant-result')).toBeVisible();
  await page.getByTestId('quant-save').click();
  const dialog = page.getByRole('dialog', { name: 'Save run' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('quant-saved-note')).toHaveText(`Saved as "${name}".`);
  return answer;
}

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);

test('a Quant-Studio run saved and compared', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'demoelite');
  await nav(page).getByRole('link', { name: 'Quant-Studio', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/quant-studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quant-Studio' })).toBeVisible();
  await expect(page.getByTestId('quant-cost')).toContainText(`This run costs ${QUANT_STUDIO_RULES.runTokenCost} token`);

  const before = await tokens(page);
  await page.getByTestId('quant-tickers').fill('spy, qqq, iwm, gld');
  const first = await runAndSave(page, 'Trend ETFs');
  expect(first.result.request.tickers).toEqual(['SPY', 'QQQ', 'IWM', 'GLD']);
  expect(await tokens(page)).toBe(before - QUANT_STUDIO_RULES.runTokenCost);
  // The statistics are the server's, shown as they were answered.
  const stats = page.getByTestId('quant-stats');
  await expect(stats.locator('tr[data-stat="cagr"] td').first()).toHaveText(pct(first.result.statistics.cagr));
  await expect(stats.locator('tr[data-stat="maxDrawdown"] td').first()).toHaveText(pct(first.result.statistics.maxDrawdown));
  await expect(stats.locator('tr[data-stat="maxDrawdown"] td').nth(1)).toHaveText(pct(first.result.benchmarkStatistics.maxDrawdown));
  await expect(page.getByTestId('quant-equity-chart')).toBeVisible();
  await expect(page.getByTestId('quant-drawdown-chart')).toBeVisible();
  if (first.result.tradeCount > 0) await expect(page.getByTestId('quant-trades').locator('tbody tr').first()).toBeVisible();

  await page.getByTestId('quant-strategy').selectOption('rangeReversion');
  await expect(page.getByTestId('quant-param-buyBelowPosition')).toHaveValue('20');
  await page.getByTestId('quant-param-buyBelowPosition').fill('30');
  await page.getByTestId('quant-param-longTermRange').check();
  const second = await runAndSave(page, 'Range ETFs');
  expect(second.result.request.parameters).toEqual({ buyBelowPosition: 30, sellAbovePosition: 80, longTermRange: 1 });
  expect(await tokens(page)).toBe(before - 2 * QUANT_STUDIO_RULES.runTokenCost);

  const saved = page.getByTestId('quant-saved');
  await expect(saved.getByTestId('quant-saved-run')).toHaveCount(2);
  await saved.getByRole('checkbox', { name: 'Select Trend ETFs for comparison' }).check();
  await saved.getByRole('checkbox', { name: 'Select Range ETFs for comparison' }).check();
  await page.getByTestId('quant-compare').click();
  const compare = page.getByTestId('quant-compare-view');
  await expect(compare).toBeVisible();
  const table = compare.getByTestId('quant-compare-stats');
  await expect(table.getByRole('columnheader')).toHaveText(['Statistic', 'Trend ETFs', 'Range ETFs']);
  await expect(table.locator('tr[data-stat="sharpe"] td').nth(0)).toHaveText(first.result.statistics.sharpe === null ? '–' : first.result.statistics.sharpe.toFixed(2));
  await expect(table.locator('tr[data-stat="sharpe"] td').nth(1)).toHaveText(second.result.statistics.sharpe === null ? '–' : second.result.statistics.sharpe.toFixed(2));
  await expect(compare.getByTestId('quant-compare-equity')).toBeVisible();
  await expect(compare.getByTestId('quant-compare-equity').locator('.scatterlayer .trace')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  await saved.getByRole('button', { name: 'Delete Range ETFs' }).click();
  await page.getByTestId('quant-delete-confirm').click();
  await expect(saved.getByTestId('quant-saved-run')).toHaveCount(1);
  await expect(compare).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('quant-saved').getByTestId('quant-saved-run')).toHaveCount(1);
  await expect(page.getByTestId('quant-saved')).toContainText('Trend ETFs');
});

test('Quant-Studio is a teaser for members without Elite', async ({ page }) => {
  await signIn(page, 'demopremium');
  await page.goto('/dashboard/quant-studio');
  await expect(page.getByTestId('quant-studio-teaser')).toBeVisible();
  await expect(page.getByTestId('quant-studio-teaser')).toContainText(`A run costs ${QUANT_STUDIO_RULES.runTokenCost} token.`);
});
