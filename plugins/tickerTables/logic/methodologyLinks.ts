import type { ListModel } from '../../../engine/core';
import { METHODOLOGY_COLUMN_METRICS, methodologyPath, rowAsOf } from '../../../product/methodologyRules';

/**
 * The as-of date of a table's metrics: the newest bar the rows' ranges and ratings were computed
 * from (`latestRangeDate`, else the date part of `latestPriceDate`), over the rows with data; null
 * while none has any.
 *
 * @example tableAsOf([{ rsStatus: 'ready', latestRangeDate: '2026-11-20' }]) // '2026-11-20'
 */
export function tableAsOf(rows: readonly Record<string, unknown>[]): string | null {
  let newest: string | null = null;
  for (const row of rows) {
    if (row.rsStatus !== undefined && row.rsStatus !== 'ready') continue;
    const date = rowAsOf(row);
    if (date !== null && (newest === null || date > newest)) newest = date;
  }
  return newest;
}

/**
 * The table's model with an info link on each metric column's header: the metric's methodology
 * page with the table's as-of date (issue 21 scope 6). Columns without a page keep none.
 */
export function withMethodologyLinks(model: ListModel, asOf: string | null): ListModel {
  return {
    ...model,
    columns: model.columns.map((column) => {
      const metric = METHODOLOGY_COLUMN_METRICS[column.key];
      return metric ? { ...column, infoHref: methodologyPath(metric, { asOf }) } : column;
    }),
  };
}
