import { compare, readField } from '../filters/filterQuery';
import type { SortCycle } from '../model/modelTypes';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

/** The order of rating states in signal columns (document 2 section 4). */
export const SIGNAL_ORDER = ['bullish', 'neutral', 'neutralDanger', 'bearish'] as const;

/** The rank of a rating such as `trendBullish` or `momentumNeutralDanger`; unknown ones sort last. */
export function signalRank(value: unknown): number {
  if (typeof value !== 'string') return SIGNAL_ORDER.length;
  const bare = value.replace(/^(trend|momentum)/, '');
  const normalised = bare.charAt(0).toLowerCase() + bare.slice(1);
  const i = (SIGNAL_ORDER as readonly string[]).indexOf(normalised);
  return i < 0 ? SIGNAL_ORDER.length : i;
}

/**
 * The next sort state when a header is clicked: asc, desc, then none (back to the default) for
 * `ascDescNone`; asc and desc only for `ascDesc`.
 */
export function nextSort(current: SortState | null, key: string, cycle: SortCycle = 'ascDescNone'): SortState | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return cycle === 'ascDesc' ? { key, direction: 'asc' } : null;
}

/**
 * Sorts a copy of the rows. Empty values go last in both directions; ties keep their order.
 *
 * @example sortRows(rows, { key: 'ticker', direction: 'asc' })
 */
export function sortRows<T>(rows: readonly T[], sort: SortState, options: { signal?: boolean; read?: (row: T, key: string) => unknown } = {}): T[] {
  const read = options.read ?? ((row: T, key: string) => readField(row, key));
  const sign = sort.direction === 'asc' ? 1 : -1;
  // In signal mode an unknown rating counts as empty, so it sorts last in both directions.
  const valueOf = (row: T): unknown => {
    const v = read(row, sort.key);
    return options.signal && signalRank(v) === SIGNAL_ORDER.length ? undefined : v;
  };
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((a, b) => {
    const aEmpty = a.value === undefined || a.value === null || a.value === '';
    const bEmpty = b.value === undefined || b.value === null || b.value === '';
    if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
    if (aEmpty) return a.index - b.index;
    const c = options.signal ? signalRank(a.value) - signalRank(b.value) : compare(a.value, b.value);
    return c !== 0 ? sign * c : a.index - b.index;
  });
  return keyed.map((k) => k.row);
}
