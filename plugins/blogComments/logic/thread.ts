/**
 * The thread's optimistic changes (pure): insert a comment (top level or under its parent),
 * change one, take one out. Each answers a new tree and leaves the old one as it was, so that a
 * failed call can put the old tree back.
 */
import type { BlogComment } from '../../../contracts';
import { BLOG_COMMENT_RULES } from '../../../product/blogCommentRules';

export function mapComment(tree: readonly BlogComment[], id: number, change: (c: BlogComment) => BlogComment): BlogComment[] {
  return tree.map((c) => (c.commentId === id ? change(c) : c.children.length ? { ...c, children: mapComment(c.children, id, change) } : c));
}

export function insertComment(tree: readonly BlogComment[], comment: BlogComment, newestFirst: boolean): BlogComment[] {
  if (comment.parentId === null) return newestFirst ? [comment, ...tree] : [...tree, comment];
  return mapComment(tree, comment.parentId, (p) => ({ ...p, replyCount: p.replyCount + 1, children: [...p.children, comment] }));
}

export function removeComment(tree: readonly BlogComment[], id: number): BlogComment[] {
  return tree.filter((c) => c.commentId !== id).map((c) => (c.children.length ? { ...c, children: removeComment(c.children, id) } : c));
}

export function findComment(tree: readonly BlogComment[], id: number): BlogComment | undefined {
  for (const c of tree) {
    if (c.commentId === id) return c;
    const inner = findComment(c.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Whether a reply can go under this comment (the reply action is disabled at the deepest level). */
export const canReplyTo = (c: BlogComment): boolean => c.depth < BLOG_COMMENT_RULES.maxDepth && !c.isDeleted && !c.isHidden;

/** What is wrong with a text, if anything: the composer's message and tooltip. */
export function textProblem(text: string): 'empty' | 'tooLong' | null {
  if (!text.trim()) return 'empty';
  if (text.trim().length > BLOG_COMMENT_RULES.maxLength) return 'tooLong';
  return null;
}
