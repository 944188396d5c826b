/**
 * The blog's wire types (document 4 sections 3 and 7.1): the WordPress-shaped reader calls
 * (`/wordpress/posts`, `/wordpress/postData`) and our CMS calls (`/blog/articles`).
 * Post ids are integers (WordPress-style), shared by the built-in store and the WordPress adapter.
 */

/** The article states (`draft` is only visible in the CMS; readers get only `publish`). */
export const BLOG_ARTICLE_STATUSES = ['draft', 'publish'] as const;
export type BlogArticleStatus = (typeof BLOG_ARTICLE_STATUSES)[number];

/** Who may read an article: everyone (the blog) or Elite members (the trading plan). */
export const BLOG_AUDIENCES = ['everyone', 'elite'] as const;
export type BlogAudience = (typeof BLOG_AUDIENCES)[number];

/** One post of `GET /api/wordpress/posts?page&amountPerPage[&audience]` (document 4 section 3). */
export interface WordPressPost {
  id: number;
  title: { rendered: string };
  /** Sanitised HTML (only YouTube/Vimeo iframes, no script, no event handlers, no `javascript:`). */
  content: { rendered: string };
  excerpt: { rendered: string };
  /** ISO date-time of publication. */
  date: string;
  likeCount: number;
  isLiked: boolean;
  userData: { name: string }[];
  status: BlogArticleStatus;
  audience: BlogAudience;
  tags: string[];
}

/** The answer of `GET /api/wordpress/posts`: the page's posts, newest first. */
export type WordPressPostsAnswer = WordPressPost[];

/** The trend words of a post's live data. */
export type PostTrend = 'trendBullish' | 'trendBearish' | 'trendNeutral';

/** One mentioned ticker's quote in a post's live data. */
export interface PostQuote {
  companyName: string;
  /** Percent, e.g. 1.25 for +1.25 %; null when unknown. */
  changePercent: number | null;
  current_price: number | null;
}

/** The answer of `GET /api/wordpress/postData?id`: live data for the `$TICKER` mentions of the post. */
export interface PostLiveData {
  quotes: Record<string, { quote: PostQuote }>;
  trends: Record<string, PostTrend>;
}

/** The body of `POST /api/blog/articles` and `PUT /api/blog/articles/{id}`. */
export interface BlogArticleInput {
  title: string;
  /** HTML from the editor; sanitised by the server on save and on serve. */
  content: string;
  excerpt?: string;
  status: BlogArticleStatus;
  audience: BlogAudience;
  tags?: string[];
}

/** The answer of `POST /api/blog/articles`. */
export interface BlogArticleCreated {
  id: number;
}

/** One article as the CMS sees it (`GET /api/blog/articles`, all states). */
export interface BlogArticle {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  status: BlogArticleStatus;
  audience: BlogAudience;
  tags: string[];
  authorUsername: string;
  authorName: string;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** Number of the current version (1 for a new article). */
  version: number;
}

/** The answer of `GET /api/blog/articles`. */
export type BlogArticleList = BlogArticle[];

/** One saved version of an article (`GET /api/blog/articles/{id}/versions`). */
export interface BlogArticleVersion {
  version: number;
  title: string;
  content: string;
  excerpt: string;
  status: BlogArticleStatus;
  audience: BlogAudience;
  tags: string[];
  savedBy: string;
  savedAt: string;
}

/** The answer of `POST /api/blog/images`: the stored image and the URL to embed. */
export interface BlogImage {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

// ---- Comments and likes (server/blog/comments*.ts, server/blog/likes.ts; plugins/blogComments) ----

import type { CommentDisplayPreference, CommentSort } from '../product/blogCommentRules';
export type { CommentDisplayPreference, CommentSort };

/**
 * One comment of `GET /api/blog/posts/{id}/comments` (document 4 section 3), with its replies in
 * `children`. A deleted or hidden comment keeps its place (its replies stay) with `text` empty.
 */
export interface BlogComment {
  commentId: number;
  postId: number;
  parentId: number | null;
  /** 1 for a comment on the post, 2 for a reply, 3 for a reply to a reply (no replies below). */
  depth: number;
  text: string;
  authorUsername: string;
  authorDisplayName: string;
  authorDisplayPreference: CommentDisplayPreference;
  /** ISO date-times; `lastActivityAt` is the latest post or edit in this comment's thread. */
  createdAt: string;
  updatedAt: string;
  lastActivityAt: string;
  isEdited: boolean;
  isDeleted: boolean;
  /** Hidden by a moderator (admins and CMS managers still see the text). */
  isHidden: boolean;
  isDraft: boolean;
  likeCount: number;
  isLiked: boolean;
  /** Whether the reader wrote it (and so may edit and delete it while it is not deleted). */
  isOwn: boolean;
  /** Replies below it, at every level. */
  replyCount: number;
  children: BlogComment[];
}

/** The answer of `GET /api/blog/posts/{id}/comments?sort`: the top-level comments in that order, replies oldest first. */
export type BlogCommentsAnswer = BlogComment[];

/** The answer of `GET /api/blog/posts/{id}/commentCount`: published comments that are not deleted. */
export interface BlogCommentCount {
  count: number;
}

/** The body of `POST /api/blog/posts/{id}/comments`. */
export interface BlogCommentInput {
  text: string;
  parentId?: number | null;
  authorDisplayPreference?: CommentDisplayPreference;
}

/** The body of `PUT /api/blog/comments/{id}`. */
export interface BlogCommentEdit {
  text: string;
}

/** The body of `POST /api/blog/comments/draft`: a new draft, or the draft `draftId` changed. */
export interface BlogCommentDraftInput {
  postId: number;
  text: string;
  parentId?: number | null;
  draftId?: number | null;
  authorDisplayPreference?: CommentDisplayPreference;
}

/** One of the reader's drafts (`GET /api/blog/posts/{id}/comments/drafts`, and the answer of saving one). */
export interface BlogCommentDraft {
  commentId: number;
  postId: number;
  parentId: number | null;
  text: string;
  /** The first 150 characters, for the draft list. */
  preview: string;
  authorDisplayPreference: CommentDisplayPreference;
  createdAt: string;
  updatedAt: string;
}

/** The body of `POST /api/blog/comments/publishDraft`. */
export interface BlogPublishDraftInput {
  draftId: number;
}

/** The body of `POST /api/blog/comments/{id}/hide` (admins and CMS managers; audited). */
export interface BlogCommentModeration {
  hidden: boolean;
}

/** The answer of liking or unliking an article or a comment (`POST` answers 201). */
export interface BlogLikeAnswer {
  likeCount: number;
  isLiked: boolean;
}

/** One member who liked an article or a comment. */
export interface BlogLiker {
  username: string;
  /** ISO date-time of the like. */
  likedAt: string;
}

/** The answer of `GET /api/blog/articles/{id}/likes?page&limit` and `GET /api/blog/comments/{id}/likes?page&limit`. */
export interface BlogLikersAnswer {
  users: BlogLiker[];
  total: number;
  page: number;
  limit: number;
}
