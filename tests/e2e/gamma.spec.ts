import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { authorizationOf, signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 23 scopes 1 and 2 (plugins/gamma, server/gamma): the gamma page at /dashboard/gamma —
 * reached from the home's "Gamma at open" and the sidebar, the delayed levels of the last close
 * with the three charts and their key levels, a real-time report that takes 5 tokens off the
 * header's balance, the quick list kept on the server, and the teaser of a member without Elite.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

interface GammaReport {
  gamma: { quote: { current_price: number }; putWallLevel: number | null; callWallLevel: number | null; zeroGamma: number | null };
}

const headerValue = (page: Page, testId: string): Locator => page.getByTestId(testId).locator('.shell-dropdown__value');
const report = (page: Page): Locator => page.getByTestId('gamma-report');
const fmt = (v: number): string => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function apiReport(page: Page, ticker: string): Promise<GammaReport> {
  const res = await page.request.get(`/api/gamma/${ticker}?allowDelay=true`, { headers: { authorization: await authorizationOf(page) } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as GammaReport;
}

async function setQuickList(page: Page, tickers: string[]): Promise<void> {
  const res = await page.request.post('/api/userData', { headers: { authorization: await authorizationOf(page) }, data: { settings: { gammaQuickList: tickers } } });
  expect(res.status(), await res.text()).toBe(200);
}

test('an Elite member opens the gamma page from the home: the delayed levels of the last close, the table and the charts with their key levels', async ({ page }) => {
  await signIn(page, 'demoelite');
  await setQuickList(page, []);
  const home = page.getByTestId('widget-gamma');
  await expect(home.getByRole('row')).toHaveCount(5);
  await home.getByTestId('gamma-page-link').click();
  await expect(page).toHaveURL(/\/dashboard\/gamma$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gamma' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Gamma', exact: true })).toBeVisible();

  // SPY's delayed report loads at once, for free.
  await expect(report(page)).toHaveAttribute('data-state', 'ready');
  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  const spy = await apiReport(page, 'SPY');
  const table = page.getByTestId('gamma-levels-table');
  await expect(table).toContainText('Gamma levels of SPY');
  await expect(page.getByTestId('gamma-call-wall')).toHaveText(fmt(spy.gamma.callWallLevel!));
  await expect(page.getByTestId('gamma-put-wall')).toHaveText(fmt(spy.gamma.putWallLevel!));
  await expect(page.getByTestId('gamma-as-of')).toContainText('Delayed');

  // The three charts; the total gamma chart names its key levels in their colours.
  for (const id of ['total', 'putCall', 'profile']) await expect(page.getByTestId(`gamma-plot-${id}`).locator('svg').first()).toBeVisible();
  const total = page.getByTestId('gamma-plot-total');
  await expect(total.getByText(`Call wall ${spy.gamma.callWallLevel!.toFixed(2)}`)).toBeVisible();
  await expect(total.getByText(`Put wall ${spy.gamma.putWallLevel!.toFixed(2)}`)).toBeVisible();
  await expect(total.getByText(`Spot ${spy.gamma.quote.current_price.toFixed(2)}`)).toBeVisible();
  await expect(total.getByText(/^Call wall/)).toHaveCSS('fill', 'rgb(22, 163, 74)');
  await expect(total.getByText(/^Put wall/)).toHaveCSS('fill', 'rgb(220, 38, 38)');
  await expect(page.getByTestId('gamma-chart-profile').getByText('Gamma profile', { exact: true })).toBeVisible();
  await expect(page.getByTestId('gamma-plot-profile').getByText('Without the next expiry')).toBeVisible();

  // The overview: the gamma tickers with the flip rounded.
  const overview = page.getByTestId('gamma-overview-table');
  await expect(overview.getByRole('row')).toHaveCount(5);
  if (spy.gamma.zeroGamma !== null) {
    await expect(overview.getByRole('row').nth(1)).toContainText(Math.round(spy.gamma.zeroGamma).toLocaleString('en-US'));
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(Number(await headerValue(page, 'menu-tokens').innerText())).toBe(tokens);

  // A ticker of the home's widget opens its report.
  await page.goto('/home/home');
  await page.getByTestId('widget-gamma').getByRole('link', { name: 'Gamma of QQQ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gamma\?ticker=QQQ$/);
  await expect(page.getByTestId('gamma-levels-table')).toContainText('Gamma levels of QQQ');
});

test('a real-time report costs 5 tokens: the header\'s balance goes down by 5', async ({ page }) => {
  await signIn(page, 'demoelite');
  await page.goto('/dashboard/gamma');
  await expect(report(page)).toHaveAttribute('data-state', 'ready');
  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  expect(tokens).toBeGreaterThanOrEqual(5);

  const rt = page.getByRole('radio', { name: /^RT/ });
  await expect(page.getByTestId('gamma-mode')).toContainText('From the current option chain: costs 5 tokens per request');
  await rt.check();
  const input = page.getByLabel('Ticker', { exact: true });
  await input.fill('qqq');
  await expect(input).toHaveValue('QQQ');
  await page.getByRole('button', { name: 'Show gamma', exact: true }).click();
  await expect(page.getByTestId('gamma-levels-table')).toContainText('Gamma levels of QQQ');
  await expect(page.getByTestId('gamma-as-of')).toContainText(`5 tokens were charged. Your balance: ${tokens - 5}.`);
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 5));

  // Back to delayed: free.
  await page.getByRole('radio', { name: /^Delayed/ }).check();
  await page.getByRole('button', { name: 'Show gamma', exact: true }).click();
  await expect(page.getByTestId('gamma-as-of')).toContainText('Delayed');
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 5));

  // An unknown ticker: no option data, nothing charged.
  await input.fill('nosuchticker');
  await page.getByRole('button', { name: 'Show gamma', exact: true }).click();
  await expect(page.getByTestId('gamma-no-data')).toHaveText('There is no option data for NOSUCHTICKER.');
});

test('the quick list is kept on the server: add, open, remove; the overview follows it', async ({ page }) => {
  await signIn(page, 'demoelite');
  await setQuickList(page, []);
  await page.goto('/dashboard/gamma?ticker=GLD');
  const quick = page.getByTestId('gamma-quick-list');
  await expect(quick).toContainText('0 of 20');
  await expect(page.getByTestId('gamma-levels-table')).toContainText('Gamma levels of GLD');
  await quick.getByRole('button', { name: 'Add GLD to quick list' }).click();
  await expect(quick.getByRole('button', { name: 'GLD', exact: true })).toBeVisible();
  await expect(quick).toContainText('1 of 20');
  const overview = page.getByTestId('gamma-overview-table');
  await expect(overview.getByRole('button', { name: 'GLD', exact: true })).toBeVisible();

  // Kept on the server: a new visit shows it.
  await page.reload();
  await expect(quick.getByRole('button', { name: 'GLD', exact: true })).toBeVisible();
  await page.getByLabel('Ticker', { exact: true }).fill('SPY');
  await page.getByRole('button', { name: 'Show gamma', exact: true }).click();
  await expect(page.getByTestId('gamma-levels-table')).toContainText('Gamma levels of SPY');
  await quick.getByRole('button', { name: 'GLD', exact: true }).click();
  await expect(page.getByTestId('gamma-levels-table')).toContainText('Gamma levels of GLD');

  await quick.getByRole('button', { name: 'Remove GLD from the quick list' }).click();
  await expect(quick).toContainText('0 of 20');
  await expect(overview.getByRole('button', { name: 'GLD', exact: true })).toHaveCount(0);
  const saved = await page.request.get('/api/userData', { headers: { authorization: await authorizationOf(page) } });
  expect(((await saved.json()) as { settings: { gammaQuickList: string[] } }).settings.gammaQuickList).toEqual([]);
});

test('a member without Elite sees the preview', async ({ page }) => {
  await signIn(page, 'demopremium');
  await page.goto('/dashboard/gamma');
  const teaser = page.getByTestId('gamma-teaser');
  await expect(teaser).toBeVisible();
  await expect(teaser).toContainText('Levels of the last close for free, or from the current option chain for 5 tokens');
  await expect(page.getByTestId('gamma-screen')).toHaveCount(0);
  await expect(teaser.getByRole('link', { name: 'See the Elite plan' })).toHaveAttribute('href', '/join/subscriptions');
});
