import { expect, type Page } from '@playwright/test';

/** Signs in through the login screen, with room for a busy machine (the password hash takes its time). */
export async function signIn(page: Page, username: string, password = 'Demo1234'): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(home\/home|dashboard\/intro)$/, { timeout: 45_000 });
}

/** Logs out through the sidebar's Logout, which asks for confirmation first. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The credentials the page keeps for the session, as an Authorization header for API calls. */
export async function authorizationOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('rs.session'));
  const saved = JSON.parse(raw ?? '{}') as { credentials: { username: string; sessionId: string } };
  return `Basic ${Buffer.from(`${saved.credentials.username}:${saved.credentials.sessionId}`).toString('base64')}`;
}
