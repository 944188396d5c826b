import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { BLOG_COMMENT_RULES } from '../../../product/blogCommentRules';
import type { BlogLiker } from '../../../contracts';
import { commentsMethods, type LikeTarget } from '../data/commentsApi';

export interface LikeButtonProps {
  target: LikeTarget;
  id: number;
  likeCount: number;
  isLiked: boolean;
  /** Called with the server's answer (the thread keeps its copy in step). */
  onChange?(likeCount: number, isLiked: boolean): void;
  /** A failed like: the thread's toast. */
  onError?(message: string): void;
}

/**
 * The like button of an article or a comment (document 4 sections 4 and 9): optimistic, blocked
 * while its request is pending, rolled back on failure ('Failed to like article' / 'comment'),
 * a 2-second animation on a like, and the likers (10 of them) in a tooltip after 500 ms of hover.
 * Elite members may like; other signed-in members see the count.
 */
export function LikeButton({ target, id, likeCount, isLiked, onChange, onError }: LikeButtonProps) {
  const { t } = useTranslation('blogComments');
  const { session } = useEngine();
  const api = useDataMethods(commentsMethods);
  const [state, setState] = useState({ likeCount, isLiked });
  const [pending, setPending] = useState(false);
  const [animating, setAnimating] = useState(false);
  const [likers, setLikers] = useState<{ users: BlogLiker[]; total: number } | 'loading' | 'failed' | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const animTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // New counts from the parent (a reload of the thread) replace the button's own, React's way of adjusting state to props.
  const [given, setGiven] = useState({ likeCount, isLiked });
  if (given.likeCount !== likeCount || given.isLiked !== isLiked) {
    setGiven({ likeCount, isLiked });
    setState({ likeCount, isLiked });
  }
  useEffect(() => () => { if (hoverTimer.current) clearTimeout(hoverTimer.current); if (animTimer.current) clearTimeout(animTimer.current); }, []);
  const canLike = hasPermission(session.modules, 'ELITE');
  const signedIn = session.user !== null;

  const toggle = async (): Promise<void> => {
    if (pending || !canLike) return;
    const before = state;
    const liked = !before.isLiked;
    setState({ likeCount: Math.max(0, before.likeCount + (liked ? 1 : -1)), isLiked: liked });
    setPending(true);
    if (liked) {
      setAnimating(true);
      if (animTimer.current) clearTimeout(animTimer.current);
      animTimer.current = setTimeout(() => setAnimating(false), BLOG_COMMENT_RULES.likeAnimationMs);
    }
    try {
      const answer = await api.like(target, id, liked);
      setState({ likeCount: Math.max(0, answer.likeCount), isLiked: answer.isLiked });
      setLikers(null);
      onChange?.(answer.likeCount, answer.isLiked);
    } catch {
      setState(before);
      setAnimating(false);
      onError?.(t(target === 'articles' ? 'errors.likeArticle' : 'errors.likeComment'));
    } finally {
      setPending(false);
    }
  };

  const showLikers = (): void => {
    if (!signedIn || hoverTimer.current) return;
    hoverTimer.current = setTimeout(() => {
      setLikers('loading');
      api.likers(target, id, 1, BLOG_COMMENT_RULES.likersTooltipPageSize).then(
        (answer) => setLikers({ users: answer.users, total: answer.total }),
        () => setLikers('failed'),
      );
    }, BLOG_COMMENT_RULES.likersTooltipDelayMs);
  };
  const hideLikers = (): void => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
    setLikers(null);
  };

  const label = state.isLiked ? t('likes.unlike') : t('likes.like');
  return (
    <span className="like" onMouseEnter={showLikers} onMouseLeave={hideLikers} onFocus={showLikers} onBlur={hideLikers}>
      <button
        type="button" className={`like__button${state.isLiked ? ' like__button--liked' : ''}${animating ? ' like__button--animating' : ''}`}
        aria-pressed={state.isLiked} disabled={pending || !canLike} aria-busy={pending}
        title={canLike ? label : t('likes.eliteOnly')} data-testid={`like-${target}-${id}`} onClick={() => void toggle()}
      >
        <span aria-hidden="true">{state.isLiked ? '♥' : '♡'}</span> <span className="like__label">{label}</span>
        <span className="like__count">{t('likes.count', { count: state.likeCount })}</span>
      </button>
      {likers !== null && (
        <span role="tooltip" className="like__tooltip" data-testid={`likers-${target}-${id}`}>
          {likers === 'loading' ? t('likes.loading') : likers === 'failed' ? t('errors.likers') : likers.total === 0 ? t('likes.none') : (
            <>
              <strong>{t('likes.likedBy')}</strong>{' '}
              {likers.users.map((u) => u.username).join(', ')}
              {likers.total > likers.users.length && ` ${t('likes.more', { count: likers.total - likers.users.length })}`}
            </>
          )}
        </span>
      )}
    </span>
  );
}

/** The article's like button (plugins/blog puts it under each article). */
export function ArticleLikeButton({ postId, likeCount, isLiked }: { postId: number; likeCount: number; isLiked: boolean }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return undefined;
    const timer = setTimeout(() => setError(null), BLOG_COMMENT_RULES.toastMs);
    return () => clearTimeout(timer);
  }, [error]);
  return (
    <div className="article-like">
      <LikeButton target="articles" id={postId} likeCount={likeCount} isLiked={isLiked} onError={setError} />
      {error && <span role="alert" className="comment-toast comment-toast--error">{error}</span>}
    </div>
  );
}
