import type { ColumnFilter, EnumOption } from '../../core/model/modelTypes';
import { readField } from '../../core/filters/filterQuery';
import { SIGNAL_ORDER } from '../../core/sorting/sortRows';

/** The signal filter's choices when the model gives none; their labels are `engine` keys. */
export const DEFAULT_SIGNAL_OPTIONS: readonly EnumOption[] = SIGNAL_ORDER.map((value) => ({ value, label: `engine:signal.${value}` }));

/** At most this many distinct values are offered when an enum filter has no options. */
export const MAX_DERIVED_OPTIONS = 200;

/** The distinct non-empty values at `key`, sorted, for enum filters without options. */
export function distinctValues(rows: readonly unknown[], key: string): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = readField(row, key);
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') seen.add(String(v));
      if (seen.size >= MAX_DERIVED_OPTIONS) break;
    }
    if (seen.size >= MAX_DERIVED_OPTIONS) break;
  }
  return [...seen].sort((a, b) => a.localeCompare(b));
}

/**
 * The choices of an enum, enum-multipleChoice or signal filter: the model's options, else for
 * signalFilter bullish, neutral, neutralDanger and bearish, else the values found in the rows.
 */
export function filterOptions(filter: ColumnFilter, values: () => string[]): readonly EnumOption[] {
  if (filter.options?.length) return filter.options;
  if (filter.type === 'signalFilter') return DEFAULT_SIGNAL_OPTIONS;
  return values().map((value) => ({ value, label: { en: value, de: value } }));
}
