/**
 * The comment list's shape (pure, no database): the stored rows of one post become the thread of
 * document 4 section 3 (`children` below each comment), sorted as asked. The top level follows the
 * chosen sort (newest, oldest, active: latest post or edit in the thread, likes, replies: replies
 * at every level); replies are always oldest first, so that a conversation reads top to bottom.
 * Deleted comments keep their place with an empty text; hidden ones too, except for moderators.
 */
import type { BlogComment, CommentDisplayPreference, CommentSort } from '../../contracts';

/** One stored, published comment with its author and likes, as the store reads it. */
export interface CommentRecord {
  id: number;
  postId: number;
  parentId: number | null;
  depth: number;
  text: string;
  authorId: string;
  authorUsername: string;
  authorFirstname: string;
  authorLastname: string;
  displayPreference: string;
  isEdited: boolean;
  deletedAt: Date | null;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  likeCount: number;
  isLiked: boolean;
}

export interface TreeReader {
  userId: string | null;
  /** Admins and CMS managers: they see a hidden comment's text (marked hidden). */
  moderator: boolean;
}

export function displayPreferenceOf(value: string): CommentDisplayPreference {
  return value === 'fullname' ? 'fullname' : 'username';
}

/** The author's name as the comment asks for it: the username, or first and last name. */
export function authorDisplayName(r: Pick<CommentRecord, 'authorUsername' | 'authorFirstname' | 'authorLastname' | 'displayPreference'>): string {
  if (displayPreferenceOf(r.displayPreference) === 'fullname') {
    const full = `${r.authorFirstname.trim()} ${r.authorLastname.trim()}`.trim();
    if (full) return full;
  }
  return r.authorUsername;
}

/** One comment without its children, as the reader may see it. */
export function commentView(r: CommentRecord, reader: TreeReader): BlogComment {
  const deleted = r.deletedAt !== null;
  const hidden = r.hiddenAt !== null;
  const showText = !deleted && (!hidden || reader.moderator);
  const iso = r.updatedAt.toISOString();
  return {
    commentId: r.id,
    postId: r.postId,
    parentId: r.parentId,
    depth: r.depth,
    text: showText ? r.text : '',
    authorUsername: r.authorUsername,
    authorDisplayName: authorDisplayName(r),
    authorDisplayPreference: displayPreferenceOf(r.displayPreference),
    createdAt: r.createdAt.toISOString(),
    updatedAt: iso,
    lastActivityAt: (r.updatedAt > r.createdAt ? r.updatedAt : r.createdAt).toISOString(),
    isEdited: r.isEdited,
    isDeleted: deleted,
    isHidden: hidden,
    isDraft: false,
    likeCount: r.likeCount,
    isLiked: r.isLiked,
    isOwn: reader.userId !== null && reader.userId === r.authorId,
    replyCount: 0,
    children: [],
  };
}

const byOldest = (a: BlogComment, b: BlogComment): number => a.createdAt.localeCompare(b.createdAt) || a.commentId - b.commentId;
const byNewest = (a: BlogComment, b: BlogComment): number => -byOldest(a, b);

const SORTERS: Record<CommentSort, (a: BlogComment, b: BlogComment) => number> = {
  newest: byNewest,
  oldest: byOldest,
  active: (a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || byNewest(a, b),
  likes: (a, b) => b.likeCount - a.likeCount || byNewest(a, b),
  replies: (a, b) => b.replyCount - a.replyCount || byNewest(a, b),
};

/**
 * The thread of one post: top-level comments in `sort` order, each with its replies (oldest
 * first) in `children`, `replyCount` and `lastActivityAt` summed over the whole thread below.
 * A reply whose parent is missing (it cannot be, but rows are data) is left out.
 */
export function buildCommentTree(records: CommentRecord[], reader: TreeReader, sort: CommentSort): BlogComment[] {
  const views = new Map<number, BlogComment>();
  for (const r of records) views.set(r.id, commentView(r, reader));
  const roots: BlogComment[] = [];
  for (const view of views.values()) {
    if (view.parentId === null) roots.push(view);
    else views.get(view.parentId)?.children.push(view);
  }
  const settle = (c: BlogComment): void => {
    c.children.sort(byOldest);
    for (const child of c.children) {
      settle(child);
      c.replyCount += 1 + child.replyCount;
      if (child.lastActivityAt > c.lastActivityAt) c.lastActivityAt = child.lastActivityAt;
    }
  };
  roots.forEach(settle);
  return roots.sort(SORTERS[sort]);
}
