/** The in-memory columns of a store and how a row's value is read back from them. */
import { getBit } from './bitset';
import type { ColumnSpec } from './columnSchema';

export interface NumberColumn {
  spec: ColumnSpec;
  kind: 'number';
  /** NaN is null. */
  values: Float64Array;
}

export interface TextColumn {
  spec: ColumnSpec;
  kind: 'text';
  /** 0 is null, k ≥ 1 is dictionary[k]. */
  codes: Uint16Array | Uint32Array;
  /** dictionary[0] is unused (null). */
  dictionary: string[];
}

export interface BooleanColumn {
  spec: ColumnSpec;
  kind: 'boolean';
  bits: Uint32Array;
  present: Uint32Array;
}

export interface JsonColumn {
  spec: ColumnSpec;
  kind: 'json';
  values: (string | null)[];
}

export type Column = NumberColumn | TextColumn | BooleanColumn | JsonColumn;

/** The row value a column holds at `index` (null for missing). */
export function columnValue(column: Column, index: number): unknown {
  switch (column.kind) {
    case 'number': {
      const v = column.values[index]!;
      return Number.isNaN(v) ? null : v;
    }
    case 'text': {
      const code = column.codes[index]!;
      return code === 0 ? null : column.dictionary[code]!;
    }
    case 'boolean':
      return getBit(column.present, index) ? getBit(column.bits, index) : null;
    case 'json': {
      const text = column.values[index];
      return text === null || text === undefined ? null : (JSON.parse(text) as unknown);
    }
  }
}

function isOneByte(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0xff) return false;
  return true;
}

/** Bytes held by a column: typed arrays exactly, strings as V8 stores them (about 16 + length bytes each, one-byte text). */
export function columnBytes(column: Column): number {
  const stringBytes = (s: string | null): number => (s === null ? 0 : 16 + s.length * (isOneByte(s) ? 1 : 2));
  switch (column.kind) {
    case 'number':
      return column.values.byteLength;
    case 'text':
      return column.codes.byteLength + 8 * column.dictionary.length + column.dictionary.reduce((sum, s) => sum + stringBytes(s ?? null), 0);
    case 'boolean':
      return column.bits.byteLength + column.present.byteLength;
    case 'json':
      return 8 * column.values.length + column.values.reduce((sum, s) => sum + stringBytes(s), 0);
  }
}
