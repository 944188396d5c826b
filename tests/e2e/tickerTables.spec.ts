import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authorizationOf, signIn, signOut } from './support/session';
import { freshAccount, hashPassword, registerByApi } from './support/outbox';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 6 parts 1–4 (plugins/tickerTables, server/watchlists): the ticker tables over the
 * market snapshot, adding tickers (ISIN, duplicates, activation and its 429), PREMIUM columns,
 * watchlists with their menu and dialogs, the crypto and futures tables, the real-time refresh
 * and two tabs editing lists at once. Every test sets up the lists it reads through the API, so
 * that the order of the specs does not matter.
 */

/** Rows load in chunks after the screen's code: on a busy machine that takes a few seconds. */
const expect = baseExpect.configure({ timeout: 20_000 });

/** The first market snapshot is computed in the background after the server starts. */
waitForMarketBeforeAll();

interface Lists { dashboard: { includedTicker: string[] }; regular: { name: string; includedTicker: string[] }[] }

async function listCall(request: APIRequestContext, authorization: string, body: Record<string, unknown>): Promise<Lists> {
  const res = await request.post('/api/watchlist/update', { headers: { authorization }, data: body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Lists;
}

/** Signs in and sets the portfolio to exactly `tickers`; answers the Authorization header. */
async function withPortfolio(page: Page, username: string, tickers: string[]): Promise<string> {
  await signIn(page, username);
  const authorization = await authorizationOf(page);
  await listCall(page.request, authorization, { action: 'init' });
  await listCall(page.request, authorization, { action: 'clear', wlType: 'DASHBOARD' });
  if (tickers.length) await listCall(page.request, authorization, { action: 'addTickers', wlType: 'DASHBOARD', tickers });
  return authorization;
}

/** Deletes every regular watchlist of the user. */
async function removeWatchlists(request: APIRequestContext, authorization: string): Promise<void> {
  const res = await request.get('/api/watchlist', { headers: { authorization } });
  for (const list of ((await res.json()) as Lists).regular) await listCall(request, authorization, { action: 'remove', name: list.name });
}

const table = (page: Page): Locator => page.getByTestId('ticker-table');
const row = (page: Page, ticker: string): Locator => table(page).locator(`[role=row][data-row-id="${ticker}"]`);
/** A cell of a column further right: rows render the columns in view, so the table scrolls to its header first. */
async function scrolledCell(page: Page, ticker: string, key: string): Promise<Locator> {
  await table(page).locator(`[role=columnheader][data-key="${key}"]`).scrollIntoViewIfNeeded();
  return row(page, ticker).locator(`[data-key="${key}"]`);
}

async function addTicker(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('add-ticker-input');
  await input.fill(text);
  await input.press('Enter');
}

/** The alert dialog of the shell: checks its text and closes it. */
async function expectAlert(page: Page, text: string | RegExp): Promise<void> {
  const alert = page.getByRole('alertdialog').filter({ has: page.getByTestId('alert-message') });
  await expect(alert.getByTestId('alert-message')).toHaveText(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
}

/** Stock tickers of the universe (not the free ones), with their ISINs, from the search call. */
async function stocks(request: APIRequestContext, authorization: string): Promise<{ ticker: string; isin?: string }[]> {
  const res = await request.get('/api/searchTicker?search=A&limit=200', { headers: { authorization } });
  const hits = (await res.json()) as { ticker: string; type: string; isin?: string }[];
  return hits.filter((h) => h.type === 'stock' && /^[A-Z]+$/.test(h.ticker));
}

/** A new free account, verified and past the intro, ready to sign in. */
async function freshFreeUser(request: APIRequestContext): Promise<string> {
  const { username, email } = freshAccount('tables');
  await registerByApi(request, username, email, 'Secret123');
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { links: string[] }[] };
  const link = new URL(outbox.mails.flatMap((m) => m.links).find((l) => l.includes('/verifyEmail'))!);
  const verified = await request.post('/api/verifyEmail', { data: { email: link.searchParams.get('email'), hash: link.searchParams.get('hash') } });
  expect(verified.status()).toBe(200);
  const login = await request.post('/api/login', { data: { username, password: hashPassword('Secret123') } });
  const sessionId = ((await login.json()) as { user: { sessionId: string } }).user.sessionId;
  const authorization = `Basic ${Buffer.from(`${username}:${sessionId}`).toString('base64')}`;
  expect((await request.post('/api/verifyIntro', { headers: { authorization }, data: { noFinancialAdvise: true, willNotShare: true } })).status()).toBe(200);
  return username;
}

test('the portfolio shows the market snapshot in rows with real numbers, sorted by ticker', async ({ page }) => {
  await withPortfolio(page, 'demofree', ['SPY', 'QQQ', 'GLD', 'USO', 'TLT']);
  await page.goto('/dashboard/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  await expect(table(page).locator('.rs-list__body .rs-list__row')).toHaveCount(5);
  const spy = row(page, 'SPY');
  await expect(spy.locator('[data-key=name]')).toHaveText('SPDR S&P 500 ETF Trust');
  await expect(spy.locator('[data-key=latestPrice]')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(spy.locator('[data-key="stRange.lowerVolatilityRange"]')).toHaveText(/^\d[\d,]*\.\d{3}$/);
  await expect(spy.locator('[data-key="stRange.positionOnRange"]')).toHaveText(/^\d{1,3}%$/);
  const rating = await scrolledCell(page, 'SPY', 'overallTARating');
  await expect(rating).toHaveText(/Bullish|Neutral|Bearish/);
  // Rendered for the scrolled view, right under its header (the row's padding stands for the columns before).
  const ratingHeader = await table(page).locator('[role=columnheader][data-key=overallTARating]').boundingBox();
  expect(Math.abs((await rating.boundingBox())!.x - ratingHeader!.x)).toBeLessThan(1);
  // Scrolled past, the price is not rendered; the ticker link stays in the tab order, and reached
  // from the row's actions it scrolls the table back.
  await expect(spy.locator('[data-key=latestPrice]')).toHaveCount(0);
  await spy.locator('[data-action=remove]').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(spy.getByTestId('ticker-link')).toBeFocused();
  await expect(spy.locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);
  await expect(table(page).locator('.rs-list__body .rs-list__row').first()).toHaveAttribute('data-row-id', 'GLD');
  // The header sorts; a new visit starts from the ticker again.
  const header = (key: string): Locator => table(page).locator(`[role=columnheader][data-key="${key}"]`);
  await header('latestPrice').locator('.rs-list__sort').click();
  await expect(header('latestPrice')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('ticker')).not.toHaveAttribute('aria-sort', /.+/);
  await page.goto('/dashboard/watchlists');
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlists' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(header('ticker')).toHaveAttribute('aria-sort', 'ascending');
  // The filter input narrows the rows.
  await page.getByTestId('filter-ticker-input').fill('sp');
  await expect(table(page).locator('.rs-list__body .rs-list__row')).toHaveCount(1);
});

test('a fast scroll brings rows in light, with their content once it stops; one jump renders them in full', async ({ page }) => {
  const authorization = await withPortfolio(page, 'demoelite', []);
  const tickers = (await stocks(page.request, authorization)).map((s) => s.ticker).slice(0, 150);
  expect(tickers.length).toBeGreaterThan(100);
  await listCall(page.request, authorization, { action: 'addTickers', wlType: 'DASHBOARD', tickers });
  await page.goto('/dashboard/portfolio');
  await expect(row(page, tickers[0]!).locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2,3}$/);
  await expect(table(page).locator('.rs-list__busy')).toHaveCount(0);
  // Dragging the scroll bar: 400 px (12 rows) a frame. The rows that come in show their ticker
  // link and nothing else while it goes on.
  const seen = await table(page).locator('.rs-list__scroll').evaluate((scroll) => new Promise<{ lightFrames: number; linkOnly: boolean }>((resolve) => {
    let frames = 0;
    let lightFrames = 0;
    let linkOnly = true;
    const step = (): void => {
      const light = [...scroll.querySelectorAll('[role=row][data-light]')];
      if (light.length) lightFrames += 1;
      for (const row of light) {
        if (!row.querySelector('[data-testid=ticker-link]') || row.querySelector('[data-key=latestPrice]')?.childElementCount !== 0) linkOnly = false;
      }
      if (++frames > 10) return resolve({ lightFrames, linkOnly });
      scroll.scrollTop += 400;
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }));
  expect(seen.lightFrames).toBeGreaterThan(3);
  expect(seen.linkOnly).toBe(true);
  // Stopped, every row gets its content.
  await expect(table(page).locator('[role=row][data-light]')).toHaveCount(0);
  const firstShown = table(page).locator('.rs-list__body [role=row]').filter({ visible: true });
  for (const shown of await firstShown.all()) await expect(shown.locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2,3}$|^–$/);
  // One jump of the same length (Page Down, a row scrolled into view) renders its rows in full.
  const jumped = await table(page).locator('.rs-list__scroll').evaluate((scroll) => new Promise<number>((resolve) => {
    scroll.scrollTop -= 400;
    requestAnimationFrame(() => resolve(scroll.querySelectorAll('[role=row][data-light]').length));
  }));
  expect(jumped).toBe(0);
});

test('adding tickers: a symbol, an ISIN, an unknown ISIN and a duplicate', async ({ page }) => {
  const authorization = await withPortfolio(page, 'demoelite', ['SPY']);
  const [bySymbol, byIsin] = (await stocks(page.request, authorization)).filter((s) => s.isin);
  await page.goto('/dashboard/portfolio');
  await expect(row(page, 'SPY').locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);

  await addTicker(page, bySymbol!.ticker.toLowerCase());
  await expect(row(page, bySymbol!.ticker).locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);

  await addTicker(page, ` ${byIsin!.isin!.toLowerCase()} `);
  await expect(row(page, byIsin!.ticker)).toBeVisible();

  await addTicker(page, 'US0000000000');
  const missing = page.getByRole('alertdialog', { name: 'ISIN Not Found' });
  await expect(missing).toContainText('The ISIN "US0000000000" could not be resolved to a ticker symbol. Please check the ISIN and try again, or use the ticker symbol directly.');
  await missing.getByRole('button', { name: 'OK' }).click();

  await addTicker(page, 'spy');
  await expect(page.getByRole('status').filter({ hasText: 'Already in the list: SPY' })).toBeVisible();
  await expect(table(page).locator('.rs-list__body .rs-list__row')).toHaveCount(3);
  const stored = await listCall(page.request, authorization, { action: 'addTickers', wlType: 'DASHBOARD', tickers: [] });
  expect(stored.dashboard.includedTicker).toEqual(['SPY', bySymbol!.ticker, byIsin!.ticker]);

  // An unknown ticker becomes the error row 2 s after its request, with the retry button.
  await addTicker(page, 'NOSUCHTICKER');
  const error = row(page, 'NOSUCHTICKER');
  await expect(error.getByTestId('row-error')).toContainText('ERROR Error while loading: try again or remove asset...');
  await expect(error.getByRole('button', { name: 'Load NOSUCHTICKER again' })).toBeVisible();
  await error.getByRole('button', { name: 'Remove' }).click();
  await expect(error).toHaveCount(0);
});

test('a free user activates 3 custom tickers; the 4th is refused with the ticker-limit alert', async ({ page }) => {
  const username = await freshFreeUser(page.request);
  await signIn(page, username, 'Secret123');
  const authorization = await authorizationOf(page);
  const picks = (await stocks(page.request, authorization)).slice(0, 4).map((s) => s.ticker);
  await page.goto('/dashboard/portfolio');
  await expect(row(page, 'SPY').locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);
  const eod = page.getByTestId('menu-eod').locator('.shell-dropdown__value');
  await expect(eod).toHaveText('3/3');
  // EOD-package users get the autocomplete (650 ms after the last key).
  await page.getByTestId('add-ticker-input').pressSequentially(picks[0]!.slice(0, 3).toLowerCase());
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await page.getByTestId('add-ticker-input').fill('');
  await expect(suggestions).toHaveCount(0);
  for (const [i, ticker] of picks.slice(0, 3).entries()) {
    await addTicker(page, ticker);
    await expect(await scrolledCell(page, ticker, 'h64')).toHaveText(/^\d\.\d{2}$/);
    await expect(eod).toHaveText(`${2 - i}/3`);
  }
  await addTicker(page, picks[3]!);
  await expectAlert(page, 'The maximal amount of tickers is reached. Upgrade your account to add more tickers.');
  await expect((await scrolledCell(page, picks[3]!, 'name')).getByTestId('row-out-of-tickers')).toHaveText('Out of tickers for this month');
});

test('PREMIUM columns show for Premium users and not for free users', async ({ browser }) => {
  for (const [username, premium] of [['demopremium', true], ['demofree', false]] as const) {
    const page = await browser.newPage();
    await withPortfolio(page, username, ['SPY']);
    await page.goto('/dashboard/portfolio');
    await expect(row(page, 'SPY')).toBeVisible();
    for (const label of ['Long-term lower range', 'IV rank', 'Put wall', 'Gamma flip']) {
      await expect(page.getByRole('columnheader', { name: label })).toHaveCount(premium ? 1 : 0);
    }
    await expect(page.getByRole('columnheader', { name: 'Hurst 3M' })).toHaveCount(1);
    await page.close();
  }
});

test('the sector filter offers the sectors of the list; the IV premium filter is entered in percent', async ({ page }) => {
  const tickers = ['SPY', 'QQQ', 'GLD', 'USO', 'TLT'];
  await withPortfolio(page, 'demopremium', tickers);
  await page.goto('/dashboard/portfolio');
  for (const ticker of tickers) await expect(row(page, ticker).locator('[data-key=latestPrice]')).toHaveText(/\d/, { timeout: 20_000 });
  const shown = () => table(page).locator('[role=row][data-row-id]');

  // Sector: check boxes with the sectors found in the rows; one of them keeps its rows only.
  const sectors = new Map<string, string>();
  for (const ticker of tickers) sectors.set(ticker, (await (await scrolledCell(page, ticker, 'sector')).innerText()).trim());
  await page.getByRole('button', { name: 'Filter Sector' }).click();
  const panel = page.getByRole('dialog', { name: /Sector/ });
  const distinct = [...new Set(sectors.values())].filter(Boolean).sort((a, b) => a.localeCompare(b));
  await expect(panel.getByRole('checkbox')).toHaveCount(distinct.length);
  const chosen = sectors.get('GLD')!;
  await panel.getByRole('checkbox', { name: chosen }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  const withSector = tickers.filter((t) => sectors.get(t) === chosen).sort();
  await expect(shown()).toHaveCount(withSector.length);
  expect((await shown().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')))).sort()).toEqual(withSector);
  await page.getByRole('button', { name: /Filter Sector/ }).click();
  await page.getByRole('dialog', { name: /Sector/ }).getByRole('button', { name: 'Clear' }).click();
  await expect(shown()).toHaveCount(tickers.length);

  // IV premium, shown in percent (0.03 → 3.00%): "above" the middle value in percent keeps the rows above it.
  const premiums = new Map<string, number>();
  for (const ticker of tickers) premiums.set(ticker, Number((await (await scrolledCell(page, ticker, 'volData.currentPremium')).innerText()).replace('%', '')));
  const values = [...premiums.values()].filter(Number.isFinite).sort((a, b) => a - b);
  expect(values.length).toBeGreaterThan(1);
  const threshold = (values[0]! + values[values.length - 1]!) / 2;
  await page.getByRole('button', { name: 'Filter IV premium' }).click();
  const ivPanel = page.getByRole('dialog', { name: /IV premium/ });
  await ivPanel.getByRole('textbox').first().fill(threshold.toFixed(3));
  await ivPanel.getByRole('button', { name: 'Apply' }).click();
  const above = tickers.filter((t) => (premiums.get(t) ?? NaN) > threshold).sort();
  expect(above.length).toBeGreaterThan(0);
  await expect(shown()).toHaveCount(above.length);
  expect((await shown().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-id')))).sort()).toEqual(above);
});

test('watchlists: create, the name rules, rename, remove all tickers and delete', async ({ page }) => {
  await signIn(page, 'demopremium');
  const authorization = await authorizationOf(page);
  await removeWatchlists(page.request, authorization);
  await page.goto('/dashboard/watchlists');
  await expect(page.getByTestId('no-watchlists')).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Name of the new watchlist' });
  const create = page.getByRole('button', { name: 'Create watchlist' });

  await create.click();
  await expectAlert(page, 'Please set a name for the watchlist.');
  await name.fill('tech');
  await create.click();
  await expect(page.getByRole('tab', { name: /^TECH/ })).toHaveAttribute('aria-selected', 'true');
  await name.fill('Tech');
  await create.click();
  await expectAlert(page, 'Duplicate names not allowed');
  await name.fill('a <b>');
  await create.click();
  await expectAlert(page, 'A watchlist name has at most 100 characters and none of < > { }.');
  await expect(page.getByRole('tab')).toHaveCount(1);

  await addTicker(page, 'SPY');
  await addTicker(page, 'QQQ');
  await expect(row(page, 'QQQ').locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);

  const menu = async (item: string): Promise<void> => {
    await page.getByRole('button', { name: 'List menu' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  await menu('Change list name');
  const rename = page.getByRole('dialog', { name: 'Change list name' });
  await rename.getByRole('textbox').fill('growth');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByRole('tab', { name: /^GROWTH/ })).toHaveAttribute('aria-selected', 'true');

  await menu('Remove all tickers');
  await page.getByRole('alertdialog', { name: 'Remove all tickers' }).getByRole('button', { name: 'Remove all' }).click();
  await expect(table(page).locator('.rs-list__body .rs-list__row')).toHaveCount(0);

  await menu('Batch import tickers');
  await expect(page).toHaveURL(/\/dashboard\/list-import$/);
  await page.goto('/dashboard/watchlists');
  await menu('Delete');
  await page.getByRole('alertdialog', { name: 'Delete watchlist' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('no-watchlists')).toBeVisible();
  const res = await page.request.get('/api/watchlist', { headers: { authorization } });
  expect(((await res.json()) as Lists).regular).toEqual([]);
});

test('watchlist tabs are sorted case-insensitively, 5 visible until See More', async ({ page }) => {
  await signIn(page, 'demopremium');
  const authorization = await authorizationOf(page);
  await removeWatchlists(page.request, authorization);
  for (const n of ['f', 'B', 'e', 'a', 'D', 'c']) await listCall(page.request, authorization, { action: 'add', name: `list ${n}` });
  await page.goto('/dashboard/watchlists');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveText(/^LIST A/);
  await page.getByRole('button', { name: 'See More' }).click();
  await expect(tabs).toHaveCount(6);
  await expect(tabs.last()).toHaveText(/^LIST F/);
  await page.getByRole('button', { name: 'See Less' }).click();
  await expect(tabs).toHaveCount(5);
  await removeWatchlists(page.request, authorization);
});

test('the crypto screens offer the crypto subscription to users without Crypto', async ({ page }) => {
  await signIn(page, 'demopremium');
  for (const path of ['/crypto/portfolio', '/crypto/watchlists']) {
    await page.goto(path);
    const offer = page.getByRole('dialog', { name: 'Crypto needs a subscription' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Crypto subscription' })).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Subscription plans' })).toBeVisible();
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Crypto subscription' }).click();
  await expect(page).toHaveURL(/\/join\/crypto-subscription$/);
});

test('the futures table is read-only; Premium users see the teaser', async ({ page, browser }) => {
  await signIn(page, 'demoelite');
  await page.goto('/dashboard/futures');
  await expect(row(page, 'ES_F').locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2}$/);
  await expect(page.getByTestId('add-ticker-input')).toHaveCount(0);
  await expect(table(page).getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Daily change' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Put wall' })).toHaveCount(0);
  const premium = await browser.newPage();
  await signIn(premium, 'demopremium');
  await premium.goto('/dashboard/futures');
  await expect(premium.getByTestId('futures-teaser')).toBeVisible();
  await premium.close();
});

test('a real-time refresh spends one token per ticker (the header balance follows); a large one asks first', async ({ page }) => {
  await signIn(page, 'demoelite');
  await page.goto('/crypto/portfolio');
  const btc = row(page, 'CRYPTO.BTC');
  await expect(btc.locator('[data-key=ticker]')).toHaveText('BTC/USD');
  await expect(btc.locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{3}$/);
  await expect(page.getByRole('columnheader', { name: 'IV rank' })).toHaveCount(0);
  const tokens = page.getByTestId('menu-tokens').locator('.shell-dropdown__value');
  const before = Number((await tokens.textContent())?.replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'What to refresh' }).selectOption({ label: 'Ranges in real time' });
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByTestId('refresh-button').click();
  const confirm = page.getByRole('alertdialog', { name: 'Refresh ranges in real time' });
  await expect(confirm).toContainText('more than half');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('checkbox', { name: 'Select all' }).uncheck();

  await btc.getByRole('checkbox', { name: 'Select BTC/USD' }).check();
  await page.getByTestId('refresh-button').click();
  await expect(tokens).toHaveText(String(before - 1));
  await expect(btc.getByRole('checkbox', { name: 'Select BTC/USD' })).not.toBeChecked();
});

test('a ticker opens its detail page with the caller of the table', async ({ page }) => {
  await withPortfolio(page, 'demofree', ['SPY', 'QQQ']);
  await page.goto('/dashboard/portfolio');
  await row(page, 'SPY').getByRole('link', { name: 'SPY', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/overview$/);
});

test('two tabs of one user change lists at the same time and nothing is lost', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const authorization = await withPortfolio(first, 'demopremium', ['SPY']);
  await removeWatchlists(first.request, authorization);
  const second = await context.newPage();
  await first.goto('/dashboard/watchlists');
  await second.goto('/dashboard/portfolio');
  await expect(row(second, 'SPY')).toBeVisible();

  // Tab 1 creates a watchlist and fills it while tab 2, opened before, adds to the portfolio.
  await first.getByRole('textbox', { name: 'Name of the new watchlist' }).fill('two tabs');
  await first.getByRole('button', { name: 'Create watchlist' }).click();
  await expect(first.getByRole('tab', { name: /^TWO TABS/ })).toBeVisible();
  await Promise.all([addTicker(first, 'QQQ'), addTicker(second, 'GLD')]);
  await addTicker(first, 'TLT');
  await addTicker(second, 'USO');
  await expect(row(first, 'TLT')).toBeVisible();
  await expect(row(second, 'USO')).toBeVisible();

  await Promise.all([first.reload(), second.reload()]);
  await expect(first.getByRole('tab', { name: /^TWO TABS/ })).toBeVisible();
  await expect(table(first).locator('.rs-list__body .rs-list__row')).toHaveCount(2);
  await expect(row(first, 'QQQ')).toBeVisible();
  for (const ticker of ['SPY', 'GLD', 'USO']) await expect(row(second, ticker)).toBeVisible();
  const stored = (await (await first.request.get('/api/watchlist', { headers: { authorization } })).json()) as Lists;
  expect([...stored.dashboard.includedTicker].sort()).toEqual(['GLD', 'SPY', 'USO']);
  expect(stored.regular).toEqual([expect.objectContaining({ name: 'TWO TABS', includedTicker: ['QQQ', 'TLT'] })]);
  await removeWatchlists(first.request, authorization);
  await context.close();
});

test("a stale tab's logout after a failed save keeps what another tab saved (issue 31)", async ({ browser }) => {
  const setup = await browser.newContext();
  const username = await freshFreeUser((await setup.newPage()).request);
  await setup.close();
  const [contextA, contextB] = [await browser.newContext(), await browser.newContext()];
  const [tabA, tabB] = [await contextA.newPage(), await contextB.newPage()];
  await signIn(tabA, username, 'Secret123');
  const authorization = await authorizationOf(tabA);
  await listCall(tabA.request, authorization, { action: 'init' });
  await listCall(tabA.request, authorization, { action: 'clear', wlType: 'DASHBOARD' });
  await listCall(tabA.request, authorization, { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['SPY'] });
  await signIn(tabB, username, 'Secret123');
  await tabA.goto('/dashboard/portfolio');
  await tabB.goto('/dashboard/portfolio');
  // The new user is asked once about mails in each tab.
  for (const tab of [tabA, tabB]) await tab.getByRole('dialog', { name: 'Stay informed' }).getByRole('button', { name: 'No thanks' }).click();
  await expect(row(tabA, 'SPY')).toBeVisible();
  await expect(row(tabB, 'SPY')).toBeVisible();

  // Tab A's save fails (the server answers 500): its lists are marked unsaved.
  await tabA.route('**/api/watchlist/update', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }));
  await addTicker(tabA, 'QQQ');
  await expectAlert(tabA, 'Saving failed. Your last actions may not be saved on logout.');
  await tabA.unroute('**/api/watchlist/update');
  // Tab B adds IWM, saved.
  await addTicker(tabB, 'IWM');
  await expect(row(tabB, 'IWM')).toBeVisible();

  // Tab A logs out with its lists: its QQQ is stored and tab B's IWM stays.
  const logout = tabA.waitForRequest((req) => req.url().endsWith('/api/logout') && req.method() === 'POST');
  await signOut(tabA);
  expect((await logout).postDataJSON()).toMatchObject({ base: { dashboardList: ['SPY'] } });
  const stored = (await (await tabB.request.get('/api/watchlist', { headers: { authorization: await authorizationOf(tabB) } })).json()) as Lists;
  expect(stored.dashboard.includedTicker).toEqual(['SPY', 'IWM', 'QQQ']);
  await tabB.reload();
  for (const ticker of ['SPY', 'IWM', 'QQQ']) await expect(row(tabB, ticker)).toBeVisible();
  await contextA.close();
  await contextB.close();
});

test("the sync messages: lists that fail to load at sign-in, stale rows that fail to reload after a heartbeat (issue 31)", async ({ page }) => {
  await page.route('**/api/watchlist/update', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }));
  await signIn(page, 'demofree');
  await expectAlert(page, 'Error while syncing...');
  await page.unroute('**/api/watchlist/update');

  // The next heartbeat reports SPY's data as stale; its reload fails.
  await page.route('**/api/heartbeat', async (route) => {
    const answer = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...answer, staleData: ['SPY'] } });
  });
  await page.route('**/api/assetData?*', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'down' } }));
  await page.goto('/dashboard/portfolio');
  await expect(page.getByTestId('alert-message')).toHaveText('Error while syncing new data', { timeout: 40_000 });
});

test('on a phone (390 px) every row of the portfolio shows price, change, range position and trend; the rest is one tap away (issue 31)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const username = await freshFreeUser(page.request);
  await signIn(page, username, 'Secret123');
  const authorization = await authorizationOf(page);
  await listCall(page.request, authorization, { action: 'init' });
  const { dashboard } = (await (await page.request.get('/api/watchlist', { headers: { authorization } })).json()) as Lists;
  await page.goto('/dashboard/portfolio');
  await page.getByRole('dialog', { name: 'Stay informed' }).getByRole('button', { name: 'No thanks' }).click();
  expect(dashboard.includedTicker.length).toBeGreaterThan(2);
  for (const ticker of dashboard.includedTicker) {
    const r = row(page, ticker);
    await expect(r.locator('[data-key=latestPrice]')).toHaveText(/\d\.\d{2,3}$/);
    for (const key of ['ticker', 'latestPrice', 'daily_percentChange', 'stRange.positionOnRange']) {
      await expect(r.locator(`[data-key="${key}"]`), `${ticker} ${key}`).toBeInViewport({ ratio: 0.95 });
    }
    await expect(r.locator('[data-key=overallTARating]')).toBeInViewport({ ratio: 0.5 });
    await expect(r.locator('[data-key=h64]')).toHaveCount(0);
  }
  // One tap shows every column; another goes back to the key ones.
  const toggle = page.getByRole('button', { name: 'Show all columns' });
  await toggle.tap();
  const first = row(page, dashboard.includedTicker[0]!);
  await expect(first.locator('[data-key=name]')).toBeVisible();
  await page.getByRole('button', { name: 'Show key columns' }).tap();
  await expect(first.locator('[data-key=name]')).toHaveCount(0);
  await context.close();
});
