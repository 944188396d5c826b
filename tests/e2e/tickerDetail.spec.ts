import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { followMailLink, freshAccount, registerByApi } from './support/outbox';
import { seriousViolations } from './support/accessibility';
import { widerThanScreen } from './support/layout';
import { waitForMarketBeforeAll } from './support/market';

/**
 * The ticker detail page (document 2 section 2): a free ticker in full, the chart and its
 * switches, Previous / Next and Back, an unknown ticker, the reveal flow and its 429, the
 * real-time range, the Premium parts, Recent Changes, the 390 px layout and axe.
 *
 * The server computes its first market snapshot in the background, so every test waits for
 * /api/systemStatus/cacheStatus to say OK. The server runs on the real clock: the real-time test
 * asks /api/quote whether the market is open and expects the matching outcome.
 */

const STOCKS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'JPM', 'LLY', 'AVGO', 'XOM', 'BRK-B'];


waitForMarketBeforeAll();

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function api<T>(page: Page, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, { headers: { authorization: await authorizationOf(page) }, ...(data === undefined ? {} : { data }) });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A non-free stock the signed-in user has not revealed yet. */
async function unrevealedStock(page: Page): Promise<string> {
  const rows = await api<{ ticker: string; isActive: boolean }[]>(page, 'get', `/api/assetData?ticker=${STOCKS.join('+')}&mode=conservative`);
  const hidden = rows.find((r) => !r.isActive);
  expect(hidden, 'a stock the user has not revealed').toBeTruthy();
  return hidden!.ticker;
}

const headerValue = (page: Page, testId: string) => page.getByTestId(testId).locator('.shell-dropdown__value');
const chart = (page: Page) => page.getByTestId('detail-chart');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Views' });

test('SPY for a free user: the whole page, the chart with range lines, time frames and Candle / Line', async ({ page }, testInfo) => {
  await signIn(page, 'demofree');
  await page.goto('/dashboard/detail/SPY/home');
  await expect(page.getByTestId('detail-ticker')).toHaveText('SPY');
  await expect(page.getByText('SPDR S&P 500 ETF Trust')).toBeVisible();
  await expect(page.getByTestId('detail-source')).toContainText('Demo data');
  await expect(page.getByTestId('detail-back')).toHaveAttribute('href', '/home/home');
  await expect(tabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  // The chart: 2M candles with the range lines.
  const plot = page.getByTestId('detail-chart-plot');
  await expect(plot.locator('.main-svg').first()).toBeVisible();
  await expect(chart(page).locator('.detail-chart__body')).toHaveAttribute('data-days', '60');
  await expect(plot.locator('g.trace.boxes path')).toHaveCount(60);
  await expect(plot.locator('.legendtext', { hasText: 'Range High' })).toBeVisible();
  await expect(plot.locator('.legendtext', { hasText: 'Range Low' })).toBeVisible();
  await chart(page).getByRole('button', { name: '30D' }).click();
  await expect(chart(page).getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'true');
  await expect(plot.locator('g.trace.boxes path')).toHaveCount(30);
  await chart(page).getByRole('button', { name: '1YR' }).click();
  await expect(plot.locator('g.trace.boxes path')).toHaveCount(200);
  await chart(page).getByRole('button', { name: 'Line' }).click();
  await expect(plot.locator('g.trace.boxes')).toHaveCount(0);
  await expect(chart(page).locator('.detail-chart__body')).toHaveAttribute('data-style', 'line');
  await chart(page).getByRole('button', { name: 'Candle' }).click();
  await expect(plot.locator('g.trace.boxes path')).toHaveCount(200);

  // The price card and the tables, with the spec's formats.
  const row = (await api<Record<string, unknown>[]>(page, 'get', '/api/assetData?ticker=SPY&mode=conservative'))[0]!;
  const st = row.stRange as { lowerVolatilityRange: number; upperVolatilityRange: number };
  await expect(page.getByTestId('detail-range-high')).toHaveText(st.upperVolatilityRange.toFixed(3));
  await expect(page.getByTestId('detail-range-low')).toHaveText(st.lowerVolatilityRange.toFixed(3));
  await expect(page.getByTestId('range-info-upper')).toHaveText(st.upperVolatilityRange.toFixed(3));
  // Each bound against the prior day's, the prior level in its title.
  const lines = await api<{ name: string; value: number; previousValue: number }[]>(page, 'get', '/api/rangeDataForDashboard?ticker=SPY');
  for (const [line, testId] of [[lines[0]!, 'range-info-upper-change'], [lines[1]!, 'range-info-lower-change']] as const) {
    const change = ((line.value - line.previousValue) / line.previousValue) * 100;
    const sign = Number(change.toFixed(2)) === 0 ? '' : change > 0 ? '+' : '−';
    await expect(page.getByTestId(testId)).toHaveText(`${sign}${Math.abs(change).toFixed(2)}%`);
    await expect(page.getByTestId(testId)).toHaveAttribute('title', new RegExp(`^Prior day: ${line.previousValue.toFixed(3).replace('.', '\\.')} \\(`));
  }
  await expect(page.getByTestId('detail-position-value')).toHaveText(/%$/);
  const performance = page.getByTestId('detail-performance');
  for (const head of ['Previous Day', 'WTD', 'MTD', 'QTD', 'YTD']) await expect(performance.getByRole('columnheader', { name: head })).toBeVisible();
  await expect(performance.locator('td[data-field=ytd]')).toHaveText(/^[+−]?\d+\.\d{2}%$/);
  await expect(page.getByTestId('detail-volume')).toContainText('vs 12M avg');
  const correlations = page.getByTestId('detail-correlation');
  for (const head of ['SPY', 'UUP', 'TLT']) await expect(correlations.getByRole('columnheader', { name: head })).toBeVisible();
  await expect(correlations.getByRole('row', { name: /^15D 1\.00/ })).toBeVisible();
  await expect(correlations.getByRole('rowheader')).toHaveText(['15D', '30D', '90D', '180D']);
  const hurst = page.getByTestId('detail-hurst');
  await expect(hurst.getByRole('rowheader')).toHaveText(['3M', '1Y']);
  await expect(hurst.getByRole('row', { name: /^3M/ })).toContainText((row.h64 as number).toFixed(3));
  await expect(page.getByTestId('detail-volatility')).toContainText('Realised volatility (RV)');

  // Premium parts stay hidden for a free user; no tokens, no real-time range.
  await expect(page.getByTestId('premium-lock')).toHaveCount(3);
  await expect(page.getByTestId('detail-lt-range')).toHaveCount(0);
  await expect(page.getByTestId('detail-gamma')).toHaveCount(0);
  await expect(page.getByTestId('detail-volatility').locator('tr[data-field]')).toHaveCount(1);
  await expect(page.getByTestId('detail-volatility').locator('tr[data-field=rv]')).toBeVisible();
  await expect(plot.locator('.legendtext', { hasText: 'Long-term High' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Real-time range' })).toBeDisabled();
  await expect(page.getByText('You have no tokens left.')).toBeVisible();
  await screenshot(page, testInfo, 'spy-free');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the Premium parts show for a Premium user; dark mode is really dark', async ({ page }, testInfo) => {
  await signIn(page, 'demopremium');
  await page.goto('/dashboard/detail/SPY/overview');
  await expect(page.getByTestId('detail-lt-range')).toBeVisible();
  await expect(page.getByTestId('detail-gamma')).toContainText('Gamma flip');
  const volatility = page.getByTestId('detail-volatility');
  for (const label of ['Implied volatility (IV)', 'IV premium', 'IV rank', 'IV percentile']) await expect(volatility).toContainText(label);
  await expect(page.getByTestId('detail-chart-plot').locator('.legendtext', { hasText: 'Long-term High' })).toBeVisible();
  await expect(page.getByTestId('premium-lock')).toHaveCount(0);

  const darkMode = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('switch', { name: 'Dark mode' });
  await darkMode.click();
  try {
    await expect(page.locator('html')).toHaveClass(/rs-theme-dark/);
    const card = await page.getByTestId('detail-performance').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(card).toMatch(/^rgb\((\d|1\d), (\d|1\d), (\d|1\d)\)$/);
    await expect(page.getByTestId('detail-chart-plot').locator('.main-svg').first()).toBeVisible();
    await screenshot(page, testInfo, 'spy-premium-dark');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await darkMode.click();
    await expect(page.locator('html')).toHaveClass(/rs-theme-light/);
  }
});

test('a ticker opened from the selected watchlist walks that list, and Back returns to its tab', async ({ page }) => {
  await signIn(page, 'demofree');
  const lists = [['E2E WALK A', ['GLD', 'SPY']], ['E2E WALK B', ['QQQ', 'SPY', 'TLT']]] as const;
  const authorization = await authorizationOf(page);
  for (const [name] of lists) await page.request.post('/api/watchlist/update', { headers: { authorization }, data: { action: 'remove', wlType: 'GENERAL', name } });
  for (const [name, tickers] of lists) await api(page, 'post', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name, includedTicker: tickers });
  try {
    await page.goto('/dashboard/watchlists');
    await page.getByRole('tab', { name: /E2E WALK B/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/watchlists\?list=E2E\+WALK\+B$/);
    const table = page.getByTestId('ticker-table');
    await table.getByTestId('ticker-link').filter({ hasText: /^SPY$/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/watchlists\?list=E2E\+WALK\+B$/);
    const walk = page.getByRole('navigation', { name: 'Walk through E2E WALK B' });
    await expect(walk).toContainText('2 of 3');
    await walk.getByRole('link', { name: /Next/ }).click();
    await expect(page.getByTestId('detail-ticker')).toHaveText('TLT');
    await expect(walk).toContainText('3 of 3');

    await page.getByTestId('detail-back').click();
    await expect(page).toHaveURL(/\/dashboard\/watchlists\?list=E2E(\+|%20)WALK(\+|%20)B$/);
    await expect(page.getByRole('tab', { name: /E2E WALK B/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('ticker-table').getByTestId('ticker-link')).toHaveText(['QQQ', 'SPY', 'TLT']);
  } finally {
    for (const [name] of lists) await page.request.post('/api/watchlist/update', { headers: { authorization }, data: { action: 'remove', wlType: 'GENERAL', name } });
  }
});

test('Previous and Next walk the portfolio sorted by ticker; Back returns to it; Add ticker to', async ({ page }) => {
  await signIn(page, 'demofree');
  const before = (await api<{ dashboardList: { includedTicker: string[] } }>(page, 'get', '/api/userData')).dashboardList.includedTicker;
  await api(page, 'post', '/api/userData', { dashboardList: ['SPY', 'QQQ', 'GLD'] });
  try {
    await page.goto('/dashboard/detail/QQQ/overview');
    const walk = page.getByRole('navigation', { name: 'Walk through Portfolio' });
    await expect(walk).toContainText('2 of 3');
    await walk.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/overview$/);
    await expect(page.getByTestId('detail-ticker')).toHaveText('SPY');
    await expect(walk.getByRole('link', { name: /Next/ })).toHaveCount(0);
    await walk.getByRole('link', { name: /Previous/ }).click();
    await walk.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/detail\/GLD\/overview$/);
    await expect(walk).toContainText('1 of 3');
    await expect(walk.getByRole('link', { name: /Previous/ })).toHaveCount(0);

    // Add ticker to: the portfolio already holds GLD; USO is added.
    await page.getByRole('button', { name: 'Add ticker to' }).click();
    await expect(page.getByRole('menu')).toContainText('Select List');
    await expect(page.getByRole('menuitem', { name: /Portfolio/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/detail/USO/overview');
    await expect(page.getByRole('navigation', { name: /Walk through/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add ticker to' }).click();
    await page.getByRole('menuitem', { name: 'Portfolio' }).click();
    await expect(page.getByText('USO was added to Portfolio.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Walk through Portfolio' })).toContainText('4 of 4');
    expect((await api<{ dashboardList: { includedTicker: string[] } }>(page, 'get', '/api/userData')).dashboardList.includedTicker).toContain('USO');

    await page.getByTestId('detail-back').click();
    await expect(page).toHaveURL(/\/dashboard\/portfolio$/);
  } finally {
    await api(page, 'post', '/api/userData', { dashboardList: before });
  }
});

test('an unknown ticker says so; without a caller there is no Back link', async ({ page }) => {
  await signIn(page, 'demofree');
  await page.goto('/dashboard/detail/XQZZY/overview');
  const message = page.getByTestId('detail-message-unknown');
  await expect(message).toContainText('No (resp. not enough) data found for the given ticker');
  await expect(message).toContainText('exchange or country suffix');
  await expect(page.getByTestId('detail-back')).toBeVisible();
  await page.goto('/dashboard/detail/XQZZY');
  await expect(page.getByTestId('detail-message-unknown')).toBeVisible();
  await expect(page.getByTestId('detail-back')).toHaveCount(0);

  // What is no symbol at all, a ticker with a space (the server would split it) and '&' searched as '+' are unknown too.
  for (const ticker of ['SPY!', 'SPY%20QQQ', 'M%2BT']) {
    await page.goto(`/dashboard/detail/${ticker}/overview`);
    await expect(page.getByTestId('detail-message-unknown')).toContainText('No (resp. not enough) data found for the given ticker');
  }
  await page.getByRole('searchbox').fill('m&t');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/detail\/M(\+|%2B)T\//);
  await expect(page.getByTestId('detail-message-unknown')).toBeVisible();
});

test('revealing a stock: confirmation, Please wait, then the data; the EOD count goes down by one', async ({ page }, testInfo) => {
  await signIn(page, 'demofree');
  const ticker = await unrevealedStock(page);
  await page.goto(`/dashboard/detail/${ticker}/overview`);
  const reveal = page.getByTestId('detail-reveal');
  await expect(reveal).toBeVisible();
  await expect(reveal.getByRole('note')).toContainText('Do not act on it');
  await expect(page.getByTestId('detail-teaser-mock')).toHaveCSS('filter', /blur/);
  const eod = await headerValue(page, 'menu-eod').innerText();
  const [remaining, total] = eod.split('/').map(Number) as [number, number];
  expect(remaining).toBeGreaterThan(0);
  await screenshot(page, testInfo, 'reveal-teaser');
  expect(await seriousViolations(page)).toEqual([]);

  // Hold the answer a moment, so that 'Please wait ...' can be seen.
  await page.route('**/api/activate-assets', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await reveal.getByRole('button', { name: 'Reveal Data' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Reveal ${ticker}?` });
  await expect(confirm).toContainText('uses 1 EOD request of your monthly allowance');
  await expect(confirm).toContainText('active for 30 days');
  await confirm.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Please wait ...' })).toBeDisabled();
  await expect(page.getByTestId('detail-reveal')).toHaveCount(0);
  await expect(page.getByTestId('detail-range-high')).toHaveText(/^\d[\d,]*\.\d{3}$/);
  await expect(page.getByTestId('detail-chart-plot').locator('.main-svg').first()).toBeVisible();
  await expect(headerValue(page, 'menu-eod')).toHaveText(`${remaining - 1}/${total}`);
  await expect(tabs(page).getByRole('link', { name: 'Recent Changes' })).toBeVisible();
});

test('a reveal beyond the monthly allowance answers with the 429 alert', async ({ page, request }) => {
  // A fresh free account (3 EOD requests, as demofree), so that the shared demo account keeps its allowance.
  const { username, email } = freshAccount('detail');
  await registerByApi(request, username, email, 'Secret123');
  await followMailLink(page, email, '/verifyEmail');
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');
  await signIn(page, username, 'Secret123');
  // A new account is asked about e-mails first; answer before the page under test opens.
  await api(page, 'post', '/api/declineEmailOptIn', {});
  const user = await api<{ rawUserData: { tickersPerMonth: number } }>(page, 'get', '/api/userData');
  const rows = await api<{ ticker: string; isActive: boolean }[]>(page, 'get', `/api/assetData?ticker=${STOCKS.join('+')}&mode=conservative`);
  const hidden = rows.filter((r) => !r.isActive).map((r) => r.ticker);
  const allowance = user.rawUserData.tickersPerMonth;
  expect(hidden.length).toBeGreaterThan(allowance);
  await api(page, 'post', '/api/activate-assets', hidden.slice(0, allowance));

  await page.goto(`/dashboard/detail/${hidden[allowance]}/overview`);
  await expect(headerValue(page, 'menu-eod')).toHaveText(`0/${allowance}`);
  await page.getByRole('button', { name: 'Reveal Data' }).click();
  await page.getByRole('alertdialog', { name: /^Reveal / }).getByRole('button', { name: 'Reveal', exact: true }).click();
  const alert = page.getByRole('alertdialog').filter({ has: page.getByTestId('alert-message') });
  await expect(alert.getByTestId('alert-message')).toHaveText('The maximal amount of tickers is reached. Upgrade your account to add more tickers.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Reveal Data' })).toBeEnabled();
  await expect(page.getByTestId('detail-reveal')).toBeVisible();
});

test('the real-time range spends one token while the market is open, else says why (766)', async ({ page }) => {
  await signIn(page, 'demopremium');
  const [quote] = await api<{ marketOpen: boolean }[]>(page, 'post', '/api/quote', { tickers: ['SPY'] });
  await page.goto('/dashboard/detail/SPY/overview');
  await expect(page.getByTestId('detail-last-price')).toBeVisible();
  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  expect(tokens).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Real-time range' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Load the real-time range of SPY?' });
  await expect(confirm).toContainText('1 token');
  await confirm.getByRole('button', { name: 'Load real-time range' }).click();
  if (quote!.marketOpen) {
    await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 1));
    await expect(page.getByTestId('detail-source')).toContainText('Real-time');
  } else {
    await expect(page.getByTestId('alert-message')).toContainText('The Real-Time Range could not be loaded and your balance will not be charged');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK', exact: true }).click();
    await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens));
  }
});

test('crypto trades every day: its real-time range spends one token; no Previous / Next, Recent Changes or volatility', async ({ page }) => {
  await signIn(page, 'demoelite');
  const [quote] = await api<{ marketOpen: boolean }[]>(page, 'post', '/api/quote', { tickers: ['CRYPTO.BTC'] });
  await page.goto('/dashboard/detail/CRYPTO.BTC/crypto');
  await expect(page.getByTestId('detail-ticker')).toHaveText('BTC/USD');
  await expect(page.getByTestId('detail-back')).toHaveAttribute('href', '/crypto/portfolio');
  await expect(page.getByTestId('detail-last-price')).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Recent Changes' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: /Walk through/ })).toHaveCount(0);
  await expect(page.getByTestId('detail-volatility')).toHaveCount(0);
  await expect(page.getByTestId('detail-last-price')).toHaveText(/\.\d{3}$/);
  expect(quote!.marketOpen).toBe(true);
  const tokens = Number(await headerValue(page, 'menu-tokens').innerText());
  await page.getByRole('button', { name: 'Real-time range' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Load real-time range' }).click();
  await expect(headerValue(page, 'menu-tokens')).toHaveText(String(tokens - 1));
  await expect(page.getByTestId('detail-source')).toContainText('Real-time range of');
});

test('Recent Changes lists the ticker signals, or says they are being processed', async ({ page }) => {
  await signIn(page, 'demopremium');
  const candidates = ['SPY', 'QQQ', 'GLD', 'USO', 'TLT'];
  const counts = await Promise.all(candidates.map(async (t) => (await api<unknown[]>(page, 'get', `/api/signals?ticker=${t}`)).length));
  const withSignals = candidates.find((_, i) => counts[i]! > 0);
  const ticker = withSignals ?? 'SPY';
  await page.goto(`/dashboard/detail/${ticker}/overview`);
  await tabs(page).getByRole('link', { name: 'Recent Changes' }).click();
  await expect(page).toHaveURL(/view=recent-changes/);
  await expect(tabs(page).getByRole('link', { name: 'Recent Changes' })).toHaveAttribute('aria-current', 'page');
  if (withSignals) {
    await expect(page.getByTestId('detail-signals').locator('tbody tr')).toHaveCount(counts[candidates.indexOf(withSignals)]!);
  } else {
    await expect(page.getByTestId('detail-signals-empty')).toHaveText('Processing signals. Please check back later...');
  }
  expect(await seriousViolations(page)).toEqual([]);
  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('detail-chart')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the detail page fits the screen', async ({ page }, testInfo) => {
    await signIn(page, 'demofree');
    await page.goto('/dashboard/detail/SPY/home');
    await expect(page.getByTestId('detail-chart-plot').locator('.main-svg').first()).toBeVisible();
    await expect(page.getByTestId('detail-volatility')).toBeVisible();
    expect(await widerThanScreen(page)).toEqual([]);
    await screenshot(page, testInfo, 'spy-390');
  });
});
