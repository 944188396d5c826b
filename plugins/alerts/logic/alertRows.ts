/**
 * The rows of the two alert tables, read by column key (alertListModels.ts): the alerts with their
 * target and condition in words and their channels as values (filtered by channel, shown by name);
 * the history entries with condition, value and level in words and the deliveries summed up in one
 * text per channel (the table's cell draws them, the export writes the text).
 */
import type { Translate } from '../../../engine/core';
import type { AlertDelivery, AlertHistoryEntry, AlertView } from '../../../contracts';
import { conditionWords, observedWords, targetWords } from './conditionWords';

export interface AlertRow extends Record<string, unknown> {
  id: string;
  name: string;
  target: string;
  condition: string;
  channels: string[];
  status: AlertView['status'];
  lastFired: string | null;
  alert: AlertView;
}

export interface HistoryRow extends Record<string, unknown> {
  id: string;
  firedAt: string;
  ticker: string;
  alertName: string;
  condition: string;
  value: string;
  level: string;
  deliveries: string;
  entry: AlertHistoryEntry;
}

export function alertRows(alerts: readonly AlertView[], t: Translate, language: string, scanTitle?: (id: string) => string | undefined): AlertRow[] {
  return alerts.map((alert) => ({
    id: alert.id,
    name: alert.name,
    target: targetWords(alert.target, t, scanTitle),
    condition: conditionWords(alert.condition, t, language),
    channels: [...alert.channels],
    status: alert.status,
    lastFired: alert.lastFiredAt,
    alert,
  }));
}

/** One delivery in words: 'Webhook: retrying, 3 attempts, Last error: HTTP 502'. */
export function deliveryWords(delivery: AlertDelivery, t: Translate): string {
  const parts = [
    `${t(`alerts:channel.${delivery.channel}`)}: ${t(`alerts:delivery.${delivery.status}`)}`,
    t('alerts:delivery.attempts', { count: delivery.attempts }),
    ...(delivery.lastError ? [t('alerts:delivery.lastError', { error: delivery.lastError })] : []),
  ];
  return parts.join(', ');
}

export function historyRows(entries: readonly AlertHistoryEntry[], t: Translate, language: string): HistoryRow[] {
  return entries.map((entry) => ({
    id: entry.id,
    firedAt: entry.firedAt,
    ticker: entry.ticker,
    alertName: entry.alertName,
    condition: conditionWords(entry.condition, t, language),
    value: observedWords(entry.value, t, language),
    level: observedWords(entry.level, t, language),
    deliveries: entry.deliveries.map((d) => deliveryWords(d, t)).join('; '),
    entry,
  }));
}
