/**
 * The comment rules the server enforces (document 4 sections 5 and 6): who may read, write and
 * moderate, the text (non-blank, at most 1000 characters, plain text) and the nesting depth (3).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { UserRow } from '../appDeps';
import { resolveSession } from '../auth/sessionAuth';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../http/apiError';
import { modulesOf } from '../users/userModules';
import { hasPermission } from '../../product/permissionModules';
import { BLOG_COMMENT_RULES } from '../../product/blogCommentRules';
import type { PostSource, SourcePost } from './articlesSource';
import { commentRow } from './commentsStore';
import { commentPlainText } from './commentsText';

export interface CommentReader {
  user: UserRow;
  elite: boolean;
  moderator: boolean;
}

/** The caller's session when there is one (comments are readable by visitors). */
export async function commentReaderOf(app: FastifyInstance, req: FastifyRequest): Promise<CommentReader | null> {
  const auth = req.auth ?? await resolveSession(app, req);
  if (!auth || auth.user.product !== app.deps.config.productId || !auth.user.userPackage) return null;
  const modules = modulesOf(auth.user);
  return { user: auth.user, elite: hasPermission(modules, 'ELITE'), moderator: hasPermission(modules, 'ADMIN') || hasPermission(modules, 'CMSManager') };
}

/** Writing, liking and drafts: Elite members only (403 with the prompt's reason for the others). */
export function requireElite(reader: CommentReader | null): CommentReader {
  if (!reader) throw unauthorized();
  if (!reader.elite) throw forbidden('Commenting and likes are for Elite members. Upgrade to Elite to join the discussion.');
  return reader;
}

export function requireModerator(reader: CommentReader | null): CommentReader {
  if (!reader) throw unauthorized();
  if (!reader.moderator) throw forbidden();
  return reader;
}

/**
 * The published post the comments belong to, if the reader may read it: the Elite trading plan's
 * posts (and so their comments) are for Elite members and the staff, like the posts themselves.
 */
export async function readablePost(source: PostSource, postId: number, reader: CommentReader | null): Promise<SourcePost> {
  const post = await source.post(postId);
  if (!post) throw notFound('No such article');
  if (post.audience === 'elite') {
    if (!reader) throw unauthorized();
    if (!reader.elite && !reader.moderator) throw forbidden('The trading plan is for Elite members.');
  }
  return post;
}

/** The text as stored, or 400 with the spec's message. */
export function checkCommentText(raw: string): string {
  const text = commentPlainText(raw);
  if (!text) throw badRequest('Comment cannot be empty', 'COMMENT_EMPTY');
  if (text.length > BLOG_COMMENT_RULES.maxLength) throw badRequest(`Comment cannot exceed ${BLOG_COMMENT_RULES.maxLength} characters`, 'COMMENT_TOO_LONG');
  return text;
}

/**
 * Where a reply goes: the parent must be a published comment of the same post that is neither
 * deleted nor hidden, and not at the deepest level (a reply there would be depth 4).
 */
export async function replyPlace(db: Db, postId: number, parentId: number | null | undefined): Promise<{ parentId: number | null; depth: number; parentAuthorId: string | null }> {
  if (parentId === null || parentId === undefined) return { parentId: null, depth: 1, parentAuthorId: null };
  const parent = await commentRow(db, parentId);
  if (!parent || parent.status !== 'published' || parent.postId !== postId) throw notFound('The comment you reply to does not exist.');
  if (parent.deletedAt || parent.hiddenAt) throw new ApiError(409, 'The comment you reply to has been removed.', 'PARENT_REMOVED');
  if (parent.depth >= BLOG_COMMENT_RULES.maxDepth) {
    throw badRequest(`Replies can be nested at most ${BLOG_COMMENT_RULES.maxDepth} levels deep.`, 'MAX_NESTING');
  }
  return { parentId: parent.id, depth: parent.depth + 1, parentAuthorId: parent.authorId };
}
