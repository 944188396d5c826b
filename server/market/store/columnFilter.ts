/**
 * One filter of the filter language over columns, narrowing a selection of row indices. The result
 * is exactly what engine/core's matchesFilter gives on the row objects (tested with random
 * filters), because every decision is either matchesFilter itself, applied once per distinct value
 * (a dictionary entry, true or false), or one of its cases rewritten for numbers:
 * - above / below / between with a number or a numeric string: compare() compares numbers;
 * - eq / in against a number: sameValue() is Number(a) === Number(b) with '' and booleans never equal.
 * Anything else on a number column (contains, a text bound) runs matchesFilter per row.
 */
import { matchesFilter, type FilterQuery } from '../../../engine/core/filters/filterQuery';
import { getBit } from './bitset';
import type { Column, TextColumn } from './columns';

/** matchesFilter for a single value. */
export function valueMatches(value: unknown, f: FilterQuery): boolean {
  return matchesFilter({ v: value }, { ...f, filterKey: 'v' });
}

/** A bound as compare() would use it against a number: the number, or null if it compares as text. */
function numericBound(bound: unknown): number | null {
  if (typeof bound === 'number') return Number.isFinite(bound) ? bound : null;
  if (typeof bound === 'string' && bound.trim() !== '') {
    const n = Number(bound);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * The numbers a value must equal for eq / in (sameValue against a number). A boolean equals no
 * number: sameValue compares it as text ('1' is not 'true').
 */
function equalTargets(f: FilterQuery): Set<number> {
  const list = f.type === 'in' ? (Array.isArray(f.val) ? f.val : []) : [f.val as string | number | boolean];
  const targets = new Set<number>();
  for (const l of list) if (typeof l !== 'boolean' && l !== '' && !Number.isNaN(Number(l))) targets.add(Number(l));
  return targets;
}

type Keep = (i: number) => boolean;

/** The rows of `selection` a per-row test keeps (the slow, general loop). */
function keepWhere(selection: Uint32Array, test: Keep): Uint32Array {
  const out = new Uint32Array(selection.length);
  let k = 0;
  for (let j = 0; j < selection.length; j++) if (test(selection[j]!)) out[k++] = selection[j]!;
  return out.subarray(0, k);
}

/** Rows whose value lies in [low, high] (inclusive ends as flagged); NaN (null) never does. */
function keepInRange(selection: Uint32Array, values: Float64Array, low: number, high: number, lowInclusive: boolean, highInclusive: boolean): Uint32Array {
  const out = new Uint32Array(selection.length);
  let k = 0;
  for (let j = 0; j < selection.length; j++) {
    const i = selection[j]!;
    const v = values[i]!;
    if ((lowInclusive ? v >= low : v > low) && (highInclusive ? v <= high : v < high)) out[k++] = i;
  }
  return out.subarray(0, k);
}

function filterNumbers(selection: Uint32Array, values: Float64Array, f: FilterQuery): Uint32Array {
  const generic = (i: number): boolean => !Number.isNaN(values[i]!) && valueMatches(values[i], f);
  switch (f.type) {
    case 'above':
    case 'below': {
      const bound = numericBound(f.val);
      if (bound === null) return keepWhere(selection, generic);
      return f.type === 'above'
        ? keepInRange(selection, values, bound, Infinity, false, true)
        : keepInRange(selection, values, -Infinity, bound, true, false);
    }
    case 'between': {
      const min = numericBound(f.min);
      const max = numericBound(f.max);
      if (min === null || max === null) return keepWhere(selection, generic);
      return keepInRange(selection, values, min, max, true, true);
    }
    case 'eq':
    case 'in': {
      const targets = equalTargets(f);
      return keepWhere(selection, (i) => targets.has(values[i]!));
    }
    default:
      return keepWhere(selection, generic);
  }
}

/** Per dictionary code, whether the entry passes (code 0, null, never does). */
function textMask(column: TextColumn, lower: () => string[], f: FilterQuery): Uint8Array {
  const { dictionary } = column;
  const mask = new Uint8Array(dictionary.length);
  const list = f.type === 'in' ? (Array.isArray(f.val) ? f.val : []) : f.type === 'eq' ? [f.val] : [];
  if (f.type === 'contains' && typeof f.val === 'string') {
    const needle = f.val.toLowerCase();
    const lows = lower();
    for (let k = 1; k < dictionary.length; k++) mask[k] = dictionary[k] !== '' && lows[k]!.includes(needle) ? 1 : 0;
  } else if (list.length > 0 && list.every((l) => typeof l === 'string')) {
    const wanted = new Set(list.map((l) => (l as string).toLowerCase()));
    const lows = lower();
    for (let k = 1; k < dictionary.length; k++) mask[k] = dictionary[k] !== '' && wanted.has(lows[k]!) ? 1 : 0;
  } else {
    for (let k = 1; k < dictionary.length; k++) mask[k] = valueMatches(dictionary[k], f) ? 1 : 0;
  }
  return mask;
}

export interface FilterInput {
  column: Column | null;
  /** The value of a path that is not a scalar column (a JSON leaf, an object, or nothing). */
  valueAt: (index: number) => unknown;
  /** Lower-cased dictionary of a text column (cached by the store). */
  lower: () => string[];
  /** False when the path names nothing in the rows (every value undefined). */
  exists: boolean;
}

/** The rows of `selection` (ascending) that pass `f`, ascending. */
export function filterSelection(selection: Uint32Array, f: FilterQuery, input: FilterInput): Uint32Array {
  const { column } = input;
  if (!input.exists) return new Uint32Array(0);
  switch (column?.kind) {
    case 'number':
      return filterNumbers(selection, column.values, f);
    case 'text': {
      const mask = textMask(column, input.lower, f);
      const codes = column.codes;
      const out = new Uint32Array(selection.length);
      let k = 0;
      for (let j = 0; j < selection.length; j++) {
        const i = selection[j]!;
        if (mask[codes[i]!] === 1) out[k++] = i;
      }
      return out.subarray(0, k);
    }
    case 'boolean': {
      const onTrue = valueMatches(true, f);
      const onFalse = valueMatches(false, f);
      const { bits, present } = column;
      return keepWhere(selection, (i) => getBit(present, i) && (getBit(bits, i) ? onTrue : onFalse));
    }
    default:
      return keepWhere(selection, (i) => valueMatches(input.valueAt(i), f));
  }
}
