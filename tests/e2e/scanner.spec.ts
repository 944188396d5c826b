import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { pdfText } from './support/downloads';
import { CARD_OK, newCustomer } from './support/billing';
import { authorizationOf, signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 19 (plugins/scanner, server/scanner): the scanner screen at /dashboard/scanner — building
 * a filter, the confirmation with its token cost, results that open the detail page and come
 * back, saved filters (save, rename, delete, See More), the 'Invalid Input' dialog, and the
 * teaser of a free user. The saved filters each test reads are set up through the API.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
const MODEL = 'DomainScannerQuery';

/** The first market snapshot is computed in the background after the server starts. */
waitForMarketBeforeAll();

const headerValue = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('.shell-dropdown__value');
const panel = (page: Page): Locator => page.getByTestId('scanner-panel');
const savedRow = (page: Page): Locator => page.getByTestId('scanner-saved');
const chips = (page: Page): Locator => savedRow(page).getByTestId('saved-filter');
/** A chip of the saved filters by its title (its menu button is named 'Options of …'). */
const chip = (page: Page, title: string): Locator => savedRow(page).getByRole('button', { name: title, exact: true });
/** A control of the panel by its exact label ('Upside (%): minimum' is not 'Long-term upside (%): minimum'). */
const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/** Deletes every saved filter of the signed-in user. */
async function removeSavedFilters(request: APIRequestContext, authorization: string): Promise<void> {
  const res = await request.post(`/api/list/${MODEL}`, { headers: { authorization }, data: {} });
  expect(res.status(), await res.text()).toBe(200);
  for (const row of ((await res.json()) as { rows: { id: string }[] }).rows) {
    const gone = await request.delete(`/api/entities/${MODEL}?id=${encodeURIComponent(row.id)}`, { headers: { authorization } });
    expect(gone.status(), await gone.text()).toBe(200);
  }
}

async function createSavedFilter(request: APIRequestContext, authorization: string, title: string): Promise<void> {
  const res = await request.post(`/api/entities/${MODEL}`, {
    headers: { authorization },
    data: { payload: { title, filterConfig: { h256: { isActive: true, type: 'above', min: '0.5', max: null, isPercentage: false } } }, screen: 'full' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A subscription paid on the sandbox's page through the API (the plan is active afterwards). */
async function subscribeByApi(request: APIRequestContext, authorization: string, sku: string): Promise<void> {
  const res = await request.post('/api/subscribe', { headers: { authorization }, data: { sku, paymentProcessor: 'card' } });
  expect(res.status(), await res.text()).toBe(200);
  const { nextStepURL } = (await res.json()) as { nextStepURL: string };
  const paid = await request.post(nextStepURL, { form: { number: CARD_OK.replace(/ /g, ''), expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Signs in, removes the user's saved filters and opens the scanner. */
async function openScanner(page: Page, username: string): Promise<string> {
  await signIn(page, username);
  const authorization = await authorizationOf(page);
  await removeSavedFilters(page.request, authorization);
  await page.goto('/dashboard/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();
  return authorization;
}

/** Opens a group of the panel (the range group is open from the start). */
async function openGroup(page: Page, name: string): Promise<void> {
  const group = panel(page).locator('details').filter({ has: page.locator('summary', { hasText: name }) });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
}

test('a Premium user builds a filter, confirms the search, sees the results, opens one and comes back', async ({ page }) => {
  await openScanner(page, 'demopremium');
  const search = panel(page).getByRole('button', { name: 'Search', exact: true });
  const save = panel(page).getByRole('button', { name: 'Save', exact: true });
  const clearAll = panel(page).getByRole('button', { name: 'Clear all' });
  // Nothing active: Search, Save and Clear all wait.
  await expect(page.getByTestId('scanner-active-count')).toHaveText('No filter active');
  for (const button of [search, save, clearAll]) await expect(button).toBeDisabled();

  await openGroup(page, 'Hurst exponent');
  await field(page, 'Hurst 1 year (h256): value').fill(' 0.35 ');
  await openGroup(page, 'Trend and momentum');
  await field(page, 'Trend bullish').check();
  await expect(page.getByTestId('scanner-active-count')).toHaveText('2 filters active');
  for (const button of [search, save, clearAll]) await expect(button).toBeEnabled();

  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  expect(tokens).toBeGreaterThanOrEqual(10);
  await search.click();
  const confirm = page.getByRole('alertdialog', { name: 'Run this search?' });
  await expect(confirm.getByTestId('SCANNER_RT_CONFIRM')).toContainText('Each search request uses 10 tokens.');
  await expect(confirm.getByTestId('scanner-confirm-balance')).toHaveText(`Your token balance: ${tokens}.`);
  await expect(confirm).toContainText('Searching the same filters again within 120 minutes is free.');
  await confirm.getByRole('button', { name: 'Search (10 tokens)' }).click();

  await expect(page.getByTestId('scanner-total')).toHaveText(/^[\d,]+ match(es)?$/);
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 10));
  const total = Number((await page.getByTestId('scanner-total').innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThan(0);
  const results = page.getByTestId('scanner-results');
  const rows = results.locator('.rs-list__body .rs-list__row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('scanner-page')).toHaveText(`Page 1 of ${Math.ceil(total / 50)} (rows 1–${Math.min(total, 50)} of ${total.toLocaleString('en-US')})`);
  // Sorted by ticker; a header sorts ascending and descending only, on the server.
  await expect(results.locator('[role=columnheader][data-key=ticker]')).toHaveAttribute('aria-sort', 'ascending');
  const h64 = results.locator('[role=columnheader][data-key=h64]');
  await h64.locator('.rs-list__sort').click();
  await expect(h64).toHaveAttribute('aria-sort', 'ascending');
  await h64.locator('.rs-list__sort').click();
  await expect(h64).toHaveAttribute('aria-sort', 'descending');
  await h64.locator('.rs-list__sort').click();
  await expect(h64).toHaveAttribute('aria-sort', 'ascending');
  expect(await seriousViolations(page)).toEqual([]);

  // Export writes every match (the listTools export: format popup, a file named export plus a timestamp).
  const firstTicker = await rows.first().getAttribute('data-row-id');
  await results.getByRole('button', { name: 'Export', exact: true }).click();
  const format = page.getByRole('dialog', { name: 'Export format' });
  const [download] = await Promise.all([page.waitForEvent('download'), format.getByRole('button', { name: 'PDF', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^export.*\.pdf$/);
  const pdf = await pdfText(download);
  expect(pdf).toContain('Ticker');
  expect(pdf).toContain(firstTicker!);

  // A result opens the detail page with the scanner as its origin; Back returns to the last search.
  const first = rows.first();
  const ticker = await first.getAttribute('data-row-id');
  await first.getByTestId('scanner-ticker-link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${encodeURIComponent(ticker!).replace(/[.^$]/g, '\\$&')}/scanner$`));
  await page.getByTestId('detail-back').click();
  await expect(page).toHaveURL(/\/dashboard\/scanner$/);
  await expect(page.getByTestId('scanner-total')).toHaveText(`${total.toLocaleString('en-US')} ${total === 1 ? 'match' : 'matches'}`);
  await expect(field(page, 'Hurst 1 year (h256): value')).toHaveValue('0.35');
  await expect(field(page, 'Trend bullish')).toBeChecked();
  await expect(page.getByTestId('scanner-active-count')).toHaveText('2 filters active');

  // The same filters again within 120 minutes: no tokens.
  await search.click();
  await page.getByRole('alertdialog', { name: 'Run this search?' }).getByRole('button', { name: 'Search (10 tokens)' }).click();
  await expect(page.getByTestId('scanner-total')).toContainText('no tokens used');
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 10));
});

test('saves the panel as a filter, loads it, changes its name and deletes it', async ({ page }) => {
  await openScanner(page, 'demopremium');
  await expect(savedRow(page)).toContainText('No saved filters yet');
  await field(page, 'Upside (%): condition').selectOption('between');
  await field(page, 'Upside (%): minimum').fill('1');
  await field(page, 'Upside (%): maximum').fill('4');
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();

  const saveDialog = page.getByRole('dialog', { name: 'Save filter' });
  const ok = saveDialog.getByRole('button', { name: 'Save' });
  await expect(ok).toBeDisabled();
  await saveDialog.getByLabel('Name of the filter', { exact: true }).fill('E2E upside');
  await ok.click();
  await expect(saveDialog).toHaveCount(0);
  await expect(chips(page)).toHaveCount(1);
  await expect(chip(page, 'E2E upside')).toHaveAttribute('aria-pressed', 'true');

  // Clear all, then selecting the saved filter loads it back.
  await panel(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByTestId('scanner-active-count')).toHaveText('No filter active');
  await chip(page, 'E2E upside').click();
  await expect(field(page, 'Upside (%): minimum')).toHaveValue('1');
  await expect(field(page, 'Upside (%): maximum')).toHaveValue('4');

  // Change filter name: an empty name cannot be submitted.
  await savedRow(page).getByRole('button', { name: 'Options of E2E upside' }).click();
  await page.getByRole('menuitem', { name: 'Change filter name' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Change filter name' });
  const input = renameDialog.getByLabel('Name of the filter', { exact: true });
  await expect(input).toHaveValue('E2E upside');
  await input.fill('  ');
  await expect(renameDialog.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await input.fill('E2E renamed');
  await renameDialog.getByRole('button', { name: 'Rename' }).click();
  await expect(chip(page, 'E2E renamed')).toBeVisible();
  await expect(chips(page)).toHaveCount(1);

  // The name is the server's after a reload too.
  await page.reload();
  await expect(chip(page, 'E2E renamed')).toBeVisible();

  await savedRow(page).getByRole('button', { name: 'Options of E2E renamed' }).click();
  await page.getByRole('menuitem', { name: 'Delete filter' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete filter?' });
  await expect(confirm).toContainText('The saved filter "E2E renamed" will be deleted.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(savedRow(page)).toContainText('No saved filters yet');
});

test('six saved filters: five shown, See More shows the sixth, See Less hides it again', async ({ page }) => {
  await signIn(page, 'demopremium');
  const authorization = await authorizationOf(page);
  await removeSavedFilters(page.request, authorization);
  for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']) await createSavedFilter(page.request, authorization, title);
  await page.goto('/dashboard/scanner');
  await expect(chips(page)).toHaveCount(5);
  await expect(chip(page, 'Foxtrot')).toHaveCount(0);
  const more = savedRow(page).getByRole('button', { name: 'See More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(chips(page)).toHaveCount(6);
  await chip(page, 'Foxtrot').click();
  await expect(field(page, 'Hurst 1 year (h256): value')).toHaveValue('0.5');
  await savedRow(page).getByRole('button', { name: 'See Less' }).click();
  // The selected filter stays in view.
  await expect(chips(page)).toHaveCount(6);
  await chip(page, 'Alpha').click();
  await expect(chips(page)).toHaveCount(5);
  await removeSavedFilters(page.request, authorization);
});

test('bad filters open the Invalid Input dialog, here and on the server, and cost nothing', async ({ page }) => {
  const authorization = await openScanner(page, 'demopremium');
  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  await openGroup(page, 'Hurst exponent');
  await field(page, 'Hurst 3 months (h64): value').fill('1');
  await field(page, 'Upside (%): condition').selectOption('between');
  await field(page, 'Upside (%): minimum').fill('2');
  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Invalid Input' });
  const problems = dialog.getByTestId('scanner-problems').locator('li');
  await expect(problems).toHaveText([
    'Upside (%): Please enter a minimum and a maximum.',
    'Hurst 3 months (h64): Hurst Value needs to be between 0 and 1',
  ]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alertdialog', { name: 'Run this search?' })).toHaveCount(0);

  // Save checks the same way.
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Save filter' })).toHaveCount(0);

  // The server runs the same check (400, one message per filter, nothing charged).
  const res = await page.request.post('/api/scanner/search', {
    headers: { authorization }, data: { filterQuery: [{ filterKey: 'h64', type: 'above', min: '1' }, { filterKey: 'upside', type: 'between', min: '2' }] },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { message: string; errors: { filterKey: string; code: string; message: string }[] };
  expect(body.message).toBe('Invalid Input');
  expect(body.errors.map((e) => [e.filterKey, e.code])).toEqual([['h64', 'hurst'], ['upside', 'needsMinMax']]);
  await page.reload();
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens));
});

test('a customer whose tokens are spent: the confirmation warns, and the search ends with the catalogue\u2019s Not enough Tokens', async ({ page, request }) => {
  // A new Premium customer (50 tokens) spends them on five different searches through the API.
  await newCustomer(page, request, 'scan', { code: 'DE', name: 'Germany' }, async (authorization) => {
    await subscribeByApi(request, authorization, '020');
    for (const min of ['0.1', '0.2', '0.3', '0.4', '0.5']) {
      const res = await request.post('/api/scanner/search', { headers: { authorization }, data: { filterQuery: [{ filterKey: 'h64', type: 'above', min }] } });
      expect(res.status(), await res.text()).toBe(200);
    }
  });
  await page.goto('/dashboard/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();
  // The last of those searches is shown, its filter in the panel.
  await expect(field(page, 'Hurst 3 months (h64): value')).toHaveValue('0.5');
  await expect(headerValue(page, 'menu-tokens')).toHaveText('0');

  await field(page, 'Downside (%): value').fill('1');
  await panel(page).getByRole('button', { name: 'Search', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Run this search?' });
  await expect(confirm.getByTestId('scanner-confirm-balance')).toHaveText('Your token balance: 0.');
  await expect(confirm).toContainText('Your balance is below 10 tokens: only a repeated search is free.');
  await confirm.getByRole('button', { name: 'Search (10 tokens)' }).click();
  const alert = page.getByRole('alertdialog').filter({ has: page.getByTestId('alert-message') });
  await expect(alert.getByTestId('alert-message')).toHaveText('Not enough Tokens to fulfill request.');
  await alert.getByRole('button', { name: 'OK' }).click();
  // The loading state ends and nothing else is said: the last results and the panel stay.
  await expect(page.getByTestId('scanner-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('scanner-total')).toBeVisible();
  await expect(field(page, 'Downside (%): value')).toHaveValue('1');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a free user sees the scanner\u2019s teaser with the way to the plans', async ({ page }) => {
  await signIn(page, 'demofree');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await sidebar.getByRole('link', { name: 'Scanner Preview: upgrade to open' }).click();
  await expect(page).toHaveURL(/\/dashboard\/scanner$/);
  const teaser = page.getByTestId('scanner-teaser');
  await expect(teaser.getByRole('heading', { name: 'Scanner' })).toBeVisible();
  await expect(teaser).toContainText('The scanner searches the whole market');
  await expect(teaser.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/join/subscriptions');
  await expect(page.getByTestId('scanner-panel')).toHaveCount(0);
  await expect(page.getByTestId('scanner-results')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await teaser.getByRole('link', { name: 'See the plans' }).click();
  await expect(page).toHaveURL(/\/join\/subscriptions$/);
});
