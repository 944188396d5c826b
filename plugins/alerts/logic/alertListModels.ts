/**
 * The two tables of the alerts, as ListModels for the engine's ListView: the user's alerts and the
 * alert history. Their rows are built in the browser from the alerts' answers (alertRows.ts), with
 * the condition, the target and the deliveries already in words, so that sorting, filtering and the
 * export read what the screen shows.
 */
import type { ListColumn, ListModel } from '../../../engine/core';
import { ALERT_CHANNELS } from '../../../product/alertRules';

const STATUSES = ['active', 'paused', 'expired', 'done'] as const;

const column = (key: string, type: ListColumn['type'], extra: Partial<ListColumn> = {}): ListColumn => ({
  key, label: `alerts:column.${key}`, type, group: 'GENERAL', sortable: true, ...extra,
});

export const ALERT_LIST_MODEL: ListModel = {
  modelClass: 'ListModel',
  name: 'AlertsOfUser',
  label: 'alerts:title',
  source: { kind: 'dataset', dataset: 'alerts' },
  columns: [
    column('name', 'string', { width: 200, filter: { type: 'text' } }),
    column('target', 'string', { width: 120, filter: { type: 'text' } }),
    column('condition', 'string', { width: 280 }),
    column('channels', 'string', { width: 130, sortable: false, filter: { type: 'enum-multipleChoice', options: ALERT_CHANNELS.map((c) => ({ value: c, label: `alerts:channel.${c}` })) } }),
    column('status', 'enum', { width: 160, filter: { type: 'enum-multipleChoice', options: STATUSES.map((s) => ({ value: s, label: `alerts:status.${s}` })) } }),
    column('lastFired', 'datetime', { width: 140 }),
  ],
  defaultSort: { key: 'name', direction: 'asc' },
  sortCycle: 'ascDesc',
  rowActions: [
    { id: 'edit', label: 'alerts:action.edit', kind: 'edit' },
    { id: 'delete', label: 'alerts:action.delete', kind: 'delete' },
  ],
};

export const ALERT_HISTORY_MODEL: ListModel = {
  modelClass: 'ListModel',
  name: 'AlertHistory',
  label: 'alerts:history.title',
  source: { kind: 'dataset', dataset: 'alertHistory' },
  columns: [
    column('firedAt', 'datetime', { width: 150 }),
    column('ticker', 'string', { width: 110, filter: { type: 'text' } }),
    column('alertName', 'string', { width: 200, filter: { type: 'text' } }),
    column('condition', 'string', { width: 300 }),
    column('value', 'string', { width: 110, sortable: false }),
    column('level', 'string', { width: 110, sortable: false }),
    column('deliveries', 'string', { width: 320, sortable: false }),
  ],
  defaultSort: { key: 'firedAt', direction: 'desc' },
  sortCycle: 'ascDesc',
};
