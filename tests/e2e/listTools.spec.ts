import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Download, type Page, type TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { pdfText } from './support/downloads';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 6 part 5 (plugins/listTools): the batch import at /dashboard/list-import, the exports
 * (Excel, PDF, CSV, every list, the Data Loading popup, a failed export) and the display settings.
 * Downloaded files are opened: .xlsx with ExcelJS, .pdf with PDF.js, .csv with csv-parse.
 */

/** The server computes market snapshots on worker threads meanwhile: allow slow answers. */
const expect = baseExpect.configure({ timeout: 15_000 });

const IV_LABELS = ['IV premium', 'IV rank', 'IV percentile'];
const FILE_NAME = /^export-\d{8}-\d{6}\.(csv|xlsx|pdf)$/;

/** The first market snapshot is computed in the background after the server starts. */
waitForMarketBeforeAll();

async function api(request: APIRequestContext, authorization: string, path: string, data?: unknown): Promise<Record<string, unknown>> {
  const res = data === undefined ? await request.get(path, { headers: { authorization } }) : await request.post(path, { headers: { authorization }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function userData(request: APIRequestContext, authorization: string): Promise<{ settings: Record<string, unknown>; dashboardList: { includedTicker: string[] }; rawUserData: { tickersInLastMonth: number; tickersPerMonth: number } }> {
  return (await api(request, authorization, '/api/userData')) as unknown as Awaited<ReturnType<typeof userData>>;
}

const DEFAULTS = { activeColumns: null, fullLengthTables: false, rangePosAsPercent: true, csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS', language: 'en' };

/** Signs in, sets the portfolio and the settings, and answers the Authorization header. */
async function prepare(page: Page, username: string, portfolio: string[], settings: Record<string, unknown> = {}): Promise<string> {
  await signIn(page, username);
  const authorization = await authorizationOf(page);
  await api(page.request, authorization, '/api/userData', { dashboardList: portfolio, settings: { ...DEFAULTS, ...settings } });
  return authorization;
}

/** Creates a watchlist (or, when it exists, leaves it) through the list store. */
async function ensureWatchlist(request: APIRequestContext, authorization: string, name: string, tickers: string[]): Promise<void> {
  const res = await request.post('/api/watchlist/update', { headers: { authorization }, data: { action: 'add', wlType: 'GENERAL', name, includedTicker: tickers } });
  expect([200, 400]).toContain(res.status());
}

/** Opens the import page; unless told not to, waits until the chosen list's table has loaded. */
async function openImport(page: Page, waitForList = true): Promise<void> {
  await page.goto('/dashboard/list-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch import tickers' })).toBeVisible({ timeout: 20_000 });
  if (waitForList) await expect(page.getByText('Loading the list…')).toHaveCount(0, { timeout: 20_000 });
}

/** Export → format popup → the format; answers the download. */
async function exportAs(page: Page, trigger: string, format: 'Excel' | 'PDF'): Promise<Download> {
  await page.getByRole('button', { name: trigger, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export format' });
  await expect(dialog).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: format, exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(FILE_NAME);
  await expect(page.getByTestId('export-overlay')).toBeHidden();
  return download;
}

async function readXlsx(download: Download): Promise<{ sheet: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet: sheet.name, rows };
}

async function readCsv(download: Download, delimiter: string): Promise<string[][]> {
  return parse(await readFile(await download.path(), 'utf8'), { delimiter, bom: true, relax_column_count: false }) as string[][];
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('batch import into the portfolio: the messages, upper-casing, pasted lines, ISINs and the New tickers added dialog', async ({ page }, testInfo) => {
  const authorization = await prepare(page, 'demopremium', []);
  await ensureWatchlist(page.request, authorization, 'E2E TECH', ['MSFT']);
  const before = (await userData(page.request, authorization)).rawUserData.tickersInLastMonth;
  const jpm = ((await api(page.request, authorization, '/api/searchTicker?search=JPM&limit=1')) as unknown as { ticker: string; isin: string }[])[0]!;
  expect(jpm.ticker).toBe('JPM');

  await openImport(page);
  const target = page.getByLabel('Add to');
  const tickers = page.getByLabel('Tickers', { exact: true });
  const submit = page.getByRole('button', { name: 'Import tickers' });
  await expect(page.getByText(/uses one EOD request \(\d+ left this month\)/)).toBeVisible();

  // An empty list, a new watchlist without a name, a name that exists already.
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter tickers to import.');
  await target.selectOption({ label: 'New watchlist' });
  await tickers.fill('aapl');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a name for the new watchlist.');
  await page.getByLabel('Name of the new watchlist').fill('e2e tech');
  await expect(page.getByLabel('Name of the new watchlist')).toHaveValue('E2E TECH');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('A watchlist with this name already exists.');
  await screenshot(page, testInfo, 'import-duplicate-name');

  // Into the portfolio: typed text is upper-cased, pasted line breaks become commas, blur tidies.
  await target.selectOption({ label: 'Portfolio' });
  await tickers.fill('aapl, msft,, aapl,');
  await expect(tickers).toHaveValue('AAPL, MSFT,, AAPL,');
  await tickers.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `nvda\r\nspy\n${jpm.isin.toLowerCase()}\nnosuch1\nbad ticker`);
  await expect(tickers).toHaveValue(`AAPL, MSFT,, AAPL,NVDA,SPY,${jpm.isin},NOSUCH1,BAD TICKER`);
  await page.getByLabel('Add to').focus();
  await expect(tickers).toHaveValue(`AAPL, MSFT, NVDA, SPY, ${jpm.isin}, NOSUCH1, BAD TICKER`);

  await submit.click();
  const done = page.getByRole('dialog', { name: 'New tickers added' });
  await expect(done).toBeVisible();
  await expect(done.getByTestId('import-added')).toHaveText('5 new tickers were added to Portfolio:');
  await expect(done).toContainText('AAPL, MSFT, NVDA, SPY, JPM');
  await expect(done).toContainText('Not found: NOSUCH1');
  await expect(done).toContainText('Not valid tickers: BAD TICKER');
  // SPY is one of the free tickers: four EOD requests.
  await expect(done).toContainText('4 EOD requests were used.');
  await screenshot(page, testInfo, 'import-new-tickers-added');
  expect(await seriousViolations(page)).toEqual([]);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  await expect(tickers).toHaveValue('');

  const after = await userData(page.request, authorization);
  expect(after.dashboardList.includedTicker).toEqual(['AAPL', 'MSFT', 'NVDA', 'SPY', 'JPM']);
  expect(after.rawUserData.tickersInLastMonth).toBe(before + 4);

  // Tickers already in the list are not added twice; into an existing watchlist.
  await tickers.fill('aapl, tsla');
  await submit.click();
  await expect(done.getByTestId('import-added')).toHaveText('1 new ticker was added to Portfolio:');
  await expect(done).toContainText('Already in the list: AAPL');
  await done.getByRole('button', { name: 'OK' }).click();
  await target.selectOption({ label: 'E2E TECH' });
  await tickers.fill('msft, aapl');
  await submit.click();
  await expect(done.getByTestId('import-added')).toHaveText('1 new ticker was added to E2E TECH:');
  await expect(done).toContainText('Already in the list: MSFT');
  await expect(done).toContainText('0 EOD requests were used.');
  await done.getByRole('button', { name: 'OK' }).click();

  // A new watchlist.
  const name = `E2E NEW ${Date.now().toString(36).toUpperCase()}`;
  await target.selectOption({ label: 'New watchlist' });
  await page.getByLabel('Name of the new watchlist').fill(name.toLowerCase());
  await tickers.fill('spy, qqq');
  await submit.click();
  await expect(done.getByTestId('import-added')).toHaveText(`2 new tickers were added to ${name}:`);
  await done.getByRole('button', { name: 'OK' }).click();
  const lists = (await api(page.request, authorization, '/api/watchlist')) as unknown as { regular: { name: string; includedTicker: string[] }[] };
  expect(lists.regular.find((l) => l.name === name)?.includedTicker).toEqual(['SPY', 'QQQ']);
  expect(lists.regular.find((l) => l.name === 'E2E TECH')?.includedTicker).toEqual(['MSFT', 'AAPL']);
  await expect(target.locator('option', { hasText: name })).toHaveCount(1);
});

test("the month's EOD requests do not cover the import: the ticker-limit alert, nothing imported", async ({ page }) => {
  const authorization = await prepare(page, 'demofree', ['SPY']);
  const before = await userData(page.request, authorization);
  const remaining = before.rawUserData.tickersPerMonth - before.rawUserData.tickersInLastMonth;
  expect(remaining).toBeLessThanOrEqual(3);

  await openImport(page);
  await page.getByLabel('Tickers', { exact: true }).fill('aapl, msft, nvda, tsla');
  await page.getByRole('button', { name: 'Import tickers' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByTestId('alert-message')).toHaveText('The maximal amount of tickers is reached. Upgrade your account to add more tickers.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toHaveText("Nothing was imported: this month's EOD ticker requests do not cover the new tickers.");
  await expect(page.getByRole('dialog', { name: 'New tickers added' })).toHaveCount(0);

  const after = await userData(page.request, authorization);
  expect(after.dashboardList.includedTicker).toEqual(['SPY']);
  expect(after.rawUserData.tickersInLastMonth).toBe(before.rawUserData.tickersInLastMonth);
});

test('exports of a small list as .xlsx, .pdf and .csv, and of every list, opened and checked', async ({ page }) => {
  const authorization = await prepare(page, 'demopremium', ['SPY', 'QQQ', 'GLD']);
  await ensureWatchlist(page.request, authorization, 'E2E EXPORT', ['GLD', 'TLT']);
  await openImport(page);
  await expect(page.getByText('Export the list chosen above (Portfolio, 3 tickers) as Excel or PDF.')).toBeVisible();

  // Excel: an .xlsx with the list's name as the sheet, the IV columns for a premium user.
  const xlsx = await readXlsx(await exportAs(page, 'Export', 'Excel'));
  expect(xlsx.sheet).toBe('Portfolio');
  const [headings = [], ...rows] = xlsx.rows;
  expect(headings.slice(0, 3)).toEqual(['Ticker', 'Name', 'Price']);
  expect(headings).toEqual(expect.arrayContaining(IV_LABELS));
  expect(rows.map((r) => r[0]).sort()).toEqual(['GLD', 'QQQ', 'SPY']);
  expect(typeof rows[0]![2]).toBe('number');

  // PDF.
  const pdf = await pdfText(await exportAs(page, 'Export', 'PDF'));
  expect(pdf).toContain('RangeScope export');
  for (const text of ['Ticker', 'IV rank', 'GLD', 'QQQ', 'SPY']) expect(pdf).toContain(text);

  // Excel as CSV (display settings), in the user's separator.
  await api(page.request, authorization, '/api/userData', { settings: { excelExportFormat: 'CSV', csvSeparator: '|' } });
  await openImport(page);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Export format' })).toContainText('Excel exports are written as CSV files (separator: Vertical bar (|))');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const csvDownload = await exportAs(page, 'Export', 'Excel');
  expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readCsv(csvDownload, '|');
  expect(csv[0]).toEqual(expect.arrayContaining(['Ticker', ...IV_LABELS]));
  expect(csv.slice(1).map((r) => r[0]).sort()).toEqual(['GLD', 'QQQ', 'SPY']);

  // Every list: one file, a first column naming the list.
  const every = await readCsv(await exportAs(page, 'Export every list', 'Excel'), '|');
  expect(every[0]!.slice(0, 2)).toEqual(['List', 'Ticker']);
  const pairs = every.slice(1).map((r) => `${r[0]}:${r[1]}`);
  expect(pairs).toEqual(expect.arrayContaining(['Portfolio:GLD', 'Portfolio:QQQ', 'Portfolio:SPY', 'E2E EXPORT:GLD', 'E2E EXPORT:TLT']));
  const everyXlsx = await readXlsx(await (async () => {
    await api(page.request, authorization, '/api/userData', { settings: { excelExportFormat: 'XLS' } });
    await openImport(page);
    return exportAs(page, 'Export every list', 'Excel');
  })());
  expect(everyXlsx.sheet).toBe('All lists');
  expect(everyXlsx.rows[0]!.slice(0, 2)).toEqual(['List', 'Ticker']);
  expect(everyXlsx.rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['Portfolio', 'E2E EXPORT']));
});

test('a non-premium export has no IV P/D, IV Rank and IV Percentile columns', async ({ page }) => {
  await prepare(page, 'demofree', ['SPY', 'QQQ'], { excelExportFormat: 'CSV', csvSeparator: ',' });
  await openImport(page);
  const csv = await readCsv(await exportAs(page, 'Export', 'Excel'), ',');
  expect(csv[0]!.slice(0, 2)).toEqual(['Ticker', 'Name']);
  for (const label of IV_LABELS) expect(csv[0]).not.toContain(label);
  expect(csv.slice(1).map((r) => r[0]).sort()).toEqual(['QQQ', 'SPY']);

  // The portfolio table's own Export: the columns the table shows, none of the PREMIUM ones.
  await page.goto('/dashboard/portfolio');
  const table = page.getByTestId('ticker-table');
  await expect(table.locator('.rs-list__row')).toHaveCount(2, { timeout: 20_000 });
  await expect(table.locator('.tt-state')).toHaveCount(0, { timeout: 20_000 });
  const fromTable = await readCsv(await exportAs(page, 'Export', 'Excel'), ',');
  expect(fromTable[0]!.slice(0, 3)).toEqual(['Ticker', 'Name', 'Price']);
  for (const label of [...IV_LABELS, 'Long-term lower range', 'Long-term upside', 'Put wall']) expect(fromTable[0]).not.toContain(label);
  expect(fromTable.slice(1).map((r) => r[0]).sort()).toEqual(['QQQ', 'SPY']);
});

test('the Data Loading popup while the list loads: Export Later, then Export Now', async ({ page }, testInfo) => {
  await prepare(page, 'demopremium', ['SPY', 'QQQ']);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/(list|bulk)\/DomainAsset$/, async (route) => {
    await gate;
    await route.continue();
  });
  await openImport(page, false);
  await expect(page.getByText('Loading the list…')).toBeVisible();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const loading = page.getByRole('alertdialog', { name: 'Data Loading!' });
  await expect(loading).toContainText('Your data is still loading. You can export the data with potentially incomplete results or try again later');
  await screenshot(page, testInfo, 'export-data-loading');
  expect(await seriousViolations(page)).toEqual([]);
  await loading.getByRole('button', { name: 'Export Later' }).click();
  await expect(loading).toBeHidden();

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await loading.getByRole('button', { name: 'Export Now' }).click();
  const downloaded = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Export format' }).getByRole('button', { name: 'Excel' }).click();
  await expect(page.getByTestId('export-overlay')).toContainText('Preparing the export…');
  release();
  await expect(page.getByText('Loading the list…')).toHaveCount(0);
  const xlsx = await readXlsx(await downloaded);
  expect(xlsx.rows.slice(1).map((r) => r[0]).sort()).toEqual(['QQQ', 'SPY']);
  await expect(page.getByTestId('export-overlay')).toBeHidden();
});

test('a failed export is logged as a data access error, the overlay goes, no message shows', async ({ page }) => {
  await prepare(page, 'demopremium', ['SPY']);
  await page.route('**/api/csv2xls', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
  await openImport(page);
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/base-node/upload') && (r.postData() ?? '').includes('DATA_ACCESS_ERROR'));
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('dialog', { name: 'Export format' }).getByRole('button', { name: 'Excel' }).click();
  await logged;
  await expect(page.getByTestId('export-overlay')).toBeHidden();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('display settings: columns, full-length tables and range position saved and applied after reload; reset to defaults', async ({ page }, testInfo) => {
  const authorization = await prepare(page, 'demopremium', ['SPY']);
  await page.goto('/dashboard/display-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Display settings' })).toBeVisible();
  // What the screen showed before stays: the toggles, the signal colours, the language and formats.
  const main = page.locator('main');
  await expect(main.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  await expect(page.getByTestId('signal-preview')).toBeVisible();
  await expect(page.getByTestId('format-preview')).toContainText('1,234,567.89');

  const premium = page.getByRole('group', { name: 'Premium columns' });
  await expect(premium.getByRole('checkbox', { name: 'IV rank' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Ticker', exact: true })).toBeDisabled();
  const preview = page.getByRole('region', { name: 'Tickers' });
  await expect(preview.getByRole('columnheader', { name: 'Sector' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Position on range' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Sector' }).uncheck();
  await premium.getByRole('checkbox', { name: 'Gamma flip' }).uncheck();
  await page.getByRole('checkbox', { name: 'Full-length tables' }).check();
  await page.getByRole('checkbox', { name: 'Range position as percent' }).uncheck();
  await page.getByLabel('CSV separator').selectOption({ label: 'Vertical bar (|)' });
  await page.getByLabel('Write Excel exports as').selectOption({ label: 'CSV file (.csv)' });
  // The preview follows the draft at once.
  await expect(preview.getByRole('columnheader', { name: 'Sector' })).toHaveCount(0);
  await expect(preview.getByRole('columnheader', { name: 'Upside/downside' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Position on range' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await screenshot(page, testInfo, 'display-settings-saved');

  const saved = (await userData(page.request, authorization)).settings;
  expect(saved).toMatchObject({ fullLengthTables: true, rangePosAsPercent: false, csvSeparator: '|', excelExportFormat: 'CSV' });
  expect(saved.activeColumns).toEqual(expect.arrayContaining(['ticker', 'name', 'volData.currentIVRank']));
  expect(saved.activeColumns).not.toContain('sector');
  expect(saved.activeColumns).not.toContain('gammaMetrics.gamma.zeroGamma');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Sector' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Full-length tables' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Range position as percent' })).not.toBeChecked();
  await expect(page.getByLabel('CSV separator')).toHaveValue('|');
  await expect(preview.getByRole('columnheader', { name: 'Upside/downside' })).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Sector' })).toHaveCount(0);
  await expect(page.getByText('Tables run their full length on the page.')).toBeVisible();

  // Applied to the exports too: the every-list export has the chosen columns.
  await openImport(page);
  const every = await readCsv(await exportAs(page, 'Export every list', 'Excel'), '|');
  expect(every[0]).toEqual(expect.arrayContaining(['List', 'Ticker', 'Name', 'Upside/downside', 'IV rank']));
  expect(every[0]).not.toContain('Sector');
  expect(every[0]).not.toContain('Position on range');

  await page.goto('/dashboard/display-settings');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByText('The defaults are back.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sector' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Range position as percent' })).toBeChecked();
  expect((await userData(page.request, authorization)).settings).toMatchObject({ activeColumns: null, fullLengthTables: false, rangePosAsPercent: true, csvSeparator: ';', exportFormat: 'Excel', excelExportFormat: 'XLS' });
});

test('display settings of a free user offer no PREMIUM columns', async ({ page }) => {
  await prepare(page, 'demofree', []);
  await page.goto('/dashboard/display-settings');
  await expect(page.getByRole('group', { name: 'General columns' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Premium columns' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'IV rank' })).toHaveCount(0);
  await expect(page.getByText('Long-term range, implied volatility and gamma columns come with the Premium, Elite, Elite+ and Professional plans.')).toBeVisible();
});
