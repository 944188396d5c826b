import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';

const hash = (password: string): string => createHash('sha256').update(password).digest('hex');

test('the served client loads the start page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'RangeScope' })).toBeVisible();
  await expect(page.getByText('Volatility ranges, trend, momentum')).toBeVisible();
});

test('a visitor registers, follows the link from the outbox page, and can sign in', async ({ page, request }) => {
  const username = `e2e${Date.now()}`;
  const email = `${username}@example.com`;
  const register = await request.post('/api/register', {
    data: {
      username, email, password: hash('Secret12'), firstname: 'Eve', lastname: 'Tester',
      country: { code: 'US', name: 'United States' }, agreeTermsOfUse: true, emailOptIn: false,
    },
  });
  expect(register.status()).toBe(200);

  const before = await request.post('/api/login', { data: { username, password: hash('Secret12') } });
  expect(before.status()).toBe(403);

  await page.goto('/dev/outbox');
  const mail = page.getByTestId('outbox-mail').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: '/verifyEmail' }).click();
  await expect(page.getByRole('status')).toHaveText('Your email has been successfully verified!');

  const after = await request.post('/api/login', { data: { username, password: hash('Secret12') } });
  expect(after.status()).toBe(200);
  const body = (await after.json()) as { user: { username: string; sessionId: string } };
  expect(body.user.username).toBe(username);
});

test('a deep link falls back to the client and an unknown API path answers JSON 404', async ({ page, request }) => {
  await page.goto('/dashboard/portfolio');
  await expect(page.getByRole('heading', { name: 'RangeScope' })).toBeVisible();
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(((await res.json()) as { message: string }).message).toContain('/api/does-not-exist');
});
