// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { setupI18n } from '../../../engine/i18n';
import { SignedInFrame } from '../../summary';
import type { PlanTier } from '../../../product/plans';
import type { BlogLikeAnswer, BlogLikersAnswer } from '../../../contracts';
import { LikeButton } from './LikeButton';

afterEach(() => { cleanup(); vi.useRealTimers(); });

interface Call { method: string; path: string }

/** A provider whose like calls wait for the test (answer/fail), and whose likers call answers two names. */
function likeProvider() {
  const calls: Call[] = [];
  let settle: { resolve(a: BlogLikeAnswer): void; reject(e: unknown): void } | null = null;
  const likers: BlogLikersAnswer = { users: [{ username: 'anna', likedAt: '2026-11-20T11:00:00.000Z' }, { username: 'ben', likedAt: '2026-11-20T12:00:00.000Z' }], total: 12, page: 1, limit: 10 };
  const provider = testDataProvider({
    request: ((path: string, options?: { method?: string }) => {
      const method = options?.method ?? 'GET';
      calls.push({ method, path });
      if (path.includes('/likes?')) return Promise.resolve(likers);
      return new Promise<BlogLikeAnswer>((resolve, reject) => { settle = { resolve, reject }; });
    }) as DataProvider['request'],
  });
  return {
    provider, calls,
    answer: (a: BlogLikeAnswer) => act(async () => { settle!.resolve(a); await Promise.resolve(); }),
    fail: (status: number) => act(async () => { settle!.reject(new ApiCallError(status, 'refused')); await Promise.resolve(); }),
  };
}

function renderButton(provider: DataProvider, plan: PlanTier, props: Partial<Parameters<typeof LikeButton>[0]> = {}) {
  const i18n = setupI18n('en');
  const Frame = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}><SignedInFrame provider={() => provider} plan={plan}>{children}</SignedInFrame></I18nextProvider>
  );
  return render(<LikeButton target="comments" id={7} likeCount={3} isLiked={false} {...props} />, { wrapper: Frame });
}

const likeButton = (): HTMLButtonElement => screen.getByTestId('like-comments-7');

describe('the like button (document 4 sections 4 and 9)', () => {
  it('likes at once, is blocked while the request is pending, then takes the server\'s count', async () => {
    const api = likeProvider();
    const onChange = vi.fn();
    renderButton(api.provider, 'elite', { onChange });
    expect(likeButton().textContent).toContain('3 likes');
    fireEvent.click(likeButton());
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(likeButton().textContent).toContain('4 likes');
    expect(likeButton().disabled).toBe(true);
    expect(likeButton().className).toContain('like__button--animating');
    fireEvent.click(likeButton());
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', path: '/blog/comments/7/like' }]);
    await api.answer({ likeCount: 5, isLiked: true });
    expect(likeButton().textContent).toContain('5 likes');
    expect(likeButton().disabled).toBe(false);
    expect(onChange).toHaveBeenCalledWith(5, true);
    // Unlike: DELETE; the count never goes below 0.
    fireEvent.click(likeButton());
    expect(api.calls.at(-1)).toEqual({ method: 'DELETE', path: '/blog/comments/7/like' });
    await api.answer({ likeCount: -1, isLiked: false });
    expect(likeButton().textContent).toContain('0 likes');
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('runs the like animation for 2 seconds', async () => {
    vi.useFakeTimers();
    const api = likeProvider();
    renderButton(api.provider, 'elite');
    fireEvent.click(likeButton());
    await api.answer({ likeCount: 4, isLiked: true });
    act(() => { vi.advanceTimersByTime(1999); });
    expect(likeButton().className).toContain('like__button--animating');
    act(() => { vi.advanceTimersByTime(1); });
    expect(likeButton().className).not.toContain('like__button--animating');
  });

  it('puts the count back and names the failure when the like is refused', async () => {
    const api = likeProvider();
    const onError = vi.fn();
    renderButton(api.provider, 'elite', { onError });
    fireEvent.click(likeButton());
    await api.fail(500);
    expect(likeButton().textContent).toContain('3 likes');
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
    expect(likeButton().className).not.toContain('like__button--animating');
    expect(onError).toHaveBeenCalledWith('Failed to like comment');
  });

  it('shows the likers (10 asked) in a tooltip after 500 ms of hovering, and hides it on leaving', async () => {
    vi.useFakeTimers();
    const api = likeProvider();
    renderButton(api.provider, 'elite');
    fireEvent.mouseEnter(likeButton().parentElement!);
    act(() => { vi.advanceTimersByTime(499); });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(async () => { vi.advanceTimersByTime(1); await Promise.resolve(); });
    expect(api.calls.at(-1)).toEqual({ method: 'GET', path: '/blog/comments/7/likes?page=1&limit=10' });
    expect(screen.getByRole('tooltip').textContent).toBe('Liked by anna, ben and 10 more');
    fireEvent.mouseLeave(likeButton().parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows other members the count only: liking is for Elite members', () => {
    const api = likeProvider();
    renderButton(api.provider, 'premium');
    expect(likeButton().disabled).toBe(true);
    expect(likeButton().title).toBe('Liking is for Elite members');
    expect(likeButton().textContent).toContain('3 likes');
  });
});
