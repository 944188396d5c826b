/** The `alert_history` table: fired alerts with the outcome per channel, newest first. */
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alertHistory } from '../db/schema';
import { ALERT_RULES } from '../../product/alertRules';
import { isUuid } from './alertRecord';
import type { AlertChannel, AlertCondition, AlertDelivery, AlertHistoryEntry } from '../../contracts';

type HistoryRow = typeof alertHistory.$inferSelect;

export function entryOf(row: HistoryRow): AlertHistoryEntry {
  return {
    id: row.id, alertId: row.alertId, alertName: row.alertName, ticker: row.ticker,
    condition: row.condition as unknown as AlertCondition, value: row.value, level: row.level ?? null,
    firedAt: row.firedAt.toISOString(), deliveries: row.deliveries as unknown as AlertDelivery[],
  };
}

/** Inserts entries in one statement (one JSON parameter, whatever their number). */
export async function insertEntries(db: Db, entries: readonly (AlertHistoryEntry & { userId: string })[]): Promise<void> {
  if (entries.length === 0) return;
  const json = JSON.stringify(entries.map((e) => ({
    id: e.id, user_id: e.userId, alert_id: e.alertId, alert_name: e.alertName, ticker: e.ticker, condition: e.condition,
    value: e.value, level: e.level, fired_at: e.firedAt, deliveries: e.deliveries,
  })));
  await db.execute(sql`
    INSERT INTO alert_history (id, user_id, alert_id, alert_name, ticker, condition, value, level, fired_at, deliveries)
    SELECT id, user_id, alert_id, alert_name, ticker, condition, value, level, fired_at, deliveries
    FROM jsonb_to_recordset(${json}::jsonb) AS v(id uuid, user_id uuid, alert_id uuid, alert_name text, ticker text, condition jsonb,
      value jsonb, level jsonb, fired_at timestamptz, deliveries jsonb)`);
}

export interface HistoryFilter {
  from?: Date;
  to?: Date;
  ticker?: string;
}

export async function historyOf(db: Db, userId: string, filter: HistoryFilter, limit = ALERT_RULES.historyPageMax): Promise<AlertHistoryEntry[]> {
  const rows = await db.select().from(alertHistory).where(and(
    eq(alertHistory.userId, userId),
    filter.from ? gte(alertHistory.firedAt, filter.from) : undefined,
    filter.to ? lte(alertHistory.firedAt, filter.to) : undefined,
    filter.ticker ? eq(alertHistory.ticker, filter.ticker) : undefined,
  )).orderBy(desc(alertHistory.firedAt), desc(alertHistory.id)).limit(limit);
  return rows.map(entryOf);
}

/** The user's entries fired after one of theirs (the stream's Last-Event-ID), oldest first. */
export async function entriesAfter(db: Db, userId: string, id: string, limit: number): Promise<AlertHistoryEntry[]> {
  if (!isUuid(id)) return [];
  const rows = await db.select().from(alertHistory).where(and(
    eq(alertHistory.userId, userId),
    sql`${alertHistory.firedAt} > (SELECT fired_at FROM alert_history WHERE id = ${id} AND user_id = ${userId})`,
  )).orderBy(alertHistory.firedAt).limit(limit);
  return rows.map(entryOf);
}

/** One of the user's entries by its id (null when there is none). */
export async function entryById(db: Db, userId: string, id: string): Promise<AlertHistoryEntry | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(alertHistory).where(and(eq(alertHistory.userId, userId), eq(alertHistory.id, id))).limit(1);
  return rows[0] ? entryOf(rows[0]) : null;
}

/** Replaces one channel's outcome of an entry (the row is locked, so mail and webhook updates never overwrite each other). */
export async function setDelivery(db: Db, historyId: string, channel: AlertChannel, delivery: Omit<AlertDelivery, 'channel'>): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ deliveries: alertHistory.deliveries }).from(alertHistory).where(eq(alertHistory.id, historyId)).for('update');
    if (!rows[0]) return;
    const deliveries = (rows[0].deliveries as unknown as AlertDelivery[]).map((d) => (d.channel === channel ? { channel, ...delivery } : d));
    await tx.update(alertHistory).set({ deliveries: deliveries as unknown as Record<string, unknown>[] }).where(eq(alertHistory.id, historyId));
  });
}
