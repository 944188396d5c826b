/** The `alerts` table: the user's alerts, the active count the plan limit reads, and the evaluator's batched writes. */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { alerts } from '../db/schema';
import { isUuid, statusOf, type AlertRow, type AlertState } from './alertRecord';
import type { CheckedAlertInput } from './alertInput';

export async function alertsOfUser(db: Db, userId: string): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(asc(alerts.createdAt), asc(alerts.id));
}

/** One of the user's alerts; undefined for another user's or an unknown id (the routes answer 404 alike). */
export async function alertOfUser(db: Db, userId: string, id: string): Promise<AlertRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.select().from(alerts).where(and(eq(alerts.id, id), eq(alerts.userId, userId))).limit(1);
  return rows[0];
}

/** Alerts that count against the plan's limit: active, not paused, not expired (optionally without one). */
export async function activeCount(db: Db, userId: string, now: Date, except?: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(alerts).where(and(
    eq(alerts.userId, userId), eq(alerts.status, 'active'), eq(alerts.paused, false),
    or(isNull(alerts.expiresAt), gt(alerts.expiresAt, now)),
    except ? sql`${alerts.id} <> ${except}` : undefined,
  ));
  return Number(rows[0]?.n ?? 0);
}

const columnsOf = (input: CheckedAlertInput) => ({
  name: input.name,
  target: input.target as unknown as Record<string, unknown>,
  condition: input.condition as unknown as Record<string, unknown>,
  channels: input.channels,
  webhookUrl: input.webhookUrl,
  repeatMode: input.repeat.mode,
  cooldownMinutes: input.repeat.mode === 'everyCrossing' ? input.repeat.cooldownMinutes : null,
  expiresAt: input.expiresAt,
  paused: input.paused,
});

export async function insertAlert(db: Db, userId: string, input: CheckedAlertInput, now: Date): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values({ userId, ...columnsOf(input), status: 'active', state: {}, createdAt: now, updatedAt: now }).returning();
  return row!;
}

/**
 * Saves a changed alert. A new target or condition starts over (the memory is cleared, so a
 * condition that already holds fires at once); saving an alert that was done or expired with a
 * new expiry (or none) makes it active again.
 */
export async function updateAlert(db: Db, before: AlertRow, input: CheckedAlertInput, now: Date): Promise<AlertRow> {
  const restart = JSON.stringify(before.target) !== JSON.stringify(input.target) || JSON.stringify(before.condition) !== JSON.stringify(input.condition);
  const reactivate = before.status !== 'active' && (restart || input.expiresAt?.getTime() !== before.expiresAt?.getTime());
  const [row] = await db.update(alerts).set({
    ...columnsOf(input), updatedAt: now,
    ...(restart ? { state: {} } : {}),
    ...(reactivate ? { status: 'active' } : {}),
  }).where(eq(alerts.id, before.id)).returning();
  return row!;
}

export async function deleteAlert(db: Db, id: string): Promise<void> {
  await db.delete(alerts).where(eq(alerts.id, id));
}

/** Every alert the evaluator watches: active and not paused (the expired ones it marks itself). */
export async function liveAlertRows(db: Db): Promise<AlertRow[]> {
  return db.select().from(alerts).where(and(eq(alerts.status, 'active'), eq(alerts.paused, false)));
}

export interface AlertChange {
  id: string;
  state: AlertState;
  lastFiredAt: Date | null;
  status: 'active' | 'done' | 'expired';
}

/** Writes the evaluator's changes in one statement, whatever their number. */
export async function writeAlertChanges(db: Db, changes: readonly AlertChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  const json = JSON.stringify(changes.map((c) => ({
    id: c.id, state: c.state, last_fired_at: c.lastFiredAt?.toISOString() ?? null, status: c.status,
  })));
  await db.execute(sql`
    UPDATE alerts SET state = v.state, last_fired_at = v.last_fired_at, status = v.status,
      updated_at = CASE WHEN alerts.status <> v.status THEN ${now.toISOString()}::timestamptz ELSE alerts.updated_at END
    FROM jsonb_to_recordset(${json}::jsonb) AS v(id uuid, state jsonb, last_fired_at timestamptz, status text)
    WHERE alerts.id = v.id`);
}

/**
 * The 'Server-Side Alerts' list of the watchlist answer (document 1 section 3): the tickers of the
 * user's ticker alerts that are still watched (active or paused; not done, not expired), sorted.
 */
export async function alertListTickers(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await db.select({ target: alerts.target, status: alerts.status, paused: alerts.paused, expiresAt: alerts.expiresAt })
    .from(alerts).where(and(eq(alerts.userId, userId), sql`${alerts.target}->>'kind' = 'ticker'`));
  const tickers = new Set<string>();
  for (const r of rows) {
    const status = statusOf(r, now);
    if (status === 'active' || status === 'paused') tickers.add(String(r.target.ticker));
  }
  return [...tickers].sort();
}
