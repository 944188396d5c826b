/**
 * The numbers of the blog's comments and likes (document 4 sections 5 and 9), read by the server
 * (which enforces them) and the comment thread (which shows them).
 */
export const BLOG_COMMENT_RULES = {
  /** Characters of one comment or draft (after trimming). */
  maxLength: 1000,
  /** The counter turns to the warning colour at this share of maxLength, to the error colour at 1. */
  warnShare: 0.9,
  /** Levels of a thread: 1 is a comment on the post, 3 a reply to a reply; depth 4 is refused. */
  maxDepth: 3,
  /** A changed draft is saved this long after the last keystroke. */
  autosaveMs: 1000,
  /** Characters of a draft shown in the draft list. */
  draftPreviewLength: 150,
  /** The likers tooltip opens after hovering this long. */
  likersTooltipDelayMs: 500,
  /** The like animation runs this long. */
  likeAnimationMs: 2000,
  /** Success and failure toasts stay this long. */
  toastMs: 4000,
  /** Likers per page: the server's default and largest, and what the tooltip asks for. */
  likersPageSize: 50,
  likersMaxPageSize: 100,
  likersTooltipPageSize: 10,
  /** Comments a member may post (or publish from drafts) per minute. */
  postsPerMinute: 10,
  /** Drafts a member may keep per post. */
  maxDraftsPerPost: 20,
  /** The most comments one post's list answers (drafts are not counted). */
  maxCommentsPerPost: 5000,
} as const;

/** How the comment list can be sorted; the first is the default. */
export const COMMENT_SORTS = ['newest', 'oldest', 'active', 'likes', 'replies'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** How a comment's author is named: by username or by full name (the author's choice per comment). */
export const COMMENT_DISPLAY_PREFERENCES = ['username', 'fullname'] as const;
export type CommentDisplayPreference = (typeof COMMENT_DISPLAY_PREFERENCES)[number];

/** The Elite upgrade page the "Exclusive Community Access" prompt links to. */
export const ELITE_UPGRADE_PATH = '/dashboard/elite-upgrade';

/** The counter's state for a text of `length` characters. */
export function commentLengthState(length: number): 'ok' | 'warning' | 'error' {
  if (length >= BLOG_COMMENT_RULES.maxLength) return 'error';
  if (length >= BLOG_COMMENT_RULES.maxLength * BLOG_COMMENT_RULES.warnShare) return 'warning';
  return 'ok';
}

/**
 * A comment's text as stored: line ends unified, control characters (other than line feed and
 * tab) and invisible direction overrides removed, at most two blank lines in a row, trimmed.
 * Comments are plain text: the client shows them as text, never as HTML.
 */
export function normalizeCommentText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** The first characters of a draft, for the draft list. */
export function draftPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const max = BLOG_COMMENT_RULES.draftPreviewLength;
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
