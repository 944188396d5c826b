import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { seriousViolations } from './support/accessibility';
import { hashPassword } from './support/outbox';

/**
 * Issue 26, scopes 1 and 2 (plugins/help, server/help): the FAQ in the member's language with its
 * search, the tutorials grid, and a CMS manager's FAQ edit that every reader sees at once.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

async function setLanguage(page: Page, language: 'en' | 'de'): Promise<void> {
  const res = await page.request.post('/api/userData', { headers: { authorization: await authorizationOf(page) }, data: { settings: { language } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

test('a member searches the FAQ in German, without accents, from the sidebar', async ({ page }) => {
  await signIn(page, 'demopremium');
  await setLanguage(page, 'de');
  try {
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/help\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen');
    const faq = page.getByTestId('faq');
    await expect(faq).toHaveAttribute('data-state', 'ready');
    await expect(faq.getByRole('heading', { level: 2 }).first()).toHaveText('Spannen und Kennzahlen');

    const search = page.getByRole('searchbox', { name: 'FAQ durchsuchen' });
    await search.fill('hurst');
    await expect(faq.getByRole('status')).toHaveText('1 Frage');
    const hurst = faq.locator('details');
    await expect(hurst).toHaveCount(1);
    await expect(hurst.locator('summary')).toHaveText('Was sagt mir der Hurst-Exponent?');
    await expect(hurst).toContainText('Über 0,5 setzten sich Bewegungen eher fort');

    await search.fill('kundige abonnement');
    await expect(faq.locator('summary', { hasText: 'Wie kündige ich mein Abonnement?' })).toBeVisible();
    await search.fill('gibt es nicht xyz');
    await expect(faq).toContainText('Keine Frage passt zu „gibt es nicht xyz“.');
    await search.fill('');
    await expect(faq.locator('details').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await setLanguage(page, 'en');
  }
});

test('a member watches the tutorials a CMS manager published: a grid of embedded videos with their titles', async ({ page, request }) => {
  // A new installation ships no videos; a CMS manager publishes two.
  const login = await request.post('/api/login', { data: { username: 'democms', password: hashPassword('Demo1234') } });
  const { user } = (await login.json()) as { user: { username: string; sessionId: string } };
  const authorization = `Basic ${Buffer.from(`${user.username}:${user.sessionId}`).toString('base64')}`;
  const videos = [
    { title: 'Getting started: your portfolio dashboard', embedUrl: 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa' },
    { title: 'Reading the ranges', embedUrl: 'https://player.vimeo.com/video/123456789' },
  ];
  expect((await request.post('/api/cms/entry/tutorials/en', { headers: { authorization }, data: { content: { content: videos } } })).status()).toBe(200);

  await signIn(page, 'demofree');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tutorials', exact: true }).click();
  await expect(page).toHaveURL(/\/help\/tutorials$/);
  const grid = page.getByTestId('tutorials-grid');
  await expect(grid.locator('iframe')).toHaveCount(2);
  await expect(grid.getByRole('heading', { level: 2 }).first()).toHaveText('Getting started: your portfolio dashboard');
  await expect(grid.locator('iframe').first()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aaaaaaaaaaa');
  await expect(grid.locator('iframe').first()).toHaveAttribute('title', 'Getting started: your portfolio dashboard');
  await expect(page.getByRole('button', { name: 'Edit videos' })).toHaveCount(0);
});

test('a CMS manager edits an FAQ entry in the FAQ editor and members and visitors see it at once', async ({ page, browser }) => {
  const original = 'What is an EOD request?';
  const edited = 'What exactly is an EOD request?';
  // A member and a visitor read the FAQ first (the server keeps it).
  const member = await signedIn(browser, 'demoelite');
  await member.goto('/help/faq');
  await expect(member.locator('summary', { hasText: original })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/qanda');
  await expect(visitor.locator('summary', { hasText: original })).toBeVisible();

  await signIn(page, 'democms');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ editor' }).click();
  await expect(page).toHaveURL(/\/dashboard\/faqeditor$/);
  await expect(page.getByRole('button', { name: 'Edit Entries' })).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: 'FAQ entries' });
  await list.getByRole('columnheader').first().waitFor();
  const row = list.getByRole('row').filter({ hasText: original }).filter({ hasText: 'en' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('complementary', { name: 'Editor: FAQ entries' });
  const question = editor.getByLabel('Question');
  await expect(question).toHaveValue(original);
  await question.fill(edited);
  await editor.getByRole('button', { name: /save/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The FAQ shows the change at once.' })).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: edited })).toHaveCount(1);

  await member.reload();
  await expect(member.locator('summary', { hasText: edited })).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator('summary', { hasText: edited })).toBeVisible();
  await expect(visitor.locator('summary', { hasText: original })).toHaveCount(0);

  // Sections: the other half of the editor lists them.
  await page.getByRole('button', { name: 'Edit Sections' }).click();
  await expect(page.getByRole('region', { name: 'FAQ sections' }).getByRole('row').filter({ hasText: 'Tickers, EOD requests and tokens' })).toHaveCount(1);

  // Put the entry back for the other tests.
  await page.getByRole('button', { name: 'Edit Entries' }).click();
  await list.getByRole('row').filter({ hasText: edited }).getByRole('button', { name: 'Edit' }).click();
  await editor.getByLabel('Question').fill(original);
  await editor.getByRole('button', { name: /save/i }).click();
  await expect(list.getByRole('row').filter({ hasText: original })).toHaveCount(1);
  await member.context().close();
  await visitor.context().close();
});
