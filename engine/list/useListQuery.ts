import { useCallback, useMemo, useState } from 'react';
import type { ListModel } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import { allowedQuery, withColumnFilter, type ListQuery } from './listQuery';
import { nextListSort } from './sortState';

export interface ListQueryOptions {
  model: ListModel;
  /** Keys of columns the user may not see; filters and a sort on them are ignored. */
  gated: ReadonlySet<string>;
  /** Controlled filters (the list keeps its own when undefined). */
  filters?: FilterQuery[];
  /** Controlled sort; null is the model's default (the list keeps its own when undefined). */
  sort?: SortState | null;
  initialFilters?: FilterQuery[];
  initialSort?: SortState | null;
  onQueryChange?(filters: FilterQuery[], sort: SortState | null): void;
}

export interface ListQueryControls {
  /** The query in force, without filters or a sort on gated columns. */
  query: ListQuery;
  setFilter(key: string, query: FilterQuery | null): void;
  clearFilters(): void;
  /** A click on a sortable header. */
  toggleSort(key: string): void;
  /** The user's sort after a click on `key` (for the header's hint). */
  sortAfterClick(key: string): SortState | null;
}

/**
 * Filters and sort of a list, controlled (props `filters` / `sort`, each on its own) or kept
 * inside; every change is reported to `onQueryChange`. Uncontrolled state lives as long as the
 * list: remount it (a new `key`) to reset the sort to the default, e.g. when switching watchlists.
 */
export function useListQuery(options: ListQueryOptions): ListQueryControls {
  const { model, gated, onQueryChange } = options;
  const [ownFilters, setOwnFilters] = useState<FilterQuery[]>(options.initialFilters ?? []);
  const [ownSort, setOwnSort] = useState<SortState | null>(options.initialSort ?? null);
  const filters = options.filters ?? ownFilters;
  const sort = options.sort !== undefined ? options.sort : ownSort;
  const query = useMemo(() => allowedQuery({ filters, sort }, gated), [filters, sort, gated]);

  // Stable between changes of the query, so that the memoised header does not re-render when
  // only the rows change (each chunk of data while a long list loads).
  const filtersControlled = options.filters !== undefined;
  const sortControlled = options.sort !== undefined;
  const change = useCallback((next: ListQuery) => {
    if (!filtersControlled) setOwnFilters(next.filters);
    if (!sortControlled) setOwnSort(next.sort);
    onQueryChange?.(next.filters, next.sort);
  }, [filtersControlled, sortControlled, onQueryChange]);
  const sortAfterClick = useCallback((key: string) => nextListSort(model, query.sort, key), [model, query.sort]);
  const setFilter = useCallback((key: string, filter: FilterQuery | null) => change({ ...query, filters: withColumnFilter(query.filters, key, filter) }), [change, query]);
  const clearFilters = useCallback(() => change({ ...query, filters: [] }), [change, query]);
  const toggleSort = useCallback((key: string) => change({ ...query, sort: sortAfterClick(key) }), [change, query, sortAfterClick]);
  return { query, setFilter, clearFilters, toggleSort, sortAfterClick };
}
