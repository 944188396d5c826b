import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationAcks, notifications } from '../db/schema';
import type { UserNotification } from '../../contracts';

/** The user's own notifications and the broadcast ones, newest first, with their acknowledgement. */
export async function notificationsFor(db: Db, userId: string): Promise<UserNotification[]> {
  const rows = await db
    .select({ n: notifications, ackUser: notificationAcks.userId })
    .from(notifications)
    .leftJoin(notificationAcks, and(eq(notificationAcks.notificationId, notifications.id), eq(notificationAcks.userId, userId)))
    .where(or(eq(notifications.userId, userId), isNull(notifications.userId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(200);
  return rows.map((r) => ({ id: r.n.id, acknowledged: r.ackUser !== null, payload: { title: r.n.title, content: r.n.content } }));
}

export async function unacknowledgedNotifications(db: Db, userId: string): Promise<UserNotification[]> {
  return (await notificationsFor(db, userId)).filter((n) => !n.acknowledged);
}

/** Marks one as read; false when the user cannot see such a notification. */
export async function acknowledgeNotification(db: Db, userId: string, notificationId: number): Promise<boolean> {
  const visible = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), or(eq(notifications.userId, userId), isNull(notifications.userId))))
    .limit(1);
  if (!visible.length) return false;
  await db.insert(notificationAcks).values({ notificationId, userId }).onConflictDoNothing();
  return true;
}
