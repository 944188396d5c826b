import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { signIn } from './support/session';
import { CARD_OK, newCustomer, sidebar, signInAs } from './support/billing';

/**
 * Issue 28 scopes 2, 6 and 8: the subscription user search, the accounting sheet, a scheduled
 * notification to one user, and deleting a test account from the user admin screen.
 */

/** Subscribes to Premium (020) through the API and pays on the sandbox's page. */
async function subscribeByApi(request: APIRequestContext, authorization: string): Promise<void> {
  const res = await request.post('/api/subscribe', { headers: { authorization }, data: { sku: '020' } });
  expect(res.status(), await res.text()).toBe(200);
  const { nextStepURL } = (await res.json()) as { nextStepURL: string };
  const paid = await request.post(nextStepURL, { form: { number: CARD_OK.replace(/ /g, ''), expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test('an admin finds a user by the id of their subscription', async ({ page, browser, request }) => {
  let subscriptionId = '';
  const { username } = await newCustomer(page, request, 'subs', { code: 'DE', name: 'Germany' }, async (authorization) => {
    await subscribeByApi(request, authorization);
    const subs = await request.get('/api/subscriptions', { headers: { authorization } });
    subscriptionId = ((await subs.json()) as { id: string }[])[0]!.id;
  });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demoadmin');
  await sidebar(admin).getByRole('link', { name: 'Subscription search' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/subscription-user-search$/);
  await expect(admin.getByTestId('local-subscriptions')).toContainText(subscriptionId);
  await admin.getByLabel('Subscription id').fill(subscriptionId);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const found = admin.getByTestId('subscription-users');
  await expect(found.locator('tbody tr')).toHaveCount(1);
  await expect(found.locator(`tr[data-username="${username}"]`)).toContainText(subscriptionId);
  await adminContext.close();
});

test('an admin downloads the accounting sheet with the master key', async ({ page }) => {
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Accounting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/accountingAdmin$/);
  await page.getByLabel('Master key').fill('wrong-key');
  await page.getByRole('button', { name: 'Download sheet' }).click();
  await expect(page.getByRole('alert')).toHaveText('Download failed. The master key is wrong.');
  await page.getByLabel('Master key').fill('e2e-accounting-key-0123');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download sheet' }).click()]);
  const year = new Date().getUTCFullYear();
  expect(download.suggestedFilename()).toBe(`accounting-${year}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(book.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Refunds', 'VAT by country and month']);
  expect((book.getWorksheet('Invoices')!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Invoice', 'Issued (UTC)', 'Username']);
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByTestId('accounting-diff-result')).toContainText('sandbox:');
});

test('an admin schedules a notification to one user and that user sees it', async ({ page, browser, request }) => {
  const { username } = await newCustomer(page, request, 'note', { code: 'DE', name: 'Germany' });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demoadmin');
  await sidebar(admin).getByRole('link', { name: 'Notification Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/notificationAdmin$/);
  const title = `Hello ${username}`;
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Message').fill('Your scheduled news.');
  await admin.getByRole('radio', { name: 'One user' }).check();
  await admin.getByLabel('Username or e-mail').fill(username);
  await admin.getByRole('radio', { name: 'At a time' }).check();
  const at = new Date(Date.now() + 15_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  await admin.getByLabel('Send at').fill(local);
  await admin.getByRole('button', { name: 'Schedule' }).click();
  await expect(admin.getByTestId('notification-outcome')).toHaveText('Scheduled.');
  const row = admin.getByTestId('notification-table').locator(`tr[data-title="${title}"]`);
  await expect(row).toHaveAttribute('data-status', 'scheduled');
  // The scheduler sends it when due; the list shows it sent.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId('notification-table').locator(`tr[data-title="${title}"]`)).toHaveAttribute('data-status', 'published', { timeout: 2000 });
  }).toPass({ timeout: 45_000 });
  // The user meets it at their next sign-in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, username);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('Your scheduled news.');
  await adminContext.close();
});

test('an admin deletes a cypresstest account from the user admin screen', async ({ page, browser, request }) => {
  const { username } = await newCustomer(page, request, 'cypresstest', { code: 'DE', name: 'Germany' });
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demoadmin');
  await sidebar(admin).getByRole('link', { name: 'User Admin' }).click();
  await admin.getByLabel('E-mail or username').fill('demofree');
  await admin.getByRole('button', { name: 'Load' }).click();
  await expect(admin.getByTestId('admin-user')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Delete account' })).toHaveCount(0);
  await admin.getByLabel('E-mail or username').fill(username);
  await admin.getByRole('button', { name: 'Load' }).click();
  await expect(admin.getByTestId('admin-user').getByRole('heading')).toHaveText(`Step 2: ${username}`);
  admin.once('dialog', (d) => void d.accept());
  await admin.getByRole('button', { name: 'Delete account' }).click();
  await expect(admin.getByTestId('admin-outcome')).toHaveText(`Successful: the account ${username} was deleted.`);
  await admin.getByRole('button', { name: 'Load' }).click();
  await expect(admin.getByRole('alert')).toBeVisible();
  await adminContext.close();
});
