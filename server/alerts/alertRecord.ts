/**
 * An alert as stored (table `alerts`), as the evaluator keeps it in memory, and as the API answers
 * it (contracts AlertView).
 */
import type { alerts } from '../db/schema';
import type { AlertChannel, AlertCondition, AlertRepeat, AlertStatus, AlertTarget, AlertView } from '../../contracts';
import type { TickerMemory } from './conditions';

export type AlertRow = typeof alerts.$inferSelect;

/** Whether an id from a path or body can be a row id (PostgreSQL refuses a malformed uuid in a query). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** The evaluator's memory of an alert (`alerts.state`): per ticker, and a scan target's last membership. */
export interface AlertState {
  tickers: Record<string, TickerMemory>;
  /** A scan target's tickers at the last evaluation (scanMembership compares against it). */
  members?: string[];
}

/** An alert the evaluator watches: active, not paused, not expired. */
export interface LiveAlert {
  id: string;
  userId: string;
  name: string;
  target: AlertTarget;
  condition: AlertCondition;
  channels: AlertChannel[];
  webhookUrl: string | null;
  repeat: AlertRepeat;
  expiresAt: Date | null;
  lastFiredAt: Date | null;
  state: AlertState;
}

export function repeatOf(row: Pick<AlertRow, 'repeatMode' | 'cooldownMinutes'>): AlertRepeat {
  return row.repeatMode === 'everyCrossing' ? { mode: 'everyCrossing', cooldownMinutes: row.cooldownMinutes ?? 0 } : { mode: 'once' };
}

export function stateOf(row: Pick<AlertRow, 'state'>): AlertState {
  const raw = row.state as Partial<AlertState>;
  return { tickers: { ...(raw.tickers ?? {}) }, ...(Array.isArray(raw.members) ? { members: [...raw.members] } : {}) };
}

/** The status a user sees: done and expired first, then paused. */
export function statusOf(row: Pick<AlertRow, 'status' | 'paused' | 'expiresAt'>, now: Date): AlertStatus {
  if (row.status === 'done') return 'done';
  if (row.status === 'expired' || (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime())) return 'expired';
  return row.paused ? 'paused' : 'active';
}

export function isLive(row: Pick<AlertRow, 'status' | 'paused' | 'expiresAt'>, now: Date): boolean {
  return statusOf(row, now) === 'active';
}

export function liveAlertOf(row: AlertRow): LiveAlert {
  return {
    id: row.id, userId: row.userId, name: row.name,
    target: row.target as unknown as AlertTarget, condition: row.condition as unknown as AlertCondition,
    channels: row.channels as AlertChannel[], webhookUrl: row.webhookUrl, repeat: repeatOf(row),
    expiresAt: row.expiresAt, lastFiredAt: row.lastFiredAt, state: stateOf(row),
  };
}

export function alertViewOf(row: AlertRow, now: Date): AlertView {
  return {
    id: row.id,
    name: row.name,
    target: row.target as unknown as AlertTarget,
    condition: row.condition as unknown as AlertCondition,
    channels: row.channels as AlertChannel[],
    webhookUrl: row.webhookUrl,
    repeat: repeatOf(row),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    paused: row.paused,
    status: statusOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
  };
}
