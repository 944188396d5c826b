import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';
import type { CftcAnswer, CftcStatistics } from '../../contracts';

/**
 * Issue 22 scope 4 (plugins/correlations): /data/cftc. The table's groups and columns, every value
 * with two decimals and negatives in brackets, z-scores green above 2 and red below −2 (checked
 * cell by cell against GET /api/reporting/cftc), a chart per row, and the Excel export.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
waitForMarketBeforeAll();

function shown(value: number | null): string {
  if (value === null) return '–';
  const text = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return value < 0 && text !== '0.00' ? `(${text})` : text;
}

async function answer(page: Page): Promise<CftcAnswer> {
  const res = await page.request.get('/api/reporting/cftc', { headers: { authorization: await authorizationOf(page) } });
  expect(res.status()).toBe(200);
  return (await res.json()) as CftcAnswer;
}

test('the CFTC table: groups, brackets, z-score colours, charts and export', async ({ page }) => {
  await signIn(page, 'demofree');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'CFTC' }).click();
  await expect(page).toHaveURL(/\/data\/cftc$/);
  const table = page.getByTestId('cftc-table');
  await expect(table).toBeVisible();
  await expect(table.locator('.cftc-group th')).toHaveText(['Equities', 'Rates', 'Currencies', 'Commodities']);
  await expect(table.locator('thead th')).toHaveText(['Metric', 'Latest', 'WOW Chg', '1M Ave', '3M Ave', '6M Ave', '1Y Ave', '2-year Max', '2-year Min', 'Z-score 1Y', 'Z-score 2Y', 'Chart']);

  const data = await answer(page);
  expect(Object.keys(data)).toHaveLength(25);
  let negatives = 0;
  let coloured = 0;
  for (const entry of Object.values(data)) {
    const row = page.getByTestId(`cftc-row-${entry.ticker}`);
    const s: CftcStatistics = entry.statistics;
    await expect(row.locator('[data-key="latest"]')).toHaveText(shown(s.latest === null ? null : s.latest / 1000));
    await expect(row.locator('[data-key="wowChange"]')).toHaveText(shown(s.wowChange === null ? null : s.wowChange / 1000));
    if ((s.latest ?? 0) < 0) negatives++;
    for (const key of ['zScore1Y', 'zScore2Y'] as const) {
      const z = s[key];
      const cell = row.locator(`[data-key="${key}"]`);
      await expect(cell).toHaveText(shown(z));
      const tone = z !== null && z > 2 ? 'high' : z !== null && z < -2 ? 'low' : null;
      if (tone) {
        coloured++;
        await expect(cell).toHaveAttribute('data-tone', tone);
        await expect(cell).toHaveCSS('color', tone === 'high' ? 'rgb(34, 197, 94)' : 'rgb(239, 68, 68)');
      } else {
        await expect(cell).not.toHaveAttribute('data-tone', /.*/);
      }
    }
  }
  // The simulated positioning holds short markets; brackets are checked on them above.
  expect(negatives).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'z-scores beyond ±2', description: String(coloured) });
  await expect(table.locator('td.cftc-num').filter({ hasText: /^\(/ }).first()).toHaveText(/^\([\d,]+\.\d{2}\)$/);

  const es = page.getByTestId('cftc-row-es');
  await es.getByRole('button', { name: /Chart/ }).click();
  await expect(page.getByTestId('cftc-chart-es').locator('.main-svg').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^export-\d{8}-\d{6}\.(xlsx|csv)$/);
});
