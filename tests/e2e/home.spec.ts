import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 21 (plugins/home, plugins/summary, plugins/economicCalendar): the home's widgets, each
 * loading on its own (one failing call shows that widget's error while the others work), the
 * economic calendar's filters and the summary's lists.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

const WIDGETS = ['strip', 'main-markets', 'top-mine', 'signals', 'events-today', 'events-prior', 'gamma', 'faq', 'most-watched'];
const widget = (page: Page, id: string): Locator => page.getByTestId(`widget-${id}`);

async function settled(page: Page, id: string): Promise<string> {
  await expect(widget(page, id)).not.toHaveAttribute('data-state', 'loading');
  return (await widget(page, id).getAttribute('data-state')) ?? '';
}

test('the home loads every widget; the strip opens the detail page with the caller home', async ({ page }) => {
  await signIn(page, 'demoelite');
  await expect(page.getByTestId('home-balances')).toBeVisible();
  for (const id of WIDGETS) expect(await settled(page, id), id).toBe('ready');
  const strip = widget(page, 'strip').getByRole('link');
  await expect(strip).toHaveCount(12);
  await expect(strip.first()).toContainText('SPY');
  await expect(widget(page, 'main-markets').getByRole('row')).toHaveCount(7);
  await expect(widget(page, 'gamma').getByRole('row')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);
  await strip.nth(1).click();
  await expect(page).toHaveURL(/\/dashboard\/detail\/QQQ\/home$/);
});

test('a free user sees the premium-needed state in their top list, and the other widgets', async ({ page }) => {
  await signIn(page, 'demofree');
  expect(await settled(page, 'top-mine')).toBe('premiumNeeded');
  await expect(widget(page, 'top-mine').getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/join/subscriptions');
  expect(await settled(page, 'strip')).toBe('ready');
  // The session stays: a PREMIUM_NEEDED answer is the widget's, not the catalogue's.
  await expect(page).toHaveURL(/\/home\/home$/);
});

test('a widget whose call fails shows its own error while the others work', async ({ page }) => {
  await page.route('**/api/gamma-overview', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"Internal Server Error","message":"broken"}' }));
  await signIn(page, 'demoelite');
  expect(await settled(page, 'gamma')).toBe('failed');
  await expect(widget(page, 'gamma').getByRole('alert')).toHaveText('Sorry, the Gamma Data is not available right now...');
  for (const id of WIDGETS.filter((w) => w !== 'gamma')) expect(await settled(page, id), id).toBe('ready');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('the economic calendar: date range, country and importance filters, and no events', async ({ page }) => {
  await signIn(page, 'demofree');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Economic Calendar' }).click();
  await expect(page).toHaveURL(/\/data\/economic-calendar$/);
  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/^Economic events from/)).toContainText('11/30/2026');
  const res = await page.request.post('/api/list/EconomicEvents', {
    headers: { authorization: await authorizationOf(page) },
    data: { filterQuery: [{ filterKey: 'date', type: 'between', min: '2026-11-01', max: '2026-11-30' }], pageSize: 5000, useCache: false },
  });
  const rows = ((await res.json()) as { rows: { country: string; importance: string }[] }).rows;
  expect(rows.length).toBeGreaterThan(10);
  const body = page.getByTestId('events-table').locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('High').check();
  await expect(body).toHaveCount(rows.filter((r) => r.country === 'US' && r.importance === 'high').length);
  await expect(page.getByTestId('events-count')).toContainText(String(rows.filter((r) => r.country === 'US' && r.importance === 'high').length));
  // A Sunday has no releases.
  await page.getByLabel('From', { exact: true }).fill('2026-11-22');
  await page.getByLabel('To', { exact: true }).fill('2026-11-22');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('events-empty')).toHaveText('No events available');
});

test('the summary: top lists, most held, the note on the previous close; a ticker opens topmostheld', async ({ page }) => {
  await signIn(page, 'demoelite');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Summary' }).click();
  await expect(page).toHaveURL(/\/data\/summary$/);
  await expect(page.getByTestId('summary-note')).toContainText('The data is based on the previous close');
  for (const id of ['top-mine', 'top-all', 'most-held-portfolio', 'most-held-watchlist']) expect(await settled(page, id), id).toBe('ready');
  const all = widget(page, 'top-all');
  const bullish = all.getByTestId('top-bullish').getByRole('listitem');
  expect(await bullish.count()).toBeGreaterThan(0);
  expect(await bullish.count()).toBeLessThanOrEqual(10);
  expect(await seriousViolations(page)).toEqual([]);
  const first = await bullish.first().getByRole('link').textContent();
  await bullish.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${encodeURIComponent(first ?? '').replace(/[.^$]/g, '\\$&')}/topmostheld$`));
});
