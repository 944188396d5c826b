/**
 * Sorting a selection as engine/core's sortRows sorts row objects: by compare() (numbers as
 * numbers, text case-insensitively by code unit with case-sensitive ties, numeric strings as
 * numbers), or in signal mode by rating rank (bullish, neutral, neutralDanger, bearish; anything
 * else counts as empty); empty values last in both directions; ties keep the row order.
 *
 * Each column gets a dense rank per row (or per dictionary entry), computed once; a sort then packs
 * (rank, row index) into one float and sorts the floats natively.
 */
import { signalRank, SIGNAL_ORDER, type SortState } from '../../../engine/core/sorting/sortRows';
import { compareText } from '../../../engine/core/filters/filterQuery';
import { getBit } from './bitset';
import type { Column, TextColumn } from './columns';

/** Where a row's rank comes from: −1 is an empty value. */
export type RowRank =
  | { kind: 'row'; ranks: Int32Array }
  | { kind: 'code'; ranks: Int32Array; codes: Uint16Array | Uint32Array }
  | { kind: 'boolean'; bits: Uint32Array; present: Uint32Array }
  | { kind: 'empty' };

/** compare() of two strings, with the lower-case and numeric forms precomputed. */
function textOrder(dictionary: readonly string[], lower: readonly string[]): (a: number, b: number) => number {
  const numeric = dictionary.map((s) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : NaN));
  return (a, b) => {
    const na = numeric[a]!;
    const nb = numeric[b]!;
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    const la = lower[a]!;
    const lb = lower[b]!;
    if (la !== lb) return la < lb ? -1 : 1;
    return compareText(dictionary[a]!, dictionary[b]!);
  };
}

/** Dense rank of each dictionary entry in compare() order; −1 for null and ''. */
export function textRanks(column: TextColumn, lower: readonly string[]): Int32Array {
  const { dictionary } = column;
  const ranks = new Int32Array(dictionary.length).fill(-1);
  const entries: number[] = [];
  for (let k = 1; k < dictionary.length; k++) if (dictionary[k] !== '') entries.push(k);
  const order = textOrder(dictionary, lower);
  entries.sort(order);
  let rank = -1;
  entries.forEach((k, n) => {
    if (n === 0 || order(entries[n - 1]!, k) !== 0) rank++;
    ranks[k] = rank;
  });
  return ranks;
}

/** Rating rank of each dictionary entry; −1 for anything that is not a rating. */
export function signalRanks(column: TextColumn): Int32Array {
  return Int32Array.from(column.dictionary, (s, k) => {
    const rank = k === 0 ? SIGNAL_ORDER.length : signalRank(s);
    return rank === SIGNAL_ORDER.length ? -1 : rank;
  });
}

/** Dense rank of each row of a number column; −1 for null. */
export function numberRanks(values: Float64Array): Int32Array {
  const present = values.filter((v) => !Number.isNaN(v)).sort();
  let count = 0;
  for (let j = 0; j < present.length; j++) if (count === 0 || present[count - 1]! !== present[j]!) present[count++] = present[j]!;
  const ranks = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) {
      ranks[i] = -1;
      continue;
    }
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (present[mid]! < v) low = mid + 1;
      else high = mid;
    }
    ranks[i] = low;
  }
  return ranks;
}

/** Where the ranks of a scalar column come from (false before true for booleans, as compare() says); null for JSON. */
export function rowRank(column: Column, ranks: () => Int32Array, signal: boolean): RowRank | null {
  if (signal) return column.kind === 'text' ? { kind: 'code', ranks: ranks(), codes: column.codes } : { kind: 'empty' };
  switch (column.kind) {
    case 'number':
      return { kind: 'row', ranks: ranks() };
    case 'text':
      return { kind: 'code', ranks: ranks(), codes: column.codes };
    case 'boolean':
      return { kind: 'boolean', bits: column.bits, present: column.present };
    case 'json':
      return null;
  }
}

function rankAt(rank: RowRank, i: number): number {
  switch (rank.kind) {
    case 'row':
      return rank.ranks[i]!;
    case 'code':
      return rank.ranks[rank.codes[i]!]!;
    case 'boolean':
      return getBit(rank.present, i) ? (getBit(rank.bits, i) ? 1 : 0) : -1;
    case 'empty':
      return -1;
  }
}

/**
 * Sorts an ascending selection by rank, ties in row order, empty values last in row order. Each
 * row becomes one float, (rank or its mirror) × 2^k + row, sorted natively; ranks and rows stay
 * below 2^26, so the floats are exact.
 */
export function sortByRank(selection: Uint32Array, rank: RowRank, direction: SortState['direction'], size: number): Uint32Array {
  const shift = 2 ** Math.max(1, Math.ceil(Math.log2(size + 2)));
  const keys = new Float64Array(selection.length);
  const empties: number[] = [];
  let k = 0;
  const asc = direction === 'asc';
  for (let j = 0; j < selection.length; j++) {
    const i = selection[j]!;
    const r = rankAt(rank, i);
    if (r < 0) empties.push(i);
    else keys[k++] = (asc ? r : shift - r) * shift + i;
  }
  const sorted = keys.subarray(0, k).sort();
  const out = new Uint32Array(selection.length);
  for (let n = 0; n < k; n++) out[n] = sorted[n]! % shift;
  out.set(empties, k);
  return out;
}
