import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 20, scope 1 (plugins/recentChanges): the recent changes of the signals. A signed-in user
 * opens the list from the sidebar, switches between their tickers and all tickers, filters by
 * signal and by date, sorts, and opens a row's detail page; the crypto screen lists the crypto
 * signals and needs the Crypto module. The expected rows are read from the list call the screen
 * makes (the server decides which signals a user may see), after each test set up its lists.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

/** The first market snapshot is computed in the background after the server starts. */
waitForMarketBeforeAll();

interface Signal {
  id: string;
  date: string;
  ticker: string;
  signalDirectionNew: string;
  containedInLists: string[];
}

/** The English names of the new directions, as the signal filter offers them (locales/en/models.json). */
const DIRECTION_NAMES: Record<string, string> = {
  trendBullish: 'Trend bullish', trendNeutral: 'Trend neutral', trendBearish: 'Trend bearish',
  momentumBullish: 'Momentum bullish', momentumNeutral: 'Momentum neutral', momentumNeutralDanger: 'Momentum neutral (danger)', momentumBearish: 'Momentum bearish',
  LowerCap: 'Lower cap', Uncapped: 'Uncapped', UpperLowerCap: 'Upper and lower cap', UpperCap: 'Upper cap',
};

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { headers: { authorization: await authorizationOf(page) }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Every signal the signed-in user may see, as the screen's list call answers it. */
async function signalsOf(page: Page): Promise<Signal[]> {
  return (await post<{ rows: Signal[] }>(page, '/api/list/ListUISignal', { pageSize: 5000, useCache: false })).rows;
}

/** The portfolio is exactly `tickers`; the regular watchlists are gone. */
async function setLists(page: Page, tickers: string[]): Promise<void> {
  await post(page, '/api/watchlist/update', { action: 'init' });
  await post(page, '/api/watchlist/update', { action: 'clear', wlType: 'DASHBOARD' });
  await post(page, '/api/watchlist/update', { action: 'addTickers', wlType: 'DASHBOARD', tickers });
  const res = await page.request.get('/api/watchlist', { headers: { authorization: await authorizationOf(page) } });
  for (const list of ((await res.json()) as { regular: { name: string }[] }).regular) await post(page, '/api/watchlist/update', { action: 'remove', name: list.name });
}

const isCrypto = (s: Signal): boolean => s.ticker.startsWith('CRYPTO.');
const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });
const screen = (page: Page): Locator => page.getByTestId('recent-changes-screen');
const count = (page: Page): Locator => page.getByTestId('signal-count');
const changes = (n: number): string => `${n} signal change${n === 1 ? '' : 's'}`;
const header = (page: Page, key: string): Locator => screen(page).locator(`[role=columnheader][data-key="${key}"]`);
/** The calendar day in the browser's (and this machine's) time zone, as YYYY-MM-DD. */
const day = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('a signed-in user opens recent changes, switches scope, filters by signal and date, sorts and opens a row', async ({ page }) => {
  await signIn(page, 'demoelite');
  const visible = (await signalsOf(page)).filter((s) => !isCrypto(s));
  expect(visible.length, 'stock signals the elite user sees').toBeGreaterThan(1);
  // The portfolio holds the ticker of the newest signal only, so "my tickers" is a strict part of "all".
  const mineTicker = visible.find((s) => !s.ticker.endsWith('_F'))!.ticker;
  await setLists(page, [mineTicker]);
  const stocks = (await signalsOf(page)).filter((s) => !isCrypto(s));
  const mine = stocks.filter((s) => s.containedInLists.length > 0);
  expect(mine.every((s) => s.ticker === mineTicker)).toBe(true);

  await page.goto('/home/home');
  await sidebar(page).getByRole('link', { name: 'Recent changes', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/recent-changes$/);
  await expect(screen(page).getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'My tickers' })).toBeChecked();
  await expect(count(page)).toHaveText(changes(mine.length));
  await expect(screen(page).locator(`[role=row][data-row-id="${mine[0]!.id}"] [data-key=containedInLists]`)).toContainText('Market overview');
  await expect(header(page, 'date')).toHaveAttribute('aria-sort', 'descending');
  expect(await seriousViolations(page)).toEqual([]);

  // Scope: every ticker the user sees in full.
  await page.getByRole('radio', { name: 'All tickers' }).check();
  await expect(page).toHaveURL(/scope=all/);
  await expect(count(page)).toHaveText(changes(stocks.length));

  // The signal filter: the new direction of some signal.
  const direction = stocks[stocks.length - 1]!.signalDirectionNew;
  const byDirection = stocks.filter((s) => s.signalDirectionNew === direction);
  await screen(page).getByRole('button', { name: 'Filter Now', exact: true }).click();
  const signalFilter = page.getByRole('dialog', { name: 'Filter: Now' });
  await signalFilter.getByRole('checkbox', { name: DIRECTION_NAMES[direction]!, exact: true }).check();
  await signalFilter.getByRole('button', { name: 'Apply' }).click();
  await expect(count(page)).toHaveText(changes(byDirection.length));

  // The date filter starts at today and the coming Saturday (7 days ahead on a Saturday), Apply waits for a change.
  const target = byDirection[0]!.date;
  await screen(page).getByRole('button', { name: 'Filter Date', exact: true }).click();
  const dateFilter = page.getByRole('dialog', { name: 'Filter: Date' });
  const today = new Date();
  const saturday = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (today.getDay() === 6 ? 7 : 6 - today.getDay()));
  await expect(dateFilter.getByLabel('From')).toHaveValue(day(today));
  await expect(dateFilter.getByLabel('To')).toHaveValue(day(saturday));
  await expect(dateFilter.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dateFilter.getByLabel('From').fill(target);
  await dateFilter.getByLabel('To').fill(target);
  await dateFilter.getByRole('button', { name: 'Apply' }).click();
  const filtered = byDirection.filter((s) => s.date === target);
  await expect(count(page)).toHaveText(changes(filtered.length));
  await expect(screen(page).getByRole('button', { name: 'Filter Date (Filter active)' })).toBeVisible();

  // Back to "my tickers": the filters stay.
  await page.getByRole('radio', { name: 'My tickers' }).check();
  await expect(count(page)).toHaveText(changes(filtered.filter((s) => s.containedInLists.length > 0).length));
  await page.getByRole('radio', { name: 'All tickers' }).check();
  await expect(count(page)).toHaveText(changes(filtered.length));

  // A date range without signals: the message; Clear brings the rows back.
  await screen(page).getByRole('button', { name: 'Filter Date (Filter active)' }).click();
  await dateFilter.getByLabel('From').fill('2099-01-01');
  await dateFilter.getByLabel('To').fill('2099-01-31');
  await dateFilter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('recent-changes-message')).toHaveText('The given filter does not match any data');
  await expect(count(page)).toHaveText(changes(0));
  await screen(page).getByRole('button', { name: 'Filter Date (Filter active)' }).click();
  await dateFilter.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('recent-changes-message')).toHaveCount(0);
  await expect(count(page)).toHaveText(changes(byDirection.length));

  // Sorting in a signal list goes asc and desc only.
  const dateSort = header(page, 'date').getByRole('button', { name: 'Date', exact: true });
  await dateSort.click();
  await expect(header(page, 'date')).toHaveAttribute('aria-sort', 'ascending');
  await dateSort.click();
  await expect(header(page, 'date')).toHaveAttribute('aria-sort', 'descending');
  await dateSort.click();
  await expect(header(page, 'date')).toHaveAttribute('aria-sort', 'ascending');

  // A click on a row opens the ticker's detail page; Back returns to the recent changes.
  const first = screen(page).locator('[role=row][data-row-id]').first();
  const ticker = (await first.getAttribute('data-row-id'))!.split('|')[1]!;
  await first.locator('[data-key=tickerName]').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${ticker.replace(/[.^$*+?()[\]{}|\\]/g, '\\$&')}/recentChanges$`));
  await expect(page.getByTestId('detail-ticker')).toHaveText(ticker);
  await expect(page.getByTestId('detail-back')).toHaveAttribute('href', '/dashboard/recent-changes');
});

test('the crypto recent changes list the crypto signals', async ({ page }) => {
  await signIn(page, 'demoelite');
  const crypto = (await signalsOf(page)).filter(isCrypto);
  expect(crypto.length, 'crypto signals of a Crypto user').toBeGreaterThan(0);
  await sidebar(page).getByRole('link', { name: 'Crypto recent changes', exact: true }).click();
  await expect(page).toHaveURL(/\/crypto\/recent-changes$/);
  await expect(screen(page).getByRole('heading', { name: 'Crypto recent changes' })).toBeVisible();
  await page.getByRole('radio', { name: 'All tickers' }).check();
  await expect(count(page)).toHaveText(changes(crypto.length));
  const link = screen(page).getByTestId('signal-ticker').first();
  await expect(link).toHaveText(/^[A-Z0-9]+\/[A-Z0-9]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/detail\/CRYPTO\.[^/]+\/cryptoRecentChanges$/);
  await expect(page.getByTestId('detail-back')).toHaveAttribute('href', '/crypto/recent-changes');
});

test('a user without Crypto has the recent changes but not the crypto ones', async ({ page }) => {
  await signIn(page, 'demofree');
  await expect(sidebar(page).getByRole('link', { name: 'Recent changes', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Crypto recent changes' })).toHaveCount(0);
  await page.goto('/crypto/recent-changes');
  await expect(page.getByRole('alert')).toHaveText('You do not have the permission to open this screen.');
});
