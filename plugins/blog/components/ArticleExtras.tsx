import type { WordPressPost } from '../../../contracts';
import { ArticleLikeButton, CommentThread } from '../../blogComments';

/** What goes under an article in the readers: the like button and the comment thread (plugins/blogComments). */
export function ArticleExtras({ post }: { post: WordPressPost }) {
  return (
    <div className="blog-article__extras" data-post-id={post.id}>
      <ArticleLikeButton postId={post.id} likeCount={post.likeCount} isLiked={post.isLiked} />
      <CommentThread postId={post.id} />
    </div>
  );
}
