// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { setupI18n } from '../../../engine/i18n';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { SignedInFrame } from '../../summary';
import type { PlanTier } from '../../../product/plans';
import type { BlogCommentInput } from '../../../contracts';
import { commentFixture, draftFixture, threadFixture } from '../testing/commentFixtures';
import { CommentThread } from './CommentThread';

afterEach(() => { cleanup(); vi.useRealTimers(); });

interface Call { method: string; path: string; body?: unknown }

/** The thread's calls over the fixtures; `refuse` names the writes the server refuses (503). */
function threadProvider(refuse: readonly string[] = []) {
  const calls: Call[] = [];
  const provider = testDataProvider({
    request: ((path: string, options?: { method?: string; body?: unknown }) => {
      const method = options?.method ?? 'GET';
      calls.push({ method, path, body: options?.body });
      const url = new URL(path, 'http://test');
      if (method === 'GET' && url.pathname.endsWith('/comments')) return Promise.resolve(threadFixture());
      if (url.pathname.endsWith('/drafts')) return Promise.resolve([draftFixture()]);
      if (refuse.includes(`${method} ${url.pathname}`)) return Promise.reject(new ApiCallError(503, 'refused'));
      if (method === 'POST' && url.pathname.endsWith('/comments')) {
        const input = options?.body as BlogCommentInput;
        return Promise.resolve(commentFixture({ commentId: 50, text: input.text, parentId: input.parentId ?? null, isOwn: true, authorUsername: 'storyuser', authorDisplayName: 'storyuser' }));
      }
      if (method === 'PUT') return Promise.resolve(commentFixture({ commentId: 4, parentId: 3, depth: 3, text: (options?.body as { text: string }).text, isEdited: true, isOwn: true }));
      if (method === 'DELETE' && url.pathname === '/blog/comments/4') return Promise.resolve(commentFixture({ commentId: 4, parentId: 3, depth: 3, text: '', isDeleted: true, isOwn: true }));
      if (method === 'DELETE' && url.pathname === '/blog/comments/drafts/9') return Promise.resolve({ success: true });
      if (method === 'POST' && url.pathname === '/blog/comments/publishDraft') return Promise.resolve(commentFixture({ commentId: 51, text: 'Half a thought about QQQ', isOwn: true }));
      return Promise.reject(new Error(`no answer for ${method} ${path}`));
    }) as DataProvider['request'],
  });
  return { provider, calls };
}

const i18n = setupI18n('en');

function renderThread(provider: DataProvider, plan: PlanTier | 'visitor') {
  const Frame = ({ children }: { children: ReactNode }) => {
    const routed = <MemoryRouter>{children}</MemoryRouter>;
    if (plan !== 'visitor') return <I18nextProvider i18n={i18n}><SignedInFrame provider={() => provider} plan={plan}>{routed}</SignedInFrame></I18nextProvider>;
    const services = { ...createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'test', errorRules: PRODUCT_ERROR_RULES }), data: provider };
    return <I18nextProvider i18n={i18n}><EngineProvider services={services}>{routed}</EngineProvider></I18nextProvider>;
  };
  return render(<CommentThread postId={1} />, { wrapper: Frame });
}

const loaded = () => screen.findByRole('heading', { name: 'Comments (3)' });
const commentBox = (): HTMLTextAreaElement => screen.getByRole('textbox', { name: 'Your comment' });

describe('the comment thread (document 4 sections 4 to 8)', () => {
  it('shows the thread three levels deep: the reply disabled at depth 3 with the note, the deleted placeholder, the edited mark, the drafts', async () => {
    renderThread(threadProvider().provider, 'elite');
    await loaded();
    const deep = screen.getByTestId('comment-4');
    expect(deep.dataset.depth).toBe('3');
    const reply = within(deep).getByRole('button', { name: 'Reply' }) as HTMLButtonElement;
    expect(reply.disabled).toBe(true);
    expect(reply.parentElement!.title).toBe('Maximum nesting depth reached: replies can go 3 levels deep.');
    expect(within(screen.getByTestId('comment-3')).getAllByRole('button', { name: 'Reply' })[0]!.hasAttribute('disabled')).toBe(false);
    expect(within(screen.getByTestId('comment-5')).getByText('[This comment has been deleted]')).toBeTruthy();
    expect(within(screen.getByTestId('comment-1')).getAllByText('(edited)')).toHaveLength(1);
    expect(screen.getByText('Your drafts (1)')).toBeTruthy();
    expect(within(screen.getByTestId('draft-9')).getByText('Half a thought about QQQ')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('posts at once and keeps the server\'s copy, with the success toast for 4 seconds', async () => {
    const api = threadProvider();
    renderThread(api.provider, 'elite');
    await loaded();
    fireEvent.change(commentBox(), { target: { value: 'QQQ is at the top of its range.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(screen.getByText('Posting...')).toBeTruthy();
    expect(await screen.findByText('Comment posted successfully!')).toBeTruthy();
    expect(within(screen.getByTestId('comment-50')).getByText('QQQ is at the top of its range.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/blog/posts/1/comments', body: { text: 'QQQ is at the top of its range.', parentId: null, authorDisplayPreference: 'username' } });
    await waitFor(() => expect(screen.queryByText('Comment posted successfully!')).toBeNull(), { timeout: 5000 });
  });

  it('takes a refused post back out and says so; the text stays in the box', async () => {
    renderThread(threadProvider(['POST /blog/posts/1/comments']).provider, 'elite');
    await loaded();
    fireEvent.change(commentBox(), { target: { value: 'This one is refused.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Failed to post comment. Please try again.'));
    expect(screen.queryByText('Posting...')).toBeNull();
    expect(screen.queryByRole('listitem', { name: /This one is refused/ })).toBeNull();
    expect(document.querySelectorAll('.comments__list .comment__text')).toHaveLength(4);
    expect(commentBox().value).toBe('This one is refused.');
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeTruthy();
  });

  it('edits and deletes the author\'s own comment; a refused edit puts the old text back', async () => {
    renderThread(threadProvider(['PUT /blog/comments/4']).provider, 'elite');
    await loaded();
    const own = screen.getByTestId('comment-4');
    // Only the author's comments have the actions (no moderator here).
    expect(within(screen.getByTestId('comment-3')).getAllByRole('button', { name: 'Comment actions' })).toHaveLength(1);
    fireEvent.click(within(own).getByRole('button', { name: 'Comment actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = within(own).getByRole('textbox', { name: 'Edit your comment' });
    fireEvent.change(box, { target: { value: 'Changed my mind.' } });
    fireEvent.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update comment. Please try again.')).toBeTruthy();
    // Still editing, the old text kept in the thread.
    fireEvent.click(within(own).getByRole('button', { name: 'Cancel' }));
    expect(within(own).getByText('And the range caps it this week.')).toBeTruthy();

    fireEvent.click(within(own).getByRole('button', { name: 'Comment actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted successfully!')).toBeTruthy();
    expect(within(screen.getByTestId('comment-4')).getByText('[This comment has been deleted]')).toBeTruthy();
  });

  it('deletes a draft from the list', async () => {
    const api = threadProvider();
    renderThread(api.provider, 'elite');
    await loaded();
    fireEvent.click(within(await screen.findByTestId('draft-9')).getByRole('button', { name: 'Delete draft' }));
    expect(await screen.findByText('Draft deleted.')).toBeTruthy();
    expect(screen.queryByTestId('draft-9')).toBeNull();
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/blog/comments/drafts/9' });
  });

  it('publishes a draft from the list', async () => {
    const api = threadProvider();
    renderThread(api.provider, 'elite');
    await loaded();
    fireEvent.click(within(await screen.findByTestId('draft-9')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Draft published successfully!')).toBeTruthy();
    expect(screen.queryByTestId('draft-9')).toBeNull();
    expect(screen.getByTestId('comment-51')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/blog/comments/publishDraft')).toBe(true);
  });

  it('shows other members the thread and the "Exclusive Community Access" prompt instead of the box', async () => {
    renderThread(threadProvider().provider, 'premium');
    await loaded();
    expect(screen.getByText('Exclusive Community Access')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Elite' }).getAttribute('href')).toBe('/dashboard/elite-upgrade');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByText(/Your drafts/)).toBeNull();
  });

  it('shows visitors the thread and a prompt to log in', async () => {
    renderThread(threadProvider().provider, 'visitor');
    await loaded();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('like-comments-1')).toBeNull();
  });

  it('says when the thread could not be loaded and loads it again with "Try Again"', async () => {
    let fail = true;
    const provider = testDataProvider({
      request: ((path: string) => {
        if (path.includes('/drafts')) return Promise.resolve([]);
        if (fail) return Promise.reject(new ApiCallError(503, 'down'));
        return Promise.resolve(threadFixture());
      }) as DataProvider['request'],
    });
    renderThread(provider, 'elite');
    expect(await screen.findByText('Failed to load comments. Please try again.')).toBeTruthy();
    fail = false;
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Try Again' })); });
    await loaded();
  });
});
