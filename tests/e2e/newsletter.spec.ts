import { expect as baseExpect, test } from '@playwright/test';
import { followMailLink, freshAccount } from './support/outbox';
import { signIn } from './support/session';
import { marketReady } from './support/market';
import { seriousViolations } from './support/accessibility';

/**
 * Issue 26 scope 5: a visitor subscribes to the free daily newsletter on the landing page and
 * confirms through the mailed link (read from the outbox); an admin previews the next issues and
 * sends the daily one now; the issue reaches the subscriber, and its unsubscribe link works
 * without signing in.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.serial('newsletter', () => {
  const { email } = freshAccount('news');

  test('a visitor subscribes on the landing page and confirms through the mail', async ({ page }) => {
    await page.goto('/');
    const signup = page.getByTestId('newsletter-signup');
    await signup.scrollIntoViewIfNeeded();
    await expect(signup.getByRole('heading', { name: 'Free daily newsletter' })).toBeVisible();
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByText('Please fill in both email and name fields.')).toBeVisible();
    await signup.getByLabel('Email').fill('not-an-address');
    await signup.getByLabel('Name').fill('Nora');
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByText('Please enter a valid email address.')).toBeVisible();
    await signup.getByLabel('Email').fill(email);
    await signup.getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup.getByText('Successfully subscribed! Please check your email to confirm.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await followMailLink(page, email, '/newsletter/confirm');
    await expect(page.getByTestId('newsletter-link-state')).toHaveText('Your subscription is confirmed. The newsletter will come after the next market close.');
  });

  test('an admin previews the daily and the Elite issue and sends the daily one; its unsubscribe link works', async ({ page }) => {
    test.setTimeout(240_000);
    await marketReady(page.request);
    await signIn(page, 'demoadmin');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Newsletters', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/newsletters$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletters' })).toBeVisible();
    const facts = page.getByTestId('newsletter-facts');
    await expect(facts).toContainText(/daily:\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId('newsletter-mail-text')).toContainText('Main markets');
    await expect(page.getByTestId('newsletter-mail-text')).toContainText('Notable range breaches');

    await page.getByRole('tab', { name: 'Monthly (Elite)' }).click();
    await expect(facts).toContainText(/monthly:\d{4}-\d{2}/);
    await expect(facts).toContainText('Eligible tickers');
    await expect(page.getByTestId('newsletter-mail-text')).toContainText('Trigger: the short-term range');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Daily (free)' }).click();
    await expect(facts).toContainText(/daily:/);
    await page.getByTestId('newsletter-send').click();
    // Queued now, or already by the snapshot that was published after the visitor confirmed.
    await expect(page.getByTestId('newsletter-send-result')).toContainText('mails queued');

    // The worker sends within seconds; the mail is in the outbox with its one-click unsubscribe link.
    await expect.poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { mails: { kind: string }[] };
      return body.mails.some((m) => m.kind === 'newsletterDaily');
    }, { timeout: 60_000 }).toBe(true);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Yes, log out' }).click();
    await followMailLink(page, email, '/newsletter/unsubscribe');
    await expect(page.getByTestId('newsletter-link-state')).toHaveText('You are unsubscribed and will get no more newsletters.');
  });
});
