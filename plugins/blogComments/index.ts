/**
 * The blog's comments and likes (issue 25 scopes 4 to 6): the comment thread under an article and
 * the article's like button, for plugins/blog's readers. Import from here only.
 */
export { CommentThread } from './components/CommentThread';
export { ArticleLikeButton } from './components/LikeButton';
