/**
 * The in-app notification of a reply (issue 25 scope 6): the author of the comment replied to
 * gets a notification (server/notifications: `/fetchNotifications`, the login response) in their
 * own language, unless they replied to themselves. The text holds the replier's shown name and
 * the start of the reply, escaped (notification content is HTML-shaped text).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications, users } from '../db/schema';
import { translatorFor } from '../i18n';
import { userLanguage } from '../users/userLookup';
import { escapeHtml } from './articlesHtml';

const SNIPPET = 200;

export interface ReplyNotice {
  parentAuthorId: string;
  replierId: string;
  replierName: string;
  postTitle: string;
  text: string;
}

export async function notifyReply(db: Db, notice: ReplyNotice, at: Date): Promise<void> {
  if (notice.parentAuthorId === notice.replierId) return;
  const recipient = (await db.select({ settings: users.settings }).from(users).where(eq(users.id, notice.parentAuthorId)).limit(1))[0];
  if (!recipient) return;
  const t = translatorFor(userLanguage(recipient));
  const snippet = notice.text.length > SNIPPET ? `${notice.text.slice(0, SNIPPET)}…` : notice.text;
  const title = t('blogComments:notification.replyTitle', { name: notice.replierName });
  const content = `<p>${escapeHtml(t('blogComments:notification.replyText', { name: notice.replierName, title: notice.postTitle }))}</p><blockquote>${escapeHtml(snippet)}</blockquote>`;
  await db.insert(notifications).values({ userId: notice.parentAuthorId, title, content, createdAt: at });
}
