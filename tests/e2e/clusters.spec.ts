import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';
import { FUTURES_TICKERS } from '../../server/market/source/futuresContracts';
import type { LeadershipAnswer } from '../../contracts';

/**
 * Issue 22, scopes 2 and 3 (plugins/clusters): a signed-in user opens Market clusters and
 * Leadership chains from the sidebar, picks a watchlist and a window, reads the clusters (heat map,
 * dendrogram, members) and the lead-lag chains (list and graph), and opens a ticker's detail page,
 * whose Back link returns to the screen. The expected figures are the server's answer for the same
 * body (the API tests check the analysis itself on constructed data).
 */

const expect = baseExpect.configure({ timeout: 30_000 });

waitForMarketBeforeAll();

const LIST = 'CLUSTERS E2E';
/** Free for an Elite user: the seven free tickers and every future (FuturesAccess). */
const TICKERS = ['SPY', 'QQQ', 'GLD', 'USO', 'TLT', ...FUTURES_TICKERS.slice(0, 25)];

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { headers: { authorization: await authorizationOf(page) }, data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function setWatchlist(page: Page): Promise<void> {
  await post(page, '/api/watchlist/update', { action: 'init' });
  const res = await page.request.get('/api/watchlist', { headers: { authorization: await authorizationOf(page) } });
  for (const list of ((await res.json()) as { regular: { name: string }[] }).regular) await post(page, '/api/watchlist/update', { action: 'remove', name: list.name });
  await post(page, '/api/watchlist/update', { action: 'add', name: LIST, includedTicker: TICKERS });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('market clusters of a watchlist: heat map, dendrogram, clusters; a member opens its detail page and Back returns', async ({ page }) => {
  await signIn(page, 'demoelite');
  await setWatchlist(page);
  // A fresh page after the list change, so that the session's user object holds the new watchlist.
  await page.goto('/home/home');
  await sidebar(page).getByRole('link', { name: 'Market clusters', exact: true }).click();
  await expect(page).toHaveURL(/\/data\/clusters/);
  const screen = page.getByTestId('cl-clusters-screen');
  await expect(screen.getByRole('heading', { name: 'Market clusters', level: 1 })).toBeVisible();
  await expect(screen.getByTestId('cl-universe')).toHaveValue(`list:GENERAL:${LIST}`);
  await screen.getByTestId('cl-window').selectOption('250');
  await expect(page).toHaveURL(/window=250/);
  const list = screen.getByTestId('cl-cluster-list');
  await expect(list).toBeVisible();
  await expect(screen.getByTestId('cl-universe-note')).toContainText(`${TICKERS.length} instruments, 250 daily returns`);
  await expect(screen.getByTestId('cl-dendrogram').locator('path')).toHaveCount(TICKERS.length - 1);
  await expect(screen.getByTestId('cl-heat-map').locator('image')).toHaveAttribute('href', /^data:image\/bmp;base64,/);
  const members = await list.getByRole('link').allTextContents();
  expect([...members].sort()).toEqual([...TICKERS].sort());
  expect(await seriousViolations(page)).toEqual([]);

  // A stricter cut: at least as many clusters.
  const before = await list.getByTestId('cl-cluster').count();
  await screen.getByTestId('cl-cut').selectOption('0.8');
  await expect(page).toHaveURL(/cut=0.8/);
  await expect.poll(() => list.getByTestId('cl-cluster').count()).toBeGreaterThanOrEqual(before);

  await list.getByRole('link', { name: 'SPY', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/detail\/SPY\/clusters$/);
  await page.getByTestId('detail-back').click();
  await expect(page).toHaveURL(/\/data\/clusters$/);
  await expect(page.getByTestId('cl-cluster-list')).toBeVisible();
});

test('leadership chains of a watchlist: the relations as sentences and a graph; a ticker opens its detail page', async ({ page }) => {
  await signIn(page, 'demoelite');
  await setWatchlist(page);
  const body = { universe: { kind: 'list', listType: 'GENERAL', listName: LIST }, windowDays: 500 };
  const answer = await post<LeadershipAnswer>(page, '/api/analytics/leadership', body);
  await page.goto('/home/home');
  await sidebar(page).getByRole('link', { name: 'Leadership chains', exact: true }).click();
  await expect(page).toHaveURL(/\/data\/leadership/);
  const screen = page.getByTestId('cl-leadership-screen');
  await expect(screen.getByTestId('cl-universe')).toHaveValue(`list:GENERAL:${LIST}`);
  await screen.getByTestId('cl-window').selectOption('500');
  await expect(screen.getByTestId('cl-universe-note')).toContainText(`${TICKERS.length} instruments, 500 daily returns`);
  expect(answer.relations.length, 'lead-lag relations in the simulated futures over 500 days').toBeGreaterThan(0);
  const first = answer.relations[answer.chains[0]![0]!]!;
  const sentence = screen.getByTestId('cl-relation').first();
  await expect(sentence).toContainText(`${first.leader} leads ${first.follower} by ${first.lagDays} day`);
  await expect(screen.getByTestId('cl-relation')).toHaveCount(answer.relations.length);
  await expect(screen.getByTestId('cl-graph').locator('line')).toHaveCount(Math.min(40, answer.relations.length));
  expect(await seriousViolations(page)).toEqual([]);

  await screen.getByTestId('cl-graph').locator(`a[data-ticker="${first.follower}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${encodeURIComponent(first.follower)}/leadership$`));
  await page.getByTestId('detail-back').click();
  await expect(page).toHaveURL(/\/data\/leadership$/);
  // Back opens the screen afresh (the first watchlist, the default window): choose the window again.
  await page.getByTestId('cl-window').selectOption('500');
  await page.getByTestId('cl-relation').first().getByRole('link', { name: first.leader, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/detail/${encodeURIComponent(first.leader)}/leadership$`));
});
