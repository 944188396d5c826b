/** The public CMS documents (table cms_entries): read one, save one (a new version each save). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cmsEntries } from '../db/schema';

export type CmsRow = typeof cmsEntries.$inferSelect;

export async function readCmsEntry(db: Db, collection: string, name: string): Promise<CmsRow | null> {
  const rows = await db.select().from(cmsEntries).where(and(eq(cmsEntries.collection, collection), eq(cmsEntries.name, name))).limit(1);
  return rows[0] ?? null;
}

export async function saveCmsEntry(db: Db, entry: { collection: string; name: string; content: Record<string, unknown>; userId: string | null; now: Date }): Promise<CmsRow> {
  const rows = await db.insert(cmsEntries)
    .values({ collection: entry.collection, name: entry.name, content: entry.content, updatedBy: entry.userId, updatedAt: entry.now })
    .onConflictDoUpdate({
      target: [cmsEntries.collection, cmsEntries.name],
      set: { content: entry.content, updatedBy: entry.userId, updatedAt: entry.now, version: sql`${cmsEntries.version} + 1` },
    })
    .returning();
  return rows[0]!;
}

/** Stores `content` only where the document does not exist yet (the shipped content). */
export async function seedCmsEntry(db: Db, collection: string, name: string, content: Record<string, unknown>, now: Date): Promise<void> {
  await db.insert(cmsEntries).values({ collection, name, content, updatedAt: now }).onConflictDoNothing();
}
