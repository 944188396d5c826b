/**
 * The `blog_comments` table (issue 25 scope 4): reading a post's thread, posting, editing,
 * deleting, drafts and their publication, hiding. The rules (who, how deep, how long) are checked
 * by the callers (commentsRules.ts, commentsRoutes.ts); every change here is one statement or one
 * transaction whose WHERE clause holds the state it expects, so that two requests racing for the
 * same comment (two publishes of one draft, an edit against a delete) cannot both win.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogComments, users } from '../db/schema';
import type { CommentDisplayPreference } from '../../contracts';
import { commentLikeSummaries } from './likes';
import type { CommentRecord } from './commentsTree';

export type CommentRow = typeof blogComments.$inferSelect;

const PUBLISHED = 'published';
const DRAFT = 'draft';

/** One comment or draft by id, or undefined. */
export async function commentRow(db: Db, id: number): Promise<CommentRow | undefined> {
  return (await db.select().from(blogComments).where(eq(blogComments.id, id)).limit(1))[0];
}

/** The published comments of a post (deleted and hidden ones included), with authors and likes. */
export async function publishedComments(db: Db, postId: number, readerId: string | null, limit: number): Promise<CommentRecord[]> {
  const rows = await db
    .select({
      c: blogComments,
      authorUsername: users.username,
      authorFirstname: users.firstname,
      authorLastname: users.lastname,
    })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, PUBLISHED)))
    .orderBy(asc(blogComments.id))
    .limit(limit);
  const likes = await commentLikeSummaries(db, rows.map((r) => r.c.id), readerId);
  return rows.map((r) => toRecord(r.c, r, likes.get(r.c.id)));
}

/** One published comment as a record (the answer of post, edit, delete and publish). */
export async function publishedComment(db: Db, id: number, readerId: string | null): Promise<CommentRecord | undefined> {
  const rows = await db
    .select({ c: blogComments, authorUsername: users.username, authorFirstname: users.firstname, authorLastname: users.lastname })
    .from(blogComments)
    .innerJoin(users, eq(users.id, blogComments.authorId))
    .where(and(eq(blogComments.id, id), eq(blogComments.status, PUBLISHED)))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const likes = await commentLikeSummaries(db, [id], readerId);
  return toRecord(row.c, row, likes.get(id));
}

function toRecord(
  c: CommentRow,
  author: { authorUsername: string; authorFirstname: string; authorLastname: string },
  likes: { likeCount: number; isLiked: boolean } | undefined,
): CommentRecord {
  return {
    id: c.id, postId: c.postId, parentId: c.parentId, depth: c.depth, text: c.text, authorId: c.authorId,
    authorUsername: author.authorUsername, authorFirstname: author.authorFirstname, authorLastname: author.authorLastname,
    displayPreference: c.displayPreference, isEdited: c.isEdited, deletedAt: c.deletedAt, hiddenAt: c.hiddenAt,
    createdAt: c.createdAt, updatedAt: c.updatedAt, likeCount: likes?.likeCount ?? 0, isLiked: likes?.isLiked ?? false,
  };
}

/** Published comments of a post that are neither deleted nor hidden. */
export async function visibleCommentCount(db: Db, postId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, PUBLISHED), isNull(blogComments.deletedAt), isNull(blogComments.hiddenAt)));
  return Number(rows[0]?.n ?? 0);
}

export interface NewComment {
  postId: number;
  parentId: number | null;
  depth: number;
  authorId: string;
  text: string;
  displayPreference: CommentDisplayPreference;
}

export async function insertComment(db: Db, input: NewComment, status: 'published' | 'draft', at: Date): Promise<CommentRow> {
  const rows = await db.insert(blogComments).values({ ...input, status: status === 'draft' ? DRAFT : PUBLISHED, createdAt: at, updatedAt: at }).returning();
  return rows[0]!;
}

/** Changes the text of a published, not deleted comment; undefined when it is not (any more). */
export async function editComment(db: Db, id: number, authorId: string, text: string, at: Date): Promise<CommentRow | undefined> {
  const rows = await db.update(blogComments)
    .set({ text, isEdited: true, updatedAt: at })
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, PUBLISHED), isNull(blogComments.deletedAt)))
    .returning();
  return rows[0];
}

/** Marks a published comment deleted and forgets its text; undefined when it was not there or deleted already. */
export async function softDeleteComment(db: Db, id: number, authorId: string, at: Date): Promise<CommentRow | undefined> {
  const rows = await db.update(blogComments)
    .set({ text: '', deletedAt: at, updatedAt: at })
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, PUBLISHED), isNull(blogComments.deletedAt)))
    .returning();
  return rows[0];
}

/** Hides or shows a published comment (moderation); undefined for no such comment. */
export async function setCommentHidden(db: Db, id: number, hidden: boolean, moderatorId: string, at: Date): Promise<CommentRow | undefined> {
  const rows = await db.update(blogComments)
    .set(hidden ? { hiddenAt: sql`coalesce(${blogComments.hiddenAt}, ${at.toISOString()}::timestamptz)`, hiddenBy: moderatorId } : { hiddenAt: null, hiddenBy: null })
    .where(and(eq(blogComments.id, id), eq(blogComments.status, PUBLISHED)))
    .returning();
  return rows[0];
}

/** The member's drafts of a post, the last changed first. */
export async function draftsOf(db: Db, postId: number, authorId: string): Promise<CommentRow[]> {
  return db.select().from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT)))
    .orderBy(desc(blogComments.updatedAt), desc(blogComments.id));
}

export async function draftCount(db: Db, postId: number, authorId: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT)));
  return Number(rows[0]?.n ?? 0);
}

/** The member's own draft, or undefined (another member's draft, a published comment, no such row). */
export async function ownDraft(db: Db, id: number, authorId: string): Promise<CommentRow | undefined> {
  const rows = await db.select().from(blogComments)
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT))).limit(1);
  return rows[0];
}

export async function updateDraft(
  db: Db, id: number, authorId: string,
  fields: { text: string; parentId: number | null; depth: number; displayPreference: CommentDisplayPreference }, at: Date,
): Promise<CommentRow | undefined> {
  const rows = await db.update(blogComments).set({ ...fields, updatedAt: at })
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT)))
    .returning();
  return rows[0];
}

/** Publishes a draft (once: a second, concurrent publish finds no draft); its date becomes now. */
export async function publishDraftRow(db: Db, id: number, authorId: string, at: Date): Promise<CommentRow | undefined> {
  const rows = await db.update(blogComments).set({ status: PUBLISHED, createdAt: at, updatedAt: at })
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT)))
    .returning();
  return rows[0];
}

export async function deleteDraftRow(db: Db, id: number, authorId: string): Promise<boolean> {
  const rows = await db.delete(blogComments)
    .where(and(eq(blogComments.id, id), eq(blogComments.authorId, authorId), eq(blogComments.status, DRAFT)))
    .returning({ id: blogComments.id });
  return rows.length > 0;
}
