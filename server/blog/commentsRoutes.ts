/**
 * The blog's comment calls (issue 25 scopes 4 and 6; document 4 section 7.1):
 * - GET    /blog/posts/{id}/comments?sort          → BlogCommentsAnswer: the thread, for everyone (Elite posts: Elite and staff)
 * - GET    /blog/posts/{id}/commentCount           → BlogCommentCount
 * - POST   /blog/posts/{id}/comments               → 201 BlogComment (Elite; rate-limited per member; notifies the parent's author)
 * - PUT    /blog/comments/{id}                     → BlogComment (the author only, 403 otherwise)
 * - DELETE /blog/comments/{id}                     → BlogComment, deleted (the author only)
 * - POST   /blog/comments/draft                    → BlogCommentDraft (Elite: a new draft, or `draftId` changed)
 * - GET    /blog/posts/{id}/comments/drafts        → BlogCommentDraft[] (the caller's own)
 * - POST   /blog/comments/publishDraft             → 201 BlogComment (rate-limited like posting)
 * - DELETE /blog/comments/drafts/{id}              → {success} ('Cannot delete draft: Invalid draft ID' otherwise)
 * - POST   /blog/comments/{id}/hide                → BlogComment (admins and CMS managers; audited)
 * The likes are likesRoutes.ts. Text rules: commentsRules.ts; storage: commentsStore.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as s from '../http/schemas';
import { ApiError, badRequest, forbidden, notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import { audit } from '../audit';
import { BLOG_COMMENT_RULES, COMMENT_DISPLAY_PREFERENCES, COMMENT_SORTS, draftPreview } from '../../product/blogCommentRules';
import type {
  BlogComment, BlogCommentCount, BlogCommentDraft, BlogCommentDraftInput, BlogCommentEdit, BlogCommentInput,
  BlogCommentModeration, BlogCommentsAnswer, BlogPublishDraftInput, CommentSort, SuccessAnswer,
} from '../../contracts';
import { postSourceFor, type PostSource } from './articlesSource';
import { htmlToText } from './articlesHtml';
import {
  commentRow, deleteDraftRow, draftCount, draftsOf, editComment, insertComment, ownDraft, publishDraftRow,
  publishedComment, publishedComments, setCommentHidden, softDeleteComment, updateDraft, visibleCommentCount, type CommentRow,
} from './commentsStore';
import { authorDisplayName, buildCommentTree, commentView, displayPreferenceOf } from './commentsTree';
import { checkCommentText, commentReaderOf, readablePost, replyPlace, requireModerator, type CommentReader } from './commentsRules';
import { notifyReply } from './commentsNotify';

/** Post ids are int32 (WordPress-style); comment ids bigserial. */
const postParams = s.object({ id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, ['id']);
const commentParams = s.object({ id: { type: 'string', pattern: '^[0-9]{1,15}$' } }, ['id']);
/** The raw text may be longer than the limit (markup is stripped first); the limit is checked after, with the spec's message. */
const rawText = { type: 'string', maxLength: BLOG_COMMENT_RULES.maxLength * 10 } as const;
const preference = { type: 'string', enum: [...COMMENT_DISPLAY_PREFERENCES] } as const;
const elite = { auth: true, permission: 'ELITE' } as const;

const INVALID_DRAFT = 'Cannot delete draft: Invalid draft ID';

export function postIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > s.INT32_MAX) throw notFound('No such article');
  return id;
}

function commentIdOf(raw: string, message = 'No such comment'): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(message);
  return id;
}

/**
 * Posting and publishing: `RATE_LIMIT_COMMENTS` per minute and member (@fastify/rate-limit; the
 * count is taken after the session and input checks, so refused input does not use it up).
 */
function postingLimit(app: FastifyInstance) {
  return {
    max: (): number => app.deps.config.rateLimits.comments.max,
    timeWindow: app.deps.config.rateLimits.comments.timeWindowMs,
    hook: 'preHandler',
    keyGenerator: (req: FastifyRequest): string => `blog-comment:${req.auth?.user.id ?? req.ip}`,
  } as const;
}

function draftView(row: CommentRow): BlogCommentDraft {
  return {
    commentId: row.id, postId: row.postId, parentId: row.parentId, text: row.text, preview: draftPreview(row.text),
    authorDisplayPreference: displayPreferenceOf(row.displayPreference), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

export interface BlogCommentRoutesOptions {
  /** Another post source (tests); by default the configured one. */
  source?: PostSource;
}

export async function blogCommentRoutes(app: FastifyInstance, options: BlogCommentRoutesOptions = {}): Promise<void> {
  const { db, config } = app.deps;
  const source = options.source ?? postSourceFor(db, config);
  const now = (): Date => app.deps.now();

  /** One published comment as the reader sees it (after a change). */
  const viewOf = async (id: number, reader: CommentReader): Promise<BlogComment> => {
    const record = await publishedComment(db, id, reader.user.id);
    if (!record) throw notFound('No such comment');
    return commentView(record, { userId: reader.user.id, moderator: reader.moderator });
  };

  /** Publishes text at a place of a post: the notification of a reply goes to the parent's author. */
  const announce = async (reader: CommentReader, row: CommentRow, parentAuthorId: string | null, postTitleHtml: string): Promise<void> => {
    if (!parentAuthorId) return;
    await notifyReply(db, {
      parentAuthorId, replierId: reader.user.id, postTitle: htmlToText(postTitleHtml), text: row.text,
      replierName: authorDisplayName({ authorUsername: reader.user.username, authorFirstname: reader.user.firstname, authorLastname: reader.user.lastname, displayPreference: row.displayPreference }),
    }, now());
  };

  app.get<{ Params: { id: string }; Querystring: { sort?: CommentSort } }>('/blog/posts/:id/comments', {
    schema: { params: postParams, querystring: s.object({ sort: { type: 'string', enum: [...COMMENT_SORTS] } }) },
  }, async (req): Promise<BlogCommentsAnswer> => {
    const postId = postIdOf(req.params.id);
    const reader = await commentReaderOf(app, req);
    await readablePost(source, postId, reader);
    const records = await publishedComments(db, postId, reader?.user.id ?? null, BLOG_COMMENT_RULES.maxCommentsPerPost);
    return buildCommentTree(records, { userId: reader?.user.id ?? null, moderator: reader?.moderator ?? false }, req.query.sort ?? 'newest');
  });

  app.get<{ Params: { id: string } }>('/blog/posts/:id/commentCount', { schema: { params: postParams } }, async (req): Promise<BlogCommentCount> => {
    const postId = postIdOf(req.params.id);
    await readablePost(source, postId, await commentReaderOf(app, req));
    return { count: await visibleCommentCount(db, postId) };
  });

  app.post<{ Params: { id: string }; Body: BlogCommentInput }>('/blog/posts/:id/comments', {
    config: { ...elite, rateLimit: postingLimit(app) },
    schema: {
      params: postParams,
      body: s.object({ text: rawText, parentId: { anyOf: [s.serialId, { type: 'null' }] }, authorDisplayPreference: preference }, ['text']),
    },
  }, async (req, reply): Promise<BlogComment> => {
    const reader = (await commentReaderOf(app, req))!;
    const postId = postIdOf(req.params.id);
    const post = await readablePost(source, postId, reader);
    const text = checkCommentText(req.body.text);
    const place = await replyPlace(db, postId, req.body.parentId);
    const row = await insertComment(db, {
      postId, parentId: place.parentId, depth: place.depth, authorId: reader.user.id, text,
      displayPreference: req.body.authorDisplayPreference ?? 'username',
    }, 'published', now());
    await announce(reader, row, place.parentAuthorId, post.titleHtml);
    reply.code(201);
    return viewOf(row.id, reader);
  });

  app.put<{ Params: { id: string }; Body: BlogCommentEdit }>('/blog/comments/:id', {
    config: elite,
    schema: { params: commentParams, body: s.object({ text: rawText }, ['text']) },
  }, async (req): Promise<BlogComment> => {
    const reader = (await commentReaderOf(app, req))!;
    const id = commentIdOf(req.params.id);
    const row = await commentRow(db, id);
    if (!row || row.status !== 'published') throw notFound('No such comment');
    if (row.authorId !== reader.user.id) throw forbidden('Only the author may edit this comment.');
    if (row.deletedAt) throw new ApiError(409, 'This comment has been deleted.', 'COMMENT_DELETED');
    if (row.hiddenAt) throw forbidden('This comment was hidden by a moderator and cannot be edited.');
    const text = checkCommentText(req.body.text);
    if (!(await editComment(db, id, reader.user.id, text, now()))) throw new ApiError(409, 'This comment has been deleted.', 'COMMENT_DELETED');
    return viewOf(id, reader);
  });

  app.delete<{ Params: { id: string } }>('/blog/comments/:id', {
    config: elite, schema: { params: commentParams },
  }, async (req): Promise<BlogComment> => {
    const reader = (await commentReaderOf(app, req))!;
    const id = commentIdOf(req.params.id);
    const row = await commentRow(db, id);
    if (!row || row.status !== 'published') throw notFound('No such comment');
    if (row.authorId !== reader.user.id) throw forbidden('Only the author may delete this comment.');
    if (!(await softDeleteComment(db, id, reader.user.id, now()))) throw new ApiError(409, 'This comment has been deleted.', 'COMMENT_DELETED');
    return viewOf(id, reader);
  });

  app.post<{ Body: BlogCommentDraftInput }>('/blog/comments/draft', {
    config: elite,
    schema: {
      body: s.object({
        postId: s.int32(1), text: rawText, parentId: { anyOf: [s.serialId, { type: 'null' }] },
        draftId: { anyOf: [s.serialId, { type: 'null' }] }, authorDisplayPreference: preference,
      }, ['postId', 'text']),
    },
  }, async (req): Promise<BlogCommentDraft> => {
    const reader = (await commentReaderOf(app, req))!;
    const { postId } = req.body;
    await readablePost(source, postId, reader);
    const text = checkCommentText(req.body.text);
    const place = await replyPlace(db, postId, req.body.parentId);
    const at = now();
    if (req.body.draftId !== null && req.body.draftId !== undefined) {
      const draft = await ownDraft(db, req.body.draftId, reader.user.id);
      if (!draft || draft.postId !== postId) throw notFound('Cannot save draft: Invalid draft ID');
      // A change that names no preference keeps the draft's.
      const displayPreference = req.body.authorDisplayPreference ?? displayPreferenceOf(draft.displayPreference);
      const saved = await updateDraft(db, draft.id, reader.user.id, { text, parentId: place.parentId, depth: place.depth, displayPreference }, at);
      if (!saved) throw notFound('Cannot save draft: Invalid draft ID');
      return draftView(saved);
    }
    if ((await draftCount(db, postId, reader.user.id)) >= BLOG_COMMENT_RULES.maxDraftsPerPost) {
      throw badRequest(`You can keep at most ${BLOG_COMMENT_RULES.maxDraftsPerPost} drafts per article. Please publish or delete one first.`, 'TOO_MANY_DRAFTS');
    }
    const displayPreference = req.body.authorDisplayPreference ?? 'username';
    const row = await insertComment(db, { postId, parentId: place.parentId, depth: place.depth, authorId: reader.user.id, text, displayPreference }, 'draft', at);
    return draftView(row);
  });

  app.get<{ Params: { id: string } }>('/blog/posts/:id/comments/drafts', {
    config: elite, schema: { params: postParams },
  }, async (req): Promise<BlogCommentDraft[]> => {
    const reader = (await commentReaderOf(app, req))!;
    const postId = postIdOf(req.params.id);
    await readablePost(source, postId, reader);
    return (await draftsOf(db, postId, reader.user.id)).map(draftView);
  });

  app.post<{ Body: BlogPublishDraftInput }>('/blog/comments/publishDraft', {
    config: { ...elite, rateLimit: postingLimit(app) },
    schema: { body: s.object({ draftId: s.serialId }, ['draftId']) },
  }, async (req, reply): Promise<BlogComment> => {
    const reader = (await commentReaderOf(app, req))!;
    const draft = await ownDraft(db, req.body.draftId, reader.user.id);
    if (!draft) throw notFound('Cannot publish draft: Invalid draft ID');
    const post = await readablePost(source, draft.postId, reader);
    checkCommentText(draft.text);
    // The parent may have been deleted or hidden since the draft was saved.
    const place = await replyPlace(db, draft.postId, draft.parentId);
    const row = await publishDraftRow(db, draft.id, reader.user.id, now());
    if (!row) throw notFound('Cannot publish draft: Invalid draft ID');
    await announce(reader, row, place.parentAuthorId, post.titleHtml);
    reply.code(201);
    return viewOf(row.id, reader);
  });

  app.delete<{ Params: { id: string } }>('/blog/comments/drafts/:id', {
    config: elite, schema: { params: s.object({ id: { type: 'string', maxLength: 40 } }, ['id']) },
  }, async (req): Promise<SuccessAnswer> => {
    const { user } = requireAuth(req);
    const id = Number(req.params.id);
    if (!/^[0-9]{1,15}$/.test(req.params.id) || !Number.isSafeInteger(id) || id < 1) throw badRequest(INVALID_DRAFT, 'INVALID_DRAFT_ID');
    if (!(await deleteDraftRow(db, id, user.id))) throw notFound(INVALID_DRAFT);
    return { success: true };
  });

  app.post<{ Params: { id: string }; Body: BlogCommentModeration }>('/blog/comments/:id/hide', {
    config: { auth: true, permission: 'CMSManager' },
    schema: { params: commentParams, body: s.object({ hidden: { type: 'boolean' } }, ['hidden']) },
  }, async (req): Promise<BlogComment> => {
    const reader = requireModerator(await commentReaderOf(app, req));
    const id = commentIdOf(req.params.id);
    const row = await setCommentHidden(db, id, req.body.hidden, reader.user.id, now());
    if (!row) throw notFound('No such comment');
    await audit(db, {
      actorId: reader.user.id, action: req.body.hidden ? 'blog.comment.hide' : 'blog.comment.show', targetType: 'blog_comment', targetId: String(id), ip: req.ip,
      details: { postId: row.postId, authorId: row.authorId },
    });
    return viewOf(id, reader);
  });
}
