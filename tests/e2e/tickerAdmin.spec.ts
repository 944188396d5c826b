import { expect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { sidebar } from './support/billing';
import { waitForMarketBeforeAll } from './support/market';
import { eodCsv } from '../api/support/eodCsv';

/**
 * Issue 28 scope 7, the ticker admin: an admin adds a ticker from an EOD CSV uploaded in the
 * browser; a member reports a ticker with bad data and an admin resolves it; an admin confirms a
 * suspected split (seeded by uploading a file with an unadjusted 2:1 split, which the detector
 * queues after the snapshot) and the stored history is adjusted.
 */
waitForMarketBeforeAll();

/** The last weekday before today (UTC): the uploaded histories end there. */
function lastWeekday(): string {
  const d = new Date();
  do d.setUTCDate(d.getUTCDate() - 1); while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

const suffix = (): string => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 4).toUpperCase();

async function uploadCsv(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('End-of-day CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Upload and import' }).click();
}

/** The row of an uploaded ticker in the data-source table, once the snapshot serves it. */
async function servedRow(page: Page, ticker: string) {
  const row = page.getByTestId('imported-tickers').locator(`tr[data-ticker="${ticker}"]`);
  await expect(row).toHaveAttribute('data-served', 'true', { timeout: 170_000 });
  return row;
}

test('an admin uploads an EOD CSV and the ticker appears', async ({ page }) => {
  test.setTimeout(240_000);
  const ticker = `NEW${suffix()}`;
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Add new Tickers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickerAddAdmin$/);

  // A bad file is refused with its line and reason.
  const bad = eodCsv({ bars: 40, end: lastWeekday() }).split('\n');
  bad[3] = bad[3]!.replace(/,(\d+)$/, ',lots');
  await uploadCsv(page, `${ticker}.csv`, bad.join('\n'));
  await expect(page.getByTestId('upload-refused')).toContainText(`Nothing was imported. ${ticker}.csv:4:`);

  await uploadCsv(page, `${ticker}.csv`, eodCsv({ bars: 300, end: lastWeekday() }));
  await expect(page.getByTestId('upload-result')).toContainText(`Successful: 300 row(s) of ${ticker} imported from ${ticker}.csv`);
  await expect(page.getByTestId('upload-result')).toContainText(`${ticker}: 300 bars`);
  const row = await servedRow(page, ticker);
  await expect(row).toContainText('Imported end-of-day data');
  await row.getByRole('link', { name: ticker }).click();
  await expect(page.getByTestId('detail-ticker')).toHaveText(ticker);
  // The detail page names the data as end-of-day data with the date of its last close.
  await expect(page.getByTestId('detail-source')).toContainText('End-of-day data');
});

test('a member reports a broken ticker and an admin resolves it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'demopremium');
  await page.goto('/dashboard/detail/QQQ');
  await expect(page.getByTestId('detail-ticker')).toHaveText('QQQ', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Report bad data' }).click();
  await page.getByLabel('What looks wrong? (optional)').fill('The close looks ten times too high');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('report-bad-data').getByRole('status')).toHaveText('Thank you. Your report about QQQ was sent to our data team.');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demoadmin');
  await sidebar(admin).getByRole('link', { name: 'Add new Tickers' }).click();
  const report = admin.getByTestId('report-table').locator('tr[data-ticker="QQQ"]').filter({ hasText: 'demopremium' });
  await expect(report).toContainText('The close looks ten times too high');
  await report.getByLabel('Note (optional)').fill('Checked against the exchange: correct');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByTestId('admin-outcome')).toHaveText('Successful: the report about QQQ is resolved.');
  await expect(report).toHaveCount(0);
  await admin.getByLabel('Show').selectOption('resolved');
  await expect(admin.getByTestId('report-table').locator('tr[data-ticker="QQQ"]')).toContainText('demoadmin');
  await expect(admin.getByTestId('report-table').locator('tr[data-ticker="QQQ"]')).toContainText('Checked against the exchange: correct');
  await adminContext.close();
});

test('an admin confirms a suspected split and the history is adjusted', async ({ page }) => {
  test.setTimeout(420_000);
  const ticker = `SPL${suffix()}`;
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Add new Tickers' }).click();
  // A history with an unadjusted 2:1 split ten sessions before its end: the detector queues it.
  await uploadCsv(page, `${ticker}.csv`, eodCsv({ bars: 300, splitAt: 290, ratio: 2, end: lastWeekday(), seed: 5 }));
  await expect(page.getByTestId('upload-result')).toContainText(`${ticker}: 300 bars`);
  await servedRow(page, ticker);

  const authorization = await authorizationOf(page);
  const firstClose = async (): Promise<number> => {
    const res = await page.request.get(`/api/asset/candles/${ticker}?days=800`, { headers: { authorization } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { payload: { candles: { close: number }[] } }).payload.candles[0]!.close;
  };
  const before = await firstClose();

  await sidebar(page).getByRole('link', { name: 'Asset Actions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/assetActions$/);
  const split = page.getByTestId('split-table').locator(`tr[data-ticker="${ticker}"]`);
  await expect(async () => {
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(split).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(split).toContainText('2:1');
  await split.getByRole('button', { name: 'Confirm split' }).click();
  await expect(page.getByTestId('admin-outcome')).toContainText(`Successful: 290 bar(s) of ${ticker} before`);
  await expect(split).toHaveCount(0);

  // The stored history is adjusted and served from the next snapshot on.
  await expect.poll(firstClose, { timeout: 170_000, intervals: [2000] }).toBeCloseTo(before / 2, 3);
  await page.getByLabel('Show').selectOption('confirmed');
  await expect(page.getByTestId('split-table').locator(`tr[data-ticker="${ticker}"]`)).toContainText('demoadmin');
});
