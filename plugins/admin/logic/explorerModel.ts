import type { ListModel, RowAction } from '../../../engine/core';

/** The explorer's own row action: opens the record as JSON (no path: the screen handles it). */
export const JSON_ACTION: RowAction = { id: 'explorer-json', kind: 'open', label: 'admin:dev.explorer.showJson' };

/**
 * A list model as the explorer shows it: read-only (the model's own row actions change records or
 * leave the page) with the "Show JSON" action, and HIDDEN columns shown as general ones, so that
 * a developer sees every field the model names.
 */
export function explorerModel(model: ListModel): ListModel {
  return {
    ...model,
    rowActions: [JSON_ACTION],
    columns: model.columns.map((c) => (c.group === 'HIDDEN' ? { ...c, group: 'GENERAL' } : c)),
  };
}
