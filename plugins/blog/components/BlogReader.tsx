import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { BLOG_RULES } from '../../../product/blogRules';
import type { BlogAudience, WordPressPost } from '../../../contracts';
import { blogMethods } from '../data/blogApi';
import { pageForKey, pageOfSearch } from '../logic/reading';
import { failureReason } from '../logic/failureReason';
import { ArticleCard } from './ArticleCard';
import { ReadingProgress } from './ReadingProgress';

export interface BlogReaderProps {
  audience: BlogAudience;
  pageSize: number;
  title: string;
  lead?: string;
  /** What goes under each article (likes and comments). */
  below?: (post: WordPressPost) => ReactNode;
}

/** One article with its live data (loaded on its own: a failure leaves the mentions as plain links). */
function ArticleWithLiveData({ post, below }: { post: WordPressPost; below?: BlogReaderProps['below'] }) {
  const api = useDataMethods(blogMethods);
  const live = useKeyedLoad(String(post.id), (signal) => api.postData(post.id, signal));
  return <ArticleCard post={post} live={live.status === 'ready' ? live.value : null}>{below?.(post)}</ArticleCard>;
}

/**
 * The paged reader of the blog and the trading plan (document 4 sections 2.1, 4 and 9): "Page n"
 * with Previous and Next, the left and right arrow keys (not while typing), the page in the
 * address (?page=n); the next page is probed to enable Next and the page after it is prefetched
 * after 1 s; the reading progress bar; the states loading, error with Try Again, empty on page 1,
 * and past the end.
 */
export function BlogReader({ audience, pageSize, title, lead, below }: BlogReaderProps) {
  const { t } = useTranslation('blog');
  const api = useDataMethods(blogMethods);
  const [search, setSearch] = useSearchParams();
  const page = pageOfSearch(search);
  const [attempt, setAttempt] = useState(0);
  const key = `${audience}|${pageSize}|${page}|${attempt}`;
  const state = useKeyedLoad(key, (signal) => api.posts(page, pageSize, audience, signal));
  const probe = useKeyedLoad(key, (signal) => api.posts(page + 1, pageSize, audience, signal));
  const hasNext = probe.status === 'ready' && probe.value.length > 0;

  // The page after the next one, a second after this page shows (its own probe is then cached).
  useEffect(() => {
    if (state.status !== 'ready' || !hasNext) return undefined;
    const timer = window.setTimeout(() => { api.posts(page + 2, pageSize, audience).catch(() => undefined); }, BLOG_RULES.prefetchDelayMs);
    return () => window.clearTimeout(timer);
  }, [api, audience, pageSize, page, state.status, hasNext]);

  const goTo = useCallback((next: number): void => {
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
    document.querySelector('.blog-reader')?.closest('main')?.scrollTo({ top: 0 });
  }, [setSearch]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      const target = pageForKey(event, page, hasNext);
      if (target === null) return;
      event.preventDefault();
      goTo(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [page, hasNext, goTo]);

  const posts = state.status === 'ready' ? state.value : null;
  const pager = (
    <nav className="blog-pager" aria-label={t('reader.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => goTo(page - 1)}>{t('reader.previous')}</button>
      <span className="blog-pager__page" data-testid="blog-page">{t('reader.page', { n: page })}</span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => goTo(page + 1)}>{t('reader.next')}</button>
    </nav>
  );

  return (
    <div className="blog-reader" data-testid="blog-reader" data-state={state.status} data-audience={audience}>
      <ReadingProgress />
      <header className="blog-reader__head">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </header>
      {state.status === 'loading' && <p role="status" className="blog-reader__status">{t('reader.loading')}</p>}
      {state.status === 'failed' && (
        <div role="alert" className="blog-reader__error message message--error">
          <h2>{t('reader.errorTitle')}</h2>
          <p>{t('reader.errorMessage', { reason: failureReason(state.error, t('reader.unknownReason')) })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>{t('reader.tryAgain')}</button>
        </div>
      )}
      {posts && posts.length === 0 && page === 1 && <p className="blog-reader__empty" data-testid="blog-empty">{t('reader.empty')}</p>}
      {posts && posts.length === 0 && page > 1 && <p className="blog-reader__empty" data-testid="blog-past-end">{t('reader.pastEnd')}</p>}
      {posts && posts.length > 0 && (
        <div className="blog-reader__list">
          {posts.map((post) => <ArticleWithLiveData key={post.id} post={post} below={below} />)}
        </div>
      )}
      {(posts === null ? page > 1 : posts.length > 0 || page > 1) && pager}
    </div>
  );
}
