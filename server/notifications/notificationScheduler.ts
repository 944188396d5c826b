/**
 * Scheduled notifications (issue 28 scope 8): a DomainNotification record with status
 * `scheduled` goes out when its `scheduledAt` has come. The loop is the server's PollingWorker
 * (server/jobs): every NOTIFICATION_ADMIN_RULES.schedulerPollMs it claims the due records and
 * publishes each through publishNotificationRecord, which locks the record and publishes only a
 * record that is still scheduled and due, so that several servers on one database (or an admin
 * pressing Publish at the same moment) notify once. A notification that cannot go out (its user
 * was deleted, nobody has its plan) is marked `failed` with the reason instead of being retried.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, sql } from 'drizzle-orm';
import { entities } from '../db/schema';
import { PollingWorker } from '../jobs/pollingWorker';
import { audit } from '../audit';
import { NOTIFICATION_MODEL, NotificationRefused, publishNotificationRecord } from './notificationEvents';
import { NOTIFICATION_ADMIN_RULES } from '../../product/adminOperationsRules';

const BATCH = 20;

export class NotificationScheduler {
  readonly worker: PollingWorker<string>;

  constructor(private readonly app: FastifyInstance) {
    this.worker = new PollingWorker<string>({
      claim: (batch) => this.claim(batch),
      attempt: (id) => this.attempt(id),
      batch: BATCH,
      pollMs: NOTIFICATION_ADMIN_RULES.schedulerPollMs,
      log: (err, message) => app.log.error({ err }, message),
      name: 'scheduled notifications',
    });
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** The due records (scheduledAt is stored as an ISO string in UTC, so text order is time order). */
  private async claim(batch: number): Promise<string[]> {
    const { db, now } = this.app.deps;
    const rows = await db.select({ id: entities.id }).from(entities)
      .where(and(
        eq(entities.model, NOTIFICATION_MODEL),
        sql`${entities.payload}->>'status' = 'scheduled'`,
        sql`${entities.payload}->>'scheduledAt' <= ${now().toISOString()}`,
      ))
      .orderBy(asc(sql`${entities.payload}->>'scheduledAt'`), asc(entities.id))
      .limit(batch);
    return rows.map((r) => r.id);
  }

  private async attempt(id: string): Promise<void> {
    const { db, now } = this.app.deps;
    const at = now();
    try {
      const outcome = await publishNotificationRecord(db, id, at, { onlyScheduled: true });
      if (!outcome) return;
      await audit(db, {
        actorId: null, action: 'notification.scheduledPublish', targetType: 'notification', targetId: id,
        details: { before: { status: outcome.before.status }, after: { status: 'published', recipients: outcome.recipients, notificationId: outcome.notificationId } },
      });
    } catch (err) {
      if (!(err instanceof NotificationRefused)) throw err;
      await db.update(entities)
        .set({ payload: sql`${entities.payload} || ${JSON.stringify({ status: 'failed', error: err.message })}::jsonb`, version: sql`${entities.version} + 1`, updatedAt: at })
        .where(and(eq(entities.id, id), sql`${entities.payload}->>'status' = 'scheduled'`));
      await audit(db, {
        actorId: null, action: 'notification.scheduledPublish.failed', targetType: 'notification', targetId: id,
        details: { before: { status: 'scheduled' }, after: { status: 'failed' }, reason: err.message },
      });
    }
  }
}

const schedulers = new WeakMap<FastifyInstance['deps'], NotificationScheduler>();

export function notificationSchedulerOf(app: FastifyInstance): NotificationScheduler {
  let scheduler = schedulers.get(app.deps);
  if (!scheduler) schedulers.set(app.deps, (scheduler = new NotificationScheduler(app)));
  return scheduler;
}
