/**
 * The notification admin (issue 28 scope 8; document 4 section 2.7), admins only, audited with
 * the record before and after. A notification is a DomainNotification record (the same the
 * generic list edits): composed for everyone, the users of one plan or one user, then published
 * at once, scheduled (the NotificationScheduler publishes it when it is due) or kept as a draft.
 * - GET  /notificationAdmin/notifications: the drafts, scheduled, sent and failed ones, newest first.
 * - POST /notificationAdmin/notifications: compose (ComposeNotificationBody).
 * - POST /notificationAdmin/publish {id}: a draft or a scheduled one goes out now.
 * - POST /notificationAdmin/unschedule {id}: a scheduled one back to a draft.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../http/schemas';
import { requireAuth } from '../auth/sessionAuth';
import { badRequest, notFound } from '../http/apiError';
import { entities } from '../db/schema';
import { audit } from '../audit';
import { findUserByLogin } from '../users/userLookup';
import { NOTIFICATION_MODEL, NotificationRefused, publishNotificationRecord } from '../notifications/notificationEvents';
import { notificationSchedulerOf } from '../notifications/notificationScheduler';
import { NOTIFICATION_ADMIN_RULES } from '../../product/adminOperationsRules';
import { PLAN_TIERS } from '../../product/plans';
import type {
  AdminNotification, AdminNotificationAnswer, AdminNotificationsAnswer, ComposeNotificationBody, NotificationIdBody,
} from '../../contracts';

type EntityRow = typeof entities.$inferSelect;

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function adminNotificationView(row: EntityRow): AdminNotification {
  const p = row.payload;
  const audience = p.audience === 'plan' || p.audience === 'user' ? p.audience : 'all';
  const status = p.status === 'scheduled' || p.status === 'published' || p.status === 'failed' ? p.status : 'draft';
  return {
    id: row.id, title: str(p.title) ?? '', content: str(p.content) ?? '', audience, plan: str(p.plan), username: str(p.username), status,
    scheduledAt: str(p.scheduledAt), publishedAt: str(p.publishedAt), recipients: typeof p.recipients === 'number' ? p.recipients : null,
    error: str(p.error), createdBy: row.createdByName, createdAt: row.creationDate.toISOString(),
  };
}

/** The fields of a stored record that the audit line shows (never more than the admin typed). */
const auditView = (p: Record<string, unknown>): Record<string, unknown> => ({
  title: p.title, audience: p.audience, plan: p.plan, username: p.username, status: p.status, scheduledAt: p.scheduledAt,
  publishedAt: p.publishedAt, recipients: p.recipients,
});

const uuid = { type: 'string', format: 'uuid' } as const;

export async function notificationAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.deps;
  const admin = { permission: 'ADMIN' };

  const load = async (id: string): Promise<EntityRow> => {
    const rows = await db.select().from(entities).where(and(eq(entities.model, NOTIFICATION_MODEL), eq(entities.id, id))).limit(1);
    if (!rows[0]) throw notFound('There is no such notification.');
    return rows[0];
  };

  app.get('/notificationAdmin/notifications', { config: admin }, async (): Promise<AdminNotificationsAnswer> => {
    const rows = await db.select().from(entities).where(eq(entities.model, NOTIFICATION_MODEL))
      .orderBy(desc(entities.creationDate), desc(entities.id)).limit(NOTIFICATION_ADMIN_RULES.listLimit);
    return { notifications: rows.map(adminNotificationView) };
  });

  app.post<{ Body: ComposeNotificationBody }>('/notificationAdmin/notifications', {
    config: admin,
    schema: {
      body: s.object({
        title: { type: 'string', maxLength: NOTIFICATION_ADMIN_RULES.titleMaxLength },
        content: { type: 'string', maxLength: NOTIFICATION_ADMIN_RULES.contentMaxLength },
        audience: { type: 'string', enum: ['all', 'plan', 'user'] },
        plan: { type: 'string', maxLength: 40 },
        username: { type: 'string', maxLength: 254 },
        send: { type: 'string', enum: ['now', 'schedule', 'draft'] },
        scheduledAt: { type: 'string', maxLength: 40 },
      }, ['title', 'content', 'audience', 'send']),
    },
  }, async (req): Promise<AdminNotificationAnswer> => {
    const actor = requireAuth(req).user;
    const body = req.body;
    const title = body.title.trim();
    const content = body.content.trim();
    if (!title) throw badRequest('Please enter a title.', 'NOTIFICATION_NO_TITLE');
    if (!content) throw badRequest('Please enter the message.', 'NOTIFICATION_NO_CONTENT');
    const payload: Record<string, unknown> = { title, content, audience: body.audience, status: 'draft' };
    if (body.audience === 'plan') {
      if (!body.plan || !(PLAN_TIERS as readonly string[]).includes(body.plan)) throw badRequest('Please choose the plan whose users get the notification.', 'UNKNOWN_PLAN');
      payload.plan = body.plan;
    }
    if (body.audience === 'user') {
      const target = body.username ? await findUserByLogin(db, body.username) : undefined;
      if (!body.username?.trim()) throw badRequest('Please enter the username of the recipient.', 'UNKNOWN_USER');
      if (!target) throw badRequest(`There is no user "${body.username}".`, 'UNKNOWN_USER');
      payload.username = target.username;
    }
    const at = now();
    if (body.send === 'schedule') {
      const when = body.scheduledAt ? new Date(body.scheduledAt) : null;
      if (!when || Number.isNaN(when.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(body.scheduledAt ?? '')) {
        throw badRequest('Please enter the date and time to send the notification.', 'NOTIFICATION_NO_TIME');
      }
      if (when.getTime() <= at.getTime()) throw badRequest('The time to send must be in the future.', 'NOTIFICATION_PAST');
      if (when.getTime() > at.getTime() + NOTIFICATION_ADMIN_RULES.maxScheduleDays * 86_400_000) {
        throw badRequest(`A notification can be scheduled at most ${NOTIFICATION_ADMIN_RULES.maxScheduleDays} days ahead.`, 'NOTIFICATION_TOO_LATE');
      }
      payload.status = 'scheduled';
      payload.scheduledAt = when.toISOString();
    }
    const [created] = await db.insert(entities).values({
      model: NOTIFICATION_MODEL, createdBy: actor.id, createdByName: actor.username, creationDate: at, updatedAt: at, payload,
    }).returning();
    await audit(db, {
      actorId: actor.id, action: 'admin.notification.compose', targetType: 'notification', targetId: created!.id, ip: req.ip,
      details: { before: null, after: auditView(payload) },
    });
    if (body.send !== 'now') {
      if (body.send === 'schedule') notificationSchedulerOf(app).worker.wake();
      return { notification: adminNotificationView(created!) };
    }
    return { notification: await publish(created!.id, actor.id, req.ip) };
  });

  const publish = async (id: string, actorId: string, ip: string): Promise<AdminNotification> => {
    try {
      const outcome = await publishNotificationRecord(db, id, now());
      await audit(db, {
        actorId, action: 'admin.notification.publish', targetType: 'notification', targetId: id, ip,
        details: { before: auditView(outcome!.before), after: auditView(outcome!.after) },
      });
    } catch (err) {
      if (err instanceof NotificationRefused) throw badRequest(err.message, err.code);
      throw err;
    }
    return adminNotificationView(await load(id));
  };

  app.post<{ Body: NotificationIdBody }>('/notificationAdmin/publish', {
    config: admin, schema: { body: s.object({ id: uuid }, ['id']) },
  }, async (req): Promise<AdminNotificationAnswer> => {
    const actor = requireAuth(req).user;
    await load(req.body.id);
    return { notification: await publish(req.body.id, actor.id, req.ip) };
  });

  app.post<{ Body: NotificationIdBody }>('/notificationAdmin/unschedule', {
    config: admin, schema: { body: s.object({ id: uuid }, ['id']) },
  }, async (req): Promise<AdminNotificationAnswer> => {
    const actor = requireAuth(req).user;
    const result = await db.transaction(async (tx) => {
      const rows = await tx.select().from(entities).where(and(eq(entities.model, NOTIFICATION_MODEL), eq(entities.id, req.body.id))).for('update');
      const row = rows[0];
      if (!row) throw notFound('There is no such notification.');
      if (row.payload.status !== 'scheduled') throw badRequest('Only a scheduled notification can be taken back.', 'NOT_SCHEDULED');
      const after: Record<string, unknown> = { ...row.payload, status: 'draft' };
      delete after.scheduledAt;
      const [updated] = await tx.update(entities).set({ payload: after, version: row.version + 1, updatedAt: now() }).where(eq(entities.id, row.id)).returning();
      return { before: row.payload, after, updated: updated! };
    });
    await audit(db, {
      actorId: actor.id, action: 'admin.notification.unschedule', targetType: 'notification', targetId: req.body.id, ip: req.ip,
      details: { before: auditView(result.before), after: auditView(result.after) },
    });
    return { notification: adminNotificationView(result.updated) };
  });
}
