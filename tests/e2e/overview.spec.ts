import { expect as baseExpect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 21 scopes 2 and 3 (plugins/overview, plugins/volatility): the asset overview's nine groups,
 * their export and the user's own asset groups (created and deleted in the screen); the volatility
 * page; the detail page's volatility button for a free member (the premium-needed dialog).
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the asset overview: nine groups with momentum and trend, the export, a ticker to its market overview', async ({ page }) => {
  await signIn(page, 'demofree');
  await nav(page).getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page).toHaveURL(/\/data\/overview$/);
  const groups = page.getByTestId('overview-groups');
  await expect(groups.getByRole('heading', { level: 2 })).toHaveText(['Main markets', 'Commodities', 'Sector ETFs', 'Bonds', 'Currencies', 'Volatility', 'Stocks', 'Factor ETFs', 'Crypto']);
  // The icons match the server's answer row by row.
  const answer = await (await page.request.get('/api/overview/groups', { headers: { authorization: await authorizationOf(page) } })).json() as { groups: { id: string; rows: { ticker: string; trend: string | null; momentum: string | null }[] }[] };
  const main = page.getByTestId('widget-group-mainMarkets');
  const mainRows = answer.groups[0]!.rows;
  await expect(main.locator('tbody tr')).toHaveCount(mainRows.length);
  const spyRow = main.locator('tr[data-ticker="SPY"]');
  await expect(spyRow.locator('.rs-signal')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export format' });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Excel', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^export-\d{8}-\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['Ticker', 'Momentum', 'Trend']);
  const unique = new Set(answer.groups.flatMap((g) => g.rows.map((r) => r.ticker)));
  expect(rows.length - 1).toBe(unique.size);
  expect(rows[1]![0]).toBe(mainRows[0]!.ticker);

  await spyRow.getByRole('link', { name: 'SPY' }).click();
  await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/marketOverview$/);
});

test('the user\'s own asset groups: created, renamed and deleted in the screen; an unknown ticker is named', async ({ page }) => {
  await signIn(page, 'demopremium');
  await page.goto('/data/overview');
  await page.getByTestId('overview-view-mine').click();
  const form = page.getByTestId('asset-group-form');
  await form.getByLabel('Title').fill('E2E energy');
  await form.getByLabel('Tickers (comma-separated)').fill('xle, uso nope9z');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByTestId('asset-group-problem')).toHaveText('Unknown tickers: NOPE9Z');
  await expect(page.locator('[data-testid=asset-group][data-title="E2E energy"]')).toHaveCount(0);

  await form.getByLabel('Tickers (comma-separated)').fill('xle, uso, xle');
  await form.getByRole('button', { name: 'Create group' }).click();
  const group = page.locator('[data-testid=asset-group][data-title="E2E energy"]');
  await expect(group.getByRole('link')).toHaveText(['XLE', 'USO']);
  expect(await seriousViolations(page)).toEqual([]);

  await group.getByRole('button', { name: 'Rename E2E energy' }).click();
  await page.getByLabel('New title').fill('E2E oil');
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator('[data-testid=asset-group][data-title="E2E oil"]');
  await expect(renamed).toBeVisible();
  // Still there after a reload (the server's list).
  await page.reload();
  await page.getByTestId('overview-view-mine').click();
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Delete E2E oil' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(renamed).toHaveCount(0);
  await page.reload();
  await page.getByTestId('overview-view-mine').click();
  await expect(page.getByTestId('my-asset-groups')).toBeVisible();
  await expect(page.locator('[data-testid=asset-group][data-title="E2E oil"]')).toHaveCount(0);
});

test('the volatility page (from the detail page\'s button): six groups of six with realised and implied volatility and a chart each', async ({ page }) => {
  await signIn(page, 'demopremium');
  // The detail page's go-to button leads a premium member here.
  await page.goto('/dashboard/detail/SPY/overview');
  await page.getByTestId('detail-volatility').getByRole('link', { name: 'Volatility view' }).click();
  await expect(page).toHaveURL(/\/data\/volatility$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Indices', 'Sectors', 'Rates', 'Commodities', 'FX', 'Crypto']);
  const indices = page.getByTestId('widget-vol-indices');
  await expect(indices.getByRole('columnheader')).toHaveText(['Ticker', 'RV 20d', 'RV 60d', 'IV', 'IV premium', 'IV rank', 'IV percentile']);
  await expect(indices.locator('tbody tr')).toHaveCount(6);
  await expect(indices.locator('tr[data-ticker="SPY"] td').first()).toHaveText(/^\d+\.\d{2}%$/);
  await expect(page.getByTestId('vol-chart-indices').locator('.main-svg').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the detail page\'s volatility button: the premium-needed dialog for a free member, leading to the plans; the teaser', async ({ page }) => {
  await signIn(page, 'demofree');
  await page.goto('/dashboard/detail/SPY/overview');
  await page.getByTestId('detail-volatility').getByRole('button', { name: 'Volatility view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Premium needed' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /upgrade|plans/i }).click();
  await expect(page).toHaveURL(/\/join\/subscriptions/);
  // The sidebar leads a free member to the teaser.
  await page.goto('/data/volatility');
  await expect(page.getByTestId('volatility-teaser')).toBeVisible();
});
