import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Issue 25, scopes 4 and 5 (plugins/blogComments, server/blog/comments*, likes*): an Elite member
 * comments on an article, replies, keeps a draft by waiting (document 4 section 4: saved 1 s after
 * the last change), publishes it, edits, deletes, likes and sees the likers; a post the server
 * refuses is rolled back with its message (section 8) and nothing of it stays.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

/** The comment area of the newest article on the blog's first page. */
async function firstArticleComments(page: Page): Promise<Locator> {
  await page.goto('/dashboard/blog');
  const reader = page.getByTestId('blog-reader');
  await expect(reader).toHaveAttribute('data-state', 'ready');
  const postId = await reader.getByTestId('blog-article').first().getAttribute('data-post-id');
  expect(postId).toMatch(/^\d+$/);
  const thread = page.getByTestId(`comments-${postId}`);
  await expect(thread.getByText('Loading comments...')).toHaveCount(0);
  return thread;
}

/** A published comment of the thread (not the optimistic copy) by its text. */
function commentWith(thread: Locator, text: string): Locator {
  return thread.locator('li.comment:not(.comment--pending)', { has: thread.page().locator(':scope > .comment__text', { hasText: text }) });
}

async function commentAction(comment: Locator, action: 'Edit' | 'Delete'): Promise<void> {
  await comment.locator(':scope > .comment__head').getByRole('button', { name: 'Comment actions' }).click();
  await comment.page().getByRole('menuitem', { name: action, exact: true }).click();
}

test('an Elite member comments, replies, keeps a draft by waiting and publishes it, edits, deletes, likes and sees the likers', async ({ page }) => {
  const stamp = Date.now();
  await signIn(page, 'demoelite');
  const thread = await firstArticleComments(page);
  const composer = thread.getByRole('textbox', { name: 'Your comment' });

  // A comment: the counter follows the text; Post Comment sends it.
  const first = `SPY held the lower edge of its range again (${stamp}).`;
  await composer.fill(first);
  await expect(thread.getByTestId('comment-counter').first()).toHaveText(`${first.length} / 1000`);
  await thread.getByRole('button', { name: 'Post Comment' }).click();
  await expect(thread.getByRole('status').filter({ hasText: 'Comment posted successfully!' })).toBeVisible();
  const comment = commentWith(thread, first);
  await expect(comment).toHaveAttribute('data-depth', '1');
  await expect(comment.locator(':scope > .comment__head .comment__author')).toHaveText('demoelite');
  await expect(composer).toHaveValue('');

  // A reply under it, one level deeper.
  await comment.locator(':scope > .comment__actions').getByRole('button', { name: 'Reply', exact: true }).click();
  const replyText = `The gamma flip sits just below (${stamp}).`;
  await comment.getByRole('textbox', { name: 'Your reply to demoelite' }).fill(replyText);
  await comment.getByRole('button', { name: 'Post Reply' }).click();
  const reply = commentWith(comment.locator(':scope > .comment__children'), replyText);
  await expect(reply).toHaveAttribute('data-depth', '2');

  // A draft kept by waiting: typed, left idle, saved without a click, and still there after a reload.
  const draftText = `Half a thought about QQQ and its trend (${stamp}).`;
  await composer.pressSequentially(draftText, { delay: 5 });
  await expect(thread.getByRole('status').filter({ hasText: /^Draft saved at / })).toBeVisible();
  await page.reload();
  const again = await firstArticleComments(page);
  const drafts = again.locator('.comments__drafts');
  await expect(drafts.locator('summary')).toHaveText('Your drafts (1)');
  const draft = drafts.locator('.comment-draft', { hasText: draftText });
  await expect(draft.locator('.comment-draft__preview')).toHaveText(draftText);
  await draft.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Draft published successfully!' })).toBeVisible();
  await expect(drafts).toHaveCount(0);
  const published = commentWith(again, draftText);
  await expect(published).toBeVisible();

  // Edit the first comment: the new text and the "(edited)" mark.
  // While editing, the text gives way to the box: the comment is found by its id from here on.
  const firstAgain = again.getByTestId((await commentWith(again, first).getAttribute('data-testid'))!);
  await commentAction(firstAgain, 'Edit');
  const edited = `SPY held the lower edge of its range, and closed above it (${stamp}).`;
  await firstAgain.getByRole('textbox', { name: 'Edit your comment' }).fill(edited);
  await firstAgain.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Comment updated successfully!' })).toBeVisible();
  const editedComment = commentWith(again, edited);
  await expect(editedComment.locator(':scope > .comment__head .comment__edited')).toHaveText('(edited)');

  // Delete the published draft: its text gives way to the placeholder.
  const publishedId = await published.getAttribute('data-testid');
  await commentAction(published, 'Delete');
  await expect(again.getByRole('status').filter({ hasText: 'Comment deleted successfully!' })).toBeVisible();
  await expect(again.getByText(draftText)).toHaveCount(0);
  await expect(again.getByTestId(publishedId!).locator(':scope > .comment__text')).toHaveText('[This comment has been deleted]');

  // Like the reply, then the likers in the tooltip after hovering.
  const replyAgain = commentWith(again, replyText);
  const like = replyAgain.locator(':scope > .comment__actions').getByRole('button', { name: /like/i });
  await expect(like).toContainText('0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1 like');
  await expect(like).toBeEnabled();
  await page.mouse.move(0, 0);
  await like.hover();
  const likers = replyAgain.getByRole('tooltip');
  await expect(likers).toContainText('Liked by');
  await expect(likers).toContainText('demoelite');

  // All of it as stored: after a reload the thread shows the same.
  await page.reload();
  const stored = await firstArticleComments(page);
  await expect(commentWith(stored, edited)).toBeVisible();
  await expect(commentWith(stored, replyText).locator(':scope > .comment__actions').getByRole('button', { name: /Unlike/ })).toContainText('1 like');
  await expect(stored.getByText(draftText)).toHaveCount(0);
  await expect(stored.getByTestId(publishedId!).locator(':scope > .comment__text')).toHaveText('[This comment has been deleted]');
});

test('a post the server refuses is rolled back with its message, and nothing of it stays', async ({ page }) => {
  await signIn(page, 'demoelite');
  const thread = await firstArticleComments(page);
  const text = `This comment never arrives (${Date.now()}).`;
  let refused = 0;
  const refuse = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', message: 'refused by the test' }) };
  await page.route('**/api/blog/posts/*/comments', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    refused += 1;
    // Held a moment so that the optimistic copy can be seen before it is taken back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return route.fulfill(refuse);
  });
  // On a slow machine the autosave may come first (1 s idle): the draft is refused too, so that
  // the post goes out as a new comment and the server keeps nothing of it.
  await page.route('**/api/blog/comments/draft', (route) => route.fulfill(refuse));
  await thread.getByRole('textbox', { name: 'Your comment' }).fill(text);
  await thread.getByRole('button', { name: 'Post Comment' }).click();
  await expect(thread.locator('li.comment--pending', { hasText: text })).toBeVisible();
  await expect(thread.getByRole('alert').filter({ hasText: 'Failed to post comment. Please try again.' })).toBeVisible();
  await expect(thread.locator('li.comment', { hasText: text })).toHaveCount(0);
  expect(refused).toBe(1);
  // The text stays in the box to try again; the server has nothing of it.
  await expect(thread.getByRole('textbox', { name: 'Your comment' })).toHaveValue(text);
  await page.unrouteAll();
  await page.reload();
  const after = await firstArticleComments(page);
  // Neither a comment nor a draft of it.
  await expect(after.getByText(text)).toHaveCount(0);
});
