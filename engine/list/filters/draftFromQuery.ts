import type { ColumnFilter } from '../../core/model/modelTypes';
import type { FilterQuery } from '../../core/filters/filterQuery';
import { initialDraft, initialFilterState, type ColumnFilterState, type FilterDraft } from '../../core/filters/columnFilterState';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** The draft that shows an applied filter again (the default draft when none is applied). */
export function draftFromQuery(filter: ColumnFilter, query: FilterQuery | null, today: Date): FilterDraft {
  const base = initialDraft(filter, today);
  if (!query) return base;
  switch (query.type) {
    case 'above':
    case 'below':
      return { ...base, operator: query.type, val: text(query.val) };
    case 'between':
      return { ...base, operator: 'between', min: text(query.min), max: text(query.max) };
    case 'eq':
      return { ...base, values: [text(query.val)] };
    case 'in':
      return { ...base, values: (Array.isArray(query.val) ? query.val : [query.val]).map(text).filter(Boolean) };
    case 'contains':
      return { ...base, text: text(query.val) };
  }
}

/**
 * The headless state of a column filter whose applied query is `applied` (from the list's filters,
 * which may be controlled from outside), ready for engine/core's `openFilter`.
 */
export function stateFromApplied(filter: ColumnFilter, applied: FilterQuery | null, today: Date): ColumnFilterState {
  return { ...initialFilterState(filter, today), draft: draftFromQuery(filter, applied, today), applied };
}
