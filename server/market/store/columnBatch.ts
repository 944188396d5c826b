/**
 * A batch of rows in column form: what a snapshot worker sends to the main thread (the numbers in
 * one transferable Float64Array, so merging is a copy, not an object walk) and what the builder
 * appends.
 */
import { readPath, type StoreSchema } from './columnSchema';

export interface ColumnBatch {
  count: number;
  /** Number columns one after the other (count values each); NaN is null. */
  numbers: Float64Array;
  /** Per text column, count strings or nulls. */
  texts: (string | null)[][];
  /** Boolean columns one after the other: 0 false, 1 true, 2 null. */
  booleans: Uint8Array;
  /** Per json column, count JSON texts or nulls. */
  json: (string | null)[][];
}

function asNumber(value: unknown, path: string): number {
  if (value === null || value === undefined) return NaN;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`column ${path}: ${String(value)} is not a finite number or null`);
  return value;
}

function asText(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new TypeError(`column ${path}: ${String(value)} is not text or null`);
  return value;
}

function asBoolean(value: unknown, path: string): number {
  if (value === null || value === undefined) return 2;
  if (typeof value !== 'boolean') throw new TypeError(`column ${path}: ${String(value)} is not a boolean or null`);
  return value ? 1 : 0;
}

/** Encodes rows (of the schema's shape) into a batch; throws on a value of the wrong kind. */
export function encodeRows(schema: StoreSchema, rows: readonly object[]): ColumnBatch {
  const count = rows.length;
  const numberColumns = schema.columns.filter((c) => c.kind === 'number');
  const booleanColumns = schema.columns.filter((c) => c.kind === 'boolean');
  const batch: ColumnBatch = {
    count,
    numbers: new Float64Array(numberColumns.length * count),
    texts: [],
    booleans: new Uint8Array(booleanColumns.length * count),
    json: [],
  };
  let n = 0;
  let b = 0;
  for (const column of schema.columns) {
    const parts = column.path.split('.');
    const values = rows.map((row) => readPath(row, parts));
    switch (column.kind) {
      case 'number':
        values.forEach((v, i) => (batch.numbers[n * count + i] = asNumber(v, column.path)));
        n++;
        break;
      case 'boolean':
        values.forEach((v, i) => (batch.booleans[b * count + i] = asBoolean(v, column.path)));
        b++;
        break;
      case 'text':
        batch.texts.push(values.map((v) => asText(v, column.path)));
        break;
      case 'json':
        batch.json.push(values.map((v) => (v === null || v === undefined ? null : JSON.stringify(v))));
        break;
    }
  }
  return batch;
}
