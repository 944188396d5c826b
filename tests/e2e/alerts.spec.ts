import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 20, scopes 4 and 5 (plugins/alerts): a member creates an alert from the ticker detail page
 * whose condition already holds, sees it fire in every open tab without a reload, finds it in
 * Alert-History, opens the dialog from a table row, and creates, edits, pauses and deletes an alert
 * on 'Fractal Range Alerts'.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

waitForMarketBeforeAll();

/** Deletes every alert of the signed-in user (the specs share one database). */
async function deleteAlerts(page: Page): Promise<void> {
  const authorization = await authorizationOf(page);
  const res = await page.request.get('/api/alerts', { headers: { authorization } });
  expect(res.status()).toBe(200);
  for (const alert of ((await res.json()) as { alerts: { id: string }[] }).alerts) {
    expect((await page.request.delete(`/api/alerts/${alert.id}`, { headers: { authorization } })).status()).toBe(200);
  }
}

/**
 * Leaves the user as the spec found them for the specs after it (one database): no alert, and the
 * notifications that fired alerts left for the next sign-in (titled 'Alert: …') acknowledged.
 */
async function cleanUp(page: Page): Promise<void> {
  await deleteAlerts(page);
  const authorization = await authorizationOf(page);
  const res = await page.request.get('/api/fetchNotifications', { headers: { authorization } });
  expect(res.status()).toBe(200);
  const { notifications } = (await res.json()) as { notifications: { id: number; acknowledged: boolean; payload: { title: string } }[] };
  for (const n of notifications.filter((x) => !x.acknowledged && x.payload.title.startsWith('Alert:'))) {
    const ack = await page.request.post('/api/acknowledgeNotification', { headers: { authorization }, data: { notificationId: n.id } });
    expect(ack.status()).toBe(200);
  }
}

test.afterEach(async ({ page }) => {
  if (await page.evaluate(() => localStorage.getItem('rs.session')).catch(() => null)) await cleanUp(page);
});

/**
 * Signs in and acknowledges the notifications the sign-in shows: a fired alert's in-app delivery
 * is also kept as a notification for the next sign-in (server/alerts/firing.ts).
 */
async function signInClear(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const acknowledge = page.getByRole('button', { name: 'Acknowledge' });
  for (let i = 0; i < 20 && (await acknowledge.count()) > 0; i++) {
    await acknowledge.first().click();
    await page.waitForTimeout(200);
  }
}

const dialog = (page: Page) => page.getByRole('dialog');
/** An alert's row, found by its pause / resume button (named after the alert; the name column may be scrolled out of view). */
const alertRow = (page: Page, name: string) => page.getByTestId('alerts-screen').locator('[role=row]')
  .filter({ has: page.getByRole('button', { name: new RegExp(`^(Pause|Resume): ${name}$`) }) });

test('an alert created on the detail page fires at once in every open tab and is in Alert-History', async ({ page, context }) => {
  await signInClear(page, 'demopremium');
  await deleteAlerts(page);
  // A second tab of the same browser, on another screen.
  const other = await context.newPage();
  await other.goto('/dashboard/alerts');
  await expect(other.getByTestId('alerts-screen')).toBeVisible();

  await page.goto('/dashboard/detail/SPY/overview');
  await expect(page.getByTestId('detail-ticker')).toHaveText('SPY');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => { (window as unknown as { rsMarker: boolean }).rsMarker = true; });

  await page.getByTestId('quick-alert').click();
  await expect(dialog(page).getByRole('heading', { name: 'New alert' })).toBeVisible();
  await expect(page.getByTestId('alert-ticker')).toHaveValue('SPY');
  await expect(page.getByTestId('alert-name')).toHaveValue('SPY: Price crosses the short-term upper range');
  expect(await seriousViolations(page)).toEqual([]);
  // A condition that holds now: the server fires it as it is saved.
  await page.getByTestId('alert-condition-type').selectOption('price');
  await page.getByTestId('alert-price-direction').selectOption('above');
  await page.getByTestId('alert-price').fill('1');
  // A name of this run's own: the history keeps other specs' and earlier runs' alerts on SPY.
  const name = `SPY above 1, run ${Date.now().toString(36)}`;
  await page.getByTestId('alert-name').fill(name);
  await page.getByTestId('alert-save').click();
  await expect(dialog(page)).toHaveCount(0);

  for (const tab of [page, other]) {
    const toast = tab.getByTestId('alert-toast').filter({ hasText: `Alert: ${name}` });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('SPY: Price above 1');
  }
  expect(await page.evaluate(() => (window as unknown as { rsMarker?: boolean }).rsMarker)).toBe(true);

  // The other tab's alerts screen shows the alert; the history opens from the notification.
  await page.getByTestId('alert-toast').getByRole('link', { name: 'Alert-History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alert-history$/);
  const entry = page.getByTestId('alert-history-screen').locator('[role=row]', { hasText: name });
  await expect(entry).toBeVisible();
  await expect(entry.locator('[data-key=ticker]')).toHaveText('SPY');
  await expect(entry.locator('[data-key=condition]')).toHaveText('Price above 1');
  await expect(entry.getByTestId('delivery-app')).toContainText('In the app: delivered');
  expect(await seriousViolations(page)).toEqual([]);

  // The ticker filter asks the server: another ticker has no entry.
  await page.getByTestId('history-ticker').fill('QQQ');
  await page.getByTestId('history-apply').click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(entry).toBeVisible();
  await other.close();
});

test('a table row opens the alert dialog for its ticker', async ({ page }) => {
  await signInClear(page, 'demoelite');
  await page.goto('/dashboard/portfolio');
  const row = page.getByTestId('ticker-table').locator('.rs-list__body [role=row]').first();
  await expect(row).toBeVisible();
  const ticker = await row.getAttribute('data-row-id');
  await row.locator('[data-action=alert]').click();
  await expect(page.getByTestId('alert-ticker')).toHaveValue(ticker ?? '');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
});

test('create, edit, pause, resume and delete on Fractal Range Alerts', async ({ page }) => {
  await signInClear(page, 'demofree');
  await deleteAlerts(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Fractal Range Alerts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alerts$/);
  await expect(page.getByTestId('alerts-empty')).toBeVisible();
  await expect(page.getByTestId('alert-count')).toHaveText('0 of 3 active alerts');

  // A rule the form enforces: nothing is sent.
  await page.getByTestId('alert-new').click();
  await page.getByTestId('alert-name').fill('QQQ far up');
  await page.getByTestId('alert-ticker').fill('QQQ');
  await page.getByTestId('alert-condition-type').selectOption('metricThreshold');
  await page.getByTestId('alert-threshold').fill('101');
  await page.getByTestId('alert-save').click();
  await expect(dialog(page).getByText('A number from 0 to 100.')).toBeVisible();
  // A price that does not hold (the alert stays active); an unknown ticker: the server's 400 message in the form.
  await page.getByTestId('alert-condition-type').selectOption('price');
  await page.getByTestId('alert-price').fill('9000000');
  await page.getByTestId('alert-ticker').fill('ZZZZQ');
  await page.getByTestId('alert-save').click();
  await expect(page.getByTestId('alert-save-problem')).toBeVisible();
  await page.getByTestId('alert-ticker').fill('QQQ');
  await page.getByTestId('alert-save').click();
  await expect(dialog(page)).toHaveCount(0);

  const row = alertRow(page, 'QQQ far up');
  await expect(row.locator('[data-key=condition]')).toHaveText('Price above 9,000,000');
  await expect(row.locator('[data-key=status]')).toContainText('Active');
  await expect(page.getByTestId('alert-count')).toHaveText('1 of 3 active alerts');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Pause: QQQ far up' }).click();
  await expect(row.locator('[data-key=status]')).toContainText('Paused');
  await expect(page.getByTestId('alert-count')).toHaveText('0 of 3 active alerts');
  await row.getByRole('button', { name: 'Resume: QQQ far up' }).click();
  await expect(row.locator('[data-key=status]')).toContainText('Active');

  await row.locator('[data-action=edit]').click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit alert' })).toBeVisible();
  await expect(page.getByTestId('alert-price')).toHaveValue('9000000');
  await page.getByTestId('alert-name').fill('QQQ very far up');
  await page.getByTestId('alert-save').click();
  const edited = alertRow(page, 'QQQ very far up');
  await expect(edited).toBeVisible();

  await edited.locator('[data-action=delete]').click();
  await page.getByRole('alertdialog', { name: 'Delete alert' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('alerts-empty')).toBeVisible();
});
