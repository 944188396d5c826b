import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { entities, notifications, users } from '../db/schema';
import { badRequest, notFound } from '../http/apiError';
import type { EntityEventContext, EventRegistry } from '../entities/eventRegistry';
import type { PublishNotificationAnswer } from '../../contracts';

/** The entity model admins write notifications with (models/entity/DomainNotification.json). */
export const NOTIFICATION_MODEL = 'DomainNotification';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The `publish` event of DomainNotification: the draft becomes a row of the `notifications` table
 * (for every user, or for the user named by `username`), which users then get from
 * /api/fetchNotifications and with the login response. The record is marked published and keeps
 * the notification's id, so that a second publish is refused instead of notifying twice.
 */
export function publishNotificationHandler(db: Db, now: () => Date): (ctx: EntityEventContext) => Promise<PublishNotificationAnswer> {
  return async (ctx) => {
    if (!ctx.entity) throw badRequest('Invalid request: name the notification to publish (id)');
    const entityId = ctx.entity.id;
    return db.transaction(async (tx) => {
      // Locked, so that two admins publishing at once notify once.
      const locked = await tx.select().from(entities)
        .where(and(eq(entities.model, NOTIFICATION_MODEL), eq(entities.id, entityId))).for('update');
      const row = locked[0];
      if (!row) throw notFound('No such record');
      const payload = row.payload;
      if (payload.notificationId !== undefined) throw badRequest('This notification has already been published.', 'ALREADY_PUBLISHED');
      const title = text(payload.title);
      const content = text(payload.content);
      if (!title || !content) throw badRequest('A notification needs a title and a content before it can be published.', 'NOTIFICATION_INCOMPLETE');

      let userId: string | null = null;
      if (payload.audience === 'user') {
        const username = text(payload.username);
        if (!username) throw badRequest('Please enter the username of the recipient.', 'UNKNOWN_USER');
        const found = await tx.select({ id: users.id }).from(users).where(eq(users.usernameLower, username.toLowerCase())).limit(1);
        if (!found[0]) throw badRequest(`There is no user "${username}".`, 'UNKNOWN_USER');
        userId = found[0].id;
      }

      const at = now();
      const inserted = await tx.insert(notifications).values({ userId, title, content, createdAt: at }).returning({ id: notifications.id });
      const notificationId = inserted[0]!.id;
      await tx.update(entities).set({
        payload: { ...payload, status: 'published', publishedAt: at.toISOString(), notificationId },
        version: row.version + 1,
        updatedAt: at,
      }).where(eq(entities.id, row.id));
      return { notificationId };
    });
  };
}

/** Registers the handlers of DomainNotification's events (once per engine). */
export function registerNotificationEvents(events: EventRegistry, db: Db, now: () => Date): void {
  if (events.get(NOTIFICATION_MODEL, 'publish')) return;
  events.register(NOTIFICATION_MODEL, 'publish', publishNotificationHandler(db, now));
}
