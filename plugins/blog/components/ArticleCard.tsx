import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { detailPath } from '../../tickerDetail';
import type { PostLiveData, PostTrend, WordPressPost } from '../../../contracts';
import { decorateMentions } from '../logic/mentions';
import { readingMinutes } from '../logic/reading';
import { plainText } from '../logic/plainText';

export interface ArticleCardProps {
  post: WordPressPost;
  /** The live data of the post's `$TICKER` mentions; null while it loads or when it failed (mentions then show as plain links). */
  live: PostLiveData | null;
  /** Under the article: likes, comments. */
  children?: ReactNode;
  /** The heading level of the title (2 in the readers, 3 in the CMS preview list). */
  level?: 2 | 3;
}

/**
 * One article (document 4 sections 2.1 and 3): title, author, date, reading time (180 words a
 * minute), tags, the sanitised content with its `$TICKER` mentions showing company name, change
 * (coloured by sign) and trend, and what goes under it.
 */
export function ArticleCard({ post, live, children, level = 2 }: ArticleCardProps) {
  const { t, i18n } = useTranslation('blog');
  const f = useFormat();
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);
  const html = post.content.rendered;

  useLayoutEffect(() => {
    const root = body.current;
    if (!root) return;
    // The server sanitised this HTML when it was saved and again when it was served.
    root.innerHTML = html;
    decorateMentions(root, live, {
      change: (value) => (value === null ? t('mention.na') : `${value > 0 ? '+' : ''}${f.percent(value)}`),
      trend: (trend: PostTrend) => t(`mention.${trend}`),
      path: (ticker) => detailPath(ticker),
    });
  }, [html, live, f, t, i18n.language]);

  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const link = (event.target as HTMLElement).closest('a.blog-mention__ticker');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '/');
  };

  const Title = level === 2 ? 'h2' : 'h3';
  const author = post.userData[0]?.name ?? '';
  return (
    <article className="blog-article" data-testid="blog-article" data-post-id={post.id} aria-labelledby={`blog-title-${post.id}`}>
      <header className="blog-article__head">
        <Title id={`blog-title-${post.id}`} className="blog-article__title">{plainText(post.title.rendered)}</Title>
        <p className="blog-article__meta">
          {author && <span>{t('article.by', { author })}</span>}
          <time dateTime={post.date}>{f.date(post.date)}</time>
          <span data-testid="reading-time">{t('article.readingTime', { count: readingMinutes(html) })}</span>
        </p>
        {post.tags.length > 0 && (
          <ul className="blog-article__tags" aria-label={t('article.tags')}>
            {post.tags.map((tag) => <li key={tag}>{tag}</li>)}
          </ul>
        )}
      </header>
      {/* Clicks on the mention links stay in the app; the keyboard reaches them as ordinary links. */}
      <div className="blog-article__body" ref={body} onClick={onClick} data-testid="blog-article-body" />
      {children && <footer className="blog-article__foot">{children}</footer>}
    </article>
  );
}
