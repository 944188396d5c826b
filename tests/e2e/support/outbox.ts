import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';

/** The client's transport hash of a password (docs/api.md). */
export const hashPassword = (password: string): string => createHash('sha256').update(password).digest('hex');

/** A unique, valid username and email for one test. */
export function freshAccount(prefix: string): { username: string; email: string } {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { username, email: `${username}@example.com` };
}

/** Registers an account through the API (the wizard has its own test). */
export async function registerByApi(request: APIRequestContext, username: string, email: string, password: string): Promise<void> {
  const res = await request.post('/api/register', {
    data: {
      username, email, password: hashPassword(password), firstname: 'Pat', lastname: 'Tester',
      country: { code: 'DE', name: 'Germany' }, agreeTermsOfUse: true, emailOptIn: false, language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the outbox page and follows the newest link to `path` mailed to `email`. */
export async function followMailLink(page: Page, email: string, path: '/verifyEmail' | '/setNewPW' | '/newsletter/confirm' | '/newsletter/unsubscribe'): Promise<void> {
  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: email }).filter({ has: page.getByRole('link', { name: path }) }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: path }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?`));
}
