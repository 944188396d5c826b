/**
 * Builds a column store from batches put at their row offsets (batches may arrive in any order;
 * the rows keep the order of their offsets). Text is dictionary-encoded as it arrives, in Uint16
 * codes until a dictionary outgrows them, then Uint32.
 */
import { newBitset, setBit } from './bitset';
import { encodeRows, type ColumnBatch } from './columnBatch';
import type { StoreSchema } from './columnSchema';
import type { Column, TextColumn } from './columns';
import { ColumnStore } from './columnStore';

interface TextBuild {
  column: TextColumn;
  lookup: Map<string, number>;
}

export class ColumnStoreBuilder<Row extends object> {
  private readonly columns: Column[];
  private readonly texts: TextBuild[] = [];
  private readonly filled: Uint8Array;
  private filledCount = 0;

  constructor(
    private readonly schema: StoreSchema,
    readonly size: number,
  ) {
    this.filled = new Uint8Array(size);
    this.columns = schema.columns.map((spec): Column => {
      switch (spec.kind) {
        case 'number':
          return { spec, kind: 'number', values: new Float64Array(size).fill(NaN) };
        case 'boolean':
          return { spec, kind: 'boolean', bits: newBitset(size), present: newBitset(size) };
        case 'json':
          return { spec, kind: 'json', values: new Array<string | null>(size).fill(null) };
        case 'text': {
          const column: TextColumn = { spec, kind: 'text', codes: new Uint16Array(size), dictionary: [''] };
          this.texts.push({ column, lookup: new Map() });
          return column;
        }
      }
    });
  }

  private code(build: TextBuild, value: string | null): number {
    if (value === null) return 0;
    let code = build.lookup.get(value);
    if (code === undefined) {
      code = build.column.dictionary.length;
      build.column.dictionary.push(value);
      build.lookup.set(value, code);
      if (code > 0xffff && build.column.codes instanceof Uint16Array) build.column.codes = Uint32Array.from(build.column.codes);
    }
    return code;
  }

  /** Writes the batch's rows at [offset, offset + count). */
  put(offset: number, batch: ColumnBatch): void {
    const { count } = batch;
    if (offset < 0 || offset + count > this.size) throw new RangeError(`batch [${offset}, ${offset + count}) outside the store of ${this.size}`);
    let n = 0;
    let b = 0;
    let t = 0;
    let j = 0;
    for (const column of this.columns) {
      switch (column.kind) {
        case 'number':
          column.values.set(batch.numbers.subarray(n * count, (n + 1) * count), offset);
          n++;
          break;
        case 'boolean':
          for (let i = 0; i < count; i++) {
            const v = batch.booleans[b * count + i]!;
            setBit(column.present, offset + i, v !== 2);
            setBit(column.bits, offset + i, v === 1);
          }
          b++;
          break;
        case 'text': {
          const build = this.texts[t]!;
          const values = batch.texts[t++]!;
          for (let i = 0; i < count; i++) build.column.codes[offset + i] = this.code(build, values[i] ?? null);
          break;
        }
        case 'json': {
          const values = batch.json[j++]!;
          for (let i = 0; i < count; i++) column.values[offset + i] = values[i] ?? null;
          break;
        }
      }
    }
    for (let i = offset; i < offset + count; i++) {
      if (this.filled[i] === 0) this.filledCount++;
      this.filled[i] = 1;
    }
  }

  get complete(): boolean {
    return this.filledCount === this.size;
  }

  /** The store; every row must have been put. */
  finish(): ColumnStore<Row> {
    if (!this.complete) throw new Error(`column store: ${this.size - this.filledCount} of ${this.size} rows missing`);
    const id = this.texts.find((x) => x.column.spec.path === this.schema.idPath)!;
    return new ColumnStore<Row>(this.schema, this.size, this.columns, id.lookup);
  }
}

/** Builds a store from row objects in slices, yielding to the event loop between them. */
export async function buildStoreInSlices<Row extends object>(schema: StoreSchema, rows: readonly Row[], slice = 5000): Promise<ColumnStore<Row>> {
  const builder = new ColumnStoreBuilder<Row>(schema, rows.length);
  for (let offset = 0; offset < rows.length; offset += slice) {
    builder.put(offset, encodeRows(schema, rows.slice(offset, offset + slice)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return builder.finish();
}
