import type { ColumnType, ListColumn, RowAction } from '../core/model/modelTypes';

/** Fixed row heights (px): every row has the same height, so the virtualizer needs no measuring. */
export const ROW_HEIGHT = 32;
export const COMPACT_ROW_HEIGHT = 26;
/** The scroll area's height when the list is given none. */
export const DEFAULT_LIST_HEIGHT = 560;
/** Rows rendered above and below the visible ones. */
export const OVERSCAN_ROWS = 8;

/** The id of the row actions column (no model key can start with `__`). */
export const ACTIONS_COLUMN_ID = '__actions';

const WIDTH_BY_TYPE: Record<ColumnType, number> = {
  string: 140, number: 100, percent: 100, date: 110, datetime: 170, enum: 120, signal: 140, boolean: 80, link: 160,
};

export function columnWidth(column: ListColumn): number {
  return column.width ?? WIDTH_BY_TYPE[column.type];
}

/** Room for the buttons of the actions column. */
export function actionsWidth(actions: readonly RowAction[]): number {
  return Math.max(90, actions.length * 72 + 16);
}
