import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogCommentLikes, blogPostLikes, users } from '../db/schema';

/** Likes of one post as a reader sees them. */
export interface LikeSummary {
  likeCount: number;
  isLiked: boolean;
}

/**
 * The like count of each post and whether `userId` likes it (false for visitors), for the
 * reader calls (`GET /api/wordpress/posts`). Every asked id is in the answer, unliked ones with 0.
 * Counts are counted rows of `blog_post_likes` (one per member and post), so they are never
 * below 0 whatever the order of concurrent likes and unlikes.
 *
 * @example const likes = await postLikeSummaries(db, [1, 2], auth?.user.id ?? null); likes.get(1)?.likeCount
 */
export async function postLikeSummaries(db: Db, postIds: number[], userId: string | null): Promise<Map<number, LikeSummary>> {
  const ids = [...new Set(postIds)];
  const out = new Map<number, LikeSummary>(ids.map((id) => [id, { likeCount: 0, isLiked: false }]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      postId: blogPostLikes.postId,
      likeCount: count(),
      isLiked: userId
        ? sql<boolean>`bool_or(${blogPostLikes.userId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(blogPostLikes)
    .where(inArray(blogPostLikes.postId, ids))
    .groupBy(blogPostLikes.postId);
  for (const r of rows) out.set(r.postId, { likeCount: Number(r.likeCount), isLiked: r.isLiked === true });
  return out;
}

/** The same for comments (the comment list's likeCount and isLiked). */
export async function commentLikeSummaries(db: Db, commentIds: number[], userId: string | null): Promise<Map<number, LikeSummary>> {
  const ids = [...new Set(commentIds)];
  const out = new Map<number, LikeSummary>(ids.map((id) => [id, { likeCount: 0, isLiked: false }]));
  if (!ids.length) return out;
  const rows = await db
    .select({
      commentId: blogCommentLikes.commentId,
      likeCount: count(),
      isLiked: userId
        ? sql<boolean>`bool_or(${blogCommentLikes.userId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(blogCommentLikes)
    .where(inArray(blogCommentLikes.commentId, ids))
    .groupBy(blogCommentLikes.commentId);
  for (const r of rows) out.set(r.commentId, { likeCount: Number(r.likeCount), isLiked: r.isLiked === true });
  return out;
}

/**
 * Likes a post for a member; a second like of the same member is a no-op (the unique key, also
 * under concurrency). Answers the summary after the change.
 */
export async function likePost(db: Db, postId: number, userId: string, at: Date): Promise<LikeSummary> {
  await db.insert(blogPostLikes).values({ postId, userId, createdAt: at }).onConflictDoNothing();
  return (await postLikeSummaries(db, [postId], userId)).get(postId)!;
}

/** Takes a member's like of a post back; without a like it changes nothing. */
export async function unlikePost(db: Db, postId: number, userId: string): Promise<LikeSummary> {
  await db.delete(blogPostLikes).where(and(eq(blogPostLikes.postId, postId), eq(blogPostLikes.userId, userId)));
  return (await postLikeSummaries(db, [postId], userId)).get(postId)!;
}

export async function likeComment(db: Db, commentId: number, userId: string, at: Date): Promise<LikeSummary> {
  await db.insert(blogCommentLikes).values({ commentId, userId, createdAt: at }).onConflictDoNothing();
  return (await commentLikeSummaries(db, [commentId], userId)).get(commentId)!;
}

export async function unlikeComment(db: Db, commentId: number, userId: string): Promise<LikeSummary> {
  await db.delete(blogCommentLikes).where(and(eq(blogCommentLikes.commentId, commentId), eq(blogCommentLikes.userId, userId)));
  return (await commentLikeSummaries(db, [commentId], userId)).get(commentId)!;
}

/** One member who liked a post or comment, as the likers tooltip shows them. */
export interface LikerRow {
  username: string;
  likedAt: Date;
}

/** The members who liked a post, newest like first, one page of them, and their total. */
export async function postLikers(db: Db, postId: number, page: number, limit: number): Promise<{ rows: LikerRow[]; total: number }> {
  const where = eq(blogPostLikes.postId, postId);
  const [rows, totals] = await Promise.all([
    db.select({ username: users.username, likedAt: blogPostLikes.createdAt })
      .from(blogPostLikes).innerJoin(users, eq(users.id, blogPostLikes.userId))
      .where(where).orderBy(desc(blogPostLikes.createdAt), users.usernameLower)
      .limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(blogPostLikes).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The members who liked a comment, newest like first, one page of them, and their total. */
export async function commentLikers(db: Db, commentId: number, page: number, limit: number): Promise<{ rows: LikerRow[]; total: number }> {
  const where = eq(blogCommentLikes.commentId, commentId);
  const [rows, totals] = await Promise.all([
    db.select({ username: users.username, likedAt: blogCommentLikes.createdAt })
      .from(blogCommentLikes).innerJoin(users, eq(users.id, blogCommentLikes.userId))
      .where(where).orderBy(desc(blogCommentLikes.createdAt), users.usernameLower)
      .limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(blogCommentLikes).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
