/**
 * The built-in article store (table `blog_articles`, with every saved state in
 * `blog_article_versions`). Content arrives here already sanitised (articlesInput.ts).
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogArticles, blogArticleVersions } from '../db/schema';
import type { BlogArticle, BlogArticleStatus, BlogArticleVersion, BlogAudience } from '../../contracts';

export type ArticleRow = typeof blogArticles.$inferSelect;

/** A checked article as it is stored. */
export type ArticleFields = Pick<BlogArticle, 'title' | 'content' | 'excerpt' | 'status' | 'audience' | 'tags'>;

export interface ArticleAuthor {
  userId: string | null;
  username: string;
  name: string;
}

export function articleView(row: ArticleRow): BlogArticle {
  return {
    id: row.id, title: row.title, content: row.content, excerpt: row.excerpt,
    status: row.status as BlogArticleStatus, audience: row.audience as BlogAudience, tags: row.tags,
    authorUsername: row.authorUsername, authorName: row.authorName,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null, version: row.version,
  };
}

/** Published articles of one audience, newest first, one page (1-based). */
export async function publishedPage(db: Db, audience: BlogAudience, page: number, perPage: number): Promise<ArticleRow[]> {
  return db.select().from(blogArticles)
    .where(and(eq(blogArticles.status, 'publish'), eq(blogArticles.audience, audience), isNotNull(blogArticles.publishedAt)))
    .orderBy(desc(blogArticles.publishedAt), desc(blogArticles.id))
    .limit(perPage).offset((page - 1) * perPage);
}

export async function articleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  const rows = await db.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
  return rows[0];
}

/** Every article in every state (the CMS list), newest change first. */
export async function allArticles(db: Db): Promise<ArticleRow[]> {
  return db.select().from(blogArticles).orderBy(desc(blogArticles.updatedAt), desc(blogArticles.id));
}

export async function articleVersions(db: Db, id: number): Promise<BlogArticleVersion[]> {
  const rows = await db.select().from(blogArticleVersions).where(eq(blogArticleVersions.articleId, id)).orderBy(desc(blogArticleVersions.version));
  return rows.map((v) => ({
    version: v.version, title: v.title, content: v.content, excerpt: v.excerpt,
    status: v.status as BlogArticleStatus, audience: v.audience as BlogAudience, tags: v.tags,
    savedBy: v.savedBy, savedAt: v.savedAt.toISOString(),
  }));
}

/** Stores a new article and its version 1; answers the new id. */
export async function createArticle(db: Db, fields: ArticleFields, author: ArticleAuthor, now: Date): Promise<ArticleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(blogArticles).values({
      ...fields, authorId: author.userId, authorUsername: author.username, authorName: author.name,
      version: 1, createdAt: now, updatedAt: now, publishedAt: fields.status === 'publish' ? now : null,
    }).returning();
    await tx.insert(blogArticleVersions).values({ articleId: row!.id, version: 1, ...fields, savedBy: author.username, savedAt: now });
    return row!;
  });
}

/**
 * Saves a new state of an article as its next version. The publication date is set the first
 * time it is published and kept through later edits (also back to draft and out again).
 * Answers undefined when there is no such article.
 */
export async function updateArticle(db: Db, id: number, fields: ArticleFields, editor: string, now: Date): Promise<ArticleRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(blogArticles).set({
      ...fields, version: sql`${blogArticles.version} + 1`, updatedAt: now,
      publishedAt: fields.status === 'publish' ? sql`coalesce(${blogArticles.publishedAt}, ${now.toISOString()}::timestamptz)` : sql`${blogArticles.publishedAt}`,
    }).where(eq(blogArticles.id, id)).returning();
    if (!row) return undefined;
    await tx.insert(blogArticleVersions).values({ articleId: id, version: row.version, ...fields, savedBy: editor, savedAt: now });
    return row;
  });
}

/** Deletes an article and its versions; answers whether it existed. */
export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(blogArticles).where(eq(blogArticles.id, id)).returning({ id: blogArticles.id });
  return rows.length > 0;
}

/** Whether any article exists (the seed runs into an empty store only). */
export async function hasArticles(db: Db): Promise<boolean> {
  const rows = await db.select({ id: blogArticles.id }).from(blogArticles).orderBy(asc(blogArticles.id)).limit(1);
  return rows.length > 0;
}
