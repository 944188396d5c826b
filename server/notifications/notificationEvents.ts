import { and, count, eq, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { entities, notifications, users } from '../db/schema';
import { badRequest, notFound } from '../http/apiError';
import type { EntityEventContext, EventRegistry } from '../entities/eventRegistry';
import type { PublishNotificationAnswer } from '../../contracts';
import { PLAN_TIERS } from '../../product/plans';

/** The entity model admins write notifications with (models/entity/DomainNotification.json). */
export const NOTIFICATION_MODEL = 'DomainNotification';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Why a notification cannot go out: its own fault (a 400), not the server's. */
export class NotificationRefused extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

export interface PublishOutcome {
  notificationId: number;
  recipients: number;
  /** The record's payload before and after (for the audit line). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Publishes one DomainNotification record: it becomes rows of the `notifications` table (one for
 * every user; one per user of the plan, as they are now; or one for the user named by
 * `username`), which users then get from /api/fetchNotifications and with the login response.
 * The record is marked published and keeps the first notification's id, so that a second publish
 * is refused instead of notifying twice. `onlyScheduled`: the scheduler's run, which skips (null) a
 * record that is no longer scheduled or not yet due.
 */
export async function publishNotificationRecord(
  db: Db, entityId: string, at: Date, options: { onlyScheduled?: boolean } = {},
): Promise<PublishOutcome | null> {
  return db.transaction(async (tx) => {
    // Locked, so that two admins (or an admin and the scheduler) publishing at once notify once.
    const locked = await tx.select().from(entities)
      .where(and(eq(entities.model, NOTIFICATION_MODEL), eq(entities.id, entityId))).for('update');
    const row = locked[0];
    if (!row) throw notFound('No such record');
    const payload = row.payload;
    if (options.onlyScheduled) {
      const when = typeof payload.scheduledAt === 'string' ? Date.parse(payload.scheduledAt) : NaN;
      if (payload.status !== 'scheduled' || payload.notificationId !== undefined || !(when <= at.getTime())) return null;
    }
    if (payload.notificationId !== undefined) throw new NotificationRefused('This notification has already been published.', 'ALREADY_PUBLISHED');
    const title = text(payload.title);
    const content = text(payload.content);
    if (!title || !content) throw new NotificationRefused('A notification needs a title and a content before it can be published.', 'NOTIFICATION_INCOMPLETE');

    let notificationId: number;
    let recipients: number;
    if (payload.audience === 'plan') {
      const plan = text(payload.plan);
      if (!(PLAN_TIERS as readonly string[]).includes(plan)) throw new NotificationRefused('Please choose the plan whose users get the notification.', 'UNKNOWN_PLAN');
      const inserted = (await queryRows<{ id: unknown }>(tx, sql`
        INSERT INTO notifications (user_id, title, content, created_at)
        SELECT u.id, ${title}, ${content}, ${at.toISOString()}::timestamptz FROM users u WHERE u.plan = ${plan}
        RETURNING id`)).map((r) => ({ id: Number(r.id) }));
      if (!inserted.length) throw new NotificationRefused(`No user has the plan "${plan}" now.`, 'EMPTY_AUDIENCE');
      notificationId = Math.min(...inserted.map((r) => r.id));
      recipients = inserted.length;
    } else {
      let userId: string | null = null;
      if (payload.audience === 'user') {
        const username = text(payload.username);
        if (!username) throw new NotificationRefused('Please enter the username of the recipient.', 'UNKNOWN_USER');
        const found = await tx.select({ id: users.id }).from(users)
          .where(or(eq(users.usernameLower, username.toLowerCase()), eq(users.email, username.toLowerCase()))).limit(1);
        if (!found[0]) throw new NotificationRefused(`There is no user "${username}".`, 'UNKNOWN_USER');
        userId = found[0].id;
      }
      const inserted = await tx.insert(notifications).values({ userId, title, content, createdAt: at }).returning({ id: notifications.id });
      notificationId = inserted[0]!.id;
      recipients = userId ? 1 : Number((await tx.select({ n: count() }).from(users))[0]?.n ?? 0);
    }
    const after: Record<string, unknown> = { ...payload, status: 'published', publishedAt: at.toISOString(), notificationId, recipients };
    delete after.error;
    await tx.update(entities).set({ payload: after, version: row.version + 1, updatedAt: at }).where(eq(entities.id, row.id));
    return { notificationId, recipients, before: payload, after };
  });
}

/** The `publish` event of DomainNotification (the generic list's Publish action). */
export function publishNotificationHandler(db: Db, now: () => Date): (ctx: EntityEventContext) => Promise<PublishNotificationAnswer> {
  return async (ctx) => {
    if (!ctx.entity) throw badRequest('Invalid request: name the notification to publish (id)');
    try {
      const outcome = await publishNotificationRecord(db, ctx.entity.id, now());
      return { notificationId: outcome!.notificationId };
    } catch (err) {
      if (err instanceof NotificationRefused) throw badRequest(err.message, err.code);
      throw err;
    }
  };
}

/** Registers the handlers of DomainNotification's events (once per engine). */
export function registerNotificationEvents(events: EventRegistry, db: Db, now: () => Date): void {
  if (events.get(NOTIFICATION_MODEL, 'publish')) return;
  events.register(NOTIFICATION_MODEL, 'publish', publishNotificationHandler(db, now));
}
