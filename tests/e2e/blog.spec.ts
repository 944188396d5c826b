import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { authorizationOf, signIn } from './support/session';
import { waitForMarketBeforeAll } from './support/market';

/**
 * Issue 25, scopes 1 to 3 (plugins/blog, server/blog/articles*): a CMS manager writes and
 * publishes an article with a $SPY mention and a YouTube video in the editor; a free member reads
 * it with live data; the readers page with the arrow keys; the trading plan and its sales page.
 */

const expect = baseExpect.configure({ timeout: 60_000 });

waitForMarketBeforeAll();

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, username);
  return page;
}

test.describe.configure({ timeout: 420_000 });

test('a CMS manager writes and publishes an article with a $SPY mention and a YouTube video; a free member reads it with live data', async ({ browser }) => {
  const title = `Where $SPY meets its range ${Date.now()}`;
  const cms = await signedIn(browser, 'democms');
  await cms.goto('/dashboard/blog-editor');
  await expect(cms.getByTestId('blog-cms')).toHaveAttribute('data-state', 'ready');
  await cms.getByRole('button', { name: 'New article' }).click();
  const form = cms.getByTestId('article-form');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Tags').fill('spy, ranges');
  const editor = form.getByTestId('article-editor');
  await editor.click();
  await cms.keyboard.type('Today $SPY trades near the bottom of its range. Watch the gamma flip.');
  await form.getByRole('button', { name: 'Video' }).click();
  await form.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  await form.getByRole('button', { name: 'Insert video' }).click();
  await expect(editor.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);

  // Preview: the article as the readers will get it (the server's sanitised HTML).
  // A click that lands while the editor gives up its focus can be lost on a busy machine (no request was sent): click again.
  const preview = form.getByTestId('article-preview');
  await expect(async () => {
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(preview.getByRole('heading', { level: 3, name: title })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(preview.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  await expect(preview.locator('[data-ticker=SPY] a')).toHaveText('$SPY');

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(cms.getByRole('status').filter({ hasText: 'The article is published.' })).toBeVisible();
  const row = cms.locator('.blog-cms__list tr', { hasText: title });
  await expect(row.getByText('Published')).toBeVisible();

  const member = await signedIn(browser, 'demofree');
  await member.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(member).toHaveURL(/\/dashboard\/blog$/);
  const reader = member.getByTestId('blog-reader');
  await expect(reader).toHaveAttribute('data-state', 'ready');
  const article = reader.getByTestId('blog-article').first();
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(article.getByTestId('reading-time')).toHaveText('1 min read');
  await expect(article.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  // The mention with live data: company name, the change coloured by its sign, the trend.
  const spy = article.locator('[data-ticker=SPY]');
  await expect(spy).toHaveAttribute('data-direction', /^(up|down|flat)$/);
  await expect(spy).toHaveAttribute('data-trend', /^trend(Bullish|Bearish|Neutral)$/);
  await expect(spy.locator('.blog-mention__name')).not.toBeEmpty();
  await expect(spy.locator('.blog-mention__change')).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  // Coloured by the theme's success (up) or danger (down) colour.
  const direction = await spy.getAttribute('data-direction');
  const [colour, themed] = await spy.locator('.blog-mention__change').evaluate((el, token) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${token})`;
    document.body.append(probe);
    const answer = [getComputedStyle(el).color, getComputedStyle(probe).color];
    probe.remove();
    return answer;
  }, direction === 'down' ? '--danger' : '--success');
  if (direction !== 'flat') expect(colour).toBe(themed);
  await expect(member.getByTestId('reading-progress')).toHaveAttribute('aria-valuenow', /\d+/);
  // Under the article: the likes and the comments, with the way to Elite for writing.
  const extras = member.locator(`.blog-article__extras[data-post-id="${await article.getAttribute('data-post-id')}"]`);
  await expect(extras.getByText('Exclusive Community Access')).toBeVisible();
  await expect(extras.getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', '/dashboard/elite-upgrade');
  // The mention leads to the ticker's detail page.
  await spy.getByRole('link', { name: '$SPY' }).click();
  await expect(member).toHaveURL(/\/dashboard\/detail\/SPY\//);
});

test('the blog pages with Previous, Next and the arrow keys (not while typing), and says when there is nothing more', async ({ page, request }) => {
  // Enough published articles for two pages of four.
  const cms = await (await page.context().browser()!.newContext()).newPage();
  await signIn(cms, 'democms');
  const authorization = await authorizationOf(cms);
  for (let i = 0; i < 5; i++) {
    const res = await request.post('/api/blog/articles', { headers: { authorization }, data: { title: `Paging article ${i}`, content: `<p>Article ${i} about $QQQ.</p>`, status: 'publish', audience: 'everyone' } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await signIn(page, 'demopremium');
  await page.goto('/dashboard/blog');
  const reader = page.getByTestId('blog-reader');
  await expect(reader).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('blog-page')).toHaveText('Page 1');
  await expect(reader.getByTestId('blog-article')).toHaveCount(4);
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstTitle = await reader.getByTestId('blog-article').first().getByRole('heading', { level: 2 }).textContent();

  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('blog-page')).toHaveText('Page 2');
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(reader).toHaveAttribute('data-state', 'ready');
  await expect(reader.getByTestId('blog-article').first().getByRole('heading', { level: 2 })).not.toHaveText(firstTitle!);
  await expect(previous).toBeEnabled();

  // While typing in a field the arrow keys move the caret, not the page.
  await page.evaluate(() => { const box = document.createElement('textarea'); box.id = 'typing'; document.body.append(box); });
  await page.locator('#typing').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('blog-page')).toHaveText('Page 2');
  await page.locator('#typing').evaluate((el) => { (el as HTMLTextAreaElement).blur(); el.remove(); });

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('blog-page')).toHaveText('Page 1');
  await next.click();
  await expect(page.getByTestId('blog-page')).toHaveText('Page 2');

  await page.goto('/dashboard/blog?page=40');
  await expect(page.getByTestId('blog-past-end')).toHaveText('No more articles available. Please go back to previous pages.');
  await expect(next).toBeDisabled();
});

test('the Elite trading plan: Elite members read it one article a page; others get its sales page with the way to the Elite checkout', async ({ browser }) => {
  const cms = await signedIn(browser, 'democms');
  const res = await cms.request.post('/api/blog/articles', { headers: { authorization: await authorizationOf(cms) }, data: { title: 'Plan for the week', content: '<p>Levels for $SPY and $TLT.</p>', status: 'publish', audience: 'elite' } });
  expect(res.status(), await res.text()).toBe(200);

  const elite = await signedIn(browser, 'demoelite');
  await elite.goto('/dashboard/trading-plan');
  const reader = elite.getByTestId('blog-reader');
  await expect(reader).toHaveAttribute('data-state', 'ready');
  await expect(reader.getByTestId('blog-article')).toHaveCount(1);
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText('Plan for the week');

  const free = await signedIn(browser, 'demofree');
  await free.goto('/dashboard/trading-plan');
  await expect(free.getByTestId('trading-plan-preview')).toBeVisible();
  await expect(free.getByRole('heading', { level: 1 })).toHaveText('The Elite trading plan');
  await free.getByTestId('elite-checkout').click();
  await expect(free).toHaveURL(/\/join\/subscriptions$/);
  await free.goto('/dashboard/upgrade');
  await free.getByRole('link', { name: 'Choose Elite' }).click();
  await expect(free).toHaveURL(/\/dashboard\/elite-upgrade$/);
  await expect(free.getByTestId('elite-price')).toContainText('76');
});
