/**
 * What happens when alerts fire: in one transaction the history entries (with a delivery per
 * channel), the webhook jobs, the in-app notifications and the alerts' new memory are written;
 * then the entries go at once to every open stream of their users and the mails are sent, each
 * outcome written back into its entry.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users, webhookDeliveries } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { AlertDelivery, AlertHistoryEntry, AlertWebhookBody } from '../../contracts';
import type { LiveAlert } from './alertRecord';
import { writeAlertChanges, type AlertChange } from './alertStore';
import { insertEntries, setDelivery } from './historyStore';
import { alertMail, alertNotification, type AlertRecipient } from './alertMail';
import type { AlertStreamHub } from './streamHub';

export interface Firing {
  alert: LiveAlert;
  ticker: string;
  value: number | string;
  level: number | string | null;
  firedAt: Date;
}

export interface FiringDeps {
  db: Db;
  mailer: Mailer;
  hub: AlertStreamHub;
  appUrl: string;
  /** Wakes the webhook worker (new jobs are due now). */
  wakeWebhooks: () => void;
  log: (err: unknown, message: string) => void;
}

export function webhookBodyOf(entry: AlertHistoryEntry): string {
  const body: AlertWebhookBody = {
    alertId: entry.alertId, name: entry.alertName, ticker: entry.ticker, condition: entry.condition,
    value: entry.value, level: entry.level, firedAt: entry.firedAt,
  };
  return JSON.stringify(body);
}

function entryOf(f: Firing): AlertHistoryEntry & { userId: string } {
  const firedAt = f.firedAt.toISOString();
  const deliveries: AlertDelivery[] = f.alert.channels.map((channel) => channel === 'app'
    ? { channel, status: 'delivered', attempts: 1, lastError: null, deliveredAt: firedAt }
    : { channel, status: 'pending', attempts: 0, lastError: null, deliveredAt: null });
  return {
    id: randomUUID(), userId: f.alert.userId, alertId: f.alert.id, alertName: f.alert.name, ticker: f.ticker,
    condition: f.alert.condition, value: f.value, level: f.level, firedAt, deliveries,
  };
}

async function recipients(db: Db, userIds: string[]): Promise<Map<string, AlertRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, email: users.email, firstname: users.firstname, settings: users.settings }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { email: r.email, firstname: r.firstname, language: r.settings.language === 'de' ? 'de' : 'en' }]));
}

/** Records and delivers firings, writing the alerts' changes in the same transaction. Answers the entries. */
export async function deliverFirings(deps: FiringDeps, firings: readonly Firing[], changes: readonly AlertChange[], now: Date): Promise<AlertHistoryEntry[]> {
  const entries = firings.map(entryOf);
  const people = await recipients(deps.db, [...new Set(firings.map((f) => f.alert.userId))]);
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await writeAlertChanges(tx, changes, now);
    await insertEntries(tx, entries);
    const jobs = entries.flatMap((e, i) => {
      const f = firings[i]!;
      return f.alert.channels.includes('webhook') && f.alert.webhookUrl
        ? [{ historyId: e.id, userId: e.userId, url: f.alert.webhookUrl, body: webhookBodyOf(e), status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now }]
        : [];
    });
    if (jobs.length) await tx.insert(webhookDeliveries).values(jobs);
    const notes = entries.filter((e) => e.deliveries.some((d) => d.channel === 'app'))
      .map((e) => ({ user_id: e.userId, ...alertNotification(people.get(e.userId)?.language ?? 'en', e), created_at: now.toISOString() }));
    if (notes.length) {
      await tx.execute(sql`INSERT INTO notifications (user_id, title, content, created_at)
        SELECT user_id, title, content, created_at FROM jsonb_to_recordset(${JSON.stringify(notes)}::jsonb)
        AS v(user_id uuid, title text, content text, created_at timestamptz)`);
    }
  });
  for (const e of entries) {
    if (e.deliveries.some((d) => d.channel === 'app')) deps.hub.publish(e.userId, stripUser(e));
  }
  if (entries.some((e) => e.deliveries.some((d) => d.channel === 'webhook'))) deps.wakeWebhooks();
  for (const e of entries) {
    const to = people.get(e.userId);
    if (!to || !e.deliveries.some((d) => d.channel === 'mail')) continue;
    try {
      await deps.mailer.send(alertMail(to, stripUser(e), deps.appUrl));
      await setDelivery(deps.db, e.id, 'mail', { status: 'delivered', attempts: 1, lastError: null, deliveredAt: now.toISOString() });
    } catch (err) {
      deps.log(err, 'alert mail failed');
      await setDelivery(deps.db, e.id, 'mail', { status: 'failed', attempts: 1, lastError: err instanceof Error ? err.message : String(err), deliveredAt: null });
    }
  }
  return entries.map(stripUser);
}

function stripUser(e: AlertHistoryEntry & { userId: string }): AlertHistoryEntry {
  const { userId: _userId, ...entry } = e;
  return entry;
}
