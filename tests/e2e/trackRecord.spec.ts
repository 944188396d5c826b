import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';
import type { TrackRecordAnswer } from '../../contracts';

/**
 * Issue 21 scope 7 (plugins/trackRecord): the track record page, reached from the sidebar's data
 * group, shows the ranges' coverage rows by asset class and quarter against the nominal 80 % and
 * the ratings' forward returns, as the server computed them after the snapshot.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('the track record: coverage rows by asset class and quarter, and the ratings', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'demofree');
  await nav(page).getByRole('link', { name: 'Track record', exact: true }).click();
  await expect(page).toHaveURL(/\/data\/calibration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Track record' })).toBeVisible();
  // The server computes in the background after the snapshot; the page asks again while it answers 503.
  const short = page.getByTestId('widget-coverage-shortTerm');
  await expect(short).toBeVisible({ timeout: 120_000 });

  const res = await page.request.get('/api/reporting/trackRecord', { headers: { authorization: await authorizationOf(page) } });
  expect(res.status()).toBe(200);
  const answer = (await res.json()) as TrackRecordAnswer;
  const range = answer.ranges[0]!;
  expect(range.byAssetClass.length).toBeGreaterThan(3);

  const [byClass, byPeriod] = [short.getByTestId('coverage-table').nth(0), short.getByTestId('coverage-table').nth(1)];
  await expect(byClass.locator('tbody tr')).toHaveCount(range.byAssetClass.length);
  await expect(byPeriod.locator('tbody tr')).toHaveCount(range.byPeriod.length);
  const stock = byClass.locator('tr[data-key="stock"]');
  await expect(stock.getByRole('rowheader')).toHaveText('Stocks');
  const stockRow = range.byAssetClass.find((r) => r.key === 'stock')!;
  await expect(stock.getByRole('cell').nth(1)).toHaveText(`${(stockRow.inside! * 100).toFixed(1)}%`);
  await expect(stock.getByRole('cell').nth(2)).toHaveText('80%');
  await expect(page.getByTestId('coverage-shortTerm-overall')).toContainText('(nominal 80%)');
  await expect(page.getByTestId('widget-coverage-longTerm').getByTestId('coverage-table').first().locator('tbody tr')).toHaveCount(answer.ranges[1]!.byAssetClass.length);
  await expect(page.getByTestId('widget-ratings-trend').locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('widget-ratings-momentum').locator('tbody tr')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
});
