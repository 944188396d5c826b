import type { ColumnFilter } from '../model/modelTypes';
import type { FilterQuery } from './filterQuery';
import type { LocalizedText } from '../text/localizedText';

/**
 * The headless state of one column filter dropdown (document 2 sections 4 and 5): what the user
 * is editing (the draft), what is applied, and the snapshot taken when the dropdown opened.
 */
export type NumberOperator = 'above' | 'below' | 'between';

export interface FilterDraft {
  operator: NumberOperator;
  val: string;
  min: string;
  max: string;
  /** enum, enum-multipleChoice and signalFilter choices. */
  values: string[];
  text: string;
}

export interface ColumnFilterState {
  draft: FilterDraft;
  applied: FilterQuery | null;
  /** The state when the dropdown opened (Cancel restores it). */
  openedWith: { draft: FilterDraft; applied: FilterQuery | null } | null;
  /** Whether the draft was changed since the dropdown opened (the date filter's Apply waits for it). */
  changed: boolean;
}

/** The calendar day of a date where the code runs (the user's day in the browser), as YYYY-MM-DD. */
const localDay = (d: Date): string =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Today and the coming Saturday; on a Saturday, the one 7 days ahead (calendar days, local time). */
export function defaultDateRange(today: Date): { from: string; to: string } {
  const day = today.getDay();
  const ahead = day === 6 ? 7 : 6 - day;
  return { from: localDay(today), to: localDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead)) };
}

export function initialDraft(filter: ColumnFilter, today: Date): FilterDraft {
  const base: FilterDraft = { operator: 'above', val: '', min: '', max: '', values: [], text: '' };
  if (filter.type === 'date') {
    const { from, to } = defaultDateRange(today);
    return { ...base, operator: 'between', min: from, max: to };
  }
  return base;
}

export function initialFilterState(filter: ColumnFilter, today: Date): ColumnFilterState {
  return { draft: initialDraft(filter, today), applied: null, openedWith: null, changed: false };
}

/** Number input that is not a number becomes 0 (document 2 section 5). */
export function parseNumberInput(text: string): number {
  const n = Number(text.replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
}

export type DraftCheck = { ok: true; query: FilterQuery } | { ok: false; reason: 'empty' | 'unchanged' | 'bounds' | 'order'; message?: LocalizedText };

/** Whether Apply may run, and the query it would apply. */
export function checkDraft(key: string, filter: ColumnFilter, state: Pick<ColumnFilterState, 'draft' | 'changed'>): DraftCheck {
  const d = state.draft;
  switch (filter.type) {
    case 'number': {
      const parts = d.operator === 'between' ? [d.min, d.max] : [d.val];
      if (parts.some((p) => p.trim() === '')) return { ok: false, reason: 'empty' };
      const nums = parts.map(parseNumberInput);
      if (outsideBounds(filter, d.operator, nums)) return { ok: false, reason: 'bounds', ...(filter.boundsMessage ? { message: filter.boundsMessage } : {}) };
      const scaled = nums.map((n) => (filter.scale ? n * filter.scale : n));
      if (d.operator === 'between') {
        if (scaled[0]! > scaled[1]!) return { ok: false, reason: 'order' };
        return { ok: true, query: { filterKey: key, type: 'between', min: scaled[0]!, max: scaled[1]! } };
      }
      return { ok: true, query: { filterKey: key, type: d.operator, val: scaled[0]! } };
    }
    case 'date':
      if (!state.changed) return { ok: false, reason: 'unchanged' };
      if (!d.min || !d.max) return { ok: false, reason: 'empty' };
      if (d.min > d.max) return { ok: false, reason: 'order' };
      return { ok: true, query: { filterKey: key, type: 'between', min: d.min, max: d.max } };
    case 'enum':
      if (d.values.length !== 1) return { ok: false, reason: 'empty' };
      return { ok: true, query: { filterKey: key, type: 'eq', val: d.values[0]! } };
    case 'enum-multipleChoice':
    case 'signalFilter':
      if (!d.values.length) return { ok: false, reason: 'empty' };
      return { ok: true, query: { filterKey: key, type: 'in', val: [...d.values] } };
    case 'text':
      if (!d.text.trim()) return { ok: false, reason: 'empty' };
      return { ok: true, query: { filterKey: key, type: 'contains', val: d.text.trim() } };
  }
}

/**
 * Whether the values leave the filter's bounds. The open side of an operator may not sit on a
 * bound (nothing is above the max): with the Hurst bounds 0 and 1, 'above' needs 0 <= v < 1,
 * 'below' 0 < v <= 1, 'between' 0 <= min < 1 and 0 < max <= 1 (document 2 section 5).
 */
function outsideBounds(filter: ColumnFilter, operator: NumberOperator, nums: number[]): boolean {
  const { min, max } = filter;
  const strictAtMin = (i: number): boolean => operator === 'below' || (operator === 'between' && i === 1);
  const strictAtMax = (i: number): boolean => operator === 'above' || (operator === 'between' && i === 0);
  return nums.some((n, i) => (min !== undefined && (strictAtMin(i) ? n <= min : n < min))
    || (max !== undefined && (strictAtMax(i) ? n >= max : n > max)));
}

export function openFilter(state: ColumnFilterState): ColumnFilterState {
  return { ...state, openedWith: { draft: state.draft, applied: state.applied }, changed: false };
}

export function editDraft(state: ColumnFilterState, change: Partial<FilterDraft>): ColumnFilterState {
  return { ...state, draft: { ...state.draft, ...change }, changed: true };
}

/**
 * Apply: the filter becomes active only with valid, non-empty values. Applying an emptied draft
 * deactivates a filter that was active.
 */
export function applyFilter(key: string, filter: ColumnFilter, state: ColumnFilterState): { state: ColumnFilterState; check: DraftCheck } {
  const check = checkDraft(key, filter, state);
  if (check.ok) return { state: { ...state, applied: check.query, openedWith: null }, check };
  if (check.reason === 'empty') return { state: { ...state, applied: null, openedWith: null }, check };
  return { state, check };
}

/** Clear: back to inactive and the default draft. */
export function clearFilter(filter: ColumnFilter, today: Date): ColumnFilterState {
  return initialFilterState(filter, today);
}

/** Cancel: the state from when the dropdown opened. */
export function cancelFilter(state: ColumnFilterState): ColumnFilterState {
  if (!state.openedWith) return state;
  return { draft: state.openedWith.draft, applied: state.openedWith.applied, openedWith: null, changed: false };
}
