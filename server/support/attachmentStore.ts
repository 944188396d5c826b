import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { supportAttachments } from '../db/schema';
import { SUPPORT_TICKET_RULES } from '../../product/supportTickets';
import type { SupportAttachment } from '../../contracts';
import type { AcceptedFile } from './attachmentUpload';

const listed = { id: supportAttachments.id, name: supportAttachments.name, size: supportAttachments.size, contentType: supportAttachments.contentType };

/**
 * Stores checked screenshots of one user in one transaction (all or none) and answers them in
 * the order sent. Files of theirs that no ticket named within `unlinkedAttachmentHours` go first.
 */
export async function storeScreenshots(db: Db, userId: string, files: readonly AcceptedFile[], now: Date): Promise<SupportAttachment[]> {
  const stale = new Date(now.getTime() - SUPPORT_TICKET_RULES.unlinkedAttachmentHours * 3_600_000);
  return db.transaction(async (tx) => {
    await tx.delete(supportAttachments).where(and(eq(supportAttachments.userId, userId), isNull(supportAttachments.ticketId), lt(supportAttachments.createdAt, stale)));
    const rows = await tx.insert(supportAttachments).values(files.map((f) => ({
      userId, name: f.name, contentType: f.contentType, size: f.data.length, data: f.data, createdAt: now,
    }))).returning(listed);
    return rows;
  });
}

/** The user's own stored files that no ticket names yet, of those asked for. */
export async function unlinkedOf(db: Db, userId: string, ids: readonly string[]): Promise<SupportAttachment[]> {
  if (!ids.length) return [];
  return db.select(listed).from(supportAttachments)
    .where(and(eq(supportAttachments.userId, userId), isNull(supportAttachments.ticketId), inArray(supportAttachments.id, [...ids])));
}

/** Marks files as the ticket's (only files of its owner that no ticket names yet). */
export async function linkToTicket(db: Db, userId: string, ticketId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.update(supportAttachments).set({ ticketId })
    .where(and(eq(supportAttachments.userId, userId), isNull(supportAttachments.ticketId), inArray(supportAttachments.id, [...ids])));
}

/** One stored file with its bytes. */
export async function attachmentById(db: Db, id: string) {
  const rows = await db.select().from(supportAttachments).where(eq(supportAttachments.id, id)).limit(1);
  return rows[0];
}
