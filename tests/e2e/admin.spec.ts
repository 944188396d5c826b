import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn } from './support/session';
import { newCustomer, sidebar } from './support/billing';

/**
 * Issue 28, the admin tools: an admin loads a member, adds 25 RT ranges and forces them out (their
 * open tab goes to /login), then finds both actions in the audit log.
 */
test('an admin loads a user, adds 25 RT ranges, force-logs them out and finds both in the audit log', async ({ page, browser, request }) => {
  const { username } = await newCustomer(page, request, 'adm', { code: 'DE', name: 'Germany' });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'demoadmin');
  await sidebar(admin).getByRole('link', { name: 'User Admin' }).click();
  await expect(admin).toHaveURL(/\/dashboard\/useradmin$/);
  await admin.getByLabel('E-mail or username').fill(username);
  await admin.getByRole('button', { name: 'Load' }).click();
  const user = admin.getByTestId('admin-user');
  await expect(user.getByRole('heading')).toHaveText(`Step 2: ${username}`);
  const tokensBefore = Number(await user.getByTestId('token-balance').textContent());

  await user.getByRole('button', { name: 'Add 25 RT ranges' }).click();
  await expect(admin.getByTestId('admin-outcome')).toHaveText(`Successful: 25 real-time ranges added to ${username}.`);
  await expect(user.getByTestId('token-balance')).toHaveText(String(tokensBefore + 25));

  await user.getByRole('button', { name: 'Force logout' }).click();
  await expect(admin.getByTestId('admin-outcome')).toContainText('Successful:');
  await expect(user.getByTestId('active-sessions')).toHaveText('0');

  // The member's open tab meets its ended session with its next call and goes to /login.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

  await sidebar(admin).getByRole('link', { name: 'Audit log' }).click();
  await expect(admin.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await admin.getByLabel('Username', { exact: true }).fill(username);
  await admin.getByLabel('From date').fill(today);
  await admin.getByLabel('To date').fill(today);
  await admin.getByRole('button', { name: 'Show' }).click();
  const table = admin.getByTestId('audit-table');
  await expect(table.locator('tr[data-action="admin.forceLogout"]')).toHaveCount(1);
  await expect(table.locator('tr[data-action="admin.addRT"]')).toContainText('"amount":25');
  await expect(table.locator('tr[data-action="admin.addRT"]')).toContainText('demoadmin');
  await adminContext.close();
});

test('an admin exports the premium users as users.csv with the secret token', async ({ page }) => {
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'Export users by tier' }).click();
  await page.getByRole('checkbox', { name: 'Premium' }).check();
  await page.getByLabel('Secret token').fill('wrong-token');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('alert')).toHaveText('Export failed. The secret token is wrong.');
  await page.getByLabel('Secret token').fill('e2e-export-token-0123');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toBe('username,email,firstname,lastname,tier,country,emailOptIn,registeredAt');
  expect(csv).toMatch(/^demopremium,.*,premium,/m);
  expect(csv).not.toMatch(/^demoelite,/m);
});

test('an admin runs the data integrity check and the time-left check', async ({ page }) => {
  await signIn(page, 'demoadmin');
  await sidebar(page).getByRole('link', { name: 'System Admin' }).click();
  await page.getByRole('button', { name: 'Check data integrity' }).click();
  // The demo installation is consistent (its lists are checked too once the first snapshot is published).
  await expect(page.getByTestId('integrity-summary')).toHaveText(/^Everything is consistent \(checked in \d+ ms\)\.( The lists were not checked: the market data is not loaded yet\.)?$/);
  await expect(page.getByTestId('integrity-findings').locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('integrity-findings').locator('tbody tr[data-count="0"]')).toHaveCount(6);
  await page.getByRole('button', { name: 'Run the time-left check' }).click();
  await expect(page.getByTestId('time-left-result')).toContainText('renewed');
});

test('a member cannot open the admin screens', async ({ page }) => {
  await signIn(page, 'demopremium');
  await expect(sidebar(page).getByRole('link', { name: 'User Admin' })).toHaveCount(0);
  await page.goto('/dashboard/useradmin');
  await expect(page.getByTestId('user-admin')).toHaveCount(0);
  // The export page sends anyone without the admin module to /dashboard (document 4).
  await page.goto('/dashboard/export-by-tier');
  await expect(page).toHaveURL(/\/dashboard$/);
});
