import type { ListColumn, ListModel } from '../core/model/modelTypes';
import { matchesAll, readField, type FilterQuery } from '../core/filters/filterQuery';
import { sortRows, type SortState } from '../core/sorting/sortRows';
import { effectiveSort } from './sortState';
import { ratingOf } from './rating';

/** One row of a list: any record; columns read dotted paths from it. */
export type ListRowData = Record<string, unknown>;

export interface ListQuery {
  filters: FilterQuery[];
  /** The user's sort; null means the model's default sort. */
  sort: SortState | null;
}

/** The filters with the one of `key` replaced (or removed when `query` is null). */
export function withColumnFilter(filters: readonly FilterQuery[], key: string, query: FilterQuery | null): FilterQuery[] {
  const rest = filters.filter((f) => f.filterKey !== key);
  return query ? [...rest, query] : rest;
}

/**
 * Drops filters and a sort on columns the user may not see, so that a PREMIUM or HIDDEN column
 * cannot be probed through the order or the filtering of the rows.
 */
export function allowedQuery(query: ListQuery, gated: ReadonlySet<string>): ListQuery {
  return {
    filters: query.filters.filter((f) => !gated.has(f.filterKey)),
    sort: query.sort && !gated.has(query.sort.key) ? query.sort : null,
  };
}

/** Whether a column sorts by rating (bullish, neutral, neutralDanger, bearish). */
export function sortsBySignal(column: ListColumn | undefined): boolean {
  if (!column) return false;
  return column.sortOrder === 'signal' || (column.sortOrder === undefined && column.type === 'signal');
}

/**
 * How filters read a row: signal filters with the default options compare the bare rating, so
 * `momentumBullish` passes the option `bullish`; every other key reads the dotted path.
 */
export function filterReader(columns: readonly ListColumn[]): (row: unknown, key: string) => unknown {
  const bareRating = new Set(columns.filter((c) => c.filter?.type === 'signalFilter' && !c.filter.options?.length).map((c) => c.key));
  return (row, key) => {
    const value = readField(row, key);
    return bareRating.has(key) ? (ratingOf(value) ?? value) : value;
  };
}

/**
 * Client-side processing with engine/core: the rows passing every filter, sorted by the sort in
 * force (the user's or the model's default). Returns a new array; `rows` is not changed.
 *
 * @example processRows(model, rows, { filters: [{ filterKey: 'hurst', type: 'above', val: 0.6 }], sort: null })
 */
export function processRows(model: ListModel, rows: readonly ListRowData[], query: ListQuery): ListRowData[] {
  const read = filterReader(model.columns);
  const filtered = query.filters.length ? rows.filter((row) => matchesAll(row, query.filters, read)) : rows;
  const sort = effectiveSort(model, query.sort);
  const column = model.columns.find((c) => c.key === sort.key);
  return sortRows(filtered, sort, { signal: sortsBySignal(column) });
}
