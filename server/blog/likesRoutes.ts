/**
 * The blog's like calls (issue 25 scope 5; document 4 section 7.1):
 * - POST   /blog/articles/{id}/like          → 201 BlogLikeAnswer (Elite; a second like changes nothing)
 * - DELETE /blog/articles/{id}/like          → BlogLikeAnswer (Elite; without a like changes nothing)
 * - GET    /blog/articles/{id}/likes?page&limit → BlogLikersAnswer (signed-in members; page 1 and 50 by default)
 * - POST   /blog/comments/{id}/like          → 201 BlogLikeAnswer (Elite; not on a deleted or hidden comment)
 * - DELETE /blog/comments/{id}/like          → BlogLikeAnswer
 * - GET    /blog/comments/{id}/likes?page&limit → BlogLikersAnswer
 * One like per member and item is the tables' unique key; counts are counted likes (likes.ts),
 * so concurrent likes and unlikes can never make one negative or double.
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { ApiError, badRequest, notFound } from '../http/apiError';
import { BLOG_COMMENT_RULES } from '../../product/blogCommentRules';
import type { BlogLikeAnswer, BlogLikersAnswer } from '../../contracts';
import { postSourceFor, type PostSource } from './articlesSource';
import { commentReaderOf, readablePost } from './commentsRules';
import { commentRow } from './commentsStore';
import { postIdOf } from './commentsRoutes';
import { commentLikers, likeComment, likePost, postLikers, unlikeComment, unlikePost, type LikerRow } from './likes';

const postParams = s.object({ id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, ['id']);
const commentParams = s.object({ id: { type: 'string', pattern: '^[0-9]{1,15}$' } }, ['id']);
const pagingQuery = s.object({ page: { type: 'string', pattern: '^[0-9]{1,6}$' }, limit: { type: 'string', pattern: '^[0-9]{1,4}$' } });
const elite = { auth: true, permission: 'ELITE' } as const;

function paging(query: { page?: string; limit?: string }): { page: number; limit: number } {
  const page = query.page === undefined ? 1 : Number(query.page);
  const limit = query.limit === undefined ? BLOG_COMMENT_RULES.likersPageSize : Number(query.limit);
  if (page < 1) throw badRequest('page must be 1 or more.', 'BAD_PAGE');
  if (limit < 1 || limit > BLOG_COMMENT_RULES.likersMaxPageSize) throw badRequest(`limit must be between 1 and ${BLOG_COMMENT_RULES.likersMaxPageSize}.`, 'BAD_PAGE_SIZE');
  return { page, limit };
}

function likersAnswer(found: { rows: LikerRow[]; total: number }, page: number, limit: number): BlogLikersAnswer {
  return { users: found.rows.map((r) => ({ username: r.username, likedAt: r.likedAt.toISOString() })), total: found.total, page, limit };
}

export interface BlogLikeRoutesOptions {
  source?: PostSource;
}

export async function blogLikeRoutes(app: FastifyInstance, options: BlogLikeRoutesOptions = {}): Promise<void> {
  const { db, config } = app.deps;
  const source = options.source ?? postSourceFor(db, config);

  /** A published comment of a post the reader may read, or 404. */
  const readableComment = async (rawId: string, reader: Awaited<ReturnType<typeof commentReaderOf>>) => {
    const id = Number(rawId);
    const row = Number.isSafeInteger(id) && id > 0 ? await commentRow(db, id) : undefined;
    if (!row || row.status !== 'published') throw notFound('No such comment');
    await readablePost(source, row.postId, reader);
    return row;
  };

  app.post<{ Params: { id: string } }>('/blog/articles/:id/like', { config: elite, schema: { params: postParams } }, async (req, reply): Promise<BlogLikeAnswer> => {
    const reader = (await commentReaderOf(app, req))!;
    const postId = postIdOf(req.params.id);
    await readablePost(source, postId, reader);
    reply.code(201);
    return likePost(db, postId, reader.user.id, app.deps.now());
  });

  app.delete<{ Params: { id: string } }>('/blog/articles/:id/like', { config: elite, schema: { params: postParams } }, async (req): Promise<BlogLikeAnswer> => {
    const reader = (await commentReaderOf(app, req))!;
    // Taking a like back needs no readable post: a post that went away keeps no like of the member's.
    return unlikePost(db, postIdOf(req.params.id), reader.user.id);
  });

  app.get<{ Params: { id: string }; Querystring: { page?: string; limit?: string } }>('/blog/articles/:id/likes', {
    config: { auth: true }, schema: { params: postParams, querystring: pagingQuery },
  }, async (req): Promise<BlogLikersAnswer> => {
    const reader = await commentReaderOf(app, req);
    const postId = postIdOf(req.params.id);
    const { page, limit } = paging(req.query);
    await readablePost(source, postId, reader);
    return likersAnswer(await postLikers(db, postId, page, limit), page, limit);
  });

  app.post<{ Params: { id: string } }>('/blog/comments/:id/like', { config: elite, schema: { params: commentParams } }, async (req, reply): Promise<BlogLikeAnswer> => {
    const reader = (await commentReaderOf(app, req))!;
    const row = await readableComment(req.params.id, reader);
    if (row.deletedAt || row.hiddenAt) throw new ApiError(409, 'This comment has been removed.', 'COMMENT_REMOVED');
    reply.code(201);
    return likeComment(db, row.id, reader.user.id, app.deps.now());
  });

  app.delete<{ Params: { id: string } }>('/blog/comments/:id/like', { config: elite, schema: { params: commentParams } }, async (req): Promise<BlogLikeAnswer> => {
    const reader = (await commentReaderOf(app, req))!;
    const id = Number(req.params.id);
    const row = Number.isSafeInteger(id) && id > 0 ? await commentRow(db, id) : undefined;
    if (!row || row.status !== 'published') throw notFound('No such comment');
    return unlikeComment(db, row.id, reader.user.id);
  });

  app.get<{ Params: { id: string }; Querystring: { page?: string; limit?: string } }>('/blog/comments/:id/likes', {
    config: { auth: true }, schema: { params: commentParams, querystring: pagingQuery },
  }, async (req): Promise<BlogLikersAnswer> => {
    const reader = await commentReaderOf(app, req);
    const { page, limit } = paging(req.query);
    const row = await readableComment(req.params.id, reader);
    return likersAnswer(await commentLikers(db, row.id, page, limit), page, limit);
  });
}
