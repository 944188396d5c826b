import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 21 scope 6 (plugins/methodology, the "ⓘ" links of engine/list InfoLink): a methodology page
 * opened from a ticker table's column header and from a detail card shows the formula, the
 * methodology version and the as-of date of the data the number on screen came from.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, { headers: { authorization: await authorizationOf(page) }, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The date as the English pages show it: 11/20/2026. */
const usDate = (iso: string): string => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The as-of date of SPY's metrics, as the server sends it with the row. */
async function spyAsOf(page: Page): Promise<string> {
  const row = (await api<{ latestRangeDate: string | null }[]>(page, 'get', '/api/assetData?ticker=SPY&mode=conservative'))[0]!;
  expect(row.latestRangeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return row.latestRangeDate!;
}

test('a methodology page opened from a table column shows the as-of date of that column\'s data', async ({ page }) => {
  await signIn(page, 'demopremium');
  const authorization = await authorizationOf(page);
  for (const body of [{ action: 'init' }, { action: 'clear', wlType: 'DASHBOARD' }, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['SPY'] }]) {
    const res = await page.request.post('/api/watchlist/update', { headers: { authorization }, data: body });
    expect(res.status(), await res.text()).toBe(200);
  }
  const asOf = await spyAsOf(page);
  await page.goto('/dashboard/portfolio');
  const table = page.getByTestId('ticker-table');
  const spy = table.locator('[role=row][data-row-id="SPY"]');
  await expect(spy.locator('[data-key="stRange.upside"]')).toHaveText(/\d/);

  // The header of the upside column: its ⓘ carries the date of the rows' data.
  const header = table.locator('[role=columnheader][data-key="stRange.upside"]');
  const info = header.getByTestId('info-link');
  await expect(info).toHaveAttribute('href', `/help/methodology/upside-downside?asOf=${asOf}`);
  await info.click();

  await expect(page).toHaveURL(new RegExp(`/help/methodology/upside-downside\\?asOf=${asOf}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Methodology: Upside and downside');
  await expect(page.getByTestId('methodology-as-of').locator('time')).toHaveAttribute('datetime', asOf);
  await expect(page.getByTestId('methodology-as-of')).toHaveText(usDate(asOf));
  await expect(page.getByTestId('methodology-version')).toHaveText(/^Methodology version \d+(\.\d+)*$/);
  await expect(page.getByText('upside = (upper / price − 1) × 100', { exact: false })).toBeVisible();

  // Back to the table; a premium column links its own page.
  await page.goBack();
  const ivRank = table.locator('[role=columnheader][data-key="volData.currentIVRank"]');
  await ivRank.scrollIntoViewIfNeeded();
  await expect(ivRank.getByTestId('info-link')).toHaveAttribute('href', `/help/methodology/iv-rank?asOf=${asOf}`);
});

test('a methodology page opened from a detail card shows the ticker, the value and its as-of date', async ({ page }) => {
  await signIn(page, 'demopremium');
  const asOf = await spyAsOf(page);
  await page.goto('/dashboard/detail/SPY/home');
  const card = page.getByTestId('detail-price');
  await expect(page.getByTestId('detail-range-high')).toHaveText(/\d/);
  const high = await page.getByTestId('detail-range-high').textContent();
  const info = card.getByRole('link', { name: 'How “Range high” is computed' });
  await expect(info).toHaveAttribute('href', new RegExp(`^/help/methodology/short-range\\?asOf=${asOf}&ticker=SPY&value=`));
  await info.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Methodology: Short-term range');
  await expect(page.getByTestId('methodology-ticker')).toHaveText('SPY');
  await expect(page.getByTestId('methodology-value')).toHaveText(high ?? '');
  await expect(page.getByTestId('methodology-as-of')).toHaveText(usDate(asOf));
});
